import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { PageRevision } from './model';

type PageRow = { slug: string; content: string; updated_at: string; updated_by: string | null };
type RevisionRow = { id: string; slug: string; content: string; created_at: string; created_by: string | null };

export const findPageRow = (db: Queries, slug: string) =>
  db.get<PageRow>('SELECT slug, content, updated_at, updated_by FROM pages WHERE slug = ?', slug);

export const listPageRows = (db: Queries) => db.all<PageRow>('SELECT slug, content, updated_at, updated_by FROM pages');

/** Saves the page's content and keeps it as a revision. */
export async function savePageRow(db: Queries, slug: string, content: unknown, by: string) {
  const json = JSON.stringify(content);
  const now = nowIso();
  await db.run(
    'INSERT INTO pages (slug, content, updated_at, updated_by) VALUES (?, ?, ?, ?) ON CONFLICT (slug) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at, updated_by = excluded.updated_by',
    slug, json, now, by,
  );
  await db.run('INSERT INTO page_revisions (id, slug, content, created_at, created_by) VALUES (?, ?, ?, ?, ?)', newId(), slug, json, now, by);
}

/** A page the office adds, with its first revision; false when the slug is taken meanwhile. */
export async function insertPageRow(db: Queries, slug: string, content: unknown, by: string) {
  const json = JSON.stringify(content);
  const now = nowIso();
  const inserted = await db.run('INSERT INTO pages (slug, content, updated_at, updated_by) VALUES (?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING', slug, json, now, by);
  if (inserted === 0) return false;
  await db.run('INSERT INTO page_revisions (id, slug, content, created_at, created_by) VALUES (?, ?, ?, ?, ?)', newId(), slug, json, now, by);
  return true;
}

/** A page and its revisions, gone for good. */
export async function deletePageRow(db: Queries, slug: string) {
  await db.run('DELETE FROM page_revisions WHERE slug = ?', slug);
  await db.run('DELETE FROM pages WHERE slug = ?', slug);
}

const toRevision = (row: RevisionRow): PageRevision => ({
  _id: row.id,
  slug: row.slug,
  content: JSON.parse(row.content),
  createdAt: row.created_at,
  createdBy: row.created_by,
});

export const listRevisions = async (db: Queries, slug: string) =>
  (await db.all<RevisionRow>('SELECT id, slug, content, created_at, created_by FROM page_revisions WHERE slug = ? ORDER BY created_at DESC, id DESC LIMIT 100', slug)).map(toRevision);

export async function findRevision(db: Queries, slug: string, id: string) {
  const row = await db.get<RevisionRow>('SELECT id, slug, content, created_at, created_by FROM page_revisions WHERE slug = ? AND id = ?', slug, id);
  return row ? toRevision(row) : null;
}
