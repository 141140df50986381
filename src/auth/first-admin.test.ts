import { afterAll, afterEach, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTestDatabase } from '../testing';
import { ensureFirstAdmin } from './first-admin';
import { findAdminByUsername, insertAdmin, NO_PASSWORD_YET } from './repo';
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

test(
  'without HOSTEL_ADMIN_PASSWORD: a random valid password, hashed with ' +
    'argon2id at the OWASP setting (19 MiB, two passes), printed once',
  async () => {
    delete process.env.HOSTEL_ADMIN_PASSWORD;
    const db = await newDatabase();
    const lines: string[] = [];
    await ensureFirstAdmin(db, (line) => lines.push(line)).ready;
    expect(lines.length).toBe(1);
    const password = lines[0].match(/Password: (\S+)/)?.[1] ?? '';
    expect(isValidPassword(password)).toBe(true);
    const admin = (await findAdminByUsername(db, 'admin'))!;
    expect(admin.password_hash).toStartWith('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(await Bun.password.verify(password, admin.password_hash)).toBe(true);

    await ensureFirstAdmin(db, (line) => lines.push(line)).ready;
    expect(lines.length).toBe(1);
    await db.close();
  },
);

test('with HOSTEL_ADMIN_PASSWORD: that password, never printed', async () => {
  process.env.HOSTEL_ADMIN_PASSWORD = 'Chosen@Pass1';
  const db = await newDatabase();
  const lines: string[] = [];
  await ensureFirstAdmin(db, (line) => lines.push(line)).ready;
  expect(lines.join('\n')).not.toContain('Chosen@Pass1');
  expect(await Bun.password.verify('Chosen@Pass1', (await findAdminByUsername(db, 'admin'))!.password_hash)).toBe(true);
  await db.close();
});

test('a HOSTEL_ADMIN_PASSWORD that breaks the login rules is refused, and no admin is made', async () => {
  process.env.HOSTEL_ADMIN_PASSWORD = 'password';
  const db = await newDatabase();
  await expect(ensureFirstAdmin(db, () => {}).ready).rejects.toThrow('HOSTEL_ADMIN_PASSWORD does not meet the rules.');
  expect(await findAdminByUsername(db, 'admin')).toBeNull();
  await db.close();
});

test('the account exists before its password is hashed, and no password verifies until then', async () => {
  process.env.HOSTEL_ADMIN_PASSWORD = 'Chosen@Pass1';
  const db = await newDatabase();
  const firstAdmin = ensureFirstAdmin(db, () => {});
  await firstAdmin.created;
  const created = (await findAdminByUsername(db, 'admin'))!;
  if (created.password_hash === NO_PASSWORD_YET)
    expect(await Bun.password.verify('Chosen@Pass1', created.password_hash)).toBe(false);
  await firstAdmin.ready;
  const ready = (await findAdminByUsername(db, 'admin'))!;
  expect(ready.id).toBe(created.id);
  expect(await Bun.password.verify('Chosen@Pass1', ready.password_hash)).toBe(true);
  await db.close();
});

test(
  'a start stopped before the password ' + 'was saved: the next start gives that ' + 'account a password and prints it',
  async () => {
    delete process.env.HOSTEL_ADMIN_PASSWORD;
    const db = await newDatabase();
    const id = await insertAdmin(db, 'admin', NO_PASSWORD_YET);
    const lines: string[] = [];
    await ensureFirstAdmin(db, (line) => lines.push(line)).ready;
    const password = lines[0].match(/Password: (\S+)/)?.[1] ?? '';
    const admin = (await findAdminByUsername(db, 'admin'))!;
    expect(admin.id).toBe(id);
    expect(await Bun.password.verify(password, admin.password_hash)).toBe(true);
    expect((await db.all('SELECT id FROM admins')).length).toBe(1);
    await db.close();
  },
);
