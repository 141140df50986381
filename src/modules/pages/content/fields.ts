// The fields page content is made of. Paragraphs and list items are rich text:
// **a fact**, *emphasis* and [a link](https://…), nothing else; stored text
// always renders as text (web/components/rich-text.tsx).
import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../../http/fields';

const noNul = v.check((value: string) => !value.includes('\0'), NUL_IN_TEXT);

/** A heading, a name, a number as written: one line. */
export const line = (label: string, max = 200) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    noNul,
  );

/** A paragraph or a list item, in rich text. */
export const richText = (label: string, max = 2000) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    noNul,
  );

export const items = <T extends v.GenericSchema>(label: string, item: T, { min = 1, max = 60 } = {}) =>
  v.pipe(
    v.array(item, `${label} must be a list`),
    v.minLength(min, `${label} needs at least ${min}`),
    v.maxLength(max, `${label} has too many items`),
  );

/**
 * The pictures built into the site, named by a path under /pictures/ (web/lib/built-in-pictures.ts has their files).
 */
export const BUILT_IN_PICTURES = [
  '/pictures/hero-1.webp',
  '/pictures/hero-2.webp',
  '/pictures/hero-3.webp',
  '/pictures/gallery-9.webp',
  '/pictures/director.webp',
  '/pictures/chief-warden.webp',
] as const;
export type BuiltInPicture = (typeof BUILT_IN_PICTURES)[number];

/** A picture the office uploaded for a page, by the address it is read from (its blob's name). */
export const PAGE_PICTURE_ADDRESS = /^\/api\/pages\/pictures\/[0-9a-f]{32}\.(?:jpg|png|gif|webp|avif)$/;
/**
 * A new picture in a save, as the console's picture picker sends
 * it; stored and replaced by its address before the page is.
 */
export const NEW_PICTURE = /^data:image\/[\w.+-]+(?:;[\w-]+=[^;,]*)*;base64,/;

export const isBuiltInPicture = (value: string): value is BuiltInPicture =>
  (BUILT_IN_PICTURES as readonly string[]).includes(value);

/** The picture schemas of every page, so a page's pictures can be found by walking its schema. */
export const PICTURE_FIELDS = new WeakSet<v.GenericSchema>();

/** A picture: one built into the site, one uploaded for a page, or a new one (a data URL, in a save only). */
export function picture(label: string) {
  const schema = v.pipe(
    v.string(`${label} must be text`),
    v.minLength(1, `${label} is required`),
    v.check(
      (value) => value === '' || isBuiltInPicture(value) || PAGE_PICTURE_ADDRESS.test(value) || NEW_PICTURE.test(value),
      `${label} must be a picture built into the site or one uploaded through the picture picker`,
    ),
  );
  PICTURE_FIELDS.add(schema);
  return schema;
}

/** A link's target: an https address, or a path of this site. */
export const url = (label: string) =>
  v.pipe(
    line(label, 500),
    v.check(
      (value) => /^\/(?![/\\])/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
      `${label} must be an https:// address or a path of this site`,
    ),
  );

export const email = (label: string) => v.pipe(line(label, 254), v.email(`${label} must be an e-mail address`));

/** A phone number as written, with digits, spaces, dashes, brackets and a leading plus. */
export const phone = (label: string) =>
  v.pipe(line(label, 40), v.regex(/^\+?[\d\s()-]{6,}$/, `${label} must be a phone number`));

/** A short text that may be left empty: a number's prefix or suffix. */
export const optionalLine = (label: string, max = 20) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    noNul,
  );
