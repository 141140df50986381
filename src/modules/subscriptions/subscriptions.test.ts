// Subscriptions and urgent-notice alerts against a real SMTP server in this
// process, read back with mailparser: double opt-in, the links of a mail
// (confirm, change, one-click unsubscribe), both languages, a scheduled notice
// announced when it goes live and once, and the limits.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { ParsedMail } from 'mailparser';
import { shownWithin, startTestApp, type TestApp } from '../../testing';
import { addNotice, insertBareHostel } from '../../testing/fixtures';
import { startTestRelay, type TestRelay } from '../../testing/smtp-relay';
import { startMailSender, type MailSender } from '../mail/sender';
import type { ActivityEntry } from '../activity/model';
import { announceUrgentNotices } from './alerts';
import { subscriptionMessages as messages } from './texts';
import { signToken } from './token';

setDefaultTimeout(60_000);

const ORIGIN = 'https://hostels.example.edu';
const FROM = 'Hostel Office <hostels@example.edu>';

let relay: TestRelay;
let t: TestApp;
let sender: MailSender;
beforeAll(async () => {
  relay = await startTestRelay();
  const mail = { relay: `smtp://127.0.0.1:${relay.port}/?starttls=optional`, from: FROM, ca: null };
  t = await startTestApp({ mail, publicUrl: ORIGIN, feedback: { minFillMs: 0, perAddress: 50, windowMs: 3_600_000 } });
  sender = startMailSender(t.ctx, mail, () => {}, { lookEveryMs: 50 });
});
afterAll(async () => {
  await sender.stop();
  await t.stop();
  await relay.stop();
});

const formToken = async () => (await t.call('GET', '/api/subscriptions/form')).json.token as string;
const subscribe = async (body: Record<string, unknown>) =>
  t.call('POST', '/api/subscriptions', { body: { issued: await formToken(), ...body } });

/** The mails that reached `to` so far. */
const mailsTo = (to: string) => relay.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
/** Waits for the `count`th mail to `to` and returns it. */
async function nthMailTo(to: string, count: number) {
  await shownWithin(10_000, async () => mailsTo(to).length >= count);
  return mailsTo(to)[count - 1];
}
/** The value of `?name=` in the first link of the mail's text that has one. */
const linkParameter = (mail: ParsedMail, name: string) => {
  const link = mail.text!.match(new RegExp(`https://\\S+[?&]${name}=([^\\s&]+)`));
  if (!link) throw new Error(`No link with ${name} in:\n${mail.text}`);
  return decodeURIComponent(link[1]);
};
/** A header as the mail carried it (mailparser reads the List-* headers into objects). */
const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();
/** Waits until the outbox holds nothing queued: what is not in the relay by then was not sent. */
const outboxSettled = () =>
  shownWithin(10_000, async () => (await t.admin('GET', '/api/admin/mail')).json.counts.queued === 0);

/** Subscribes `email` and follows its confirmation link; the manage token of later mails. */
async function confirmedSubscriber(email: string, choices: Record<string, unknown>) {
  expect((await subscribe({ email, ...choices })).status).toBe(200);
  const confirmation = await nthMailTo(email, mailsTo(email).length + 1);
  const confirmed = await t.call('POST', '/api/subscriptions/confirm', {
    body: { token: linkParameter(confirmation, 'confirm') },
  });
  expect(confirmed.status).toBe(200);
  return confirmed.json.token as string;
}

describe('closed without mail or the site address', () => {
  test('the form says so, and a subscription is refused with why', async () => {
    const closed = await startTestApp({ feedback: { minFillMs: 0, perAddress: 5, windowMs: 3_600_000 } });
    try {
      const form = await closed.call('GET', '/api/subscriptions/form');
      expect(form.json.available).toBe(false);
      const refused = await closed.call('POST', '/api/subscriptions', {
        body: { email: 'a@example.edu', urgent: true, issued: form.json.token },
      });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(messages.notAvailable);
    } finally {
      await closed.stop();
    }
  });
});

