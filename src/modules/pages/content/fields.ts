// The fields page content is made of. Paragraphs and list items are rich text:
// **a fact**, *emphasis* and [a link](https://…), nothing else; stored text
// always renders as text (web/components/rich-text.tsx).
import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../../http/fields';

const noNul = v.check((value: string) => !value.includes('\0'), NUL_IN_TEXT);

/** A heading, a name, a number as written: one line. */
export const line = (label: string, max = 200) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.minLength(1, `${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`), noNul);

/** A paragraph or a list item, in rich text. */
export const richText = (label: string, max = 2000) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.minLength(1, `${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`), noNul);

export const items = <T extends v.GenericSchema>(label: string, item: T, { min = 1, max = 60 } = {}) =>
  v.pipe(v.array(item, `${label} must be a list`), v.minLength(min, `${label} needs at least ${min}`), v.maxLength(max, `${label} has too many items`));

/** A picture's address: a path on this site (not `//…`) or an https URL. */
export const picture = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(500, `${label} must be at most 500 characters`),
    v.regex(/^(?:\/(?![/\\])|https:\/\/[^/\\\s])[^\s\\"'<>]*$/, `${label} must be a path on this site or an https:// address`),
  );

/** A link's target: an https address, or a path of this site. */
export const url = (label: string) =>
  v.pipe(
    line(label, 500),
    v.check((value) => /^\/(?![/\\])/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'), `${label} must be an https:// address or a path of this site`),
  );

export const email = (label: string) => v.pipe(line(label, 254), v.email(`${label} must be an e-mail address`));

/** A phone number as written, with digits, spaces, dashes, brackets and a leading plus. */
export const phone = (label: string) => v.pipe(line(label, 40), v.regex(/^\+?[\d\s()-]{6,}$/, `${label} must be a phone number`));

/** A short text that may be left empty: a number's prefix or suffix. */
export const optionalLine = (label: string, max = 20) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`), noNul);
