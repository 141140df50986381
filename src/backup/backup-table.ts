// The backups of a PostgreSQL site, kept in the database (0012_stored_backups.sql)
// so that every instance lists, serves and prunes the same ones, whichever
// made them. An archive goes in and comes out in parts.
import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import type { Db } from '../db/database';
import { backupInfo, newestFirst, type BackupFileInfo } from './backup-folder';

/** Bytes per stored part: a download or a restore holds one at a time. */
const PART_BYTES = 1024 * 1024;

export class DatabaseBackups {
  constructor(private readonly db: Db) {}

  async list() {
    const rows = await this.db.all<{ name: string; size: number | string }>('SELECT name, size FROM backups');
    return rows
      .map((row) => backupInfo(row.name, Number(row.size)))
      .filter((backup): backup is BackupFileInfo => backup !== null)
      .sort(newestFirst);
  }

  /** Stores the archive file under `name`, all its parts in one transaction, then deletes the file. */
  async keep(name: string, archive: string) {
    const fd = openSync(archive, 'r');
    try {
      await this.db.write(async (tx) => {
        let size = 0;
        await tx.run('INSERT INTO backups (name, size) VALUES (?, 0)', name);
        for (let position = 0; ; position++) {
          const part = new Uint8Array(PART_BYTES);
          const read = readSync(fd, part, 0, PART_BYTES, null);
          if (read === 0) break;
          await tx.run(
            'INSERT INTO backup_parts (name, position, bytes) VALUES (?, ?, ?)',
            name,
            position,
            part.subarray(0, read),
          );
          size += read;
        }
        await tx.run('UPDATE backups SET size = ? WHERE name = ?', size, name);
      });
    } finally {
      closeSync(fd);
    }
    rmSync(archive, { force: true });
  }

  async read(name: string) {
    const row = await this.db.get<{ size: number | string }>('SELECT size FROM backups WHERE name = ?', name);
    if (!row) return null;
    let position = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const part = await this.db.get<{ bytes: Uint8Array }>(
          'SELECT bytes FROM backup_parts WHERE name = ? AND position = ?',
          name,
          position++,
        );
        if (part) controller.enqueue(new Uint8Array(part.bytes));
        else controller.close();
      },
    });
    return { size: Number(row.size), body };
  }

  async remove(name: string) {
    await this.db.run('DELETE FROM backups WHERE name = ?', name);
  }
}
