import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { NUL_IN_TEXT } from '../../http/fields';

export const pageMessages = {
  saved: 'Page saved',
  created: 'Page added',
  deleted: 'Page deleted',
  badSlug: 'A page address is lowercase letters, digits and hyphens between them.',
  slugTaken: 'That address is already taken: choose another.',
  shipped: 'This page comes with the site: it can be changed but not deleted.',
  restored: 'Revision restored',
  notFound: 'Page not found.',
  revisionNotFound: 'Revision not found.',
  invalid: 'Some fields need attention.',
  unknownPicture: "This picture is not one of the site's: choose a picture with the picture picker.",
  pictureNotFound: 'Picture not found.',
};

/**
 * A page as the API reads it: its content, and when it was last saved (null while it is a new site's);
 * by whom only in an admin's read, since a username is half of a sign-in.
 */
export const Page = v.object({
  slug: v.string(),
  title: v.string(),
  content: v.unknown(),
  updatedAt: v.nullable(v.string()),
  updatedBy: v.optional(v.nullable(v.string())),
});
export type Page = v.InferOutput<typeof Page>;
/** A page in the list; `shipped` pages come with the site and cannot be deleted. */
export const PageSummary = v.object({ ...v.omit(Page, ['content']).entries, shipped: v.boolean() });
export type PageSummary = v.InferOutput<typeof PageSummary>;
export const PageRevision = v.object({
  _id: v.string(),
  slug: v.string(),
  content: v.unknown(),
  createdAt: v.string(),
  createdBy: v.nullable(v.string()),
});
export type PageRevision = v.InferOutput<typeof PageRevision>;

const slugText = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((slug) => !slug.includes('\0'), NUL_IN_TEXT),
);
/** A page picture's name: its blob's, as its address ends. */
export const PictureParam = v.object({
  name: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}\.(?:jpg|png|gif|webp|avif)$/, pageMessages.pictureNotFound)),
});
export const SlugParam = v.object({ slug: slugText });
export const RevisionParam = v.object({
  slug: slugText,
  id: v.pipe(
    v.string(),
    v.maxLength(64),
    v.check((id) => !id.includes('\0'), NUL_IN_TEXT),
  ),
});

/** A page the office adds: its address under /pages/, and its document (checked afterwards). */
export const NewPageBody = v.object({ slug: slugText, content: v.unknown(), translations: TranslationsInput });

/** A save: the content, checked afterwards by its page's own schema. */
export const PageBody = v.object({ content: v.unknown(), translations: TranslationsInput });
