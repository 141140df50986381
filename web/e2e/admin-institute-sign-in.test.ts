// Sign-in through the institute's provider (panva's oidc-provider in the test
// process) against the real server: an owner links an account in the Accounts
// panel, the person signs in on the provider's own page and lands in the
// console where they were going, staying signed in across a reload; a forged
// callback is refused; with the provider down, a local owner still signs in
// (the server's tests check the sign-in page's word when it cannot be reached).
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { INSTITUTE_OUTCOMES, instituteMessages } from '../../src/auth/institute/texts';
import { TEST_CLIENT, startOidcProvider } from '../../src/testing/oidc-provider';
import { callApi, freePort } from '../../scripts/harness-util';
import { shownWithin } from '../../src/testing';
import {
  ADMIN_PASSWORD,
  DESKTOP,
  PHONE,
  accessibilityProblems,
  adminToken,
  animationsEnded,
  consoleScreenshot,
  fillLogin,
  openDialog,
  openPanel,
  pageWidth,
  useSite,
} from './support';

setDefaultTimeout(90_000);

const port = freePort();
const origin = `http://127.0.0.1:${port}`;
const provider = await startOidcProvider([`${origin}/api/admin/oidc/callback`]);
afterAll(() => provider.stop());
const site = useSite({
  demo: false,
  port,
  env: {
    HOSTEL_PUBLIC_URL: origin,
    HOSTEL_OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    HOSTEL_INSTITUTE_RECHECK_SECONDS: '1',
  },
  serverArgs: ['--oidc-issuer', provider.issuer, '--oidc-client-id', TEST_CLIENT.id],
});

/** Where the institute cannot be reached: its issuer's port has no server. */
const unreachable = useSite({
  demo: false,
  env: { HOSTEL_OIDC_CLIENT_SECRET: TEST_CLIENT.secret },
  serverArgs: ['--oidc-issuer', `http://127.0.0.1:${freePort()}`, '--oidc-client-id', TEST_CLIENT.id],
});

/** A test's own editor account, linked to the provider's `login` (enabled there): its username. */
async function linkedAccount(login: string) {
  const username = `editor_${login}`;
  const email = `${login}@example.edu`;
  await callApi(site.url, await adminToken(site), 'POST', '/api/admin/accounts', {
    username,
    role: 'editor',
    signIn: 'oidc',
    instituteLogin: email,
  });
  provider.setAccount(login, { email });
  return username;
}

/** How many times the activity log says the institute signed `username` out. */
async function signOutsOf(username: string) {
  const log = await fetch(`${site.url}/api/admin/activity?action=sign-out&actor=${username}`, {
    headers: { authorization: `Bearer ${await adminToken(site)}` },
  });
  return ((await log.json()) as { entries: unknown[] }).entries.length;
}

test('an owner links an account in the Accounts panel, and the panel shows how each account signs in', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await site.page(viewport);
    await openPanel(page, 'Accounts', 'Accounts');
    if (viewport === DESKTOP) {
      await page.getByRole('button', { name: 'Add Account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill('warden_kumar');
      await dialog.getByRole('radio', { name: /Institute account/ }).check();
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await dialog.getByText(instituteMessages.loginRequired('oidc')).waitFor();
      await dialog.getByLabel('Institute e-mail address').fill('R.Kumar@example.edu');
      await consoleScreenshot(page, 'institute-account-form-desktop');
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await dialog.waitFor({ state: 'detached' });
      // No one-time password to show: the account has none.
      expect(await page.getByText('One-time password').count()).toBe(0);
    }
    await page.getByText('Institute account (R.Kumar@example.edu)').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await consoleScreenshot(page, `institute-accounts-${viewport === PHONE ? 'phone' : 'desktop'}`);
    await page.context().close();
  }
});

test("the person signs in on the provider's page, lands where they were going, and stays across a reload", async () => {
  await linkedAccount('shenoy');
  const page = await site.page(PHONE);
  await page.goto('/admin?panel=notifications');
  await page.waitForURL((url) => url.pathname === '/admin/login');
  const button = page.getByRole('link', { name: instituteMessages.signInButton });
  await button.waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await consoleScreenshot(page, 'institute-sign-in-phone');
  await page.getByLabel('Remember me').check();
  await button.click();
  await page.getByRole('heading', { name: 'Institute sign-in' }).waitFor();
  await page.getByLabel('Institute login').fill('shenoy');
  await page.getByRole('button', { name: 'Sign in at the institute' }).click();
  await page.waitForURL((url) => url.pathname === '/admin' && url.search === '?panel=notifications');
  await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
  expect(new URL(page.url()).search).toBe('?panel=notifications');
  // Its profile has no password or username of its own to change.
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Profile' });
  await dialog.getByText(instituteMessages.signsInThroughInstitute).waitFor();
  await dialog.getByRole('tab', { name: 'Change Password' }).click();
  await dialog.getByText(instituteMessages.signsInThroughInstitute).waitFor();
  await animationsEnded(page);
  await consoleScreenshot(page, 'institute-profile-phone');
});

