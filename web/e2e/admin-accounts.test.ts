// The office's accounts in the console: an owner adds a warden and
// an editor with one-time passwords; each signs in, chooses its own password
// and sees only what its role may do; a disabled account is shut out; a
// warden who lost a phone has two-step sign-in reset by an owner.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import { base32Decode, totp } from '../../src/auth/totp';
import { callApi } from '../../scripts/harness-util';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  adminToken,
  animationsEnded,
  cardTitled,
  discardChanges,
  fillLogin,
  loginAsAdmin,
  openDialog,
  pageWidth,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(120_000);

const site = useSite();
const CHOSEN = 'Chosen@2026';

async function openAccounts(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  await page.getByRole('list', { name: 'Accounts' }).waitFor();
}

/** Adds an account in the Accounts panel; returns the one-time password it showed. */
async function addAccount(page: Page, username: string, role: 'Owner' | 'Editor' | 'Warden', hostels: string[] = []) {
  const dialog = await openDialog(page, 'Add Account', 'Add Account');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  for (const hostel of hostels) await dialog.getByRole('checkbox', { name: hostel }).check();
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  const shown = page.getByRole('dialog', { name: 'One-time password' });
  const password = (await shown.getByTestId('one-time-password').innerText()).trim();
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  return password;
}

/** Signs in with a one-time password and chooses `CHOSEN` in the dialog the console opens for it. */
async function firstSignIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await fillLogin(page, username, password);
  const profile = page.getByRole('dialog', { name: 'Admin Profile' });
  await profile.waitFor();
  expect(await page.getByRole('status').filter({ hasText: 'one-time password' }).count()).toBe(1);
  await profile.getByLabel('Current Password').fill(password);
  await profile.getByLabel('New Password', { exact: true }).fill(CHOSEN);
  await profile.getByLabel('Confirm New Password').fill(CHOSEN);
  await profile.getByRole('button', { name: 'Change Password' }).click();
  await profile.waitFor({ state: 'hidden' });
  await page.getByRole('status').filter({ hasText: 'one-time password' }).waitFor({ state: 'detached' });
}

/** A warden that chose its own password and set two-step sign-in up, all through the API, as its own browser would. */
async function wardenWithTwoStep(username: string) {
  const owner = await adminToken(site);
  const [hostel] = (await (await fetch(`${site.url}/api/hostels`)).json()) as { _id: string }[];
  const added = await callApi(site.url, owner, 'POST', '/api/admin/accounts', {
    username,
    role: 'warden',
    hostels: [hostel._id],
  });
  const signIn = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: added.password }),
  });
  const first = ((await signIn.json()) as { accessToken: string }).accessToken;
  const chosen = await callApi(site.url, first, 'PUT', '/api/admin/password', {
    currentPassword: added.password,
    newPassword: CHOSEN,
  });
  const token = chosen.data.accessToken as string;
  const { data } = await callApi(site.url, token, 'POST', '/api/admin/two-step/setup', { currentPassword: CHOSEN });
  await callApi(site.url, token, 'POST', '/api/admin/two-step/confirm', {
    code: totp(base32Decode(data.secret)!, Date.now() / 1000),
  });
}

/** What the password alone leads to: a session, or the code step. */
async function passwordSignIn(username: string) {
  const response = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: CHOSEN }),
  });
  return (await response.json()) as { accessToken?: string; twoStep?: string };
}

/** What a card says of its account's two-step sign-in. */
const twoStepShown = (card: Locator) =>
  card.locator('.card-details > div').filter({ hasText: 'Two-step sign-in' }).locator('dd').innerText();

const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button').allInnerTexts();

