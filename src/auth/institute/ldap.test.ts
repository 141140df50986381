// Sign-in through the institute's LDAP directory (Debian's slapd, started by
// the test with TLS): a bind as the person found, refusals for a wrong or empty
// password, filter injection and a locked entry, StartTLS and ldaps://, a
// directory that is down, and a session ended when the entry is locked.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { LdapSettings } from '../../config';
import { type TestApp, startTestApp } from '../../testing';
import { addLinkedAccount } from '../../testing/fixtures';
import { DIRECTORY, type TestDirectory, startDirectory } from '../../testing/ldap-directory';
import { twoStepMessages } from '../rules';
import { setTwoStepRequired } from '../two-step';
import { SIGNED_OUT_BECAUSE, recheckSession } from './recheck';
import { INSTITUTE_OUTCOMES, instituteMessages } from './texts';

setDefaultTimeout(60_000);

let directory: TestDirectory;
let t: TestApp;
const settings = (url: string): LdapSettings => ({
  url,
  bindDn: DIRECTORY.service,
  bindPassword: DIRECTORY.servicePassword,
  searchBase: DIRECTORY.base,
  userFilter: DIRECTORY.userFilter,
  ca: directory.caPem,
});

beforeAll(async () => {
  directory = await startDirectory();
  t = await startTestApp({ institute: { oidc: null, ldap: settings(directory.ldapUrl) } });
});
afterAll(async () => {
  await t?.stop();
  await directory?.stop();
});

const signIn = (username: string, password: string, app = t) =>
  app.call('POST', '/api/admin/ldap/login', { body: { username, password } });

/** A person in the directory and the account an owner linked to them. */
async function linkedPerson(uid: string, username: string, password = `${uid}-Pass#1`) {
  await directory.addPerson(uid, password);
  await addLinkedAccount(t, username, 'ldap', uid);
  return password;
}

describe('signing in with the directory', () => {
  test('over StartTLS, the person found by the filter signs in as the account linked to them', async () => {
    const password = await linkedPerson('r.kumar', 'warden_rk');
    const signedIn = await signIn('r.kumar', password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ username: 'warden_rk', role: 'editor', signIn: 'ldap' });
    const entry = (await t.admin('GET', '/api/admin/activity?action=sign-in&actor=warden_rk')).json.entries[0];
    expect(entry.changes[0].after).toContain('LDAP');
  });

  test('over ldaps:// too', async () => {
    const password = await linkedPerson('a.rao', 'office_rao');
    const overLdaps = await startTestApp({ institute: { oidc: null, ldap: settings(directory.ldapsUrl) } });
    try {
      await addLinkedAccount(overLdaps, 'office_rao', 'ldap', 'a.rao');
      expect((await signIn('a.rao', password, overLdaps)).status).toBe(200);
    } finally {
      await overLdaps.stop();
    }
  });

  test('a wrong password, an empty one, and filter injection are refused', async () => {
    const password = await linkedPerson('s.iyer', 'warden_si');
    const wrong = await signIn('s.iyer', `${password}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(instituteMessages.directoryFailed);
    const empty = await signIn('s.iyer', '');
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(instituteMessages.directoryPasswordRequired);
    // Escaped, these find no one: they never reach another entry's bind.
    for (const username of ['*)(uid=*', '*', 's.iyer)(|(uid=*', 's.i*'])
      expect((await signIn(username, password)).status).toBe(401);
  });

  test('renewing a session that ended, only the same account signs in', async () => {
    const password = await linkedPerson('same.one', 'warden_so');
    const renew = (account: string) =>
      t.call('POST', '/api/admin/ldap/login', { body: { username: 'same.one', password, account } });
    const other = await renew('warden_rk');
    expect(other.status).toBe(403);
    expect(other.json.message).toBe(instituteMessages.anotherAccount('warden_rk'));
    expect((await renew('warden_so')).status).toBe(200);
  });

  test('a locked entry fails the lookup', async () => {
    const password = await linkedPerson('locked.one', 'warden_lo');
    await directory.lock('locked.one');
    expect((await signIn('locked.one', password)).status).toBe(401);
  });

  test('a person no account is linked to is told so', async () => {
    await directory.addPerson('new.person', 'New#Person1');
    const refused = await signIn('new.person', 'New#Person1');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(INSTITUTE_OUTCOMES.unknown);
  });

  test('a directory account keeps our two-step sign-in', async () => {
    const password = await linkedPerson('two.step', 'warden_ts');
    await setTwoStepRequired(t.ctx.db, true);
    try {
      const asked = await signIn('two.step', password);
      expect(asked.json).toMatchObject({ twoStep: 'setup', message: twoStepMessages.setUpRequired });
    } finally {
      await setTwoStepRequired(t.ctx.db, false);
    }
  });

  test('the directory down: sign-in is unavailable, and nothing is said of the account', async () => {
    const down = await startTestApp({ institute: { oidc: null, ldap: settings('ldap://127.0.0.1:9') } });
    try {
      const unavailable = await signIn('r.kumar', 'anything', down);
      expect(unavailable.status).toBe(503);
      expect(unavailable.json.message).toBe(instituteMessages.directoryUnavailable);
    } finally {
      await down.stop();
    }
  });
});

test('a session ends when its entry is locked in the directory', async () => {
  const password = await linkedPerson('leaving', 'warden_lv');
  expect((await signIn('leaving', password)).status).toBe(200);
  const { id } = (await t.ctx.db.get<{ id: string }>(
    'SELECT s.id AS id FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id WHERE a.username = ?',
    'warden_lv',
  ))!;
  expect(await recheckSession(t.ctx, id)).toBe(true);
  await directory.lock('leaving');
  expect(await recheckSession(t.ctx, id)).toBe(false);
  const log = await t.admin('GET', '/api/admin/activity?action=sign-out&actor=warden_lv');
  expect(log.json.entries[0].changes[0].after).toBe(SIGNED_OUT_BECAUSE.refused);
});
