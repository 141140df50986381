import { afterAll, afterEach, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTestDatabase } from '../testing';
import { ensureFirstAdmin } from './first-admin';
import { findAdminByUsername } from './repo';
import { isValidPassword } from './rules';

// argon2id hashing is slow on purpose, and slower on a busy machine.
setDefaultTimeout(60_000);

const root = mkdtempSync(join(tmpdir(), 'hostel-first-admin-'));
const fromEnvironment = process.env.HOSTEL_ADMIN_PASSWORD;
afterEach(() => {
  if (fromEnvironment === undefined) delete process.env.HOSTEL_ADMIN_PASSWORD;
  else process.env.HOSTEL_ADMIN_PASSWORD = fromEnvironment;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const newDatabase = () => newTestDatabase(root);

test('without HOSTEL_ADMIN_PASSWORD: a random valid password, hashed with argon2id at the OWASP setting (19 MiB, two passes), printed once', async () => {
  delete process.env.HOSTEL_ADMIN_PASSWORD;
  const db = await newDatabase();
  const lines: string[] = [];
  await ensureFirstAdmin(db, (line) => lines.push(line));
  expect(lines.length).toBe(1);
  const password = lines[0].match(/Password: (\S+)/)?.[1] ?? '';
  expect(isValidPassword(password)).toBe(true);
  const admin = (await findAdminByUsername(db, 'admin'))!;
  expect(admin.password_hash).toStartWith('$argon2id$v=19$m=19456,t=2,p=1$');
  expect(await Bun.password.verify(password, admin.password_hash)).toBe(true);

  await ensureFirstAdmin(db, (line) => lines.push(line));
  expect(lines.length).toBe(1);
  await db.close();
});

test('with HOSTEL_ADMIN_PASSWORD: that password, never printed', async () => {
  process.env.HOSTEL_ADMIN_PASSWORD = 'Chosen@Pass1';
  const db = await newDatabase();
  const lines: string[] = [];
  await ensureFirstAdmin(db, (line) => lines.push(line));
  expect(lines.join('\n')).not.toContain('Chosen@Pass1');
  expect(await Bun.password.verify('Chosen@Pass1', (await findAdminByUsername(db, 'admin'))!.password_hash)).toBe(true);
  await db.close();
});

test('a HOSTEL_ADMIN_PASSWORD that breaks the login rules is refused, and no admin is made', async () => {
  process.env.HOSTEL_ADMIN_PASSWORD = 'password';
  const db = await newDatabase();
  await expect(ensureFirstAdmin(db, () => {})).rejects.toThrow('HOSTEL_ADMIN_PASSWORD does not meet the rules.');
  expect(await findAdminByUsername(db, 'admin')).toBeNull();
  await db.close();
});
