// A backup taken while mail waited in the outbox, restored after the sender
// delivered it or gave up on it: nothing goes twice, and an address the relay
// refused for good since stays refused. SQLite: the restore command's swap of
// the stopped site's folder; PostgreSQL: a restore under the running server.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailSettings } from '../../config';
import { TEST_ENGINE, shownWithin, startTestApp, type TestApp } from '../../testing';
import { startTestRelay, type TestRelay } from '../../testing/smtp-relay';
import { makeTestCa, type TestCa } from '../../../scripts/test-certificates';
import { openDatabase } from '../../db/database';
import { createBackup } from '../../backup/create-backup';
import { restoreBackup, restoreIntoDatabase } from '../../backup/restore-backup';
import { mailMessages } from './texts';
import { startMailSender, type MailSender } from './sender';
import type { MailOverview } from './model';
import { addressHash } from './repo';
import { addNotice } from '../../testing/fixtures';
import { announceUrgentNotices } from '../subscriptions/alerts';
import { signToken } from '../subscriptions/token';

setDefaultTimeout(60_000);

let folder: string;
let ca: TestCa;
let relay: TestRelay;
/** How many times the relay refused gone@example.edu. */
let refused = 0;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'hostel-mail-restore-'));
  ca = makeTestCa(folder);
  relay = await startTestRelay({
    certificate: ca.issue(['127.0.0.1']),
    refuse: (to) => (to === 'gone@example.edu' && ++refused ? { code: 550, text: 'No such user here' } : null),
  });
});
afterAll(async () => {
  await relay.stop();
  rmSync(folder, { recursive: true, force: true });
});

const overview = async (t: TestApp) => (await t.admin('GET', '/api/admin/mail')).json as MailOverview;
const sendTest = (t: TestApp, to: string) => t.admin('POST', '/api/admin/mail/test', { to });
/**
 * Restores `archive`. SQLite: the restore command's swap of the stopped site's folder, the site started again
 * with `start` (its sender null, to start). PostgreSQL: another instance's restore while this one runs on.
 */
async function restoreUnder(t: TestApp, sender: MailSender | null, archive: string, start: () => Promise<TestApp>) {
  if (TEST_ENGINE === 'sqlite') {
    await sender?.stop();
    await t.ctx.db.close();
    const { previousDataDir } = await restoreBackup(archive, t.dataDir);
    rmSync(previousDataDir!, { recursive: true, force: true });
    return { t: await start(), sender: null };
  }
  const restoring = await openDatabase({ engine: 'postgres', url: t.databaseUrl! });
  try {
    await restoreIntoDatabase(archive, restoring);
  } finally {
    await restoring.close();
  }
  return { t, sender };
}

const recipients = () => relay.received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''));

test('a restored backup sends nothing again that the outbox had sent or failed since it was taken', async () => {
  const settings: MailSettings = { relay: `smtp://127.0.0.1:${relay.port}`, from: 'hostels@example.edu', ca: ca.cert };
  const startSender = (t: TestApp) => startMailSender(t.ctx, settings, () => {}, { lookEveryMs: 100 });
  let t = await startTestApp({ mail: settings });
  await sendTest(t, 'warden@example.edu');
  for (const _ of [1, 2, 3]) await sendTest(t, 'gone@example.edu');
  const archive = join(folder, 'queued.tar');
  await createBackup({ db: t.ctx.db, dataDir: t.dataDir }, archive);

  let sender: MailSender | null = startSender(t);
  await shownWithin(10_000, async () => {
    const { counts } = await overview(t);
    return counts.sent === 1 && counts.failed === 3;
  });
  expect(refused).toBe(3);

  ({ t, sender } = await restoreUnder(t, sender, archive, () => startTestApp({ dataDir: t.dataDir, mail: settings })));
  sender ??= startSender(t);

  const undeliverable = await sendTest(t, 'gone@example.edu');
  expect(undeliverable.status).toBe(200);
  // A sender's round takes the oldest mail due first: once the newest has gone, any sent again has gone too.
  await sendTest(t, 'office@example.edu');
  await shownWithin(10_000, async () => recipients().includes('office@example.edu'));
  await sender!.stop();

  expect(recipients()).toEqual(['warden@example.edu', 'office@example.edu']);
  expect(refused).toBe(3);
  const { counts, messages } = await overview(t);
  expect(counts).toEqual({ queued: 0, sent: 2, failed: 4 });
  expect(messages.find((message) => message.to === 'warden@example.edu')).toMatchObject({
    status: 'sent',
    attempts: 1,
    lastError: null,
  });
  expect(messages.filter((message) => message.to === 'gone@example.edu')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ status: 'failed', attempts: 0, lastError: mailMessages.undeliverable }),
    ]),
  );
  for (const message of messages.filter((message) => message.to === 'gone@example.edu' && message.attempts > 0))
    expect(message).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
  await t.stop();
});

test('a restored backup mails no one who unsubscribed since, and announces no notice again', async () => {
  const settings: MailSettings = { relay: `smtp://127.0.0.1:${relay.port}`, from: 'hostels@example.edu', ca: ca.cert };
  const start = (dataDir?: string) =>
    startTestApp({ ...(dataDir && { dataDir }), mail: settings, publicUrl: 'https://hostels.example.edu' });
  let t = await start();
  const subscriber = async (address: string) => {
    const id = address.split('@')[0];
    await t.ctx.db.write((tx) =>
      tx.run(
        `INSERT INTO subscribers (id, address, address_hash, language, urgent, digest, menu_hostel, confirmed_at,
           asked_at, asked_count, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'en', 1, 'none', NULL, ?4, ?4, 1, ?4, ?4)`,
        id,
        address,
        addressHash(address),
        new Date().toISOString(),
      ),
    );
    return signToken(t.ctx.secret, 'manage', id);
  };
  const leaving = await subscriber('leaver@example.edu');
  await subscriber('stayer@example.edu');
  const soon = new Date(Date.now() + 1000).toISOString();
  await addNotice(t, { title: 'Due after the backup', priority: 'urgent', publishAt: soon });
  const archive = join(folder, 'subscribed.tar');
  await createBackup({ db: t.ctx.db, dataDir: t.dataDir }, archive);

  await shownWithin(10_000, async () => Date.now() > Date.parse(soon));
  expect(await t.ctx.db.write((tx) => announceUrgentNotices(t.ctx, tx))).toBe(2);
  expect((await t.call('POST', '/api/subscriptions/unsubscribe', { body: { token: leaving } })).status).toBe(200);

  ({ t } = await restoreUnder(t, null, archive, () => start(t.dataDir)));
  expect(await t.ctx.db.write((tx) => announceUrgentNotices(t.ctx, tx))).toBe(0);
  const left = await t.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM subscribers WHERE id = 'leaver'");
  expect(Number(left!.n)).toBe(0);
  await addNotice(t, { title: 'After the restore', priority: 'urgent' });
  const queued = await t.ctx.db.all<{ to_address: string }>(
    "SELECT to_address FROM mail_outbox WHERE subject = 'Urgent notice: After the restore'",
  );
  expect(queued.map((row) => row.to_address)).toEqual(['stayer@example.edu']);
  await t.stop();
});
