// A sign-in from a browser the account had not used is mailed to the account
// (read back from a real SMTP server), when it chose that mail; the browser's
// cookie names it to the next sign-in, and the account's first browser is
// remembered without a mail.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { shownWithin } from '../testing';
import { mailingTestAppBeforeAll } from '../testing/smtp-relay';
import { setOwnOfficeMail } from '../modules/mail/office';
import { hashPassword } from './password-hash';
import { DEVICE_COOKIE, describeBrowser } from './known-devices';
import { insertAdmin } from './repo';

setDefaultTimeout(60_000);

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const { t, mailsTo, settled } = mailingTestAppBeforeAll();

/** Signs in from a browser: its user agent, and the device cookie it kept (none: a browser never used here). */
async function signInFrom(username: string, password: string, userAgent: string, device?: string) {
  const response = await t.call('POST', '/api/admin/login', {
    body: { username, password },
    headers: { 'user-agent': userAgent, ...(device && { cookie: `${DEVICE_COOKIE}=${device}` }) },
  });
  expect(response.status).toBe(200);
  const cookie = response.response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!;
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('Path=/api/admin');
  return cookie.slice(DEVICE_COOKIE.length + 1).split(';')[0];
}

test('browsers are named as people name them', () => {
  expect(describeBrowser(PHONE_CHROME)).toBe('Chrome on Android');
  expect(describeBrowser(LAPTOP_FIREFOX)).toBe('Firefox on Windows');
  expect(
    describeBrowser(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
        'Version/18.1 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari on iOS');
  expect(
    describeBrowser(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 ' +
        'Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Edge on Windows');
  expect(describeBrowser('curl/8.5.0')).toBe('an unknown browser');
  expect(describeBrowser('')).toBe('an unknown browser');
});

test('a new browser is mailed to an account that chose it; a known one, or the first, is not', async () => {
  const id = await insertAdmin(t.ctx.db, 'warden_ravi', await hashPassword('Warden#Ravi1'));
  expect((await t.admin('PUT', `/api/admin/accounts/${id}`, { email: 'ravi@example.edu' })).status).toBe(200);
  await setOwnOfficeMail(t.ctx.db, id, ['new device']);

  const phone = await signInFrom('warden_ravi', 'Warden#Ravi1', PHONE_CHROME);
  expect(await signInFrom('warden_ravi', 'Warden#Ravi1', PHONE_CHROME, phone)).toBe(phone);
  await settled();
  expect(mailsTo('ravi@example.edu')).toEqual([]);

  await signInFrom('warden_ravi', 'Warden#Ravi1', LAPTOP_FIREFOX);
  await shownWithin(10_000, async () => mailsTo('ravi@example.edu').length === 1);
  const [mail] = mailsTo('ravi@example.edu');
  expect(mail.subject).toBe('A new sign-in to warden_ravi on Institute Hostels');
  expect(mail.text).toMatch(
    /^The account warden_ravi signed in to Institute Hostels on \d{1,2} \w{3} \d{4}, .+ IST from Firefox on Windows /,
  );
  expect(mail.text).toContain('(network address local), a browser it had not used before.');
  expect(mail.text).toContain('change your password at once');

  // A cookie that names nothing here is a new browser too.
  await signInFrom('warden_ravi', 'Warden#Ravi1', PHONE_CHROME, 'made-up-cookie');
  await shownWithin(10_000, async () => mailsTo('ravi@example.edu').length === 2);
});

test('an account that did not choose the mail gets none', async () => {
  const id = await insertAdmin(t.ctx.db, 'editor_meena', await hashPassword('Editor#Meena1'));
  expect((await t.admin('PUT', `/api/admin/accounts/${id}`, { email: 'meena@example.edu' })).status).toBe(200);
  await signInFrom('editor_meena', 'Editor#Meena1', PHONE_CHROME);
  await signInFrom('editor_meena', 'Editor#Meena1', LAPTOP_FIREFOX);
  await settled();
  expect(mailsTo('meena@example.edu')).toEqual([]);
});
