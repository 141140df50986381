import * as v from 'valibot';
import { list, recordReference, requiredText, text } from '../../http/fields';
import { formatMessMember } from './members';
import { messMessages } from './texts';

export { messMessages };

/** Texts only the server answers with; the web shows whatever message the server sends. */
export const messErrors = {
  notFound: 'Mess not found.',
};

export const MESS_TYPES = ['Veg', 'NonVeg'] as const;
export type MessType = (typeof MESS_TYPES)[number];

// The mess form's own messages, also for a missing key: the default '' fails minLength with them.
const requiredField = (label: string, message: string, max: number) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.minLength(1, message), v.maxLength(max, `${label} must be at most ${max} characters`));

// Phone numbers and years often arrive as numbers from a form.
const memberPart = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([text(label, 200), v.pipe(v.number(), v.transform(String))], `${label} must be text`)), ''),
    v.transform((value) => value ?? ''),
  );

const MessMemberInput = v.object({
  name: requiredText('Member name', 200),
  role: memberPart('Member role'),
  contact: memberPart('Member contact'),
  email: memberPart('Member email'),
  year: memberPart('Member year'),
});

/** A member is a stored string or the member editor's object; either way it is kept as the string form. */
const messMember = v.pipe(
  v.union([text('Member', 1000), MessMemberInput], 'Each member must be text or an object with a name'),
  v.transform((member) => (typeof member === 'string' ? member : formatMessMember(member))),
);

/** A hostel, by id or as the `{ _id, name }` object a mess was read with. */
const hostelRef = v.optional(recordReference(messMessages.hostelRequired), '');

const capacity = v.pipe(
  v.optional(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, messMessages.capacityPositive), v.transform(Number))],
      messMessages.capacityPositive,
    ),
    '',
  ),
  v.integer(messMessages.capacityPositive),
  v.minValue(1, messMessages.capacityPositive),
  v.maxValue(1_000_000, 'Capacity is too large'),
);

export const MessInput = v.object({
  mess_name: requiredField('Mess name', messMessages.messNameRequired, 200),
  caterers_name: requiredField("Cateror's name", messMessages.caterersNameRequired, 200),
  hostel: hostelRef,
  type: v.optional(v.picklist(MESS_TYPES, `Type must be one of: ${MESS_TYPES.join(', ')}`), 'Veg'),
  capacity,
  night_canteen: requiredField('Night canteen status', messMessages.nightCanteenRequired, 100),
  nominated_mess_members: v.pipe(
    v.optional(list('Nominated mess members', messMember, 100), []),
    v.transform((members) => members.filter(Boolean)),
  ),
});
export type MessInput = v.InferOutput<typeof MessInput>;

/** A mess as the API returns it: the hostel expanded, or null once that hostel is gone. */
export type Mess = Omit<MessInput, 'hostel'> & {
  _id: string;
  hostel: { _id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
};
