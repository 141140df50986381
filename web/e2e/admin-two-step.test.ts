// Two-step sign-in in the console against the real server: setting it up in
// the profile (QR code, typed key, first code, recovery codes to copy and
// download), requiring it for everyone (another account sets it up after its
// password), then signing in with a code from the app and with a recovery
// code, each once. The codes are computed here from the key the page shows,
// as an authenticator app would.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { base32Decode, totp, totpStep } from '../../src/auth/totp';
import {
  ADMIN_PASSWORD,
  PHONE,
  accessibilityProblems,
  fillLogin,
  loginAsAdmin,
  pageWidth,
  screenshotPath,
  shown,
  useSite,
} from './support';

// A code is taken once, so a second sign-in waits for the app's next code (up to 30 s).
setDefaultTimeout(120_000);

const site = useSite({ demo: false });
const WARDEN = { username: 'warden_one', password: 'Warden@Pass1' };

let key = '';
let recoveryCodes: string[] = [];
/** The newest time step whose code the server has taken for the admin. */
let lastStep = 0;
let wardenKey = '';
let wardenStep = 0;

const codeNow = () => totp(base32Decode(key)!, Date.now() / 1000);

/** The app's code once its step is newer than `after` (codes are taken once): waits for the next step when it must. */
async function freshCode(secret: string, after: number) {
  while (totpStep(Date.now() / 1000) <= after) await Bun.sleep(250);
  const step = totpStep(Date.now() / 1000);
  return { step, code: totp(base32Decode(secret)!, step * 30) };
}

async function openTwoStepTab(page: Page) {
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Profile' });
  await dialog.getByRole('tab', { name: 'Two-step sign-in' }).click();
  return dialog;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
}

/** The key a setup shows, read from the page as someone typing it would (groups of four). */
async function shownKey(page: Page) {
  const grouped = (await page.getByLabel('Key', { exact: true }).textContent())!;
  expect(grouped).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await page.getByRole('img', { name: /QR code for adding/ }).waitFor();
  return grouped.replace(/ /g, '');
}

/** The recovery codes shown once: Continue waits for the box saying they are saved. */
async function savedRecoveryCodes(page: Page, continueLabel: string) {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  const next = page.getByRole('button', { name: continueLabel });
  expect(await next.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'I have saved these recovery codes' }).check();
  return { codes, next };
}

