import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE } from '../db/database';

/** A clear error, before any work starts, when this user cannot write into `folder`. */
export function assertWritableFolder(folder: string, name = 'folder') {
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new Error(`The ${name} ${folder} is not writable by this user.`);
  }
}

/** The database file of an existing data folder; a clear error when the folder or its database is missing. */
export function existingDatabase(dataDir: string, { writable }: { writable: boolean }) {
  if (!existsSync(dataDir))
    throw new Error(`There is no data folder at ${dataDir}. Name it with --data or HOSTEL_DATA.`);
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `The folder ${dataDir} holds no ${DATABASE_FILE}: it is not a ` +
        'data folder. Name the right one with --data or HOSTEL_DATA.',
    );
  }
  if (writable) assertWritableFolder(dataDir, 'data folder');
  return file;
}