describe('accounts', () => {
  let hostelNames: string[];

  test(
    'an owner adds a warden of one hostel; ' + 'the warden sees only its hostel, its ' + 'messes, notices and events',
    async () => {
      hostelNames = ((await (await fetch(`${site.url}/api/hostels`)).json()) as { name: string }[]).map(
        (hostel) => hostel.name,
      );
      const [own, other] = hostelNames;
      const owner = await site.page();
      await openAccounts(owner);
      expect(await sidebar(owner)).toEqual([
        'People',
        'Hostels',
        'Mess',
        'Events',
        'Notifications',
        'Files',
        'Gallery',
        'Pages',
        'Inbox',
        'Subscribers',
        'Trash',
        'Backups',
        'Mail',
        'Accounts',
        'Activity',
      ]);

      // A warden needs a hostel: the form says so before anything is sent.
      const dialog = await openDialog(owner, 'Add Account', 'Add Account');
      await dialog.getByLabel('Username').fill('ward_one');
      await dialog.getByRole('radio', { name: /^Warden/ }).check();
      await dialog.getByRole('button', { name: 'Add Account' }).click();
      await dialog.getByText('Choose at least one hostel for a warden.').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await discardChanges(owner);

      const password = await addAccount(owner, 'ward_one', 'Warden', [own]);
      const card = cardTitled(owner, 'ward_one');
      await card.getByText('Has a one-time password').waitFor();
      expect(await card.getByText(own).count()).toBe(1);

      const warden = await site.browser.newPage({ baseURL: site.url, viewport: DESKTOP });
      await firstSignIn(warden, 'ward_one', password);
      expect(await sidebar(warden)).toEqual(['Hostels', 'Mess', 'Events', 'Notifications']);

      await warden.getByRole('button', { name: 'Hostels', exact: true }).click();
      await cardTitled(warden, own).waitFor();
      expect(await warden.getByRole('button', { name: /Add Hostel/ }).count()).toBe(0);
      expect(
        await cardTitled(warden, own)
          .getByRole('button', { name: `Edit ${own}` })
          .count(),
      ).toBe(1);
      expect(
        await cardTitled(warden, own)
          .getByRole('button', { name: `Delete ${own}` })
          .count(),
      ).toBe(0);
      expect(await cardTitled(warden, other).getByRole('button').count()).toBe(0);

      // Notices: the warden adds one and may delete only that one.
      await warden.getByRole('button', { name: 'Notifications', exact: true }).click();
      const notice = await openDialog(warden, 'Add Notification', 'Add New Notification');
      await notice.getByLabel('Title').fill('Block B water timings');
      await notice.getByLabel('Message').fill('Water from 6 to 9 in the morning.');
      await notice.getByRole('button', { name: 'Add Notification' }).click();
      await notice.waitFor({ state: 'hidden' });
      await cardTitled(warden, 'Block B water timings')
        .getByRole('button', { name: 'Delete Block B water timings' })
        .waitFor();
      const demoNotice = warden
        .getByRole('article')
        .filter({ hasNot: warden.getByText('Block B water timings') })
        .first();
      expect(await demoNotice.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(await demoNotice.getByRole('button', { name: /^Edit / }).count()).toBe(1);
      expect(await accessibilityProblems(warden)).toEqual([]);

      // The owner sees the warden has its own password now.
      await owner.getByRole('button', { name: 'People', exact: true }).click();
      await owner.getByRole('button', { name: 'Accounts', exact: true }).click();
      await cardTitled(owner, 'ward_one').getByText('Has a one-time password').waitFor({ state: 'detached' });
    },
  );

  test('a disabled editor is sent to sign in again, and cannot; enabled, it can', async () => {
    const owner = await site.page();
    await openAccounts(owner);
    const password = await addAccount(owner, 'edit_one', 'Editor');
    const editor = await site.browser.newPage({ baseURL: site.url, viewport: DESKTOP });
    await firstSignIn(editor, 'edit_one', password);
    expect(await sidebar(editor)).toEqual([
      'People',
      'Hostels',
      'Mess',
      'Events',
      'Notifications',
      'Files',
      'Gallery',
      'Pages',
      'Inbox',
      'Subscribers',
      'Trash',
    ]);

    await cardTitled(owner, 'edit_one').getByRole('button', { name: 'Disable edit_one' }).click();
    await cardTitled(owner, 'edit_one').getByText('Disabled', { exact: true }).waitFor();

    // Its next call is refused: the console tries to refresh the session,
    // which has ended, and asks it to sign in again, which it cannot.
    await editor.getByRole('button', { name: 'Notifications', exact: true }).click();
    const again = editor.getByRole('alertdialog', { name: 'Your session has ended' });
    await again.getByLabel('Password').fill(CHOSEN);
    await again.getByRole('button', { name: 'Login' }).click();
    await editor.getByText('This account is disabled. Ask an owner of the site to enable it.').waitFor();
    await again.getByRole('button', { name: 'Sign out' }).click();
    await editor.waitForURL((url) => url.pathname === '/admin/login');

    await cardTitled(owner, 'edit_one').getByRole('button', { name: 'Enable edit_one' }).click();
    await cardTitled(owner, 'edit_one').getByRole('button', { name: 'Disable edit_one' }).waitFor();
    await fillLogin(editor, 'edit_one', CHOSEN);
    await editor.waitForURL((url) => url.pathname === '/admin');
  });

  test('a reset gives a new one-time password; the owner cannot disable or delete itself', async () => {
    const owner = await site.page();
    await openAccounts(owner);
    await addAccount(owner, 'reset_me', 'Editor');
    await cardTitled(owner, 'reset_me').getByRole('button', { name: 'Reset password for reset_me' }).click();
    await owner.getByRole('dialog', { name: 'Reset this password?' }).getByRole('button', { name: 'Yes' }).click();
    const shown = owner.getByRole('dialog', { name: 'One-time password' });
    const fresh = (await shown.getByTestId('one-time-password').innerText()).trim();
    await shown.getByRole('button', { name: 'Done' }).click();
    const signIn = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'reset_me', password: fresh }),
    });
    expect(((await signIn.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(true);

    const self = cardTitled(owner, 'admin');
    await self.getByText('You', { exact: true }).waitFor();
    expect(await self.getByRole('button', { name: /^(Delete|Disable) admin$/ }).count()).toBe(0);
  });

  test(
    "an owner resets a warden's two-step sign-in (a lost phone), with the " +
      'keyboard, after a confirm; the card shows it off, the log names the warden',
    async () => {
      await wardenWithTwoStep('lost_phone');
      expect((await passwordSignIn('lost_phone')).twoStep).toBe('code');

      // On a phone: the button and its dialog fit; Escape cancels, nothing reset.
      const phone = await site.page(PHONE);
      await openAccounts(phone);
      const phoneCard = cardTitled(phone, 'lost_phone');
      const phoneButton = phoneCard.getByRole('button', { name: 'Reset two-step sign-in for lost_phone' });
      await phoneButton.scrollIntoViewIfNeeded();
      expect(await twoStepShown(phoneCard)).toBe('On');
      await phone.getByText('Login successful').waitFor({ state: 'hidden' });
      expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
      await phoneCard.screenshot({ path: screenshotPath('admin-accounts-reset-two-step-card-phone') });
      await phoneButton.click();
      const phoneDialog = phone.getByRole('dialog', { name: 'Reset two-step sign-in?' });
      await phoneDialog.getByText('lost_phone then signs in with their password alone', { exact: false }).waitFor();
      expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
      await animationsEnded(phone);
      await phone.screenshot({ path: screenshotPath('admin-accounts-reset-two-step-phone') });
      expect(await accessibilityProblems(phone)).toEqual([]);
      await phone.keyboard.press('Escape');
      await phoneDialog.waitFor({ state: 'detached' });
      expect(await phoneButton.evaluate((button) => button === document.activeElement)).toBe(true);
      expect((await passwordSignIn('lost_phone')).twoStep).toBe('code');

      // On a desktop, with the keyboard alone: focus the button, Enter, Tab to Yes, Enter.
      const owner = await site.page(DESKTOP);
      await openAccounts(owner);
      const card = cardTitled(owner, 'lost_phone');
      const button = card.getByRole('button', { name: 'Reset two-step sign-in for lost_phone' });
      await button.focus();
      await owner.keyboard.press('Enter');
      const dialog = owner.getByRole('dialog', { name: 'Reset two-step sign-in?' });
      await dialog.waitFor();
      await owner.getByText('Login successful').waitFor({ state: 'hidden' });
      await animationsEnded(owner);
      await owner.screenshot({ path: screenshotPath('admin-accounts-reset-two-step-desktop') });
      const yes = dialog.getByRole('button', { name: 'Yes' });
      const onYes = () => yes.evaluate((element) => element === document.activeElement);
      for (let presses = 0; presses < 4 && !(await onYes()); presses++) await owner.keyboard.press('Tab');
      expect(await onYes()).toBe(true);
      await owner.keyboard.press('Enter');
      await shown(
        owner,
        'Two-step sign-in reset. The account signs in with its password alone until it sets two-step up again.',
      );
      await dialog.waitFor({ state: 'detached' });
      await button.waitFor({ state: 'detached' });
      expect(await twoStepShown(card)).toBe('Off');
      await card.screenshot({ path: screenshotPath('admin-accounts-two-step-reset-card-desktop') });

      // The password alone signs in now; the activity log names the warden, reset by the owner.
      expect((await passwordSignIn('lost_phone')).accessToken).toEqual(expect.any(String));
      await owner.getByRole('button', { name: 'Activity', exact: true }).click();
      const entry = owner
        .locator('.activity-entry')
        .filter({ hasText: 'lost_phone' })
        .filter({ hasText: 'Changed' })
        .first();
      await entry.getByText('1 field changed').click();
      await entry.getByText('two-step sign-in', { exact: true }).waitFor();
      expect(await entry.locator('ins').innerText()).toBe('off, reset by an owner');
      expect(await entry.locator('.activity-who').innerText()).toContain('admin');
    },
  );

  test('the panel and its form on a phone and a desktop', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await site.page(viewport);
      await openAccounts(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.getByText('Login successful').waitFor({ state: 'hidden' });
      await page.screenshot({ path: screenshotPath(`admin-accounts-${name}`), fullPage: true });
      const dialog = await openDialog(page, 'Add Account', 'Add Account');
      await dialog.getByRole('radio', { name: /^Warden/ }).check();
      await dialog.getByRole('checkbox').first().waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`admin-accounts-form-${name}`) });
    }
  });
});
