// The admin's own account: the login response, and the login rules of SPEC.md
// section 5 held for new usernames and passwords. Attacks are in src/security/.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing';
import { expectRefused } from '../testing/fixtures';
import { insertAdmin, NO_PASSWORD_YET } from './repo';
import { PASSWORD_RULE, USERNAME_RULE } from './rules';
import { hashPassword } from './password-hash';

// Every change checks the current password with argon2id: slow on purpose, and slower on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertAdmin(t.ctx.db, 'second_admin', await hashPassword('Second@Pass1'));
});
afterAll(() => t.stop());

const changeUsername = (token: string, body: unknown) => t.call('PUT', '/api/admin/username', { token, body });
const changePassword = (token: string, body: unknown) => t.call('PUT', '/api/admin/password', { token, body });

describe('login', () => {
  test('responds with the access token, username and role, and the message', async () => {
    const { status, json } = await t.signIn({ username: 'admin', password: TEST_PASSWORD });
    expect(status).toBe(200);
    expect(json).toEqual({
      message: 'Login successful',
      accessToken: expect.any(String),
      username: 'admin',
      role: 'owner',
      accountId: expect.any(String),
      hostels: [],
      mustChangePassword: false,
      signIn: 'password',
    });
    const [, payload] = json.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  test('missing or mistyped fields get 400 with a message', async () => {
    for (const body of [
      {},
      { username: 'admin' },
      { username: 1, password: 2 },
      { username: 'admin', password: TEST_PASSWORD, remember: 'yes' },
    ]) {
      const { status, json } = await t.call('POST', '/api/admin/login', { body });
      expect(status).toBe(400);
      expect(typeof json.message).toBe('string');
    }
  });

  test(
    'an account whose password is still being hashed (a ' + 'first start) refuses every password, as a wrong one',
    async () => {
      await insertAdmin(t.ctx.db, 'hashing_admin', NO_PASSWORD_YET);
      for (const password of ['', 'Any@Pass1', TEST_PASSWORD]) {
        const { status, json } = await t.signIn({ username: 'hashing_admin', password });
        expect(status).toBe(401);
        expect(json).toEqual({ message: 'Invalid username or password' });
      }
    },
  );
});

describe('a new username', () => {
  test('must meet the login rule', async () => {
    const { token } = await t.login();
    for (const newUsername of ['abc', '1admin', 'admin-1', 'a_very_long_name_here', 'ädmin']) {
      await expectRefused(changeUsername(token, { currentPassword: TEST_PASSWORD, newUsername }), 400, USERNAME_RULE);
    }
    expect((await t.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(200);
  });

  test("cannot be another admin's", async () => {
    const { token } = await t.login();
    await expectRefused(
      changeUsername(token, { currentPassword: TEST_PASSWORD, newUsername: 'Second_Admin' }),
      409,
      'That username is already taken.',
    );
  });

  test('needs the current password and both fields', async () => {
    const { token } = await t.login();
    await expectRefused(
      changeUsername(token, { currentPassword: 'Wrong@Pass1', newUsername: 'warden_one' }),
      400,
      'The current password is incorrect.',
    );
    await expectRefused(
      changeUsername(token, { currentPassword: '', newUsername: '' }),
      400,
      'Please fill in all fields',
    );
  });

  test('is the one to log in with afterwards', async () => {
    const { token } = await t.login();
    const changed = await changeUsername(token, { currentPassword: TEST_PASSWORD, newUsername: 'warden_one' });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({
      message: 'Username changed successfully!',
      data: {
        accessToken: expect.any(String),
        username: 'warden_one',
        role: 'owner',
        accountId: expect.any(String),
        hostels: [],
        mustChangePassword: false,
        signIn: 'password',
      },
    });
    expect((await t.signIn({ username: 'warden_one', password: TEST_PASSWORD })).status).toBe(200);
    expect(
      (await changeUsername(changed.json.data.accessToken, { currentPassword: TEST_PASSWORD, newUsername: 'admin' }))
        .status,
    ).toBe(200);
  });
});

describe('a new password', () => {
  test('must meet the login rule', async () => {
    const { token } = await t.login();
    for (const newPassword of [
      'Short@1',
      'alllower@123',
      'ALLUPPER@123',
      'NoDigits@here',
      'NoSpecial123',
      'Far@Too@Long@Password@1234',
    ]) {
      await expectRefused(changePassword(token, { currentPassword: TEST_PASSWORD, newPassword }), 400, PASSWORD_RULE);
    }
  });

  test('needs the current password', async () => {
    const { token } = await t.login();
    await expectRefused(
      changePassword(token, { currentPassword: 'Wrong@Pass1', newPassword: 'Fresh@Pass1' }),
      400,
      'The current password is incorrect.',
    );
  });

  test('is the one to log in with afterwards', async () => {
    const { token } = await t.login();
    const changed = await changePassword(token, { currentPassword: TEST_PASSWORD, newPassword: 'Fresh@Pass1' });
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe('Password changed successfully!');
    expect((await t.signIn({ username: 'admin', password: 'Fresh@Pass1' })).status).toBe(200);
    expect(
      (
        await changePassword(changed.json.data.accessToken, {
          currentPassword: 'Fresh@Pass1',
          newPassword: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });
});
