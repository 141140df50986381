import { rmSync } from 'node:fs';
import type { Db } from '../db/database';
import { backupFileName, type BackupFileInfo, type BackupKind } from './backup-folder';
import { backupStore, draftArchivePath, type BackupStore } from './backup-store';
import { createBackup } from './create-backup';

/**
 * Makes backups for the running server (the panel's 'Back up now' and the
 * schedule) into the site's backup store, one at a time: a second request
 * waits for the first instead of doubling the disk work.
 */
export class BackupRunner {
  private queue: Promise<unknown> = Promise.resolve();
  readonly store: BackupStore;

  constructor(
    readonly source: { db: Db; dataDir: string },
    private readonly log: (line: string) => void = () => {},
  ) {
    this.store = backupStore(source);
  }

  run(kind: BackupKind): Promise<BackupFileInfo> {
    const result = this.queue.then(() => this.backUp(kind));
    this.queue = result.catch(() => {});
    return result;
  }

  /** Resolves once no backup is running or waiting. */
  async idle() {
    let seen: Promise<unknown>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  private async backUp(kind: BackupKind): Promise<BackupFileInfo> {
    const createdAt = new Date();
    const name = backupFileName(kind, createdAt);
    const draft = draftArchivePath(this.source.dataDir, name);
    try {
      const result = await createBackup(this.source, draft);
      if (result.missingBlobs.length) {
        this.log(
          `Backup ${name}: ${result.missingBlobs.length} stored file(s) named by ` +
            `the database were missing from disk: ${result.missingBlobs.join(', ')}`,
        );
      }
      await this.store.keep(name, draft);
      return { name, size: result.size, createdAt: createdAt.toISOString(), kind };
    } finally {
      rmSync(draft, { force: true });
    }
  }
}
