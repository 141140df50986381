// One process at a time owns a data folder: `serve` while it runs, `restore`
// while it swaps the folder. The lock is a file holding the owner's pid; a
// lock left by a process that no longer runs (a crash, a power cut) is stale
// and taken over, so a crash never needs a manual clean-up.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is in use by another running server (pid ${pid}). Stop it first.`);
  }
}

export function isProcessAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = (file: string) => {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return NaN;
  }
};

/** The pid of the live process holding the folder, or null. */
export function dataFolderOwner(dataDir: string): number | null {
  const pid = readPid(join(dataDir, LOCK_FILE));
  // Our own pid in the file is a pid reused after a restart, e.g. pid 1 in a container.
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid) ? pid : null;
}

export type DataLock = { release(): void };

export function lockDataFolder(dataDir: string): DataLock {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = dataFolderOwner(dataDir);
      if (owner !== null) throw new DataFolderInUse(dataDir, owner);
      if (attempt > 0) throw error;
      rmSync(file, { force: true });
    }
  }
  return {
    release() {
      if (readPid(file) === process.pid) rmSync(file, { force: true });
    },
  };
}
