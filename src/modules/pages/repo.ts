import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { Row } from '../../db/copy-rows';
import type { TranslationRow } from '../translations/repo';
import type { PageRevision } from './model';

type PageRow = { slug: string; content: string; updated_at: string; updated_by: string | null };
type RevisionRow = {
  id: string;
  slug: string;
  content: string;
  translations: string | null;
  created_at: string;
  created_by: string | null;
};

/** A translation as a revision keeps it: the record's id is the page's. */
export type RevisionTranslation = Omit<TranslationRow, 'record_id'>;

export const findPageRow = (db: Queries, slug: string) =>
  db.get<PageRow>('SELECT slug, content, updated_at, updated_by FROM pages WHERE slug = ?', slug);

export const listPageRows = (db: Queries) => db.all<PageRow>('SELECT slug, content, updated_at, updated_by FROM pages');

/** Saves the page's content; returns when, for its revision. */
export async function savePageRow(db: Queries, slug: string, content: unknown, by: string) {
  const now = nowIso();
  await db.run(
    'INSERT INTO pages (slug, content, updated_at, updated_by) VALUES (?, ?, ?, ?) ON CONFLICT (slug) DO ' +
      'UPDATE SET content = excluded.content, updated_at = excluded.updated_at, updated_by = excluded.updated_by',
    slug,
    JSON.stringify(content),
    now,
    by,
  );
  return now;
}

/** A page the office adds; returns when, for its first revision, or null when the slug is taken meanwhile. */
export async function insertPageRow(db: Queries, slug: string, content: unknown, by: string) {
  const now = nowIso();
  const inserted = await db.run(
    'INSERT INTO pages (slug, content, updated_at, updated_by) VALUES (?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING',
    slug,
    JSON.stringify(content),
    now,
    by,
  );
  return inserted === 0 ? null : now;
}

/** Keeps a save as a revision: the content and the page's translations as they stand after it. */
export async function insertRevision(
  db: Queries,
  slug: string,
  content: unknown,
  translations: RevisionTranslation[],
  at: string,
  by: string,
) {
  await db.run(
    'INSERT INTO page_revisions (id, slug, content, translations, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
    newId(),
    slug,
    JSON.stringify(content),
    JSON.stringify(translations),
    at,
    by,
  );
}

/** A page and its revisions, gone; false when there was no page. */
export async function deletePageRow(db: Queries, slug: string) {
  await db.run('DELETE FROM page_revisions WHERE slug = ?', slug);
  return (await db.run('DELETE FROM pages WHERE slug = ?', slug)) > 0;
}

/** A page's row and its revisions' as they are (`SELECT *`), for the trash to put back with insertRow. */
export async function readPageRows(db: Queries, slug: string) {
  const page = await db.get<Row>('SELECT * FROM pages WHERE slug = ?', slug);
  return (
    page && {
      page,
      revisions: await db.all<Row>('SELECT * FROM page_revisions WHERE slug = ? ORDER BY created_at, id', slug),
    }
  );
}

const toRevision = (row: Omit<RevisionRow, 'translations'>): PageRevision => ({
  _id: row.id,
  slug: row.slug,
  content: JSON.parse(row.content),
  createdAt: row.created_at,
  createdBy: row.created_by,
});

export const listRevisions = async (db: Queries, slug: string) =>
  (
    await db.all<Omit<RevisionRow, 'translations'>>(
      'SELECT id, slug, content, created_at, created_by FROM page_revisions ' +
        'WHERE slug = ? ORDER BY created_at DESC, id DESC LIMIT 100',
      slug,
    )
  ).map(toRevision);

/** A revision with its translations; null translations for one made before revisions kept them. */
export async function findRevision(db: Queries, slug: string, id: string) {
  const row = await db.get<RevisionRow>(
    'SELECT id, slug, content, translations, created_at, created_by FROM page_revisions WHERE slug = ? AND id = ?',
    slug,
    id,
  );
  return (
    row && {
      ...toRevision(row),
      translations: row.translations === null ? null : (JSON.parse(row.translations) as RevisionTranslation[]),
    }
  );
}
