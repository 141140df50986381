// Field schemas shared by the entity models. Every write arrives either as
// JSON or as multipart form data (for uploads), where every value is a
// string: the coercions below accept both.
import * as v from 'valibot';
import { instituteDay } from '../institute';

export const text = (label: string, max = 500) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`));

export const requiredText = (label: string, max = 500) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** Optional text that reads as '' when absent or null. */
export const optionalText = (label: string, max = 500) =>
  v.pipe(
    v.optional(v.nullable(text(label, max)), ''),
    v.transform((value) => value ?? ''),
  );

/** A yes or no, as JSON or a form sends it. */
export const yesOrNo = (label: string) =>
  v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', 'on', '1', '0']),
        v.transform((s) => s === 'true' || s === 'on' || s === '1'),
      ),
    ],
    `${label} must be true or false`,
  );

/** A yes or no; absent, `fallback` (or undefined, for a write that keeps the stored value). */
export const flag = (label: string, fallback?: boolean) => v.optional(yesOrNo(label), fallback);

export const integerAtLeast = (label: string, min: number, message = `${label} must be at least ${min}`) =>
  v.pipe(
    v.union(
      [
        v.number(),
        v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, `${label} must be a whole number`), v.transform(Number)),
      ],
      `${label} must be a number`,
    ),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, message),
    v.maxValue(1_000_000, `${label} is too large`),
  );

// Stored dates are compared as strings (expiry, ordering): that only holds for four-digit years,
// so '+275760-…' or '-000001-…' (which Date accepts) are refused.
const inStoredRange = (s: string) => {
  const time = Date.parse(s);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};

/** A date and time in any form Date understands, as given. */
const dateText = (label: string) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(40, `${label} is not a valid date`),
    v.check(inStoredRange, `${label} is not a valid date`),
  );

/** A date and time in any form Date understands, stored as ISO 8601 UTC. */
export const isoDate = (label: string) =>
  v.pipe(
    dateText(label),
    v.transform((s) => new Date(s).toISOString()),
  );

/**
 * A whole day of the institute, stored as that day's midnight UTC: 'yyyy-MM-dd'
 * is that day; a date with a time (a browser's local midnight, say) is the
 * institute's day at that instant.
 */
export const instituteDate = (label: string) =>
  v.pipe(
    dateText(label),
    v.transform((s) => (/^\d{4}-\d\d-\d\d$/.test(s) ? s : instituteDay(new Date(s)))),
    // After 18:30 UTC on the last day of 9999 it is year 10000 in India.
    v.check(inStoredRange, `${label} is not a valid date`),
    v.transform((day) => new Date(day).toISOString()),
  );

/** An optional date and time: absent, null and '' read as null; anything else as `isoDate`. */
export const optionalIsoDate = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), isoDate(label)], `${label} is not a valid date`)), null),
    v.transform((value) => value || null),
  );

/** Only http(s) links are stored: `javascript:` and `data:` URLs never reach a page. */
export const httpUrl = (label: string) =>
  v.pipe(
    v.string(`${label} must be a URL`),
    v.trim(),
    v.maxLength(2000, `${label} is too long`),
    v.url(`${label} must be a valid URL`),
    v.check((s) => /^https?:\/\//i.test(s), `${label} must start with http:// or https://`),
  );

export const optionalHttpUrl = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), httpUrl(label)], `${label} must be a valid http(s) URL`)), ''),
    v.transform((value) => value || ''),
  );

/** A list sent as an array, or in multipart as a JSON array string. */
export const list = <T extends v.GenericSchema>(label: string, item: T, maxItems = 100) =>
  v.pipe(
    v.union(
      [
        v.array(v.unknown()),
        v.pipe(
          v.string(),
          v.rawTransform(({ dataset, addIssue, NEVER }) => {
            try {
              const parsed = JSON.parse(dataset.value);
              if (Array.isArray(parsed)) return parsed as unknown[];
            } catch {}
            addIssue({ message: `${label} must be a list` });
            return NEVER;
          }),
        ),
      ],
      `${label} must be a list`,
    ),
    v.maxLength(maxItems, `${label} has too many items`),
    v.array(item, `${label} must be a list`),
  );

/**
 * Another record named by its id, or by the `{ _id, … }` object it was read
 * with (a form sends back what it was given): the trimmed id either way.
 */
export const recordReference = (message: string) =>
  v.pipe(
    v.union([v.string(), v.looseObject({ _id: v.string() })], message),
    v.transform((reference) => (typeof reference === 'string' ? reference : reference._id).trim()),
    v.minLength(1, message),
    v.maxLength(64, message),
  );

/** An image field: a data URL, an uploaded file, null to remove, or the current image URL to keep it. */
export const imageField = v.optional(
  v.nullable(
    v.union([v.pipe(v.string(), v.maxLength(40_000_000)), v.instance(File)], 'image must be a data URL or a file'),
  ),
);

/** No text of the site is ever meant to hold it, and PostgreSQL cannot store or compare it. */
export const NUL_IN_TEXT = 'Text cannot contain the NUL character (U+0000).';

export const idParam = v.object({
  id: v.pipe(
    v.string(),
    v.maxLength(64),
    v.check((id) => !id.includes('\0'), NUL_IN_TEXT),
  ),
});

/** A visitor's read in another language: `?lang=hi` (a language the site is not in reads English). */
export const langQuery = v.object({ lang: v.optional(v.string()) });

/** An image read: `w` asks for a resized variant, `v` is the version the URL was given with. */
export const imageQuery = v.object({ w: v.optional(v.string()), v: v.optional(v.string()) });
