// Kept apart from model.ts so the public pages can read the roles without
// downloading valibot.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '../../languages';

/** The roles the site knows, in display order with their labels (SPEC.md section 3); any other role shows after them. */
export const PERSON_ROLES = [
  { value: 'warden', label: 'Wardens' },
  { value: 'quality_maintenance_warden', label: 'Quality & Maintenance Warden' },
  { value: 'supervisor', label: 'Supervisors' },
  { value: 'hostel_council', label: 'Hostel Council' },
  { value: 'hostel_staff', label: 'Hostel Staff' },
  { value: 'gmc_mc', label: 'GMC & MC' },
  { value: 'se_office_staff', label: 'SE Office Staff' },
  { value: 'housekeeping_staff', label: 'House Keeping Staff' },
] as const;

export const DEFAULT_PERSON_ROLE = 'supervisor';

export type KnownRole = (typeof PERSON_ROLES)[number]['value'];

/** The roles' labels in each translated language: the People page's and search's. */
export const PERSON_ROLE_LABELS: Record<TranslatedLanguage, Record<KnownRole, string>> = {
  hi: {
    warden: 'वार्डन',
    quality_maintenance_warden: 'गुणवत्ता एवं अनुरक्षण वार्डन',
    supervisor: 'पर्यवेक्षक',
    hostel_council: 'छात्रावास परिषद',
    hostel_staff: 'छात्रावास कर्मचारी',
    gmc_mc: 'जीएमसी एवं एमसी',
    se_office_staff: 'एसई कार्यालय कर्मचारी',
    housekeeping_staff: 'हाउसकीपिंग कर्मचारी',
  },
};

/** A role as `language` names it ('warden' → 'Wardens'); any other role as it is stored. */
export const roleLabelIn = (language: Language, role: string) =>
  (language === DEFAULT_LANGUAGE ? PERSON_ROLES.find((known) => known.value === role)?.label : PERSON_ROLE_LABELS[language][role as KnownRole]) ?? role;
