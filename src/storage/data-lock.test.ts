import { afterAll, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderInUse, LOCK_FILE, dataFolderOwner, lockDataFolder } from './data-lock';

const dir = mkdtempSync(join(tmpdir(), 'hostel-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const BOOT_ID = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

test('a live owner keeps the folder; a dead one, or our own pid reused, does not', () => {
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, `${process.ppid}\n`);
  expect(dataFolderOwner(dir)).toBe(process.ppid);
  expect(() => lockDataFolder(dir)).toThrow(DataFolderInUse);

  for (const stale of ['999999999', `${process.pid}`, 'garbage']) {
    writeFileSync(file, stale);
    expect(dataFolderOwner(dir)).toBeNull();
    const lock = lockDataFolder(dir);
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid}\n${BOOT_ID}\n`);
    lock.release();
    expect(existsSync(file)).toBe(false);
  }
});

test('a lock from an earlier boot is stale, though its pid now belongs to a live process', () => {
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, `${process.ppid}\n${BOOT_ID}\n`);
  expect(dataFolderOwner(dir)).toBe(process.ppid);
  writeFileSync(file, `${process.ppid}\n${crypto.randomUUID()}\n`);
  expect(dataFolderOwner(dir)).toBeNull();
  lockDataFolder(dir).release();
  expect(existsSync(file)).toBe(false);
});
