// Mail for the office: owners give accounts an address; each account chooses
// in its profile which of the office's mails it gets, among those its role may
// see; new feedback, a failed scheduled backup and two-step sign-in turned off
// reach the accounts that chose them, read back from a real SMTP server.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { TEST_ENGINE, shownWithin } from '../../testing';
import { mailingTestAppBeforeAll } from '../../testing/smtp-relay';
import { backupsFolder } from '../../backup/backup-folder';
import { runScheduledBackupIfDue } from '../../backup/backup-schedule';
import { officeMailMessages, type OfficeMail } from './texts';
import { officeMailFor, setOwnOfficeMail } from './office';

setDefaultTimeout(60_000);

const { t, mailsTo, settled } = mailingTestAppBeforeAll({
  feedback: { minFillMs: 0, perAddress: 50, windowMs: 3_600_000 },
});
const adminId = async (username: string) =>
  ((await t.admin('GET', '/api/admin/accounts')).json as { _id: string; username: string }[]).find(
    (account) => account.username === username,
  )!._id;

let owners = 0;
/** A test's own owner account with an address of its own, having chosen `chosen`: the address. */
async function ownerChoosing(chosen: OfficeMail[]) {
  const username = `office_${++owners}`;
  const email = `${username}@example.edu`;
  const created = await t.admin('POST', '/api/admin/accounts', { username, role: 'owner', email });
  expect(created.status).toBe(200);
  await t.ctx.db.write((tx) => setOwnOfficeMail(tx, created.json.data._id, chosen));
  return email;
}

test('an owner gives an account its address; the account chooses among the mails its role may get', async () => {
  const id = await adminId('admin');
  const set = await t.admin('PUT', `/api/admin/accounts/${id}`, { email: 'office@example.edu' });
  expect(set.status).toBe(200);
  expect(set.json.data.email).toBe('office@example.edu');
  expect((await t.admin('PUT', `/api/admin/accounts/${id}`, { email: 'not an address' })).status).toBe(400);

  expect((await t.admin('GET', '/api/admin/mail/mine')).json).toEqual({
    email: 'office@example.edu',
    offered: ['feedback', 'backup failed', 'certificate', 'new device', 'two-step off', 'account request'],
    chosen: [],
  });
  const saved = await t.admin('PUT', '/api/admin/mail/mine', { chosen: ['two-step off', 'feedback', 'backup failed'] });
  expect(saved.json).toEqual({ message: officeMailMessages.saved });
  expect((await t.admin('GET', '/api/admin/mail/mine')).json.chosen).toEqual([
    'feedback',
    'backup failed',
    'two-step off',
  ]);

  // An editor sees no backups, a warden neither backups nor the Inbox.
  expect(officeMailFor('editor')).toEqual(['feedback', 'new device', 'two-step off']);
  expect(officeMailFor('warden')).toEqual(['new device', 'two-step off']);
});

test('new feedback reaches the accounts that chose it, with a link to the Inbox', async () => {
  const office = await ownerChoosing(['feedback']);
  const form = (await t.call('GET', '/api/feedback/form')).json.token;
  await t.call('POST', '/api/feedback', {
    body: { message: 'The Block C geyser is broken.', name: 'Asha', issued: form },
  });
  await shownWithin(10_000, async () => mailsTo(office).length === 1);
  const [mail] = mailsTo(office);
  expect(mail.subject).toBe('New feedback on Institute Hostels');
  expect(mail.text).toContain('Asha sent the hostel office a message:\n\nThe Block C geyser is broken.');
  expect(mail.text).toContain('https://hostels.example.edu/admin?panel=inbox');
});

// On PostgreSQL the backups are kept in the database, where no file can stand in the way.
test.skipIf(TEST_ENGINE === 'postgres')('a failed scheduled backup is mailed to the owners who chose it', async () => {
  const office = await ownerChoosing(['backup failed']);
  writeFileSync(backupsFolder(t.dataDir), 'in the way');
  const made = await runScheduledBackupIfDue(
    t.ctx.backups,
    { everyHours: 24, keep: 0 },
    () => {},
    () => {},
    Date.now(),
    (reason) => t.ctx.db.write((tx) => t.ctx.mail.office(tx, { kind: 'backup failed', reason })),
  );
  expect(made).toBeNull();
  await shownWithin(10_000, async () => mailsTo(office).length === 1);
  expect(mailsTo(office)[0].subject).toBe('A scheduled backup of Institute Hostels failed');
});

test("an owner resetting an account's two-step sign-in mails that account, if it chose so", async () => {
  const created = await t.admin('POST', '/api/admin/accounts', {
    username: 'mail_editor',
    role: 'editor',
    email: 'editor@example.edu',
  });
  expect(created.json.data.email).toBe('editor@example.edu');
  const id = created.json.data._id;
  await t.ctx.db.write(async (tx) => {
    await setOwnOfficeMail(tx, id, ['two-step off']);
    // As if it had set two-step up: a key is all the reset looks for.
    await tx.run("UPDATE admins SET totp_secret = 'sealed key' WHERE id = ?", id);
  });
  expect((await t.admin('DELETE', `/api/admin/accounts/${id}/two-step`)).status).toBe(200);
  await shownWithin(10_000, async () => mailsTo('editor@example.edu').length === 1);
  const [mail] = mailsTo('editor@example.edu');
  expect(mail.subject).toBe('Two-step sign-in was turned off for mail_editor');
  expect(mail.text).toContain('for the account mail_editor on Institute Hostels, by admin.');
});

test('choosing a mail the role may not get is refused; without choices, nothing comes', async () => {
  const id = await adminId('admin');
  await t.admin('PUT', `/api/admin/accounts/${id}`, { email: 'office@example.edu' });
  const refused = await t.admin('PUT', '/api/admin/mail/mine', { chosen: ['newsletter'] });
  expect(refused.status).toBe(400);
  await t.admin('PUT', '/api/admin/mail/mine', { chosen: [] });
  const before = mailsTo('office@example.edu').length;
  const form = (await t.call('GET', '/api/feedback/form')).json.token;
  await t.call('POST', '/api/feedback', { body: { message: 'Another message.', issued: form } });
  await settled();
  expect(mailsTo('office@example.edu')).toHaveLength(before);
  await t.admin('PUT', `/api/admin/accounts/${id}`, { email: '' });
  expect((await t.admin('GET', '/api/admin/mail/mine')).json.email).toBeNull();
});
