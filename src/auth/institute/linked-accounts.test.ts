// An account an owner links to the institute signs in only through it: every
// local way (the password form, the profile's password and username, a mailed
// reset link, the reset-password command) refuses it, and the site always
// keeps an owner who signs in with a password.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { resetPasswordCommand } from '../../cli/reset-password';
import { mailingTestAppBeforeAll } from '../../testing/smtp-relay';
import { TEST_PASSWORD, startTestApp } from '../../testing';
import { passwordResetMessages } from '../rules';
import { SESSION_EXPIRED } from '../guard';
import { insertReset } from '../repo';
import { hashToken } from '../sessions';
import { instituteMessages } from './texts';

setDefaultTimeout(60_000);

const OIDC = { issuer: 'https://login.example.edu', clientId: 'hostel', clientSecret: null, ca: null, domain: null };
const { t, mailsTo, settled } = mailingTestAppBeforeAll({ institute: { oidc: OIDC, ldap: null } });

const accounts = () => t.admin('GET', '/api/admin/accounts');
const link = (id: string, instituteLogin: string) =>
  t.admin('PUT', `/api/admin/accounts/${id}`, { signIn: 'oidc', instituteLogin });

/** A password account with its own chosen password and address, signed in; its id and session. */
async function passwordAccount(username: string, role = 'editor') {
  const added = await t.admin('POST', '/api/admin/accounts', { username, role, email: `${username}@example.edu` });
  const first = await t.login(username, added.json.password);
  const chosen = await t.call('PUT', '/api/admin/password', {
    token: first.token,
    body: { currentPassword: added.json.password, newPassword: 'Chosen@2026' },
  });
  return { id: added.json.data._id as string, token: chosen.json.data.accessToken as string };
}

