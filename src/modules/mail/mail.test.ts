// The outbox and its sender against a real SMTP server in this process: STARTTLS
// required on smtp://, implicit TLS on smtps://, the relay down for a while
// (nothing lost, nothing doubled), a refusal for good, a restart mid-queue, and
// two instances on one PostgreSQL database sending each message once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailSettings } from '../../config';
import { TEST_ENGINE, shownWithin, startTestApp, type TestApp } from '../../testing';
import { startTestRelay, type TestRelay } from '../../testing/smtp-relay';
import { makeTestCa, type TestCa } from '../../../scripts/test-certificates';
import { SITE_NAME } from '../../institute';
import { mailMessages } from './texts';
import { startMailSender, type MailSender } from './sender';
import type { MailOverview } from './model';

setDefaultTimeout(60_000);

const FROM = 'Hostel Office <hostels@example.edu>';
let folder: string;
let ca: TestCa;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'hostel-mail-'));
  ca = makeTestCa(folder);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const settingsFor = (relay: string): MailSettings => ({ relay, from: FROM, ca: ca.cert });

/** An app whose mail goes to `relay`, with its sender looking every 100 ms. */
async function appSending(relay: string, options: Parameters<typeof startTestApp>[0] = {}) {
  const settings = settingsFor(relay);
  const t = await startTestApp({ ...options, mail: settings });
  const warnings: string[] = [];
  const sender = startMailSender(t.ctx, settings, (line) => warnings.push(line), { lookEveryMs: 100 });
  return { t, sender, warnings };
}

const overview = async (t: TestApp) => (await t.admin('GET', '/api/admin/mail')).json as MailOverview;
const sendTest = (t: TestApp, to: string) => t.admin('POST', '/api/admin/mail/test', { to });

describe('without a relay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  test('the panel says mail is not set up, and a test mail is refused with how to set it up', async () => {
    expect(await overview(t)).toEqual({
      configured: false,
      from: null,
      relay: null,
      counts: { queued: 0, sent: 0, failed: 0 },
      messages: [],
    });
    const refused = await sendTest(t, 'warden@example.edu');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(mailMessages.notConfigured);
  });

  test('a test mail needs an address', async () => {
    const refused = await sendTest(t, 'not an address');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(mailMessages.addressInvalid);
  });
});

