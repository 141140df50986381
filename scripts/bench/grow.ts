// Grows a demo data folder (server stopped) for the growth part of the
// benchmark: every row copied N times with fresh ids, relations pointing at
// the copies, and each copied image or file given its own blob key (a hard
// link to the original bytes, so the folder does not grow on disk).
import { Database } from 'bun:sqlite';
import { linkSync } from 'node:fs';
import { join } from 'node:path';

export type Growth = {
  people: number;
  hostels: number;
  messes: number;
  events: number;
  notifications: number;
  files: number;
};

type Row = Record<string, string | number | null>;

const newId = () => crypto.randomUUID().replaceAll('-', '');

/** Copies every row of `table` until it holds `factor` times as many; `rewrite` adjusts each copy. */
function multiply(db: Database, table: string, factor: number, rewrite: (row: Row, copy: number) => Row) {
  const rows = db.query(`SELECT * FROM ${table}`).all() as Row[];
  if (!rows.length) return 0;
  const columns = Object.keys(rows[0]);
  const insert = db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  for (let copy = 1; copy < factor; copy++) {
    for (const row of rows) {
      const copied = rewrite({ ...row }, copy);
      insert.run(...(columns.map((c) => copied[c]) as never[]));
    }
  }
  return rows.length * factor;
}

export function growDataFolder(dataDir: string, factor: number, listFactor = factor): Growth {
  const db = new Database(join(dataDir, 'hostel.db'));
  db.exec('PRAGMA foreign_keys = ON');
  const blobs = join(dataDir, 'blobs');
  // One id map per copy so relations (warden, person_hostels, a mess's hostel) point inside the same copy.
  const ids = new Map<string, string>();
  const mapped = (id: string | null, copy: number) => {
    if (id === null) return null;
    const key = `${copy}:${id}`;
    let value = ids.get(key);
    if (!value) ids.set(key, (value = newId()));
    return value;
  };
  const linkedBlob = (key: string | null) => {
    if (!key) return null;
    const copyKey = key.replace(/\/[^/.]+/, `/${newId()}`);
    linkSync(join(blobs, key), join(blobs, copyKey));
    return copyKey;
  };

  const growth = db.transaction(() => {
    const people = multiply(db, 'people', factor, (row, copy) => ({
      ...row,
      id: mapped(row.id as string, copy),
      name: `${row.name} ${copy + 1}`,
      image: linkedBlob(row.image as string | null),
    }));
    const hostels = multiply(db, 'hostels', factor, (row, copy) => ({
      ...row,
      id: mapped(row.id as string, copy),
      name: `${row.name} ${copy + 1}`,
      warden_id: mapped(row.warden_id as string | null, copy),
      supervisor_id: mapped(row.supervisor_id as string | null, copy),
      image: linkedBlob(row.image as string | null),
    }));
    multiply(db, 'person_hostels', factor, (row, copy) => ({
      ...row,
      person_id: mapped(row.person_id as string, copy),
      hostel_id: mapped(row.hostel_id as string, copy),
    }));
    const messes = multiply(db, 'messes', factor, (row, copy) => ({
      ...row,
      id: mapped(row.id as string, copy),
      mess_name: `${row.mess_name} ${copy + 1}`,
      hostel_id: mapped(row.hostel_id as string | null, copy),
    }));
    const events = multiply(db, 'events', listFactor, (row, copy) => ({
      ...row,
      id: newId(),
      title: `${row.title} (${copy + 1})`,
      image: linkedBlob(row.image as string | null),
    }));
    const notifications = multiply(db, 'notifications', listFactor, (row, copy) => ({
      ...row,
      id: newId(),
      title: `${row.title} (${copy + 1})`,
    }));
    const files = multiply(db, 'files', factor, (row, copy) => ({
      ...row,
      id: newId(),
      file_name: `${row.file_name} ${copy + 1}`,
      blob: linkedBlob(row.blob as string),
    }));
    return { people, hostels, messes, events, notifications, files };
  })();
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return growth;
}
