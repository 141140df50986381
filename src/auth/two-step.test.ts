// Two-step sign-in through the API, on this pass's engine: setting it up,
// signing in with a code or a recovery code, each taken once, the login limit
// on the code step, the challenge between the steps, turning it off, new
// recovery codes, and requiring it for every account. Attacks on it are in
// src/security/auth-attacks.test.ts too.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing';
import { insertAdmin } from './repo';
import { twoStepMessages } from './rules';
import { base32Decode, totp } from './totp';
import { hashPassword } from './password-hash';

// Sign-ins and setups verify argon2id hashes: slow on purpose, slower on a busy machine.
setDefaultTimeout(60_000);

const WINDOW_MS = 15 * 60 * 1000;
const STEP_MS = 30_000;
let clock = Date.UTC(2031, 0, 1);
const OWNER_PASSWORD = 'Owner@Pass1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ login: { perUsername: 5, perAddress: 20, windowMs: WINDOW_MS, now: () => clock } });
});
afterAll(() => t.stop());

/** The app's code of the key at the test's clock (or `at`). */
const codeOf = (secret: string, at = clock) => totp(base32Decode(secret)!, at / 1000);
/** On to the next 30-second step, so a new code is due; far enough to leave the login limit's window when asked. */
const nextStep = () => void (clock += STEP_MS);
const newWindow = () => void (clock += WINDOW_MS + 1);

let owners = 0;
/** A test's own owner account, without two-step: its username. */
async function newOwner() {
  const username = `owner_${++owners}`;
  await insertAdmin(t.ctx.db, username, await hashPassword(OWNER_PASSWORD));
  return username;
}

const password = (username: string) => (username === 'admin' ? TEST_PASSWORD : OWNER_PASSWORD);
const login = (username: string, remember = false) => t.signIn({ username, password: password(username), remember });
const codeStep = (challenge: string, code: string) =>
  t.call('POST', '/api/admin/login/two-step', { body: { challenge, code } });

async function signedIn(username: string) {
  const { status, json } = await login(username);
  expect(status).toBe(200);
  expect(json.accessToken).toEqual(expect.any(String));
  return json.accessToken as string;
}

/** Sets two-step up for the account through its profile calls; its key and recovery codes. */
async function turnOn(username: string) {
  const token = await signedIn(username);
  const begun = await t.call('POST', '/api/admin/two-step/setup', {
    token,
    body: { currentPassword: password(username) },
  });
  expect(begun.status).toBe(200);
  const secret = begun.json.data.secret as string;
  const confirmed = await t.call('POST', '/api/admin/two-step/confirm', { token, body: { code: codeOf(secret) } });
  expect(confirmed.status).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.json.data.recoveryCodes as string[], token };
}

async function challengeOf(username: string, remember = false) {
  const { status, json, response } = await login(username, remember);
  expect(status).toBe(200);
  expect(json.twoStep).toBe('code');
  expect(response.headers.getSetCookie()).toEqual([]);
  return json.challenge as string;
}

