// Uploaded images and files. With SQLite they live on disk under the data
// folder, one file per upload named by a random key; with PostgreSQL they
// live in its `blobs` table, so every instance sees them and the database's
// own replication and backups cover them. Either way a blob is staged before
// the write that names it and kept or dropped with that write's transaction.
// The data folder's variants/ (resized pictures) and tmp/ are caches only.
import {
  closeSync,
  fsync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Db, Queries, Transaction } from '../db/database';
import { newId } from '../ids';

export type BlobKind = 'images' | 'files';
export type StoredBlob = { key: string; hash: string; size: number };
/** A blob made for a write that has not committed yet. */
export type StagedBlob = StoredBlob & { bytes: Uint8Array };

type Bytes = Uint8Array<ArrayBuffer>;

export abstract class BlobStore {
  constructor(
    readonly root: string,
    protected readonly db: Db,
  ) {
    for (const dir of ['variants', 'tmp']) mkdirSync(join(root, dir), { recursive: true });
    rmSync(join(root, 'tmp'), { recursive: true, force: true });
    mkdirSync(join(root, 'tmp'));
  }

  /** Keys look like `images/ab12….webp`: the kind folder, a random name, the extension. */
  async stage(kind: BlobKind, bytes: Uint8Array, extension: string): Promise<StagedBlob> {
    const key = `${kind}/${newId()}${extension}`;
    return {
      key,
      bytes,
      hash: new Bun.CryptoHasher('sha256').update(bytes).digest('hex').slice(0, 16),
      size: bytes.length,
    };
  }

  /** Runs `work` in one write transaction that also keeps the staged blobs; if it fails, the blobs go again. */
  async write<T>(staged: StagedBlob | readonly StagedBlob[] | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
    const all = staged === null ? [] : 'key' in staged ? [staged] : staged;
    try {
      return await this.db.write(async (tx) => {
        for (const blob of all) await this.keep(tx, blob);
        return work(tx);
      });
    } catch (error) {
      for (const blob of all) this.discard(blob);
      throw error;
    }
  }

  /** Drops the blob with the transaction: once it commits, the blob and its resized variants are gone. */
  async drop(tx: Transaction, key: string | null | undefined) {
    if (!key) return;
    tx.afterCommit(() => this.removeVariants(key));
  }

  /** The blob's bytes, or null when it is missing. */
  abstract read(key: string): Promise<Bytes | null>;
  /** The blob as a download: a file streamed from disk, or the bytes. */
  abstract download(key: string): Promise<Blob | null>;
  /** The blob's size in bytes (0 when it is missing), read with `db` (a write's transaction, say). */
  abstract size(db: Queries, key: string): Promise<number>;
  protected abstract keep(tx: Transaction, staged: StagedBlob): Promise<void>;
  protected abstract discard(staged: StagedBlob): void;

  /** A fresh path in tmp/, which every start empties: what a crash leaves half-written there never outlives it. */
  tempPath() {
    return join(this.root, 'tmp', newId());
  }

  variantPath(key: string, width: number) {
    return join(this.root, 'variants', `${key.replace('/', '-')}-w${width}.webp`);
  }

  protected removeVariants(key: string) {
    const prefix = `${key.replace('/', '-')}-w`;
    for (const name of readdirSync(join(this.root, 'variants'))) {
      if (name.startsWith(prefix)) rmSync(join(this.root, 'variants', name), { force: true });
    }
  }
}

/**
 * SQLite's blobs: files on disk, written completely (temp file, fsync, rename) before the row that names them commits.
 */
export class DiskBlobs extends BlobStore {
  constructor(root: string, db: Db) {
    super(root, db);
    for (const dir of ['images', 'files']) mkdirSync(join(root, dir), { recursive: true });
  }

  path(key: string) {
    return join(this.root, key);
  }

  // Written here, before the transaction, so the write lock is not held while the disk syncs.
  override async stage(kind: BlobKind, bytes: Uint8Array, extension: string): Promise<StagedBlob> {
    const staged = await super.stage(kind, bytes, extension);
    const temp = this.tempPath();
    const fd = openSync(temp, 'w');
    try {
      try {
        let written = 0;
        while (written < bytes.length) written += writeSync(fd, bytes, written);
        await syncToDisk(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.path(staged.key));
    } catch (error) {
      // A full or read-only disk: leave no half-written file behind.
      try {
        rmSync(temp, { force: true });
      } catch {}
      throw error;
    }
    await syncDirectory(join(this.root, kind));
    return staged;
  }

  protected async keep() {}

  protected discard(staged: StagedBlob) {
    this.remove(staged.key);
  }

  override async drop(tx: Transaction, key: string | null | undefined) {
    if (key) tx.afterCommit(() => this.remove(key));
  }

  async read(key: string) {
    try {
      return readFileSync(this.path(key)) as Bytes;
    } catch {
      return null;
    }
  }

  async download(key: string) {
    const file = Bun.file(this.path(key));
    return (await file.exists()) ? file : null;
  }

  async size(_db: Queries, key: string) {
    try {
      return statSync(this.path(key)).size;
    } catch {
      return 0;
    }
  }

  /** Removes a blob and its resized variants; a missing file is not an error. */
  remove(key: string) {
    rmSync(this.path(key), { force: true });
    this.removeVariants(key);
  }

  /** Deletes blobs no row names any more (left by a crash between write and commit). */
  sweepOrphans(referenced: Set<string>) {
    let removed = 0;
    for (const kind of ['images', 'files'] as const) {
      for (const name of readdirSync(join(this.root, kind))) {
        const key = `${kind}/${name}`;
        if (!referenced.has(key)) {
          this.remove(key);
          removed++;
        }
      }
    }
    return removed;
  }
}

/**
 * PostgreSQL's blobs: rows of the `blobs` table, inserted and deleted in the same transaction as the rows naming them.
 */
export class DatabaseBlobs extends BlobStore {
  protected async keep(tx: Transaction, staged: StagedBlob) {
    await tx.run('INSERT INTO blobs (key, bytes) VALUES (?, ?)', staged.key, staged.bytes);
  }

  protected discard() {}

  override async drop(tx: Transaction, key: string | null | undefined) {
    if (!key) return;
    await tx.run('DELETE FROM blobs WHERE key = ?', key);
    await super.drop(tx, key);
  }

  async read(key: string) {
    const row = await this.db.get<{ bytes: Uint8Array }>('SELECT bytes FROM blobs WHERE key = ?', key);
    return row ? (new Uint8Array(row.bytes) as Bytes) : null;
  }

  async download(key: string) {
    const bytes = await this.read(key);
    return bytes ? new Blob([bytes]) : null;
  }

  async size(db: Queries, key: string) {
    return Number(
      (await db.get<{ size: number }>('SELECT length(bytes) AS size FROM blobs WHERE key = ?', key))?.size ?? 0,
    );
  }
}

export const openBlobStore = (root: string, db: Db): BlobStore =>
  db.engine === 'postgres' ? new DatabaseBlobs(root, db) : new DiskBlobs(root, db);

/**
 * fsync on Bun's thread pool: the server answers other requests
 * while the disk syncs (a millisecond, or far more on a slow disk).
 */
const syncToDisk = (fd: number) =>
  new Promise<void>((resolve, reject) => fsync(fd, (error) => (error ? reject(error) : resolve())));

async function syncDirectory(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    await syncToDisk(fd);
  } finally {
    closeSync(fd);
  }
}
