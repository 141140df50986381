import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { httpUrl, imageField, list, optionalText, recordReference, requiredText } from '../../http/fields';
import { DEFAULT_PERSON_ROLE } from './roles';
import { peopleMessages } from './texts';
import { storedRecord } from '../stored-record';

export { peopleMessages };

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const personErrors = {
  hostelInvalid: 'Each hostel must be a hostel id',
  // The id is not echoed: an error never repeats the input back.
  hostelMissing: 'A selected hostel does not exist.',
  staffOf: (hostels: string[]) =>
    `This person is the warden or supervisor of ${hostels.join(', ')}. Assign someone else there first.`,
  notFound: 'Person not found.',
};

const email = v.pipe(
  optionalText('Email', 200),
  v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), peopleMessages.emailInvalid),
);

// Browsers ignore tabs and newlines inside a URL, so `java\nscript:` is still a scheme.
const looksLikeOtherScheme = (value: string) => /^[a-z][a-z0-9+.-]*:\S/i.test(value.replace(/[\t\n\r]/g, ''));

/**
 * The web shows a contact starting with http as a link: it must then be a real http(s) URL. Other schemes never pass.
 */
const contactUrl = httpUrl('Contact');
const contact = v.pipe(
  optionalText('Contact', 500),
  v.check((value) => {
    if (/^http/i.test(value)) return v.is(contactUrl, value);
    return !looksLikeOtherScheme(value);
  }, peopleMessages.contactInvalid),
);

/** A hostel, by id or as the `{ _id, name }` object a person was read with. */
const hostelRef = recordReference(personErrors.hostelInvalid);

export const PersonInput = v.object({
  /** Set when editing: the same call adds and updates (SPEC.md section 7). */
  _id: v.pipe(
    v.optional(v.nullable(v.pipe(v.string('_id must be text'), v.trim())), ''),
    v.transform((id) => id || null),
  ),
  name: requiredText('Name', 200),
  designation: requiredText('Designation', 200),
  role: v.optional(requiredText('Role', 60), DEFAULT_PERSON_ROLE),
  phone: optionalText('Phone', 50),
  email,
  contact,
  image: imageField,
  alt: optionalText('Alt text', 300),
  department: optionalText('Department', 200),
  hostel: v.pipe(
    v.optional(v.nullable(list('Hostel', hostelRef, 100)), []),
    v.transform((ids) => [...new Set(ids ?? [])]),
  ),
  translations: TranslationsInput,
});
export type PersonInput = v.InferOutput<typeof PersonInput>;

export const HostelSummary = v.object({ _id: v.string(), name: v.string() });
export type HostelSummary = v.InferOutput<typeof HostelSummary>;

/** A person as the API returns it: the image is a URL of the image endpoint or null, hostels come with their names. */
export const Person = storedRecord({
  name: v.string(),
  designation: v.string(),
  role: v.string(),
  phone: v.string(),
  email: v.string(),
  contact: v.string(),
  image: v.nullable(v.string()),
  alt: v.string(),
  department: v.string(),
  hostel: v.array(HostelSummary),
});
export type Person = v.InferOutput<typeof Person>;
