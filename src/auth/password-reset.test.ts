// A forgotten password: a link mailed to the account's address (read back
// from a real SMTP server), the same answer whoever is asked for, a limit
// as sign-in's, one use within 30 minutes, every session ended, and the
// two-step code still asked.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { TEST_PASSWORD, shownWithin, startTestApp } from '../testing';
import { mailingTestAppBeforeAll } from '../testing/smtp-relay';
import { hashPassword } from './password-hash';
import { insertAdmin, insertReset } from './repo';
import { PASSWORD_RULE, passwordResetMessages, twoStepMessages } from './rules';
import { hashToken } from './sessions';
import { base32Decode, totp } from './totp';
import { setTwoStepRequired } from './two-step';

setDefaultTimeout(60_000);

const WINDOW_MS = 15 * 60 * 1000;
const NEW_PASSWORD = 'Fresh#Pass42';
let clock = Date.now();

const { t, mailsTo, settled } = mailingTestAppBeforeAll({
  login: { perUsername: 5, perAddress: 20, windowMs: WINDOW_MS, now: () => clock },
});

const newWindow = () => void (clock += WINDOW_MS + 1);
const ask = (username: string) => t.call('POST', '/api/admin/password-reset', { body: { username } });
const linkOf = (token: string) => t.call('POST', '/api/admin/password-reset/link', { body: { token } });
const choose = (body: { token: string; newPassword: string; code?: string }) =>
  t.call('POST', '/api/admin/password-reset/new-password', { body });

/** A new account with `email` (or none), signed in once; its id and access token. */
async function account(username: string, password: string, email: string | null) {
  const id = await insertAdmin(t.ctx.db, username, await hashPassword(password));
  if (email) expect((await t.admin('PUT', `/api/admin/accounts/${id}`, { email })).status).toBe(200);
  return { id, token: (await t.login(username, password)).token };
}

