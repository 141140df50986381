import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { notFound } from '../../http/errors';
import { PAGE_CATALOGUE, PAGE_SLUGS, isPageSlug } from './catalogue';
import { pageMessages, type Page, type PageSummary } from './model';
import { findPageRow, listPageRows } from './repo';

/** A page as saved, or as a new site has it. */
export async function findPage(db: Queries, slug: string): Promise<Page | null> {
  if (!isPageSlug(slug)) return null;
  const row = await findPageRow(db, slug);
  const { title, defaults } = PAGE_CATALOGUE[slug];
  return row
    ? { slug, title, content: JSON.parse(row.content), updatedAt: row.updated_at, updatedBy: row.updated_by }
    : { slug, title, content: defaults, updatedAt: null, updatedBy: null };
}

/** The page visitors see, from the read cache; a 404 for a slug that is no page. */
export const readPage = ({ db, lists }: AppContext, slug: string) =>
  lists.read(`page ${slug}`, async () => {
    const page = await findPage(db, slug);
    if (!page) throw notFound(pageMessages.notFound);
    return { value: page };
  });

/** Every editable page, for the console's list. */
export async function listPages(db: Queries): Promise<PageSummary[]> {
  const saved = new Map((await listPageRows(db)).map((row) => [row.slug, row]));
  return PAGE_SLUGS.map((slug) => {
    const row = saved.get(slug);
    return { slug, title: PAGE_CATALOGUE[slug].title, updatedAt: row?.updated_at ?? null, updatedBy: row?.updated_by ?? null };
  });
}