describe('two-step sign-in', () => {
  test(
    'set up in the profile: password, QR ' +
      'code and typed key, the first code, ' +
      'then the recovery codes to download',
    async () => {
      const page = await site.page();
      await loginAsAdmin(page);
      const dialog = await openTwoStepTab(page);
      await dialog.getByText('Off', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Set up' }).click();
      await dialog.getByLabel('Current Password').fill(ADMIN_PASSWORD);
      await dialog.getByRole('button', { name: 'Set up' }).click();
      key = await shownKey(page);

      const code = dialog.getByLabel('6-digit code');
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      await page.screenshot({ path: screenshotPath('admin-two-step-setup-desktop') });
      expect(await accessibilityProblems(page)).toEqual([]);

      // A wrong code first: refused with the server's message, nothing turned on.
      await code.fill(String((Number(codeNow()) + 500_000) % 1_000_000).padStart(6, '0'));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await shown(page, 'That code is not right or has been used already. Try the newest code from your app.');

      const first = await freshCode(key, 0);
      await code.fill(first.code);
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      lastStep = first.step;
      await shown(page, 'Two-step sign-in is on');
      const { codes, next } = await savedRecoveryCodes(page, 'Done');
      recoveryCodes = codes;

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download (.txt)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('hostel-recovery-codes.txt');
      const text = readFileSync((await file.path())!, 'utf8');
      for (const recovery of codes) expect(text).toContain(recovery);
      await page.screenshot({ path: screenshotPath('admin-two-step-recovery-codes-desktop') });
      expect(await accessibilityProblems(page)).toEqual([]);

      await next.click();
      await dialog.getByText('On', { exact: true }).waitFor();
      await dialog.getByText('Recovery codes left: 10 of 10.', { exact: false }).waitFor();

      // Required for every account from now on.
      await dialog.getByRole('checkbox', { name: /Require two-step sign-in for every account/ }).check();
      await shown(page, 'Two-step sign-in is now required for every account');
      expect(await dialog.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    },
  );

  test('required: an account without it sets it up right after its password, then reaches the console', async () => {
    const db = new Database(join(site.dataDir, 'hostel.db'));
    const now = new Date().toISOString();
    db.query(
      'INSERT INTO admins (id, username, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run('warden-account', WARDEN.username, await Bun.password.hash(WARDEN.password, 'argon2id'), 'admin', now, now);
    db.close();

    const page = await site.page(PHONE);
    await page.goto('/admin/login');
    await fillLogin(page, WARDEN.username, WARDEN.password);
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    await shown(page, 'Two-step sign-in is required for every account. Set it up to continue.');
    await page.getByRole('button', { name: 'Set up' }).click();
    wardenKey = await shownKey(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('admin-two-step-required-setup-phone'), fullPage: true });
    expect(await accessibilityProblems(page)).toEqual([]);

    const first = await freshCode(wardenKey, 0);
    wardenStep = first.step;
    await page.getByLabel('6-digit code').fill(first.code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const { next } = await savedRecoveryCodes(page, 'Continue');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('admin-two-step-recovery-codes-phone'), fullPage: true });
    await next.click();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  test('sign out, then in again with the password and a code from the app (the code step on a phone)', async () => {
    const page = await site.page(PHONE);
    await page.goto('/admin/login');
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await shown(page, 'Enter the 6-digit code from your authenticator app');
    const input = page.getByLabel('6-digit code');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('admin-two-step-code-phone') });
    expect(await accessibilityProblems(page)).toEqual([]);

    const fresh = await freshCode(key, lastStep);
    // Typed and sent with the keyboard alone.
    await input.pressSequentially(fresh.code);
    await input.press('Enter');
    lastStep = fresh.step;
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await signOut(page);

    // The same code again, within its 30 seconds: refused.
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.getByLabel('6-digit code').fill(fresh.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await shown(page, 'That code is not right or has been used already. Try the newest code from your app.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  test('a recovery code instead of the app: it signs in once, and the profile counts what is left', async () => {
    const page = await site.page();
    await page.goto('/admin/login');
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const input = page.getByLabel('Recovery code');
    expect(await input.getAttribute('inputmode')).toBe('text');
    await input.fill(recoveryCodes[0].toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    const dialog = await openTwoStepTab(page);
    await dialog.getByText('Recovery codes left: 9 of 10.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await signOut(page);

    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await shown(page, 'That code is not right or has been used already. Try the newest code from your app.');
    // Back to the password, and in with a code of the app instead.
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.getByLabel('6-digit code').fill((await freshCode(key, lastStep)).code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
  });
});

test('the profile tab fits a phone: status, new recovery codes with a code from the app', async () => {
  const page = await site.page(PHONE);
  await page.goto('/admin/login');
  await fillLogin(page, WARDEN.username, WARDEN.password);
  const signIn = await freshCode(wardenKey, wardenStep);
  await page.getByLabel('6-digit code').fill(signIn.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
  const dialog = await openTwoStepTab(page);
  await dialog.getByText('On', { exact: true }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: screenshotPath('admin-two-step-profile-phone') });

  await dialog.getByRole('button', { name: 'New recovery codes' }).click();
  await dialog.getByLabel('Code from the app or a recovery code').fill((await freshCode(wardenKey, signIn.step)).code);
  await dialog.getByRole('button', { name: 'New recovery codes' }).click();
  await shown(page, 'New recovery codes made; the old ones no longer work');
  const { next } = await savedRecoveryCodes(page, 'Done');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await next.click();
  await dialog.getByText('Recovery codes left: 10 of 10.', { exact: false }).waitFor();
});