test('an identity disabled at the provider is signed out by the next recheck', async () => {
  const username = await linkedAccount('menon');
  const page = await site.page(DESKTOP);
  await page.goto('/admin/login');
  await page.getByLabel('Remember me').check();
  await page.getByRole('link', { name: instituteMessages.signInButton }).click();
  await page.getByLabel('Institute login').fill('menon');
  await page.getByRole('button', { name: 'Sign in at the institute' }).click();
  await page.waitForURL((url) => url.pathname === '/admin' && url.search === '');
  await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
  provider.setAccount('menon', { email: 'menon@example.edu', disabled: true });
  // The server rechecks every second here and logs why it signed the account out.
  await shownWithin(20_000, async () => (await signOutsOf(username)) > 0);
  // The console learns it at its next call, or a reload.
  await page.getByRole('button', { name: 'Hostels', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await dialog.getByRole('link', { name: instituteMessages.signInButton }).waitFor();
  await animationsEnded(page);
  await consoleScreenshot(page, 'institute-signed-out-desktop');
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/admin/login');
});

test("a session that ends under a form: signing in again in the provider's window keeps the draft", async () => {
  const username = await linkedAccount('iyer');
  const page = await site.page(DESKTOP);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: instituteMessages.signInButton }).click();
  await page.getByLabel('Institute login').fill('iyer');
  await page.getByRole('button', { name: 'Sign in at the institute' }).click();
  await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const form = await openDialog(page, '+ Add Notification', 'Add New Notification');
  await form.getByLabel('Title').fill('Water cut on Sunday');
  await form.getByLabel('Message').fill('From 9 to 12, in every hostel.');

  // Signed out under the form by the recheck, while the person was away at the institute.
  const signOuts = await signOutsOf(username);
  provider.setAccount('iyer', { email: 'iyer@example.edu', disabled: true });
  await shownWithin(20_000, async () => (await signOutsOf(username)) > signOuts);
  provider.setAccount('iyer', { email: 'iyer@example.edu' });

  await form.getByRole('button', { name: 'Add Notification' }).click();
  const again = page.getByRole('alertdialog', { name: 'Your session has ended' });
  const opened = page.waitForEvent('popup');
  await again.getByRole('link', { name: instituteMessages.signInButton }).click();
  // The provider still knows this browser: its window signs in and hands over without a page to fill, then
  // closes (or says it may be closed, where the browser keeps it open).
  const popup = await opened;
  await Promise.race([
    popup.waitForEvent('close'),
    popup.getByText('You are signed in again. Close this window').waitFor(),
  ]);
  await page.getByText('Notification added successfully!').first().waitFor();
  await again.waitFor({ state: 'detached' });
  await page.getByText('Water cut on Sunday').first().waitFor();
});

test('a callback with a forged state is refused, and the sign-in page says so', async () => {
  const page = await site.page(DESKTOP);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: instituteMessages.signInButton }).click();
  await page.getByRole('heading', { name: 'Institute sign-in' }).waitFor();
  await page.goto(`${origin}/api/admin/oidc/callback?code=stolen&state=forged`);
  await page.getByRole('alert').filter({ hasText: INSTITUTE_OUTCOMES.refused }).waitFor();
  await consoleScreenshot(page, 'institute-refused-desktop');
});

test('where owners allow it, a newcomer asks for an account, and an owner approves it with a role', async () => {
  const owner = await site.page(DESKTOP);
  await openPanel(owner, 'Accounts', 'Accounts');
  await owner.getByLabel('Let institute staff without an account ask for one at their first sign-in').check();
  await owner.getByText('Institute staff without an account may now ask for one').first().waitFor();

  provider.setAccount('newcomer', { email: 'p.nair@example.edu' });
  // Each try in a browser of its own: the provider's own session would skip its page.
  const signInThroughProvider = async () => {
    const newcomer = await site.page(PHONE);
    await newcomer.goto('/admin/login');
    await newcomer.getByRole('link', { name: instituteMessages.signInButton }).click();
    await newcomer.getByLabel('Institute login').fill('newcomer');
    await newcomer.getByRole('button', { name: 'Sign in at the institute' }).click();
    return newcomer;
  };
  const newcomer = await signInThroughProvider();
  await newcomer.getByRole('alert').filter({ hasText: INSTITUTE_OUTCOMES.awaiting }).waitFor();
  await consoleScreenshot(newcomer, 'institute-awaiting-phone');

  await owner.context().close();
  const approving = await site.page(DESKTOP);
  await openPanel(approving, 'Accounts', 'Accounts');
  await approving.getByText('Awaiting approval').waitFor();
  await consoleScreenshot(approving, 'institute-awaiting-accounts-desktop');
  await approving.getByRole('button', { name: 'Approve p_nair' }).click();
  const dialog = approving.getByRole('dialog', { name: 'Approve p_nair' });
  await dialog.getByRole('radio', { name: /Editor/ }).check();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await approving.getByText('Account approved').first().waitFor();

  const approved = await signInThroughProvider();
  await approved.waitForURL((url) => url.pathname === '/admin');
  await approved.getByRole('heading', { name: 'Welcome!' }).waitFor();
});

test('with the provider down, a local owner still signs in', async () => {
  const page = await unreachable.page(DESKTOP);
  await page.goto('/admin/login');
  await fillLogin(page, 'admin', ADMIN_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/admin');
});
