import { expect, test } from 'bun:test';
import { openDatabase } from '../db/database';
import { BLOB_COLUMNS } from './referenced-blobs';

// The orphan sweep deletes every blob outside referencedBlobKeys: a blob column missing there would lose uploads.
test('every column that holds a blob key is known to referencedBlobKeys', () => {
  const db = openDatabase(':memory:');
  const tables = db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  const blobColumns = tables.flatMap(({ name: table }) =>
    (db.query(`PRAGMA table_info(${table})`).all() as { name: string }[])
      .filter(({ name }) => /^(image|blob|file)$|_(image|blob|file|key)$/.test(name))
      .map(({ name }) => `${table}.${name}`),
  );
  expect(blobColumns.sort()).toEqual(BLOB_COLUMNS.map(({ table, column }) => `${table}.${column}`).sort());
  db.close();
});
