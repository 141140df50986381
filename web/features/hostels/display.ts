// How a hostel's stored values read on the public pages (SPEC.md section 2
// "Hostel detail" and section 3 "Hostel").
import { DEFAULT_LANGUAGE } from '@contract/languages';
import { activeLanguage } from '../../lib/texts';
import { hostelTexts as t } from './texts';

/**
 * 'Girls Hostel' when the name contains GH (a translated name, the language's words for it), else 'Boys Hostel'.
 * A translated name may say it in other words, so in a translated language a hostel for women is a girls' hostel too.
 */
export const hostelBadge = ({ name, gender }: { name: string; gender?: string | null }) =>
  name.includes('GH') ||
  name.includes(t.girlsHostelMark) ||
  (activeLanguage() !== DEFAULT_LANGUAGE && gender === 'female')
    ? t.girlsHostel
    : t.boysHostel;

/** The text in parentheses in the name, e.g. 'Block I' of 'Karavali (Block I)', else 'N/A'. */
export const hostelBlock = (name: string) => name.match(/\(([^)]*)\)/)?.[1].trim() || t.noBlock;

const SHARING_COUNT: Record<string, number> = { single: 1, double: 2, triple: 3 };

/** The sharing badge value: single 1, double 2, triple 3, anything else 2. */
export const sharingCount = (sharing: string | null | undefined) => SHARING_COUNT[sharing ?? ''] ?? 2;

export const capitalize = (value: string | null | undefined) => (value ? value[0].toUpperCase() + value.slice(1) : '');

/** 'Male' or 'Female'; another value capitalized. */
export const genderLabel = (gender: string) => t.genders[gender] ?? capitalize(gender);

/** e.g. 'Triple (3)'. */
export const sharingLabel = (sharing: string | null | undefined) => {
  const kind = sharing || 'double';
  return `${t.sharings[kind] ?? capitalize(kind)} (${sharingCount(sharing)})`;
};

/** The study year as the page names it, or 'NA' when none is set. */
export const yearLabel = (year: string | null | undefined) => (year ? (t.years[year] ?? year) : t.noYear);

export type StaffDetails = { name: string; contact: string; email: string; designation: string; role: string };

type StaffRecord = { name?: unknown; phone?: unknown; email?: unknown; designation?: unknown; role?: unknown };

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * One person's role, singular ('quality_maintenance_warden' reads 'Quality
 * Maintenance Warden'): the role labels of people/roles.ts are plural headings.
 */
const roleLabel = (role: string) => t.staffRoles[role] ?? role.split('_').map(capitalize).join(' ');

/**
 * A warden or supervisor arrives expanded ({ name, phone, ... }), as a plain
 * name, or missing; anything else is shown 'Unknown'.
 */
export function staffDetails(staff: unknown, defaultRole: string): StaffDetails {
  const missing = {
    name: t.notAssigned,
    contact: t.notAvailable,
    email: t.notAvailable,
    designation: t.notAvailable,
    role: defaultRole,
  };
  if (staff === null || staff === undefined || staff === '') return missing;
  if (typeof staff === 'string') return { ...missing, name: staff.trim() };
  if (typeof staff !== 'object') return { ...missing, name: t.unknown };
  const record = staff as StaffRecord;
  const role = textOf(record.role);
  return {
    name: textOf(record.name) || t.notAssigned,
    contact: textOf(record.phone) || t.notAvailable,
    email: textOf(record.email) || t.notAvailable,
    designation: textOf(record.designation) || t.notAvailable,
    role: role ? roleLabel(role) : defaultRole,
  };
}
