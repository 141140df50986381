// Every blob key some row names. The start-up sweep deletes blobs outside
// this set and backups copy only those in it, so a new column that holds a
// blob key must be named in its entity's manifest row (referenced-blobs.test.ts
// fails until it is).
// A page's content names its uploaded pictures by address instead, in the
// page and in every revision of it.
import { tableNames, type Db } from '../db/database';
import { ENTITY_NAMES, rowOf } from '../manifest';

/** The entities' blob columns (their manifest rows'), and the trash's, which keeps a deleted record's. */
export const BLOB_COLUMNS = [
  ...ENTITY_NAMES.flatMap((name) => (rowOf(name).blobs ?? []).map((column) => ({ table: rowOf(name).table, column }))),
  { table: 'trash', column: 'blob' },
];

/** Where a picture uploaded for a page is read from: its blob key under the pages' picture route. */
export const pagePictureAddress = (key: string) => `/api/pages/pictures/${key.slice('images/'.length)}`;
const PAGE_PICTURE_ADDRESSES = /\/api\/pages\/pictures\/([0-9a-f]{32}\.(?:jpg|png|gif|webp|avif))/g;
/** The blob keys of the page pictures a text (a page's content as JSON) names. */
export const pagePictureKeys = (text: string) =>
  [...text.matchAll(PAGE_PICTURE_ADDRESSES)].map((match) => `images/${match[1]}`);

const PAGE_CONTENT_COLUMNS = [
  { table: 'pages', column: 'content' },
  { table: 'page_revisions', column: 'content' },
] as const;

/**
 * Every blob key the rows of a database name (the live one, a backup's
 * snapshot, an archive being restored). A table the database's schema does
 * not have yet, as in the snapshot taken before an upgrade, names none.
 */
export async function referencedBlobKeys(db: Db): Promise<Set<string>> {
  const tables = new Set(await tableNames(db));
  const keys = new Set<string>();
  for (const { table, column } of BLOB_COLUMNS) {
    if (!tables.has(table)) continue;
    for (const { key } of await db.all<{ key: string }>(
      `SELECT ${column} AS key FROM ${table} WHERE ${column} IS NOT NULL`,
    ))
      keys.add(key);
  }
  for (const { table, column } of PAGE_CONTENT_COLUMNS) {
    if (!tables.has(table)) continue;
    for (const { text } of await db.all<{ text: string }>(
      `SELECT ${column} AS text FROM ${table} WHERE ${column} LIKE '%/api/pages/pictures/%'`,
    )) {
      for (const key of pagePictureKeys(text)) keys.add(key);
    }
  }
  return keys;
}