describe('through a relay offering STARTTLS', () => {
  // Each test's own relay and site: what it counts is what it sent.
  let relay: TestRelay;
  let sending: Awaited<ReturnType<typeof appSending>>;
  beforeEach(async () => {
    relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']) });
    sending = await appSending(`smtp://127.0.0.1:${relay.port}`);
  });
  afterEach(async () => {
    await sending.sender.stop();
    await sending.t.stop();
    await relay.stop();
  });

  test('a test mail arrives from the sender, with its subject and text, and is listed as sent', async () => {
    const { t } = sending;
    const queued = await sendTest(t, 'warden@example.edu');
    expect(queued.status).toBe(200);
    expect(queued.json.message).toBe(mailMessages.testQueued('warden@example.edu'));
    await shownWithin(10_000, async () => relay.received.length === 1);
    const [mail] = relay.received;
    expect(mail.from?.text).toBe('"Hostel Office" <hostels@example.edu>');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('warden@example.edu');
    expect(mail.subject).toBe(`Test mail from ${SITE_NAME}`);
    expect(mail.text).toContain("sent from the console's Mail panel");
    await shownWithin(5_000, async () => (await overview(t)).counts.sent === 1);
    const { configured, from, relay: shown, messages } = await overview(t);
    expect({ configured, from, shown }).toEqual({
      configured: true,
      from: FROM,
      shown: `smtp://127.0.0.1:${relay.port}`,
    });
    expect(messages[0]).toMatchObject({ to: 'warden@example.edu', status: 'sent', attempts: 1, lastError: null });
  });

  test("sending keeps the site's cached responses: the outbox is no page's data", async () => {
    const { t } = sending;
    await sendTest(t, 'office@example.edu');
    const stamp = t.ctx.db.changeStamp();
    await shownWithin(10_000, async () => relay.received.length === 1);
    await shownWithin(5_000, async () => (await overview(t)).counts.sent === 1);
    expect(t.ctx.db.changeStamp()).toBe(stamp);
  });

  test('only owners see the outbox and send a test mail', async () => {
    const { t } = sending;
    const added = await t.admin('POST', '/api/admin/accounts', { username: 'mail_editor', role: 'editor' });
    const first = await t.signIn({ username: 'mail_editor', password: added.json.password });
    const changed = await t.call('PUT', '/api/admin/password', {
      token: first.json.accessToken,
      body: { currentPassword: added.json.password, newPassword: 'Office@2026' },
    });
    const editor = changed.json.data.accessToken as string;
    expect((await t.call('GET', '/api/admin/mail', { token: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/mail')).status).toBe(401);
  });
});

describe('smtp:// never sends in clear unless the URL allows it', () => {
  let relay: TestRelay;
  beforeEach(async () => {
    relay = await startTestRelay();
  });
  afterEach(() => relay.stop());

  test('a relay without STARTTLS gets nothing; the message waits with the reason', async () => {
    const { t, sender, warnings } = await appSending(`smtp://127.0.0.1:${relay.port}`);
    await sendTest(t, 'warden@example.edu');
    await shownWithin(10_000, async () => (await overview(t)).messages[0]?.attempts === 1);
    const [message] = (await overview(t)).messages;
    expect(message.status).toBe('queued');
    expect(message.lastError).toMatch(/STARTTLS/i);
    expect(warnings[0]).toMatch(/^Mail could not reach the relay/);
    expect(relay.received).toEqual([]);
    await sender.stop();
    await t.stop();
  });

  test('?starttls=optional sends to a relay on the same machine that offers none', async () => {
    const { t, sender } = await appSending(`smtp://127.0.0.1:${relay.port}/?starttls=optional`);
    await sendTest(t, 'warden@example.edu');
    await shownWithin(10_000, async () => relay.received.length === 1);
    await sender.stop();
    await t.stop();
  });
});

test('smtps:// speaks TLS from the first byte', async () => {
  const relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']), implicitTls: true });
  const { t, sender } = await appSending(`smtps://127.0.0.1:${relay.port}`);
  await sendTest(t, 'warden@example.edu');
  await shownWithin(10_000, async () => relay.received.length === 1);
  await sender.stop();
  await t.stop();
  await relay.stop();
});

test("a relay's 5xx fails that message with its words; the others go", async () => {
  const relay = await startTestRelay({
    certificate: ca.issue(['127.0.0.1']),
    refuse: (to) => (to === 'gone@example.edu' ? { code: 550, text: 'No such user here' } : null),
  });
  const { t, sender } = await appSending(`smtp://127.0.0.1:${relay.port}`);
  await sendTest(t, 'gone@example.edu');
  await sendTest(t, 'warden@example.edu');
  await shownWithin(
    10_000,
    async () => (await overview(t)).counts.sent === 1 && (await overview(t)).counts.failed === 1,
  );
  const failed = (await overview(t)).messages.find((message) => message.to === 'gone@example.edu');
  expect(failed).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  expect(failed?.lastError).toContain('550 No such user here');
  expect(relay.received.map((mail) => mail.subject)).toEqual([`Test mail from ${SITE_NAME}`]);
  await sender.stop();
  await t.stop();
  await relay.stop();
});

test('an address the relay refused for good three times is not tried again', async () => {
  let tried = 0;
  const relay = await startTestRelay({
    certificate: ca.issue(['127.0.0.1']),
    refuse: (to) =>
      to.toLowerCase() === 'gone@example.edu' && ++tried ? { code: 550, text: 'No such user here' } : null,
  });
  const { t, sender } = await appSending(`smtp://127.0.0.1:${relay.port}`);
  for (const n of [1, 2, 3]) {
    await sendTest(t, 'Gone@example.edu');
    await shownWithin(10_000, async () => (await overview(t)).counts.failed === n);
  }
  await sendTest(t, 'gone@example.edu');
  const [newest] = (await overview(t)).messages;
  expect(newest).toMatchObject({ status: 'failed', attempts: 0, lastError: mailMessages.undeliverable });
  expect(tried).toBe(3);
  // Another address still goes.
  await sendTest(t, 'warden@example.edu');
  await shownWithin(10_000, async () => relay.received.length === 1);
  await sender.stop();
  await t.stop();
  await relay.stop();
});

test('the relay down for a while: every message goes once it is back, none twice', async () => {
  const relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']) });
  const port = relay.port;
  await relay.stop();
  const { t, sender } = await appSending(`smtp://127.0.0.1:${port}`);
  for (const n of [1, 2, 3]) await sendTest(t, `warden${n}@example.edu`);
  await shownWithin(10_000, async () => (await overview(t)).messages.some((message) => message.attempts > 0));
  expect((await overview(t)).counts).toEqual({ queued: 3, sent: 0, failed: 0 });
  const back = performance.now();
  await relay.start();
  // The first wait is 5 seconds; a short outage is over well within two minutes of the relay's return.
  await shownWithin(30_000, async () => (await overview(t)).counts.sent === 3);
  expect(performance.now() - back).toBeLessThan(30_000);
  expect(relay.received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '')).sort()).toEqual([
    'warden1@example.edu',
    'warden2@example.edu',
    'warden3@example.edu',
  ]);
  await sender.stop();
  await t.stop();
  await relay.stop();
});

test('a restart mid-queue: mail queued before the stop goes after the start', async () => {
  const relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']) });
  const settings = settingsFor(`smtp://127.0.0.1:${relay.port}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-mail-restart-'));
  const first = await startTestApp({ dataDir, mail: settings });
  await sendTest(first, 'warden@example.edu');
  // Stopped before any sender ran: the message is only in the outbox.
  const { databaseUrl } = first;
  await first.ctx.db.close();
  const second = await startTestApp({ dataDir, databaseUrl, mail: settings });
  const sender = startMailSender(second.ctx, settings, () => {}, { lookEveryMs: 100 });
  await shownWithin(10_000, async () => relay.received.length === 1);
  await sender.stop();
  await second.stop();
  await relay.stop();
});

test.skipIf(TEST_ENGINE !== 'postgres')('two instances on one database send each message once', async () => {
  const relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']) });
  const settings = settingsFor(`smtp://127.0.0.1:${relay.port}`);
  const one = await startTestApp({ mail: settings });
  const two = await startTestApp({ mail: settings, databaseUrl: one.databaseUrl });
  const senders: MailSender[] = [one, two].map((t) => startMailSender(t.ctx, settings, () => {}, { lookEveryMs: 50 }));
  await Promise.all(Array.from({ length: 20 }, (_, n) => sendTest(n % 2 ? one : two, `warden${n}@example.edu`)));
  await shownWithin(30_000, async () => (await overview(one)).counts.sent === 20);
  const addresses = relay.received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''));
  expect(addresses.length).toBe(20);
  expect(new Set(addresses).size).toBe(20);
  for (const sender of senders) await sender.stop();
  await two.ctx.db.close();
  await one.stop();
  await relay.stop();
});

test('messages are paced: a batch goes out no faster than one a pace, and all of it goes', async () => {
  const relay = await startTestRelay({ certificate: ca.issue(['127.0.0.1']) });
  const settings = settingsFor(`smtp://127.0.0.1:${relay.port}`);
  const t = await startTestApp({ mail: settings });
  for (const n of [1, 2, 3, 4, 5, 6]) await sendTest(t, `warden${n}@example.edu`);
  const started = performance.now();
  const sender = startMailSender(t.ctx, settings, () => {}, { lookEveryMs: 100, paceMs: 200 });
  await shownWithin(20_000, async () => relay.received.length === 6);
  // Five gaps of at least 200 ms between six messages.
  expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  // The last is marked sent once the relay has taken it: a moment after the relay counts it.
  await shownWithin(10_000, async () => (await overview(t)).counts.sent === 6);
  expect((await overview(t)).counts).toEqual({ queued: 0, sent: 6, failed: 0 });
  await sender.stop();
  await t.stop();
  await relay.stop();
});
