// Person roles in display order with their labels come from the server model
// (SPEC.md section 3); a role the site does not know shows after them.
import { PERSON_ROLES } from '@contract/modules/people/roles';
import { localized } from '../../lib/texts';

type KnownRole = (typeof PERSON_ROLES)[number]['value'];

/** Each known role's label, as the People page's headings and role choice read it. */
export const roleTexts = localized(
  'roles',
  Object.fromEntries(PERSON_ROLES.map((role) => [role.value, role.label])) as Record<KnownRole, string>,
);

const order = new Map<string, number>(PERSON_ROLES.map((role, index) => [role.value, index]));

/** The role's label, or the role itself in words ('mess_staff' reads 'Mess Staff'). */
export function roleLabel(role: string) {
  return order.has(role)
    ? roleTexts[role as KnownRole]
    : role
        .replace(/[_-]+/g, ' ')
        .replace(/\b\w/g, (letter) => letter.toUpperCase())
        .trim();
}

/** The given roles, once each, in display order; unknown roles after the known ones, alphabetically. */
export function rolesInDisplayOrder(roles: Iterable<string>) {
  return [...new Set(roles)].sort(
    (a, b) => (order.get(a) ?? PERSON_ROLES.length) - (order.get(b) ?? PERSON_ROLES.length) || a.localeCompare(b),
  );
}

export const FIRST_ROLE: string = PERSON_ROLES[0].value;
