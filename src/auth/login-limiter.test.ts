// The sign-in lock of docs/security.md, on this pass's engine: 5 failures
// lock a username for 15 minutes, even for guesses sent at the same moment
// and for guesses at the current password from a signed-in session.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing';
import { hashPassword } from './password-hash';
import { insertAdmin } from './repo';
import { base32Decode, totp } from './totp';

// Sign-ins verify argon2id hashes: slow on purpose, slower on a busy machine.
setDefaultTimeout(120_000);

const WINDOW_MS = 15 * 60 * 1000;
const LOCKED = { message: 'Too many failed login attempts. Try again in 15 minutes.' };
let clock = Date.UTC(2031, 0, 1);
const newWindow = () => void (clock += WINDOW_MS + 1);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ login: { perUsername: 5, perAddress: 20, windowMs: WINDOW_MS, now: () => clock } });
});
afterAll(() => t.stop());

const wrongPasswords = (count: number) => Array.from({ length: count }, (_, i) => `Wrong@Pass${i}`);
const statusesOf = async (calls: Promise<{ status: number }>[]) =>
  (await Promise.all(calls)).map((response) => response.status);

describe('guesses sent at once', () => {
  test('thirty wrong passwords and the right one: five are checked, the rest refused, the right one too', async () => {
    newWindow();
    const statuses = await statusesOf(
      [...wrongPasswords(30), TEST_PASSWORD].map((password) => t.signIn({ username: 'admin', password })),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(26);
    expect(statuses.at(-1)).toBe(429);
  });

  test('forty wrong codes after the right password: five are checked, the rest refused', async () => {
    newWindow();
    await insertAdmin(t.ctx.db, 'code_guessed', await hashPassword('Code@Guessed1'));
    const token = (await t.signIn({ username: 'code_guessed', password: 'Code@Guessed1' })).json.accessToken;
    const secret = (
      await t.call('POST', '/api/admin/two-step/setup', { token, body: { currentPassword: 'Code@Guessed1' } })
    ).json.data.secret;
    const codeNow = () => totp(base32Decode(secret)!, clock / 1000);
    expect((await t.call('POST', '/api/admin/two-step/confirm', { token, body: { code: codeNow() } })).status).toBe(
      200,
    );
    newWindow();
    const challenge = (await t.signIn({ username: 'code_guessed', password: 'Code@Guessed1' })).json.challenge;
    const right = Number(codeNow());
    const guesses = Array.from({ length: 40 }, (_, i) => String((right + 1 + i * 13) % 1e6).padStart(6, '0'));
    const statuses = await statusesOf(
      guesses.map((code) => t.call('POST', '/api/admin/login/two-step', { body: { challenge, code } })),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });
});

test('a right password is not counted against the address', async () => {
  newWindow();
  const wrong = await statusesOf(
    wrongPasswords(19).map((password, i) => t.signIn({ username: `nobody_${i}`, password })),
  );
  expect(wrong).toEqual(Array(19).fill(401));
  for (let i = 0; i < 3; i++) expect((await t.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(200);
});

test('the lock lasts 15 minutes from the failure that reached the limit, however long ago the first was', async () => {
  newWindow();
  expect((await t.signIn({ username: 'admin', password: 'Wrong@Pass0' })).status).toBe(401);
  clock += WINDOW_MS - 60_000;
  for (const password of wrongPasswords(4)) expect((await t.signIn({ username: 'admin', password })).status).toBe(401);
  const locked = await t.signIn({ username: 'admin', password: TEST_PASSWORD });
  expect({ status: locked.status, json: locked.json }).toEqual({ status: 429, json: LOCKED });
  clock += WINDOW_MS - 60_000;
  expect((await t.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(429);
  clock += 60_001;
  expect((await t.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(200);
});

describe('guesses at the current password from a signed-in session', () => {
  const PASSWORD = 'Current@Pass1';
  let token: string;
  beforeAll(async () => {
    newWindow();
    await insertAdmin(t.ctx.db, 'current_guessed', await hashPassword(PASSWORD));
    token = (await t.signIn({ username: 'current_guessed', password: PASSWORD })).json.accessToken;
  });

  const guesses: [string, string, (currentPassword: string) => unknown][] = [
    ['PUT', '/api/admin/password', (currentPassword) => ({ currentPassword, newPassword: 'Other@Pass1' })],
    ['PUT', '/api/admin/username', (currentPassword) => ({ currentPassword, newUsername: 'other_name' })],
    ['POST', '/api/admin/two-step/setup', (currentPassword) => ({ currentPassword })],
    ['POST', '/api/admin/two-step/off', (currentPassword) => ({ currentPassword, code: '123456' })],
  ];
  test.each(guesses)(
    '%s %s: five wrong ones lock the username, the right one waits too',
    async (method, path, body) => {
      newWindow();
      const statuses = [];
      for (const password of wrongPasswords(5))
        statuses.push((await t.call(method, path, { token, body: body(password) })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const locked = await t.call(method, path, { token, body: body(PASSWORD) });
      expect({ status: locked.status, json: locked.json }).toEqual({ status: 429, json: LOCKED });
      expect((await t.signIn({ username: 'current_guessed', password: PASSWORD })).status).toBe(429);
    },
  );

  test('sent at once: five are checked, the rest refused', async () => {
    newWindow();
    const calls = wrongPasswords(20).map((currentPassword) =>
      t.call('PUT', '/api/admin/password', { token, body: { currentPassword, newPassword: 'Other@Pass1' } }),
    );
    const statuses = await statusesOf(calls);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  test('the right one is not counted', async () => {
    newWindow();
    for (let i = 0; i < 6; i++) {
      expect(
        (await t.call('POST', '/api/admin/two-step/setup', { token, body: { currentPassword: PASSWORD } })).status,
      ).toBe(200);
    }
  });
});
