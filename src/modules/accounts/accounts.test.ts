// The office's accounts: an owner adds them with a one-time
// password, changes their role and hostels, disables, resets and deletes
// them; the last owner stays; a disabled account is shut out at once.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { CHOOSE_OWN_PASSWORD, SESSION_EXPIRED } from '../../auth/guard';
import { ACCOUNT_DISABLED } from '../../auth/rules';
import { USERNAME_RULE, authMessages, isValidPassword } from '../../auth/rules';
import { base32Decode, totp } from '../../auth/totp';
import { TEST_PASSWORD, startTestAppBeforeAll } from '../../testing';
import type { ActivityEntry } from '../activity/model';
import { accountErrors } from './model';
import { accountMessages } from './texts';

// Every sign-in checks an argon2id hash: slow on purpose, slower on a busy machine.
setDefaultTimeout(60_000);

const t = startTestAppBeforeAll();

const add = (body: unknown) => t.admin('POST', '/api/admin/accounts', body);
const change = (id: string, body: unknown) => t.admin('PUT', `/api/admin/accounts/${id}`, body);
const accounts = async () =>
  (await t.admin('GET', '/api/admin/accounts')).json as {
    _id: string;
    username: string;
    role: string;
    disabled: boolean;
  }[];

async function hostel(name: string) {
  const person = await t.admin('POST', '/api/people', {
    name: `Warden of ${name}`,
    designation: 'Warden',
    role: 'warden',
  });
  const added = await t.admin('POST', '/api/hostels', {
    name,
    warden: person.json.data._id,
    supervisor: person.json.data._id,
    rooms: 10,
  });
  return added.json.data._id as string;
}

/** An account that has signed in and chosen its own password: its id, password and a live access token. */
async function readyAccount(username: string, role = 'editor', hostels: string[] = []) {
  const added = await add({ username, role, hostels });
  const first = await t.signIn({ username, password: added.json.password });
  const chosen = await t.call('PUT', '/api/admin/password', {
    token: first.json.accessToken,
    body: { currentPassword: added.json.password, newPassword: 'Chosen@2026' },
  });
  return {
    id: added.json.data._id as string,
    password: 'Chosen@2026',
    token: chosen.json.data.accessToken as string,
    cookies: chosen.response.headers.getSetCookie(),
  };
}

