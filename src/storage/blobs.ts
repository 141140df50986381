// Uploaded images and files live on disk under the data folder, one file per
// upload, named by a random key. A blob is written completely (temp file,
// fsync, rename) before the row that names it commits, so a crash leaves at
// worst an unreferenced blob, which sweepOrphans removes on the next start.
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from '../ids';

export type BlobKind = 'images' | 'files';
export type StoredBlob = { key: string; hash: string; size: number };

export class BlobStore {
  constructor(readonly root: string) {
    for (const dir of ['images', 'files', 'variants', 'tmp']) mkdirSync(join(root, dir), { recursive: true });
    rmSync(join(root, 'tmp'), { recursive: true, force: true });
    mkdirSync(join(root, 'tmp'));
  }

  /** Keys look like `images/ab12….webp`: the kind folder, a random name, the extension. */
  put(kind: BlobKind, bytes: Uint8Array, extension: string): StoredBlob {
    const key = `${kind}/${newId()}${extension}`;
    const temp = this.tempPath();
    const fd = openSync(temp, 'w');
    try {
      try {
        let written = 0;
        while (written < bytes.length) written += writeSync(fd, bytes, written);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.path(key));
    } catch (error) {
      // A full or read-only disk: leave no half-written file behind.
      try {
        rmSync(temp, { force: true });
      } catch {}
      throw error;
    }
    syncDirectory(join(this.root, kind));
    return { key, hash: new Bun.CryptoHasher('sha256').update(bytes).digest('hex').slice(0, 16), size: bytes.length };
  }

  /** A fresh path in tmp/, which every start empties: what a crash leaves half-written there never outlives it. */
  tempPath() {
    return join(this.root, 'tmp', newId());
  }

  path(key: string) {
    return join(this.root, key);
  }

  variantPath(key: string, width: number) {
    return join(this.root, 'variants', `${key.replace('/', '-')}-w${width}.webp`);
  }

  /** Removes a blob and its resized variants; a missing file is not an error. */
  remove(key: string | null | undefined) {
    if (!key) return;
    rmSync(this.path(key), { force: true });
    const prefix = `${key.replace('/', '-')}-w`;
    for (const name of readdirSync(join(this.root, 'variants'))) {
      if (name.startsWith(prefix)) rmSync(join(this.root, 'variants', name), { force: true });
    }
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

function syncDirectory(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