test('double opt-in: only the confirmation goes until its link is followed; then an urgent notice comes', async () => {
  const email = 'student.one@example.edu';
  const asked = await subscribe({ email, urgent: true, digest: 'weekly', language: 'en' });
  expect(asked.json).toEqual({ message: messages.checkMail(email) });
  const confirmation = await nthMailTo(email, 1);
  expect(confirmation.subject).toBe('Confirm your mail alerts from Institute Hostels');
  expect(confirmation.from?.value[0].address).toBe('hostels@example.edu');
  expect(confirmation.text).toContain('• urgent notices, as they are posted');
  expect(confirmation.text).toContain('• all notices and upcoming events, weekly');
  expect(confirmation.text).toContain(`${ORIGIN}/subscribe?confirm=`);
  expect(confirmation.html).toContain(`<a href="${ORIGIN}/subscribe?confirm=`);

  // Not confirmed: an urgent notice mails no one.
  await addNotice(t, { title: 'Before confirming', priority: 'urgent' });
  await outboxSettled();
  expect(mailsTo(email)).toHaveLength(1);

  const confirmed = await t.call('POST', '/api/subscriptions/confirm', {
    body: { token: linkParameter(confirmation, 'confirm') },
  });
  expect(confirmed.json.message).toBe(messages.confirmed);
  // Following it again is no error.
  const again = await t.call('POST', '/api/subscriptions/confirm', {
    body: { token: linkParameter(confirmation, 'confirm') },
  });
  expect(again.status).toBe(200);

  await addNotice(t, { title: 'Water supply off tonight', message: 'From 10 pm to 6 am.', priority: 'urgent' });
  await addNotice(t, { title: 'Only a high one', priority: 'high' });
  await addNotice(t, { title: 'For the staff', priority: 'urgent', targetAudience: ['staff'] });
  const alert = await nthMailTo(email, 2);
  expect(alert.subject).toBe('Urgent notice: Water supply off tonight');
  expect(alert.text).toContain('Water supply off tonight\n\nFrom 10 pm to 6 am.');
  expect(alert.text).toContain(`Read it on the site:\n${ORIGIN}/#notifications`);
  expect(alert.html).toContain('<p>From 10 pm to 6 am.</p>');
  expect(headerLine(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(headerLine(alert, 'list-unsubscribe')).toMatch(
    new RegExp(`^<${ORIGIN}/api/subscriptions/unsubscribe\\?token=[^>]+>$`),
  );
  await outboxSettled();
  expect(mailsTo(email).map((mail) => mail.subject)).toHaveLength(2);

  // The log names what a subscriber did, never the address.
  const log = (await t.admin('GET', '/api/admin/activity?entity=subscribers')).json.entries as ActivityEntry[];
  expect(log.map((entry) => entry.name)).toEqual([
    'Subscription confirmed: urgent notices, weekly digest',
    'Subscription asked for: urgent notices, weekly digest',
  ]);
  expect(JSON.stringify(log)).not.toContain(email);
});

test('one click unsubscribes: the address is deleted, and a restored copy of it is still not mailed', async () => {
  const email = 'leaving@example.edu';
  await confirmedSubscriber(email, { urgent: true });
  await addNotice(t, { title: 'Mess closed on Friday', priority: 'urgent' });
  const alert = await nthMailTo(email, 2);
  const target = headerLine(alert, 'list-unsubscribe')!.slice(1, -1).replace(ORIGIN, '');
  // What a mail client sends (RFC 8058).
  const oneClick = () =>
    t.call('POST', target, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  expect((await oneClick()).json).toEqual({ message: messages.unsubscribed });
  // A second click, or the mail client's after the person's: gone already, which is what was asked.
  expect((await oneClick()).json).toEqual({ message: messages.unsubscribed });
  const row = await t.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM subscribers WHERE address = ?', email);
  expect(Number(row!.n)).toBe(0);

  // As a backup from before they left would bring the row back: the suppression list still holds its hash.
  await t.ctx.db.write((tx) =>
    tx.run(
      `INSERT INTO subscribers (id, address, address_hash, language, urgent, digest, menu_hostel, confirmed_at,
         asked_at, asked_count, created_at, updated_at)
       SELECT 'restored', ?, address_hash, 'en', 1, 'none', NULL, ?, ?, 1, ?, ? FROM mail_suppressions LIMIT 1`,
      email,
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ),
  );
  await addNotice(t, { title: 'After leaving', priority: 'urgent' });
  await outboxSettled();
  expect(mailsTo(email)).toHaveLength(2);
});

test('a Hindi subscriber gets Hindi mail; a notice not yet translated comes in English within it', async () => {
  const email = 'hindi.reader@example.edu';
  expect((await subscribe({ email, urgent: true, language: 'hi' })).status).toBe(200);
  const confirmation = await nthMailTo(email, 1);
  expect(confirmation.subject).toBe('संस्थान छात्रावास से ई-मेल सूचनाओं की पुष्टि करें');
  expect(confirmation.text).toContain(`${ORIGIN}/hi/subscribe?confirm=`);
  expect(confirmation.html).toContain('<html lang="hi">');
  await t.call('POST', '/api/subscriptions/confirm', { body: { token: linkParameter(confirmation, 'confirm') } });

  await addNotice(t, {
    title: 'Hostel day on Saturday',
    message: 'All residents are invited.',
    priority: 'urgent',
    translations: { hi: { title: 'शनिवार को छात्रावास दिवस', message: 'सभी निवासी आमंत्रित हैं।' } },
  });
  const translated = await nthMailTo(email, 2);
  expect(translated.subject).toBe('ज़रूरी सूचना: शनिवार को छात्रावास दिवस');
  expect(translated.text).toContain('सभी निवासी आमंत्रित हैं।');
  expect(translated.text).toContain(`साइट पर पढ़ें:\n${ORIGIN}/hi#notifications`);

  await addNotice(t, { title: 'Lift out of order', priority: 'urgent' });
  const english = await nthMailTo(email, 3);
  expect(english.subject).toBe('ज़रूरी सूचना: Lift out of order');
});

test('a scheduled notice is announced when it goes live, once; deleted or inactive before then, never', async () => {
  const email = 'scheduled@example.edu';
  await confirmedSubscriber(email, { urgent: true });
  const soon = new Date(Date.now() + 1500).toISOString();
  const scheduled = await addNotice(t, { title: 'Scheduled water cut', priority: 'urgent', publishAt: soon });
  const deleted = await addNotice(t, { title: 'Deleted before its time', priority: 'urgent', publishAt: soon });
  await addNotice(t, { title: 'Made inactive', priority: 'urgent', publishAt: soon, isActive: false });
  expect((await t.admin('DELETE', `/api/notifications/${deleted._id}`)).status).toBe(200);
  // Written, not yet live: nothing.
  expect(await t.ctx.db.write((tx) => announceUrgentNotices(t.ctx, tx))).toBe(0);
  await shownWithin(10_000, async () => Date.now() > Date.parse(soon));
  // The minute's job, twice, as two instances would run it: one announces it.
  const rounds = await Promise.all([
    t.ctx.db.write((tx) => announceUrgentNotices(t.ctx, tx)),
    t.ctx.db.write((tx) => announceUrgentNotices(t.ctx, tx)),
  ]);
  expect(rounds.filter((queued) => queued > 0)).toHaveLength(1);
  const alert = await nthMailTo(email, 2);
  expect(alert.subject).toBe('Urgent notice: Scheduled water cut');

  // An edit does not mail again.
  const edited = await t.admin('PUT', `/api/notifications/${scheduled._id}`, {
    title: 'Scheduled water cut (corrected)',
    message: 'From 9 pm.',
    priority: 'urgent',
  });
  expect(edited.status).toBe(200);
  await outboxSettled();
  expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
    'Confirm your mail alerts from Institute Hostels',
    'Urgent notice: Scheduled water cut',
  ]);
});

test('raised to urgent later, a notice is announced then', async () => {
  const email = 'raised@example.edu';
  await confirmedSubscriber(email, { urgent: true });
  const notice = await addNotice(t, { title: 'Gate closes early', priority: 'high' });
  await t.admin('PUT', `/api/notifications/${notice._id}`, {
    title: 'Gate closes early',
    message: 'At 9 pm.',
    priority: 'urgent',
  });
  expect((await nthMailTo(email, 2)).subject).toBe('Urgent notice: Gate closes early');
});

test("a mail's link reads and changes the choices without signing in; a forged or expired one does not", async () => {
  const email = 'chooser@example.edu';
  const hostel = await insertBareHostel(t, 'Aravali Hostel');
  const token = await confirmedSubscriber(email, { urgent: true });
  const read = await t.call('POST', '/api/subscriptions/choices', { body: { token } });
  expect(read.json).toEqual({
    email,
    language: 'en',
    urgent: true,
    digest: 'none',
    menuHostel: null,
    confirmed: true,
  });
  const changed = await t.call('PUT', '/api/subscriptions/choices', {
    body: { token, urgent: false, digest: 'daily', menuHostel: hostel, language: 'hi' },
  });
  expect(changed.json).toEqual({ message: messages.saved });
  expect((await t.call('POST', '/api/subscriptions/choices', { body: { token } })).json).toMatchObject({
    urgent: false,
    digest: 'daily',
    menuHostel: hostel,
    language: 'hi',
  });
  const nothing = await t.call('PUT', '/api/subscriptions/choices', { body: { token, urgent: false } });
  expect(nothing.status).toBe(400);
  expect(nothing.json.message).toBe(messages.nothingChosen);
  const noHostel = await t.call('PUT', '/api/subscriptions/choices', { body: { token, menuHostel: 'nowhere' } });
  expect(noHostel.json.message).toBe(messages.unknownHostel);

  const forged = `${token.slice(0, -2)}xx`;
  expect((await t.call('POST', '/api/subscriptions/choices', { body: { token: forged } })).status).toBe(404);
  expect((await t.call('POST', '/api/subscriptions/unsubscribe', { body: { token: forged } })).status).toBe(404);
  const subscriberId = token.split('.')[1];
  const old = signToken(t.ctx.secret, 'confirm', subscriberId, Date.now() - 3 * 24 * 60 * 60 * 1000);
  const expired = await t.call('POST', '/api/subscriptions/confirm', { body: { token: old } });
  expect(expired.status).toBe(410);
  expect(expired.json.message).toBe(messages.linkExpired);
  // A confirmation link does not change choices, nor a change link confirm.
  expect((await t.call('POST', '/api/subscriptions/confirm', { body: { token } })).status).toBe(404);
});

test('the form refuses a bot and an empty choice; an address gets at most three mails a day from it', async () => {
  const email = 'many@example.edu';
  const bot = await subscribe({ email, urgent: true, website: 'http://spam.example' });
  expect(bot.json.message).toBe(messages.looksAutomated);
  const forged = await t.call('POST', '/api/subscriptions', { body: { email, urgent: true, issued: '1.x' } });
  expect(forged.json.message).toBe(messages.formExpired);
  expect((await subscribe({ email })).json.message).toBe(messages.nothingChosen);
  expect((await subscribe({ email: 'not an address', urgent: true })).status).toBe(400);
  for (let ask = 0; ask < 5; ask++) expect((await subscribe({ email, urgent: true })).status).toBe(200);
  await outboxSettled();
  expect(mailsTo(email)).toHaveLength(3);
  // A confirmed address asking again keeps its choices and gets the link to change them.
  const confirmedEmail = 'already@example.edu';
  await confirmedSubscriber(confirmedEmail, { urgent: true });
  await subscribe({ email: confirmedEmail, digest: 'daily' });
  const reminder = await nthMailTo(confirmedEmail, 2);
  expect(reminder.subject).toBe('Your mail alerts from Institute Hostels');
  expect(reminder.text).toContain(`${ORIGIN}/subscribe?token=`);
});