describe('setting it up', () => {
  test('needs the current password; the key is not in force until a code of it is confirmed', async () => {
    const owner = await newOwner();
    const token = await signedIn(owner);
    expect((await t.call('GET', '/api/admin/two-step', { token })).json).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const wrong = await t.call('POST', '/api/admin/two-step/setup', {
      token,
      body: { currentPassword: 'Wrong@Pass1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('The current password is incorrect.');

    const begun = await t.call('POST', '/api/admin/two-step/setup', {
      token,
      body: { currentPassword: OWNER_PASSWORD },
    });
    expect(begun.status).toBe(200);
    const { secret, uri } = begun.json.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Institute%20Hostels:${owner}?secret=${secret}&` +
        'issuer=Institute%20Hostels&algorithm=SHA1&digits=6&period=30',
    );
    // Begun, not confirmed: the sign-in is as before.
    expect((await login(owner)).json.accessToken).toEqual(expect.any(String));

    const wrongCode = await t.call('POST', '/api/admin/two-step/confirm', {
      token,
      body: { code: String((Number(codeOf(secret)) + 1) % 1e6).padStart(6, '0') },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.message).toBe(twoStepMessages.wrongCode);

    const confirmed = await t.call('POST', '/api/admin/two-step/confirm', { token, body: { code: codeOf(secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe('Two-step sign-in is on');
    const codes = confirmed.json.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(confirmed.json.data).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // Only sealed keys and hashes are stored.
    const row = (await t.ctx.db.get<{ totp_secret: string; totp_pending_secret: string | null }>(
      'SELECT totp_secret, totp_pending_secret FROM admins WHERE username = ?',
      owner,
    ))!;
    expect(row.totp_secret).toStartWith('v1.');
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_pending_secret).toBeNull();
    const stored = await t.ctx.db.all<{ code_hash: string }>(
      'SELECT code_hash FROM admin_recovery_codes a JOIN admins b ON b.id = a.admin_id WHERE b.username = ?',
      owner,
    );
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored)
      expect(codes.some((code) => code_hash.includes(code.replace('-', '')))).toBe(false);

    // Once on, it cannot be begun again without turning it off.
    const again = await t.call('POST', '/api/admin/two-step/setup', {
      token,
      body: { currentPassword: OWNER_PASSWORD },
    });
    expect(again.status).toBe(409);
    nextStep();
  });

  test('a confirm with nothing begun says so', async () => {
    const token = await signedIn(await newOwner());
    const { status, json } = await t.call('POST', '/api/admin/two-step/confirm', { token, body: { code: '123456' } });
    expect(status).toBe(400);
    expect(json.message).toBe(twoStepMessages.notBegun);
  });
});

describe('signing in with two-step on', () => {
  // Each test's own account, with two-step just turned on.
  let user: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeEach(async () => {
    newWindow();
    user = await newOwner();
    ({ secret, recoveryCodes } = await turnOn(user));
  });

  test(
    'the right password gets a challenge and no tokens; the ' +
      'code then signs in as the login does, remember-me kept',
    async () => {
      const { json } = await login(user, true);
      expect(json).toEqual({
        message: 'Enter the 6-digit code from your authenticator app',
        twoStep: 'code',
        challenge: expect.any(String),
      });
      const signed = await codeStep(json.challenge, codeOf(secret));
      expect(signed.status).toBe(200);
      expect(signed.json).toEqual({
        message: 'Login successful',
        accessToken: expect.any(String),
        username: user,
        role: 'owner',
        accountId: expect.any(String),
        hostels: [],
        mustChangePassword: false,
        signIn: 'password',
      });
      const cookies = signed.response.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('hostel_refresh='))).toMatch(/Max-Age=\d+/);
      expect((await t.call('GET', '/api/notifications/admin', { token: signed.json.accessToken })).status).toBe(200);
      nextStep();
    },
  );

  test("a code with a space in the middle, as apps show it, is taken; so is the previous step's code", async () => {
    const code = codeOf(secret);
    expect((await codeStep(await challengeOf(user), `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200);
    clock += 2 * STEP_MS;
    expect((await codeStep(await challengeOf(user), codeOf(secret, clock - STEP_MS))).status).toBe(200);
    nextStep();
  });

  test('a wrong code is refused with a clear message and no session', async () => {
    newWindow();
    const { status, json, response } = await codeStep(
      await challengeOf(user),
      '000000' === codeOf(secret) ? '111111' : '000000',
    );
    expect(status).toBe(401);
    expect(json).toEqual({ message: twoStepMessages.wrongCode });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("a code is taken once: the same code again (same step) is refused, and so is an earlier step's", async () => {
    newWindow();
    const code = codeOf(secret);
    expect((await codeStep(await challengeOf(user), code)).status).toBe(200);
    const replay = await codeStep(await challengeOf(user), code);
    expect(replay.status).toBe(401);
    expect(replay.json.message).toBe(twoStepMessages.wrongCode);
    nextStep();
    // The code of the step before now is within the drift, but older than the one taken.
    const earlier = await codeStep(await challengeOf(user), code);
    expect(earlier.status).toBe(401);
    expect((await codeStep(await challengeOf(user), codeOf(secret))).status).toBe(200);
    nextStep();
  });

  test('a recovery code signs in once, typed in any case and grouping; then it is spent', async () => {
    newWindow();
    const [first] = recoveryCodes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const signed = await codeStep(await challengeOf(user), typed);
    expect(signed.status).toBe(200);
    expect(signed.json.accessToken).toEqual(expect.any(String));
    expect(
      (await t.call('GET', '/api/admin/two-step', { token: signed.json.accessToken })).json.recoveryCodesLeft,
    ).toBe(9);
    const again = await codeStep(await challengeOf(user), first);
    expect(again.status).toBe(401);
    expect(again.json.message).toBe(twoStepMessages.wrongCode);
  });

  test("another account's recovery code or code does not sign this one in", async () => {
    newWindow();
    const other = await turnOn(await newOwner());
    expect((await codeStep(await challengeOf(user), other.recoveryCodes[0])).status).toBe(401);
    expect((await codeStep(await challengeOf(user), codeOf(other.secret))).status).toBe(401);
  });

  test(
    'wrong codes count as failed logins: five lock the account, the ' +
      'right password does not unlock it, the right code waits too',
    async () => {
      newWindow();
      const spare = await challengeOf(user);
      for (let i = 0; i < 5; i++) {
        // A right password each time: it must not wipe the count.
        const { status } = await codeStep(
          await challengeOf(user),
          `99999${i}` === codeOf(secret) ? '888888' : `99999${i}`,
        );
        expect(status).toBe(401);
      }
      const locked = await codeStep(spare, codeOf(secret));
      expect(locked.status).toBe(429);
      const password = await login(user);
      expect(password.status).toBe(429);
      expect(password.json.message).toBe('Too many failed login attempts. Try again in 15 minutes.');
      newWindow();
      expect((await codeStep(await challengeOf(user), codeOf(secret))).status).toBe(200);
      nextStep();
    },
  );

  test('the code step is refused while the account is locked, even with a challenge from before the lock', async () => {
    newWindow();
    const challenge = await challengeOf(user);
    for (let i = 0; i < 5; i++) await t.signIn({ username: user, password: 'Wrong@Pass1' });
    const refused = await codeStep(challenge, codeOf(secret));
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    newWindow();
  });

  describe('the challenge', () => {
    test('ends after five minutes', async () => {
      newWindow();
      const challenge = await challengeOf(user);
      clock += 5 * 60 * 1000 + 1;
      const late = await codeStep(challenge, codeOf(secret));
      expect(late.status).toBe(401);
      expect(late.json.message).toBe(twoStepMessages.challengeEnded);
    });

    test('tampered, forged, of the wrong kind, or an access token: refused as an ended sign-in', async () => {
      const challenge = await challengeOf(user);
      const [payload, mac] = challenge.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const other = await newOwner();
      const third = (await t.ctx.db.get<{ id: string }>('SELECT id FROM admins WHERE username = ?', other))!.id;
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const accessToken = await signedIn(other);
      for (const [label, forged] of [
        ['another account named', `${encode({ ...claims, sub: third })}.${mac}`],
        ['a later expiry', `${encode({ ...claims, exp: claims.exp + 3_600_000 })}.${mac}`],
        ['a setup challenge made of a code one', `${encode({ ...claims, kind: 'setup' })}.${mac}`],
        ['the signature changed', `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`],
        ['no signature', payload],
        ['an extra part', `${challenge}.x`],
        ['an access token', accessToken],
        ['empty', ''],
      ]) {
        const { status, json } = await codeStep(forged, codeOf(secret));
        expect({ label, status, message: json.message }).toEqual({
          label,
          status: 401,
          message: twoStepMessages.challengeEnded,
        });
      }
      // A code challenge cannot set up a key either.
      expect((await t.call('POST', '/api/admin/login/two-step/setup', { body: { challenge } })).status).toBe(401);
      expect((await codeStep(challenge, codeOf(secret))).status).toBe(200);
      nextStep();
    });

    test("another account's challenge takes only that account's code", async () => {
      newWindow();
      const third = await newOwner();
      const other = await turnOn(third);
      const thirdChallenge = await challengeOf(third);
      expect((await codeStep(thirdChallenge, codeOf(secret))).status).toBe(401);
      const signed = await codeStep(thirdChallenge, codeOf(other.secret));
      expect(signed.status).toBe(200);
      expect(signed.json.username).toBe(third);
      nextStep();
    });

    test('a password change ends the sign-ins begun with the old password', async () => {
      newWindow();
      const challenge = await challengeOf(user);
      const token = (await codeStep(await challengeOf(user), codeOf(secret))).json.accessToken;
      nextStep();
      const changed = await t.call('PUT', '/api/admin/password', {
        token,
        body: { currentPassword: OWNER_PASSWORD, newPassword: 'Changed@Pass1' },
      });
      expect(changed.status).toBe(200);
      expect((await codeStep(challenge, codeOf(secret))).status).toBe(401);
    });
  });

  test('new recovery codes need a code; the old ones stop working', async () => {
    newWindow();
    const token = (await codeStep(await challengeOf(user), codeOf(secret))).json.accessToken;
    nextStep();
    const refused = await t.call('POST', '/api/admin/two-step/recovery-codes', {
      token,
      body: { code: 'aaaaa-aaaaa' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(twoStepMessages.wrongCode);
    const fresh = await t.call('POST', '/api/admin/two-step/recovery-codes', { token, body: { code: codeOf(secret) } });
    expect(fresh.status).toBe(200);
    expect(fresh.json.message).toBe('New recovery codes made; the old ones no longer work');
    expect(fresh.json.data.recoveryCodesLeft).toBe(10);
    const codes = fresh.json.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await codeStep(await challengeOf(user), recoveryCodes[1])).status).toBe(401);
    expect((await codeStep(await challengeOf(user), codes[0])).status).toBe(200);
    recoveryCodes = codes.slice(1);
  });

  test('turning it off needs the current password and a code; then the password alone signs in', async () => {
    newWindow();
    const token = (await codeStep(await challengeOf(user), recoveryCodes[0])).json.accessToken;
    const noPassword = await t.call('POST', '/api/admin/two-step/off', {
      token,
      body: { currentPassword: 'Wrong@Pass1', code: codeOf(secret) },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.message).toBe('The current password is incorrect.');
    const noCode = await t.call('POST', '/api/admin/two-step/off', {
      token,
      body: { currentPassword: OWNER_PASSWORD, code: '12' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.json.message).toBe(twoStepMessages.wrongCode);
    const off = await t.call('POST', '/api/admin/two-step/off', {
      token,
      body: { currentPassword: OWNER_PASSWORD, code: recoveryCodes[1] },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({
      message: 'Two-step sign-in is off',
      data: { enabled: false, required: false, recoveryCodesLeft: 0 },
    });
    expect(
      await t.ctx.db.all(
        'SELECT code_hash FROM admin_recovery_codes a JOIN admins ' + 'b ON b.id = a.admin_id WHERE b.username = ?',
        user,
      ),
    ).toEqual([]);
    expect((await login(user)).json.accessToken).toEqual(expect.any(String));
    const offAgain = await t.call('POST', '/api/admin/two-step/off', {
      token,
      body: { currentPassword: OWNER_PASSWORD, code: codeOf(secret) },
    });
    expect(offAgain.status).toBe(400);
    expect(offAgain.json.message).toBe(twoStepMessages.notOn);
  });
});

describe('required for every account', () => {
  let adminSecret: string;
  beforeAll(async () => {
    newWindow();
    adminSecret = (await turnOn('admin')).secret;
  });
  /** Requires it for every account, or lifts it, as admin. */
  async function setRequired(required: boolean) {
    newWindow();
    const token = (await codeStep(await challengeOf('admin'), codeOf(adminSecret))).json.accessToken;
    nextStep();
    return t.call('PUT', '/api/admin/two-step/required', { token, body: { required } });
  }
  afterEach(() => setRequired(false));

  test('can be required only by an account that has it', async () => {
    const token = await signedIn(await newOwner());
    const refused = await t.call('PUT', '/api/admin/two-step/required', { token, body: { required: true } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(twoStepMessages.setUpYoursFirst);
    const required = await setRequired(true);
    expect(required.status).toBe(200);
    expect(required.json).toEqual({
      message: 'Two-step sign-in is now required for every account',
      data: { enabled: true, required: true, recoveryCodesLeft: 10 },
    });
  });

  test('an account without it is sent to set it up after its password, and signed in once it has', async () => {
    const owner = await newOwner();
    await setRequired(true);
    const { status, json, response } = await login(owner, true);
    expect(status).toBe(200);
    expect(json).toEqual({ message: twoStepMessages.setUpRequired, twoStep: 'setup', challenge: expect.any(String) });
    expect(response.headers.getSetCookie()).toEqual([]);
    // A setup challenge is not a code challenge.
    expect((await codeStep(json.challenge, '123456')).status).toBe(401);

    const begun = await t.call('POST', '/api/admin/login/two-step/setup', { body: { challenge: json.challenge } });
    expect(begun.status).toBe(200);
    const secret = begun.json.data.secret as string;
    expect(begun.json.data.uri).toContain(`Institute%20Hostels:${owner}`);

    const wrong = await t.call('POST', '/api/admin/login/two-step/confirm', {
      body: { challenge: json.challenge, code: 'x' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(twoStepMessages.wrongCode);

    const confirmed = await t.call('POST', '/api/admin/login/two-step/confirm', {
      body: { challenge: json.challenge, code: codeOf(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      message: 'Login successful',
      accessToken: expect.any(String),
      username: owner,
      role: 'owner',
      accountId: expect.any(String),
      hostels: [],
      mustChangePassword: false,
      signIn: 'password',
      recoveryCodes: expect.any(Array),
    });
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    expect(confirmed.response.headers.getSetCookie().find((c) => c.startsWith('hostel_refresh='))).toMatch(
      /Max-Age=\d+/,
    );
    // Set up once: the challenge cannot set it up again, and the next sign-in asks for the code.
    expect(
      (await t.call('POST', '/api/admin/login/two-step/setup', { body: { challenge: json.challenge } })).status,
    ).toBe(409);
    nextStep();
    expect((await login(owner)).json.twoStep).toBe('code');

    // While required, it cannot be turned off.
    const off = await t.call('POST', '/api/admin/two-step/off', {
      token: confirmed.json.accessToken,
      body: { currentPassword: OWNER_PASSWORD, code: codeOf(secret) },
    });
    expect(off.status).toBe(400);
    expect(off.json.message).toBe(twoStepMessages.requiredCannotTurnOff);
  });

  test('wrong codes at the required setup count as failed logins too', async () => {
    const owner = await newOwner();
    await setRequired(true);
    newWindow();
    const { json } = await login(owner);
    expect(json.twoStep).toBe('setup');
    await t.call('POST', '/api/admin/login/two-step/setup', { body: { challenge: json.challenge } });
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.call('POST', '/api/admin/login/two-step/confirm', {
            body: { challenge: json.challenge, code: 'abcdef' },
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (
        await t.call('POST', '/api/admin/login/two-step/confirm', {
          body: { challenge: json.challenge, code: '123456' },
        })
      ).status,
    ).toBe(429);
    expect((await login(owner)).status).toBe(429);
    newWindow();
  });
});