/** The token of the newest reset mail to `to`, after waiting for it to arrive. */
async function tokenMailedTo(to: string, count: number) {
  await shownWithin(10_000, async () => mailsTo(to).length === count);
  const mail = mailsTo(to).at(-1)!;
  return mail.text!.match(/reset-password#token=([\w-]+)/)![1];
}

test('the sign-in page offers a forgotten password only where mail can be sent with links back', async () => {
  expect((await t.call('GET', '/api/admin/sign-in-options')).json).toEqual({ passwordReset: true, institute: [] });
  const withoutMail = await startTestApp();
  try {
    expect((await withoutMail.call('GET', '/api/admin/sign-in-options')).json).toEqual({
      passwordReset: false,
      institute: [],
    });
    const refused = await withoutMail.call('POST', '/api/admin/password-reset', { body: { username: 'admin' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(passwordResetMessages.notSetUp);
  } finally {
    await withoutMail.stop();
  }
});

test('a link goes to the address; everyone else asked for gets the same answer and no mail', async () => {
  await account('reader_one', 'Reader#One1', 'reader.one@example.edu');
  await account('no_address', 'NoAddress#1', null);
  const disabled = await account('gone_warden', 'Gone#Warden1', 'gone@example.edu');
  expect((await t.admin('PUT', `/api/admin/accounts/${disabled.id}`, { disabled: true })).status).toBe(200);

  for (const username of ['reader_one', 'no_address', 'gone_warden', 'nobody_here']) {
    const answer = await ask(username);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: passwordResetMessages.linkSent });
  }
  const token = await tokenMailedTo('reader.one@example.edu', 1);
  const [mail] = mailsTo('reader.one@example.edu');
  expect(mail.subject).toBe('Choose a new password for Institute Hostels');
  expect(mail.text).toContain('for the account reader_one on Institute Hostels');
  expect(mail.text).toContain(`https://hostels.example.edu/admin/reset-password#token=${token}`);
  expect(mail.text).toContain('within 30 minutes');
  // Give the sender time to have sent anything else queued: nothing went to the disabled account.
  await settled();
  expect(mailsTo('gone@example.edu')).toEqual([]);
  expect(mailsTo('reader.one@example.edu')).toHaveLength(1);
});

test('the link sets a new password once, ends every session and signs in', async () => {
  const { token: session } = await account('reader_two', 'Reader#Two2', 'reader.two@example.edu');
  await ask('reader_two');
  const token = await tokenMailedTo('reader.two@example.edu', 1);

  expect((await linkOf(token)).json).toEqual({ username: 'reader_two', twoStep: false });
  const weak = await choose({ token, newPassword: 'short' });
  expect(weak.status).toBe(400);
  expect(weak.json.message).toBe(PASSWORD_RULE);

  const done = await choose({ token, newPassword: NEW_PASSWORD });
  expect(done.status).toBe(200);
  expect(done.json).toMatchObject({ username: 'reader_two', accessToken: expect.any(String) });
  expect(done.response.headers.getSetCookie().some((cookie) => cookie.startsWith('hostel_refresh='))).toBe(true);

  // The session from before is over; the old password no longer signs in, the new one does.
  expect((await t.call('GET', '/api/admin/mail/mine', { token: session })).status).not.toBe(200);
  expect((await t.signIn({ username: 'reader_two', password: 'Reader#Two2' })).status).toBe(401);
  expect((await t.signIn({ username: 'reader_two', password: NEW_PASSWORD })).status).toBe(200);

  for (const used of [await linkOf(token), await choose({ token, newPassword: 'Another#Pass3' })]) {
    expect(used.status).toBe(410);
    expect(used.json.message).toBe(passwordResetMessages.linkEnded);
  }
  const log = (await t.admin('GET', '/api/admin/activity?entity=accounts')).json.entries as {
    name: string;
    actor: string;
    changes: { field: string }[];
  }[];
  expect(
    log.find((entry) => entry.changes[0]?.field === 'password, through a link mailed to the account'),
  ).toMatchObject({ name: 'reader_two', actor: 'reader_two' });
});

test('only the newest link works, and none after the password changes or its 30 minutes', async () => {
  const { id, token: session } = await account('reader_three', 'Reader#Three3', 'reader.three@example.edu');
  await ask('reader_three');
  const first = await tokenMailedTo('reader.three@example.edu', 1);
  await ask('reader_three');
  const second = await tokenMailedTo('reader.three@example.edu', 2);
  expect((await linkOf(first)).status).toBe(410);
  expect((await linkOf(second)).status).toBe(200);

  const changed = await t.call('PUT', '/api/admin/password', {
    token: session,
    body: { currentPassword: 'Reader#Three3', newPassword: NEW_PASSWORD },
  });
  expect(changed.status).toBe(200);
  expect((await linkOf(second)).status).toBe(410);

  await insertReset(t.ctx.db, hashToken('an-old-link'), id, new Date(Date.now() - 1000).toISOString());
  expect((await linkOf('an-old-link')).status).toBe(410);
  expect((await linkOf('never-mailed')).status).toBe(410);
});

test('with two-step sign-in, the new password needs a code from the app', async () => {
  const { token: session } = await account('reader_four', 'Reader#Four4', 'reader.four@example.edu');
  const begun = await t.call('POST', '/api/admin/two-step/setup', {
    token: session,
    body: { currentPassword: 'Reader#Four4' },
  });
  const key = base32Decode(begun.json.data.secret)!;
  const code = (at = clock) => totp(key, at / 1000);
  expect((await t.call('POST', '/api/admin/two-step/confirm', { token: session, body: { code: code() } })).status).toBe(
    200,
  );
  clock += 30_000;

  await ask('reader_four');
  const token = await tokenMailedTo('reader.four@example.edu', 1);
  expect((await linkOf(token)).json).toEqual({ username: 'reader_four', twoStep: true });
  const noCode = await choose({ token, newPassword: NEW_PASSWORD });
  expect(noCode.status).toBe(400);
  expect(noCode.json.message).toBe(passwordResetMessages.codeNeeded);
  const wrong = await choose({ token, newPassword: NEW_PASSWORD, code: '000000' === code() ? '111111' : '000000' });
  expect(wrong.status).toBe(401);
  expect(wrong.json.message).toBe(twoStepMessages.wrongCode);
  // The password stays until the code is right.
  expect((await t.signIn({ username: 'reader_four', password: 'Reader#Four4' })).json.twoStep).toBe('code');

  const done = await choose({ token, newPassword: NEW_PASSWORD, code: code() });
  expect(done.status).toBe(200);
  expect(done.json.username).toBe('reader_four');
  // Signing in afterwards still asks for the code.
  expect((await t.signIn({ username: 'reader_four', password: NEW_PASSWORD })).json.twoStep).toBe('code');
});

test('where every account must have two-step, the new password leads to setting it up', async () => {
  await account('reader_five', 'Reader#Five5', 'reader.five@example.edu');
  await ask('reader_five');
  const token = await tokenMailedTo('reader.five@example.edu', 1);
  await setTwoStepRequired(t.ctx.db, true);
  try {
    const done = await choose({ token, newPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ twoStep: 'setup', challenge: expect.any(String) });
    expect(done.json.accessToken).toBeUndefined();
  } finally {
    await setTwoStepRequired(t.ctx.db, false);
  }
});

test('asking is limited as sign-in is, per name asked for and per address, known or not', async () => {
  newWindow();
  for (let i = 0; i < 5; i++) expect((await ask('nobody_at_all')).status).toBe(200);
  const refused = await ask('nobody_at_all');
  expect(refused.status).toBe(429);
  expect(refused.json.message).toBe(passwordResetMessages.tooMany(15));
  expect(refused.response.headers.get('retry-after')).toEqual(expect.any(String));
  // Sign-in's own count is apart: the admin still signs in.
  expect((await t.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(200);
  newWindow();
  expect((await ask('nobody_at_all')).status).toBe(200);
});
