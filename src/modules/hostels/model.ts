import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import {
  imageField,
  integerAtLeast,
  list,
  optionalHttpUrl,
  optionalText,
  recordReference,
  requiredText,
  text,
} from '../../http/fields';
import { hostelMessages } from './texts';
import { storedRecord } from '../stored-record';

export { hostelMessages };

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const hostelErrors = {
  wardenMissing: 'The selected warden does not exist.',
  supervisorMissing: 'The selected supervisor does not exist.',
  notFound: 'Hostel not found.',
};

export const HOSTEL_GENDERS = ['male', 'female'] as const;
export type HostelGender = (typeof HOSTEL_GENDERS)[number];

export const HOSTEL_SHARING = ['single', 'double', 'triple'] as const;
export type HostelSharing = (typeof HOSTEL_SHARING)[number];

export const HOSTEL_YEARS = ['1st', '2nd', '3rd', '4th'] as const;
export type HostelYear = (typeof HOSTEL_YEARS)[number];

/** A person, by id or as the expanded object a hostel was read with; null or absent fails as empty. */
const personRef = (message: string) => v.optional(v.nullable(recordReference(message), ''), '');

const rooms = v.pipe(
  v.optional(v.unknown(), ''),
  v.check((value) => value !== undefined && value !== null && value !== '', hostelMessages.roomsRequired),
  integerAtLeast('Rooms', 1, hostelMessages.roomsAtLeastOne),
);

/** Facilities are kept trimmed, without empty entries or repeats (SPEC.md section 4). */
const otherFacilities = v.pipe(
  v.optional(v.nullable(list('Other facilities', text('Facility', 200), 100)), []),
  v.transform((facilities) => [...new Set((facilities ?? []).filter(Boolean))]),
);

export const HostelInput = v.object({
  name: requiredText('Name', 200),
  image: imageField,
  photoSphere: optionalHttpUrl('Photo sphere'),
  warden: personRef(hostelMessages.wardenRequired),
  supervisor: personRef(hostelMessages.supervisorRequired),
  rooms,
  mess: optionalText('Mess', 200),
  contact: optionalText('Contact', 200),
  other_facilities: otherFacilities,
  gender: v.optional(v.picklist(HOSTEL_GENDERS, `Gender must be one of: ${HOSTEL_GENDERS.join(', ')}`), 'male'),
  sharing: v.optional(v.picklist(HOSTEL_SHARING, `Sharing must be one of: ${HOSTEL_SHARING.join(', ')}`), 'double'),
  year: v.pipe(
    v.optional(
      v.nullable(v.picklist(['', ...HOSTEL_YEARS], `Year must be empty or one of: ${HOSTEL_YEARS.join(', ')}`)),
      null,
    ),
    v.transform((year): HostelYear | null => year || null),
  ),
  translations: TranslationsInput,
});
export type HostelInput = v.InferOutput<typeof HostelInput>;

/** A warden or supervisor as a hostel is read with. */
export const HostelStaff = v.object({
  _id: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  designation: v.string(),
  role: v.string(),
});
export type HostelStaff = v.InferOutput<typeof HostelStaff>;

/** A hostel as the API returns it: the image is a URL of the image endpoint or null, staff come expanded. */
export const Hostel = storedRecord({
  name: v.string(),
  image: v.nullable(v.string()),
  photoSphere: v.string(),
  warden: v.nullable(HostelStaff),
  supervisor: v.nullable(HostelStaff),
  rooms: v.number(),
  mess: v.string(),
  contact: v.string(),
  other_facilities: v.array(v.string()),
  gender: v.picklist(HOSTEL_GENDERS),
  sharing: v.picklist(HOSTEL_SHARING),
  year: v.nullable(v.picklist(HOSTEL_YEARS)),
});
export type Hostel = v.InferOutput<typeof Hostel>;
