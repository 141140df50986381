// The pages search finds: each page visitors read on its own (the rules,
// about, achievements, important links, the Files page's help, the home page,
// the policies and the office's own pages), by its title and every text of
// its content, linking to its page. The trust's contact and the hostel
// pages' shared parts are pieces of other pages, not pages of their own.
import type { SearchDocument } from '../search/match';
import { textsOf } from '../translations/store';
import { PAGE_CATALOGUE, isDocumentPage, isPageSlug } from './catalogue';
import type { DocumentContent } from './content/document';
import { pageTranslations } from './entity';
import type { Page } from './model';
import { readVisitorPages } from './reads';

/** Where visitors read a document page. */
export const documentPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

/**
 * Where visitors read a page and which text heads it: a document's own; a shipped page's in the catalogue; else none.
 */
function ownPageOf(slug: string): { path: string; titleAt: string } | null {
  if (isDocumentPage(slug)) return { path: documentPagePath(slug), titleAt: 'title' };
  return isPageSlug(slug)
    ? ((PAGE_CATALOGUE[slug] as { ownPage?: { path: string; titleAt: string } }).ownPage ?? null)
    : null;
}

const hasWords = (text: string) => /\p{L}{3}/u.test(text) && !/^(?:https?:|\/)/.test(text);

function pageDocument(
  page: Page & { englishFields?: string[] },
  { path, titleAt }: { path: string; titleAt: string },
): SearchDocument {
  const texts = textsOf(pageTranslations, page);
  const title = texts.get(titleAt) ?? page.title;
  const snippet = isDocumentPage(page.slug)
    ? (page.content as DocumentContent).summary
    : ([...texts].find(([at, text]) => at !== titleAt && hasWords(text))?.[1] ?? '');
  const result = { type: 'page' as const, _id: page.slug, title, snippet, url: path };
  const englishTitle = page.englishFields?.includes(titleAt);
  return {
    result: englishTitle ? { ...result, englishFields: ['title' as const] } : result,
    fields: [...texts.values()],
  };
}

export const pageSearchSource = {
  read: readVisitorPages,
  documents: (pages: Page[]): SearchDocument[] =>
    pages.flatMap((page) => {
      const ownPage = ownPageOf(page.slug);
      return ownPage ? [pageDocument(page, ownPage)] : [];
    }),
};
