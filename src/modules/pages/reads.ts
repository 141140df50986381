import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { readOne } from '../read-one';
import { PAGE_CATALOGUE, PAGE_SLUGS, isDocumentPage, isPageSlug } from './catalogue';
import type { DocumentContent } from './content/document';
import { pageMessages, type Page, type PageSummary } from './model';
import { findPageRow, listPageRows } from './repo';

type Row = { slug: string; content: string; updated_at: string; updated_by: string | null };

/** A document's title is its own; other pages are named by the catalogue. */
export const titleOf = (slug: string, content: unknown) =>
  isDocumentPage(slug) ? (content as DocumentContent).title : PAGE_CATALOGUE[slug as keyof typeof PAGE_CATALOGUE].title;

const fromRow = (row: Row): Page => {
  const content = JSON.parse(row.content);
  return {
    slug: row.slug,
    title: titleOf(row.slug, content),
    content,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
};

/**
 * A page as saved, or as a new site has it, with who saved it
 * (for admins); a page the office added exists only as saved.
 */
export async function findPage(db: Queries, slug: string): Promise<Page | null> {
  const row = await findPageRow(db, slug);
  if (row) return fromRow(row);
  if (!isPageSlug(slug)) return null;
  const { title, defaults } = PAGE_CATALOGUE[slug];
  return { slug, title, content: defaults, updatedAt: null, updatedBy: null };
}

/** What visitors read of a page: not who saved it (see Page). */
const forVisitors = ({ updatedBy: _, ...page }: Page): Page => page;

/** The page visitors see, from the read cache; a 404 for a slug that is no page. */
export const readPage = (ctx: AppContext, slug: string) =>
  readOne(
    ctx,
    `page ${slug}`,
    () => findPage(ctx.db, slug).then((page) => page && forVisitors(page)),
    pageMessages.notFound,
  );

/** The page as the console reads it, who saved it too, from the read cache. */
export const readConsolePage = (ctx: AppContext, slug: string) =>
  readOne(ctx, `page ${slug} for the console`, () => findPage(ctx.db, slug), pageMessages.notFound);

/** Every page, who saved it too: the shipped ones in the catalogue's order, then the office's by slug. */
export async function listAllPages(db: Queries): Promise<Page[]> {
  const saved = new Map((await listPageRows(db)).map((row) => [row.slug, row]));
  const shipped = PAGE_SLUGS.map((slug): Page => {
    const row = saved.get(slug);
    return row
      ? fromRow(row)
      : {
          slug,
          title: PAGE_CATALOGUE[slug].title,
          content: PAGE_CATALOGUE[slug].defaults,
          updatedAt: null,
          updatedBy: null,
        };
  });
  const added = [...saved.values()]
    .filter((row) => !isPageSlug(row.slug))
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map(fromRow);
  return [...shipped, ...added];
}

const summaryOf = ({ content: _, ...summary }: Page): PageSummary => ({
  ...summary,
  shipped: isPageSlug(summary.slug),
});

/** Every page as visitors read them, content too, from the read cache: what the list in a language is made from. */
export const readVisitorPages = ({ db, responses }: AppContext) =>
  responses.read('pages for visitors', async () => ({ value: (await listAllPages(db)).map(forVisitors) }));

/**
 * Every page without its content, as visitors read them in a language (`translated` marks what stays English:
 * a document's title without a current translation; a shipped page's title, which is the site's, always);
 * `shipped` pages cannot be deleted.
 */
export const visitorSummaries = (pages: (Page & { englishFields?: string[] })[], translated: boolean) =>
  pages.map(({ englishFields, ...page }) => {
    const summary = summaryOf(page);
    if (!translated) return summary;
    const englishTitle = !isDocumentPage(page.slug) || (englishFields ?? []).includes('title');
    return { ...summary, englishFields: englishTitle ? ['title'] : [] };
  });

/** Every page without its content, who saved it too: the console's list. */
export const listConsolePages = async (db: Queries) => (await listAllPages(db)).map(summaryOf);

/** The pages whose content is a document, as visitors see them (for search), from the read cache. */
export const readDocumentPages = ({ db, responses }: AppContext) =>
  responses.read('pages documents', async () => ({
    value: (await listAllPages(db)).filter((page) => isDocumentPage(page.slug)).map(forVisitors),
  }));
