// A forgotten password against the real server and a relay: the sign-in page
// links to it, the link arrives by mail, a phone opens it, the new password
// signs in there and ends the session another browser had, and the used link
// is refused after.
import { expect, setDefaultTimeout, test } from 'bun:test';
import {
  ADMIN_PASSWORD,
  PHONE,
  accessibilityProblems,
  adminToken,
  consoleScreenshot,
  fillLogin,
  loginAsAdmin,
  pageWidth,
  useMailingSite,
} from './support';

setDefaultTimeout(90_000);

const { site, relay } = await useMailingSite({ demo: false });
const NEW_PASSWORD = 'Fresh#Pass42';

async function giveAdminAnAddress() {
  const token = await adminToken(site);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const accounts = (await (await fetch(`${site.url}/api/admin/accounts`, { headers })).json()) as { _id: string }[];
  const changed = await fetch(`${site.url}/api/admin/accounts/${accounts[0]._id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ email: 'office@example.edu' }),
  });
  expect(changed.status).toBe(200);
}

test('a forgotten password: the link by mail, a new password on a phone, every other session ended', async () => {
  await giveAdminAnAddress();
  const elsewhere = await site.page();
  await loginAsAdmin(elsewhere);

  const page = await site.page();
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await page.getByRole('heading', { name: 'Forgotten password' }).waitFor();
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('button', { name: 'Send the link' }).click();
  const sent = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'a link to choose a new password is on its way' });
  await sent.waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await consoleScreenshot(page, 'admin-forgot-password-desktop');

  for (let tries = 0; relay.received.length === 0 && tries < 600; tries++) await Bun.sleep(50);
  const [mail] = relay.received;
  expect(mail.to && 'text' in mail.to && mail.to.text).toBe('office@example.edu');
  expect(mail.subject).toBe('Choose a new password for Institute Hostels');
  const link = mail.text!.match(/http:\/\/\S+\/admin\/reset-password#token=[\w-]+/)![0];

  const phone = await site.page(PHONE);
  await phone.goto(link);
  await phone.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await phone.getByText('For the account admin.').waitFor();
  await phone.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await phone.getByLabel('Confirm New Password').fill('Fresh#Pass43');
  await phone.getByRole('button', { name: 'Save and sign in' }).click();
  await phone.getByText('New passwords do not match').waitFor();
  expect(await accessibilityProblems(phone)).toEqual([]);
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await consoleScreenshot(phone, 'admin-reset-password-phone');

  await phone.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Save and sign in' }).click();
  await phone.waitForURL((url) => url.pathname === '/admin');
  await phone.getByRole('heading', { name: 'Welcome!' }).waitFor();

  // The other browser's session ended with the new password.
  await elsewhere.reload();
  await elsewhere.waitForURL((url) => url.pathname === '/admin/login');

  // The link worked once.
  const again = await site.page();
  await again.goto(link);
  await again.getByRole('alert').filter({ hasText: 'This link has expired or has been used already.' }).waitFor();
  await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();

  // The old password no longer signs in; the new one does.
  const signIn = await site.page();
  await signIn.goto('/admin/login');
  await fillLogin(signIn, 'admin', ADMIN_PASSWORD);
  await signIn.getByText('Invalid username or password').first().waitFor();
  await fillLogin(signIn, 'admin', NEW_PASSWORD);
  await signIn.waitForURL((url) => url.pathname === '/admin');
});
