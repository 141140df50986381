import { join } from 'node:path';
import type { Db } from '../db/database';
import { backupFileName, backupsFolder, type BackupFileInfo, type BackupKind } from './backup-folder';
import { createBackup } from './create-backup';

/**
 * Makes backups into the data folder's backups folder for the running server
 * (the panel's 'Back up now' and the schedule), one at a time: a second
 * request waits for the first instead of doubling the disk work.
 */
export class BackupRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly source: { db: Db; dataDir: string },
    private readonly log: (line: string) => void = () => {},
  ) {}

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
    const result = await createBackup(this.source, join(backupsFolder(this.source.dataDir), name));
    if (result.missingBlobs.length) {
      this.log(`Backup ${name}: ${result.missingBlobs.length} stored file(s) named by the database were missing from disk: ${result.missingBlobs.join(', ')}`);
    }
    return { name, size: result.size, createdAt: createdAt.toISOString(), kind };
  }
}
