// One process at a time owns a data folder: `serve` while it runs, `restore`
// while it swaps the folder. The lock is a file holding the owner's pid and
// the machine's boot id; a lock left by a process that no longer runs (a
// crash, a power cut) is stale and taken over, so a crash never needs a manual
// clean-up. After a reboot its pid may belong to another process: a lock from
// an earlier boot is stale too.
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

/** This boot of the machine (Linux); null where the system does not say. */
const bootId = (() => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
})();

/** The lock's pid, and the boot it was taken in (null in a lock that names none). */
const readLock = (file: string) => {
  try {
    const [pid, boot] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number.parseInt(pid, 10), boot: boot || null };
  } catch {
    return { pid: NaN, boot: null };
  }
};

/** The pid of the live process holding the folder, or null. */
export function dataFolderOwner(dataDir: string): number | null {
  const { pid, boot } = readLock(join(dataDir, LOCK_FILE));
  if (boot && bootId && boot !== bootId) return null;
  // Our own pid in the file is a pid reused after a restart, e.g. pid 1 in a container.
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid) ? pid : null;
}

export type DataLock = { release(): void };

export function lockDataFolder(dataDir: string): DataLock {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n${bootId ?? ''}\n`);
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
      if (readLock(file).pid === process.pid) rmSync(file, { force: true });
    },
  };
}
