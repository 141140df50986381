// A backup is one tar file, the same for both engines: manifest.json, an
// SQLite snapshot of the database, and every uploaded image and file the
// snapshot names. It is taken while the site keeps serving.
// - SQLite: a VACUUM INTO snapshot, from the server itself or from another
//   process; the blobs it names are hard-linked into a staging folder at
//   once, so a blob the server deletes a moment later (its row replaced) is
//   still archived. A blob deleted between the snapshot and the link means
//   its row changed meanwhile: take a new snapshot, which no longer names it;
//   the links made so far are kept.
// - PostgreSQL: every table and blob read in one snapshot transaction, the
//   rows written into a new SQLite file of the same schema.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { DATABASE_FILE, type Db } from '../db/database';
import { POSTGRES_SCHEMA_VERSION } from '../db/dialect';
import { replaceRows, tablesInOrder } from '../db/copy-rows';
import { migrations } from '../db/migrations';
import { openSqlite, SqliteDb } from '../db/sqlite';
import { newId } from '../ids';
import { isProcessAlive } from '../storage/data-lock';
import { referencedBlobKeys } from '../storage/referenced-blobs';
import { VERSION } from '../version';
import { ensureBackupsFolder } from './backup-folder';
import { isGzipName, writeTar, type TarSource } from './tar';

// secret.key is only in backups made before the signing secret moved into the database.
export const ARCHIVE = {
  manifest: 'manifest.json',
  database: DATABASE_FILE,
  secret: 'secret.key',
  blobs: 'blobs',
} as const;
export const BLOB_KEY_PATTERN = /^(images|files)\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export type BackupManifest = {
  app: 'hostel';
  format: 1;
  version: string;
  schemaVersion: number;
  createdAt: string;
  blobs: number;
};

export type BackupResult = { path: string; size: number; blobs: number; missingBlobs: string[] };

/**
 * A picture replaced between the snapshot and linking its blobs is gone from
 * disk; the snapshot is then taken again. Each try costs a VACUUM INTO, and a
 * busy admin replacing pictures back to back lost three tries in a row.
 */
const SNAPSHOT_ATTEMPTS = 10;

/**
 * Backs up the site whose database is `db` into the archive `out`
 * (.tar, or .tar.gz / .tgz); `dataDir` holds the staging folder.
 */
export async function createBackup(source: { db: Db; dataDir: string }, out: string): Promise<BackupResult> {
  const backupsDir = ensureBackupsFolder(source.dataDir);
  removeAbandonedWork(backupsDir);
  const staging = join(backupsDir, `.staging-${process.pid}-${newId()}`);
  const partial = `${out}.${process.pid}.partial`;
  mkdirSync(join(staging, ARCHIVE.blobs, 'images'), { recursive: true });
  mkdirSync(join(staging, ARCHIVE.blobs, 'files'), { recursive: true });
  try {
    const snapshotPath = join(staging, ARCHIVE.database);
    const { keys, missing, schemaVersion } =
      source.db instanceof SqliteDb
        ? await snapshotSqlite(source.db, source.dataDir, staging)
        : await snapshotDatabase(source.db, staging);

    const manifest: BackupManifest = {
      app: 'hostel',
      format: 1,
      version: VERSION,
      schemaVersion,
      createdAt: new Date().toISOString(),
      blobs: keys.length,
    };
    const sources: TarSource[] = [
      { name: ARCHIVE.manifest, bytes: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: ARCHIVE.database, path: snapshotPath },
    ];
    for (const key of keys) sources.push({ name: `${ARCHIVE.blobs}/${key}`, path: join(staging, ARCHIVE.blobs, key) });

    await writeTar(partial, sources, { gzip: isGzipName(out) });
    renameSync(partial, out);
    return { path: out, size: Bun.file(out).size, blobs: keys.length, missingBlobs: missing };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

async function snapshotSqlite(db: SqliteDb, dataDir: string, staging: string) {
  const snapshotPath = join(staging, ARCHIVE.database);
  let snapshot = await takeSnapshot(db, snapshotPath);
  let missing = linkBlobs(dataDir, staging, snapshot.keys);
  for (let attempt = 1; missing.length && attempt < SNAPSHOT_ATTEMPTS; attempt++) {
    snapshot = await takeSnapshot(db, snapshotPath);
    missing = linkBlobs(dataDir, staging, snapshot.keys);
  }
  const keys = [...snapshot.keys].filter((key) => !missing.includes(key)).sort();
  return { keys, missing, schemaVersion: snapshot.schemaVersion };
}

async function takeSnapshot(db: SqliteDb, path: string) {
  rmSync(path, { force: true });
  await db.vacuumInto(path);
  const snapshot = new SqliteDb(new Database(path, { readonly: true }), path);
  try {
    const keys = await referencedBlobKeys(snapshot);
    const { user_version } = (await snapshot.get<{ user_version: number }>('PRAGMA user_version'))!;
    return { keys, schemaVersion: user_version };
  } finally {
    await snapshot.close();
  }
}

/**
 * The database's rows into a new SQLite file of the database's own schema
 * (the backup before an upgrade is read before the migrations), and the
 * blobs they name into files, all from one snapshot.
 */
async function snapshotDatabase(db: Db, staging: string) {
  return db.snapshot(async (rows) => {
    const schemaVersion = (await rows.get<{ version: number }>(POSTGRES_SCHEMA_VERSION.read))!.version;
    const file = await openSqlite(join(staging, ARCHIVE.database), migrations.slice(0, schemaVersion));
    try {
      await file.write(async (tx) => replaceRows(rows, tx, await tablesInOrder(tx)));
      const keys = [...(await referencedBlobKeys(file))].sort();
      const missing: string[] = [];
      for (const key of keys) {
        const blob = await rows.get<{ bytes: Uint8Array }>('SELECT bytes FROM blobs WHERE key = ?', key);
        if (blob && BLOB_KEY_PATTERN.test(key)) writeFileSync(join(staging, ARCHIVE.blobs, key), blob.bytes);
        else missing.push(key);
      }
      return { keys: keys.filter((key) => !missing.includes(key)), missing, schemaVersion };
    } finally {
      await file.close();
    }
  });
}

/** Links (or, across file systems, copies) each named blob into the staging folder; returns the keys not found. */
function linkBlobs(dataDir: string, staging: string, keys: Set<string>) {
  const missing: string[] = [];
  for (const key of keys) {
    const target = join(staging, ARCHIVE.blobs, key);
    if (!BLOB_KEY_PATTERN.test(key)) {
      missing.push(key);
      continue;
    }
    if (existsSync(target)) continue;
    const original = join(dataDir, 'blobs', key);
    try {
      linkSync(original, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') missing.push(key);
      else if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') copyFileSync(original, target);
      else throw error;
    }
  }
  return missing;
}

/** Staging folders and partial archives left by a backup that was killed. */
function removeAbandonedWork(backupsDir: string) {
  for (const name of readdirSync(backupsDir)) {
    const pid = Number(name.match(/^\.staging-(\d+)-/)?.[1] ?? name.match(/\.(\d+)\.partial$/)?.[1]);
    if (pid && pid !== process.pid && !isProcessAlive(pid))
      rmSync(join(backupsDir, name), { recursive: true, force: true });
  }
}
