import { expect, test } from 'bun:test';
import { openDatabase } from '../db/database';
import { BLOB_COLUMNS } from './referenced-blobs';

// The orphan sweep deletes every blob outside referencedBlobKeys: a blob column missing there would lose uploads.
test('every column that holds a blob key is known to referencedBlobKeys', async () => {
  const db = await openDatabase(':memory:');
  const tables = await db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  const blobColumns: string[] = [];
  for (const { name: table } of tables) {
    for (const { name } of await db.all<{ name: string }>(`PRAGMA table_info(${table})`)) {
      if (/^(image|blob|file)$|_(image|blob|file|key)$/.test(name)) blobColumns.push(`${table}.${name}`);
    }
  }
  expect(blobColumns.sort()).toEqual(BLOB_COLUMNS.map(({ table, column }) => `${table}.${column}`).sort());
  await db.close();
});
