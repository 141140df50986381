import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';

export const pageMessages = {
  saved: 'Page saved',
  restored: 'Revision restored',
  notFound: 'Page not found.',
  revisionNotFound: 'Revision not found.',
  invalid: 'Some fields need attention.',
};

/** A page as the API reads it: its content, and when and by whom it was last saved (null while it is a new site's). */
export type Page = { slug: string; title: string; content: unknown; updatedAt: string | null; updatedBy: string | null };
export type PageSummary = Omit<Page, 'content'>;
export type PageRevision = { _id: string; slug: string; content: unknown; createdAt: string; createdBy: string | null };

const slugText = v.pipe(v.string(), v.maxLength(64), v.check((slug) => !slug.includes('\0'), NUL_IN_TEXT));
export const SlugParam = v.object({ slug: slugText });
export const RevisionParam = v.object({ slug: slugText, id: v.pipe(v.string(), v.maxLength(64), v.check((id) => !id.includes('\0'), NUL_IN_TEXT)) });

/** A save: the content, checked afterwards by its page's own schema. */
export const PageBody = v.object({ content: v.unknown() });
