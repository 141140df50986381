// The office's accounts: an owner adds them with a one-time
// password, changes their role and hostels, disables, resets and deletes
// them; the last owner stays; a disabled account is shut out at once.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { CHOOSE_OWN_PASSWORD, SESSION_EXPIRED } from '../../auth/guard';
import { ACCOUNT_DISABLED } from '../../auth/index';
import { USERNAME_RULE, authMessages, isValidPassword } from '../../auth/rules';
import { TEST_PASSWORD, startTestAppBeforeAll } from '../../testing';
import { accountMessages } from './texts';

// Every sign-in checks an argon2id hash: slow on purpose, slower on a busy machine.
setDefaultTimeout(60_000);

const t = startTestAppBeforeAll();

const add = (body: unknown) => t.admin('POST', '/api/admin/accounts', body);
const change = (id: string, body: unknown) => t.admin('PUT', `/api/admin/accounts/${id}`, body);
const accounts = async () => (await t.admin('GET', '/api/admin/accounts')).json as { _id: string; username: string; role: string; disabled: boolean }[];

async function hostel(name: string) {
  const person = await t.admin('POST', '/api/people', { name: `Warden of ${name}`, designation: 'Warden', role: 'warden' });
  const added = await t.admin('POST', '/api/hostels', { name, warden: person.json.data._id, supervisor: person.json.data._id, rooms: 10 });
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
  return { id: added.json.data._id as string, password: 'Chosen@2026', token: chosen.json.data.accessToken as string, cookies: chosen.response.headers.getSetCookie() };
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
    const same = await t.call('PUT', '/api/admin/password', { token, body: { currentPassword: added.json.password, newPassword: added.json.password } });
    expect(same).toMatchObject({ status: 400, json: { message: authMessages.sameTemporaryPassword } });
    const chosen = await t.call('PUT', '/api/admin/password', { token, body: { currentPassword: added.json.password, newPassword: 'Mine@2026x' } });
    expect(chosen.status).toBe(200);
    expect(chosen.json.data.mustChangePassword).toBe(false);
    const now = await t.call('POST', '/api/notifications', { token: chosen.json.data.accessToken, body: { title: 'T', message: 'M' } });
    expect(now.status).toBe(200);
  });

  test('the login rules, a known role, a warden with hostels that exist, a free username: else 4xx and nothing added', async () => {
    const before = await accounts();
    expect((await add({ username: 'x', role: 'editor' })).json.message).toBe(USERNAME_RULE);
    expect((await add({ username: '9lives', role: 'editor' })).json.message).toBe(USERNAME_RULE);
    expect((await add({ username: 'someone', role: 'admin' })).json.message).toBe(accountMessages.roleRequired);
    expect((await add({ username: 'someone', role: 'warden' })).json.message).toBe(accountMessages.hostelsRequired);
    expect((await add({ username: 'someone', role: 'warden', hostels: ['no-such-hostel'] })).status).toBe(400);
    const taken = await add({ username: 'ADMIN', role: 'editor' });
    expect(taken).toMatchObject({ status: 409, json: { message: 'That username is already taken.' } });
    expect(await accounts()).toEqual(before);
  });

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
    for (const attempt of [() => change(owner._id, { role: 'editor' }), () => change(owner._id, { disabled: true }), () => t.admin('DELETE', `/api/admin/accounts/${owner._id}`)]) {
      expect(await attempt()).toMatchObject({ status: 409, json: { message: accountMessages.lastOwner } });
    }
    expect((await accounts()).find((account) => account.username === 'admin')).toEqual(owner);

    const second = await add({ username: 'second_owner', role: 'owner' });
    const disabled = await change(second.json.data._id, { disabled: true });
    expect(disabled.json.message).toBe(accountMessages.disabled);
    // A disabled owner cannot sign in, so it does not count.
    expect((await change(owner._id, { role: 'editor' })).status).toBe(409);
    expect((await change(second.json.data._id, { disabled: false })).json.message).toBe(accountMessages.enabled);
    expect((await t.admin('DELETE', `/api/admin/accounts/${second.json.data._id}`)).json.message).toBe(accountMessages.deleted);
  });
});

describe('disabling an account', () => {
  test('ends its sessions at once: its access token, its refresh cookie and its sign-in', async () => {
    const account = await readyAccount('leaving_one');
    expect((await t.call('POST', '/api/notifications', { token: account.token, body: { title: 'T', message: 'M' } })).status).toBe(200);
    await change(account.id, { disabled: true });
    const refused = await t.call('POST', '/api/notifications', { token: account.token, body: { title: 'T', message: 'M' } });
    expect(refused).toMatchObject({ status: 403, json: { message: SESSION_EXPIRED } });
    expect((await t.call('GET', '/api/notifications/admin', { token: account.token })).status).toBe(403);
    const cookies = account.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const xsrf = account.cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split(';')[0].split('=')[1];
    const refresh = await t.call('POST', '/api/admin/refresh', { headers: { cookie: cookies, 'x-xsrf-token': xsrf } });
    expect(refresh.status).toBe(401);
    expect(await t.signIn({ username: 'leaving_one', password: account.password })).toMatchObject({ status: 403, json: { message: ACCOUNT_DISABLED } });

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
    expect((await t.signIn({ username: 'forgetful', password: reset.json.password })).json.mustChangePassword).toBe(true);
  });
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
  expect(login.json).toMatchObject({ message: authMessages.loginSuccessful, username: 'admin', role: 'owner', mustChangePassword: false });
});
