// Kept apart from model.ts so the public pages can read the roles without
// downloading valibot.

/**
 * The roles the site knows, in display order with their labels (SPEC.md section 3); any other role shows after them.
 */
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