describe('linking an account to the institute', () => {
  test('the sign-in page and the Accounts panel offer the ways this site has set up', async () => {
    expect((await t.call('GET', '/api/admin/sign-in-options')).json).toEqual({
      passwordReset: true,
      institute: ['oidc'],
    });
  });

  test('a new institute account has no one-time password, and says how it signs in', async () => {
    const added = await t.admin('POST', '/api/admin/accounts', {
      username: 'new_warden',
      role: 'editor',
      signIn: 'oidc',
      instituteLogin: 'New.Warden@example.edu',
    });
    expect(added.status).toBe(200);
    expect(added.json.password).toBeNull();
    expect(added.json.data).toMatchObject({ signIn: 'oidc', instituteLogin: 'New.Warden@example.edu' });
    const listed = (await accounts()).json.find((account: { username: string }) => account.username === 'new_warden');
    expect(listed).toMatchObject({ signIn: 'oidc', mustChangePassword: false });
  });

  test('linking signs the account out everywhere; its login must be an address no other account has', async () => {
    const { id, token } = await passwordAccount('linked_one');
    expect((await link(id, 'not an address')).json.message).toBe(instituteMessages.loginRequired('oidc'));
    const linked = await link(id, 'linked.one@example.edu');
    expect(linked.status).toBe(200);
    expect(linked.json.data).toMatchObject({ signIn: 'oidc', instituteLogin: 'linked.one@example.edu' });
    expect((await t.call('GET', '/api/admin/two-step', { token })).json.message).toBe(SESSION_EXPIRED);
    const other = await passwordAccount('linked_two');
    const taken = await link(other.id, 'LINKED.ONE@example.edu');
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(instituteMessages.loginTaken);
  });

  test('a way the site has not set up cannot be linked', async () => {
    const { id } = await passwordAccount('no_ldap');
    const refused = await t.admin('PUT', `/api/admin/accounts/${id}`, { signIn: 'ldap', instituteLogin: 'no.ldap' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(instituteMessages.notSetUp('ldap'));
  });

  test('a reset password makes an institute account sign in with a password again', async () => {
    const { id } = await passwordAccount('back_home');
    await link(id, 'back.home@example.edu');
    const reset = await t.admin('POST', `/api/admin/accounts/${id}/password`);
    expect(reset.json.data).toMatchObject({ signIn: 'password', instituteLogin: null, mustChangePassword: true });
    expect((await t.signIn({ username: 'back_home', password: reset.json.password })).status).toBe(200);
  });
});

describe('a linked account is refused by every local way', () => {
  test('the sign-in form says it signs in through the institute, and the failure is logged with why', async () => {
    const { id } = await passwordAccount('form_refused');
    await link(id, 'form.refused@example.edu');
    const refused = await t.signIn({ username: 'form_refused', password: 'Chosen@2026' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(instituteMessages.signsInThroughInstitute);
    const log = await t.admin('GET', '/api/admin/activity?action=failed%20sign-in');
    expect(log.json.entries[0]).toMatchObject({
      name: 'form_refused',
      changes: expect.arrayContaining([
        expect.objectContaining({ after: 'the account signs in through the institute' }),
      ]),
    });
  });

  test("the profile's password and username changes refuse it", async () => {
    const { id, token } = await passwordAccount('profile_one');
    // Linking ends its sessions: an owner links it while it is signed in elsewhere, so sign in before.
    const session = await t.call('GET', '/api/admin/two-step', { token });
    expect(session.status).toBe(200);
    await t.ctx.db.run("UPDATE admins SET sign_in = 'oidc', institute_login = 'p@example.edu' WHERE id = ?", id);
    for (const [path, body] of [
      ['/api/admin/password', { currentPassword: 'Chosen@2026', newPassword: 'Another@2026' }],
      ['/api/admin/username', { currentPassword: 'Chosen@2026', newUsername: 'profile_two' }],
    ] as const) {
      const refused = await t.call('PUT', path, { token, body });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(instituteMessages.signsInThroughInstitute);
    }
  });

  test('a forgotten password mails it no link, and a link mailed before it was linked stops working', async () => {
    const { id } = await passwordAccount('mail_refused');
    const early = 'a-token-mailed-before-linking';
    await insertReset(t.ctx.db, hashToken(early), id, new Date(Date.now() + 60_000).toISOString());
    await link(id, 'mail.refused@example.edu');
    const asked = await t.call('POST', '/api/admin/password-reset', { body: { username: 'mail_refused' } });
    expect(asked.json.message).toBe(passwordResetMessages.linkSent);
    await settled();
    expect(mailsTo('mail_refused@example.edu')).toHaveLength(0);
    const opened = await t.call('POST', '/api/admin/password-reset/link', { body: { token: early } });
    expect(opened.status).toBe(410);
    // Linked without going through the console (as a restored backup might have it), a live link is refused too.
    await t.ctx.db.run("UPDATE admins SET sign_in = 'password' WHERE id = ?", id);
    await insertReset(t.ctx.db, hashToken(early), id, new Date(Date.now() + 60_000).toISOString());
    await t.ctx.db.run("UPDATE admins SET sign_in = 'oidc' WHERE id = ?", id);
    expect((await t.call('POST', '/api/admin/password-reset/link', { body: { token: early } })).status).toBe(410);
  });

  test('the reset-password command refuses it', async () => {
    const { id } = await passwordAccount('command_one');
    await link(id, 'command.one@example.edu');
    process.env.HOSTEL_NEW_PASSWORD = 'Command@2026';
    try {
      const store = t.databaseUrl ? ['--database', t.databaseUrl] : [];
      await expect(resetPasswordCommand(['command_one', '--data', t.dataDir, ...store])).rejects.toThrow(
        instituteMessages.signsInThroughInstitute,
      );
    } finally {
      delete process.env.HOSTEL_NEW_PASSWORD;
    }
  });
});

describe('the site keeps an owner who signs in with a password', () => {
  test('the last one cannot be linked; with another, it can', async () => {
    const alone = await startTestApp({ institute: { oidc: OIDC, ldap: null } });
    try {
      const admin = (await alone.admin('GET', '/api/admin/accounts')).json[0];
      const refused = await alone.admin('PUT', `/api/admin/accounts/${admin._id}`, {
        signIn: 'oidc',
        instituteLogin: 'admin@example.edu',
      });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(instituteMessages.lastPasswordOwner);
      const institute = await alone.admin('POST', '/api/admin/accounts', {
        username: 'inst_owner',
        role: 'owner',
        signIn: 'oidc',
        instituteLogin: 'owner@example.edu',
      });
      // An institute owner is no password owner: the first stays the last.
      expect(institute.status).toBe(200);
      expect((await alone.admin('PUT', `/api/admin/accounts/${admin._id}`, { role: 'editor' })).status).toBe(409);
      await alone.admin('POST', '/api/admin/accounts', { username: 'second_owner', role: 'owner' });
      expect(
        (await alone.admin('PUT', `/api/admin/accounts/${admin._id}`, { signIn: 'oidc', instituteLogin: 'a@x.edu' }))
          .status,
      ).toBe(200);
      expect((await alone.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(403);
    } finally {
      await alone.stop();
    }
  });
});
