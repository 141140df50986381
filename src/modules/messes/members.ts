// A mess's nominated members are stored as strings (SPEC.md section 3). Kept
// apart from model.ts so the public pages can read them without valibot.

export type MessMember = { name: string; role: string; contact: string; email: string; year: string };

const MEMBER_SEPARATOR = ' - ';

/** 'name - role - contact - email - year', empty parts left out (SPEC.md section 3). */
export function formatMessMember(member: Partial<MessMember>): string {
  return [member.name, member.role, member.contact, member.email, member.year]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(MEMBER_SEPARATOR);
}

/**
 * Reads a stored member back: fewer than 3 parts means the whole entry is the
 * name. A lone part after the contact is the email only if it is one: in
 * 'Pooja - Member - 90000 34001 - 2nd' the email was left out, not the year.
 */
export function parseMessMember(entry: string): MessMember {
  const parts = entry.split(MEMBER_SEPARATOR).map((part) => part.trim());
  if (parts.length < 3) return { name: entry.trim(), role: '', contact: '', email: '', year: '' };
  const [name, role, contact, ...rest] = parts;
  const withoutEmail = rest.length === 1 && !rest[0].includes('@');
  return {
    name,
    role,
    contact,
    email: withoutEmail ? '' : (rest[0] ?? ''),
    year: (withoutEmail ? rest : rest.slice(1)).join(MEMBER_SEPARATOR),
  };
}