describe('adding an account', () => {
  test('returns the account and a one-time password that meets the rules, shown once', async () => {
    const added = await add({ username: 'office_staff', role: 'editor' });
    expect(added.status).toBe(200);
    expect(added.json.message).toBe(accountMessages.added);
    expect(added.json.data).toEqual({
      _id: expect.any(String),
      username: 'office_staff',
      role: 'editor',
      hostels: [],
      disabled: false,
      mustChangePassword: true,
      twoStep: false,
      email: null,
      signIn: 'password',
      instituteLogin: null,
      awaitingApproval: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(isValidPassword(added.json.password)).toBe(true);
    const listed = (await accounts()).find((account) => account.username === 'office_staff');
    expect(listed).toEqual(added.json.data);
    expect(JSON.stringify(await accounts())).not.toContain(added.json.password);
  });

  test('a one-time password signs in, but nothing can be written until the account chooses its own', async () => {
    const added = await add({ username: 'new_editor', role: 'editor' });
    const first = await t.signIn({ username: 'new_editor', password: added.json.password });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ username: 'new_editor', role: 'editor', mustChangePassword: true });
    const token = first.json.accessToken;
    const write = await t.call('POST', '/api/notifications', { token, body: { title: 'T', message: 'M' } });
    expect(write).toMatchObject({ status: 403, json: { message: CHOOSE_OWN_PASSWORD } });
    const same = await t.call('PUT', '/api/admin/password', {
      token,
      body: { currentPassword: added.json.password, newPassword: added.json.password },
    });
    expect(same).toMatchObject({ status: 400, json: { message: authMessages.sameTemporaryPassword } });
    const chosen = await t.call('PUT', '/api/admin/password', {
      token,
      body: { currentPassword: added.json.password, newPassword: 'Mine@2026x' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.json.data.mustChangePassword).toBe(false);
    const now = await t.call('POST', '/api/notifications', {
      token: chosen.json.data.accessToken,
      body: { title: 'T', message: 'M' },
    });
    expect(now.status).toBe(200);
  });

  test(
    'the login rules, a known role, a warden with hostels ' + 'that exist, a free username: else 4xx and nothing added',
    async () => {
      const before = await accounts();
      expect((await add({ username: 'x', role: 'editor' })).json.message).toBe(USERNAME_RULE);
      expect((await add({ username: '9lives', role: 'editor' })).json.message).toBe(USERNAME_RULE);
      expect((await add({ username: 'someone', role: 'admin' })).json.message).toBe(accountMessages.roleRequired);
      expect((await add({ username: 'someone', role: 'warden' })).json.message).toBe(accountMessages.hostelsRequired);
      expect((await add({ username: 'someone', role: 'warden', hostels: ['no-such-hostel'] })).status).toBe(400);
      const taken = await add({ username: 'ADMIN', role: 'editor' });
      expect(taken).toMatchObject({ status: 409, json: { message: 'That username is already taken.' } });
      expect(await accounts()).toEqual(before);
    },
  );

  test("a warden's hostels are kept; another role has none", async () => {
    const kaveri = await hostel('Kaveri');
    const warden = await add({ username: 'kaveri_warden', role: 'warden', hostels: [kaveri, kaveri] });
    expect(warden.json.data.hostels).toEqual([kaveri]);
    const editor = await change(warden.json.data._id, { role: 'editor' });
    expect(editor.json.data).toMatchObject({ role: 'editor', hostels: [] });
  });
});

describe('the last owner', () => {
  test('cannot be demoted, disabled or deleted; with a second owner it can', async () => {
    const owner = (await accounts()).find((account) => account.username === 'admin')!;
    for (const attempt of [
      () => change(owner._id, { role: 'editor' }),
      () => change(owner._id, { disabled: true }),
      () => t.admin('DELETE', `/api/admin/accounts/${owner._id}`),
    ]) {
      expect(await attempt()).toMatchObject({ status: 409, json: { message: accountMessages.lastOwner } });
    }
    expect((await accounts()).find((account) => account.username === 'admin')).toEqual(owner);

    const second = await add({ username: 'second_owner', role: 'owner' });
    const disabled = await change(second.json.data._id, { disabled: true });
    expect(disabled.json.message).toBe(accountMessages.disabled);
    // A disabled owner cannot sign in, so it does not count.
    expect((await change(owner._id, { role: 'editor' })).status).toBe(409);
    expect((await change(second.json.data._id, { disabled: false })).json.message).toBe(accountMessages.enabled);
    expect((await t.admin('DELETE', `/api/admin/accounts/${second.json.data._id}`)).json.message).toBe(
      accountMessages.deleted,
    );
  });
});

describe('disabling an account', () => {
  test('ends its sessions at once: its access token, its refresh cookie and its sign-in', async () => {
    const account = await readyAccount('leaving_one');
    expect(
      (await t.call('POST', '/api/notifications', { token: account.token, body: { title: 'T', message: 'M' } })).status,
    ).toBe(200);
    await change(account.id, { disabled: true });
    const refused = await t.call('POST', '/api/notifications', {
      token: account.token,
      body: { title: 'T', message: 'M' },
    });
    expect(refused).toMatchObject({ status: 403, json: { message: SESSION_EXPIRED } });
    expect((await t.call('GET', '/api/notifications/admin', { token: account.token })).status).toBe(403);
    const cookies = account.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const xsrf = account.cookies
      .find((cookie) => cookie.startsWith('XSRF-TOKEN='))!
      .split(';')[0]
      .split('=')[1];
    const refresh = await t.call('POST', '/api/admin/refresh', { headers: { cookie: cookies, 'x-xsrf-token': xsrf } });
    expect(refresh.status).toBe(401);
    expect(await t.signIn({ username: 'leaving_one', password: account.password })).toMatchObject({
      status: 403,
      json: { message: ACCOUNT_DISABLED },
    });

    await change(account.id, { disabled: false });
    expect((await t.signIn({ username: 'leaving_one', password: account.password })).status).toBe(200);
  });
});

describe('a new role', () => {
  test('holds from the next request of a session already open', async () => {
    const account = await readyAccount('promoted_one');
    expect((await t.call('GET', '/api/admin/accounts', { token: account.token })).status).toBe(403);
    await change(account.id, { role: 'owner' });
    expect((await t.call('GET', '/api/admin/accounts', { token: account.token })).status).toBe(200);
    await change(account.id, { role: 'editor' });
    expect((await t.call('GET', '/api/admin/accounts', { token: account.token })).status).toBe(403);
  });
});

describe('resetting a password', () => {
  test('gives a new one-time password; the old password and every session stop working', async () => {
    const account = await readyAccount('forgetful');
    const reset = await t.admin('POST', `/api/admin/accounts/${account.id}/password`);
    expect(reset.json.message).toBe(accountMessages.passwordReset);
    expect(reset.json.data.mustChangePassword).toBe(true);
    expect(isValidPassword(reset.json.password)).toBe(true);
    expect((await t.call('GET', '/api/notifications/admin', { token: account.token })).status).toBe(403);
    expect((await t.signIn({ username: 'forgetful', password: account.password })).status).toBe(401);
    expect((await t.signIn({ username: 'forgetful', password: reset.json.password })).json.mustChangePassword).toBe(
      true,
    );
  });
});

describe("resetting another account's two-step sign-in (a lost phone)", () => {
  /** Turns two-step on for the account through its own profile calls. */
  async function withTwoStep(username: string) {
    const account = await readyAccount(username);
    const begun = await t.call('POST', '/api/admin/two-step/setup', {
      token: account.token,
      body: { currentPassword: account.password },
    });
    const code = totp(base32Decode(begun.json.data.secret)!, Date.now() / 1000);
    const confirmed = await t.call('POST', '/api/admin/two-step/confirm', { token: account.token, body: { code } });
    expect(confirmed.json.data.enabled).toBe(true);
    return account;
  }
  const reset = (id: string, token = t.token) => t.call('DELETE', `/api/admin/accounts/${id}/two-step`, { token });
  const listed = async (id: string) =>
    (await accounts()).find((account) => account._id === id) as unknown as { twoStep: boolean; updatedAt: string };
  const recoveryCodesOf = (id: string) =>
    t.ctx.db.all('SELECT code_hash FROM admin_recovery_codes WHERE admin_id = ?', id);

  test(
    'an owner turns it off: key and recovery codes gone, the password ' +
      'alone signs in, its sessions stay, and it can set it up again',
    async () => {
      const warden = await withTwoStep('lost_phone');
      expect((await listed(warden.id)).twoStep).toBe(true);
      expect((await t.signIn({ username: 'lost_phone', password: warden.password })).json.twoStep).toBe('code');

      const done = await reset(warden.id);
      expect(done.status).toBe(200);
      expect(done.json.message).toBe(accountMessages.twoStepReset);
      expect(done.json.data).toMatchObject({ _id: warden.id, username: 'lost_phone', twoStep: false });
      expect(await listed(warden.id)).toEqual(done.json.data);
      expect(await recoveryCodesOf(warden.id)).toEqual([]);
      const row = await t.ctx.db.get<{ totp_secret: string | null; totp_pending_secret: string | null }>(
        'SELECT totp_secret, totp_pending_secret FROM admins WHERE id = ?',
        warden.id,
      );
      expect(row).toEqual({ totp_secret: null, totp_pending_secret: null });

      // A lost phone is not a stolen password: the sessions it has stay, and the password alone now signs in.
      expect((await t.call('GET', '/api/admin/two-step', { token: warden.token })).json).toEqual({
        enabled: false,
        required: false,
        recoveryCodesLeft: 0,
      });
      const signIn = await t.signIn({ username: 'lost_phone', password: warden.password });
      expect(signIn.json.accessToken).toEqual(expect.any(String));
      expect(signIn.json.twoStep).toBeUndefined();
      const again = await t.call('POST', '/api/admin/two-step/setup', {
        token: signIn.json.accessToken,
        body: { currentPassword: warden.password },
      });
      expect(again.status).toBe(200);

      // The entry names the account whose two-step was reset, made by the owner.
      const [entry] = (await t.admin('GET', '/api/admin/activity?limit=200')).json.entries.filter(
        (entry: ActivityEntry) =>
          entry.entityId === warden.id &&
          entry.actor === 'admin' &&
          entry.changes.some((change) => change.field === 'two-step sign-in'),
      ) as ActivityEntry[];
      expect(entry).toMatchObject({
        action: 'update',
        entity: 'accounts',
        name: 'lost_phone',
        changes: [{ field: 'two-step sign-in', before: 'on', after: 'off, reset by an owner' }],
      });
    },
  );

  test(
    'refused: not an owner (403), an unknown account (404), an ' +
      "account without it (409), the owner's own (400); nothing changes",
    async () => {
      const warden = await withTwoStep('still_has_it');
      const editor = await readyAccount('not_an_owner');
      expect(await reset(warden.id, editor.token)).toMatchObject({
        status: 403,
        json: { message: 'Only an owner can manage accounts.' },
      });
      expect(await reset('no-such-account')).toMatchObject({ status: 404, json: { message: accountErrors.notFound } });
      expect(await reset(editor.id)).toMatchObject({ status: 409, json: { message: accountErrors.twoStepNotOn } });
      const own = (await accounts()).find((account) => account.username === 'admin')!;
      expect(await reset(own._id)).toMatchObject({ status: 400, json: { message: accountErrors.ownTwoStep } });
      expect((await listed(warden.id)).twoStep).toBe(true);
      expect(await recoveryCodesOf(warden.id)).toHaveLength(10);
    },
  );
});

describe('an unknown account', () => {
  test('responds 404 to every change', async () => {
    for (const response of [
      await change('no-such-account', { role: 'editor' }),
      await t.admin('POST', '/api/admin/accounts/no-such-account/password'),
      await t.admin('DELETE', '/api/admin/accounts/no-such-account'),
    ]) {
      expect(response).toMatchObject({ status: 404, json: { message: 'Account not found.' } });
    }
  });
});

test('the default admin signs in as SPEC.md says, and is the owner', async () => {
  const login = await t.signIn({ username: 'admin', password: TEST_PASSWORD });
  expect(login.json).toMatchObject({
    message: authMessages.loginSuccessful,
    username: 'admin',
    role: 'owner',
    mustChangePassword: false,
  });
});
