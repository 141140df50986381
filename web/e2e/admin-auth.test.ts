// The console's frame against the real server: login and its checks, the
// guard, remember-me, the 403 refresh-and-retry, the profile dialog, logout.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import {
  ADMIN_PASSWORD,
  PHONE,
  animationsEnded,
  fillLogin,
  heldUntilShown,
  loginAsAdmin,
  loginRemembered,
  openDialog,
  openPanel,
  pageWidth,
  pauseClock,
  queuedTasksRun,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

const pathAndSearch = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('admin login', () => {
  test('the client checks username and password before calling the server', async () => {
    const page = await site.page();
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/admin/login') && requests.push(request.url()));
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(false);

    for (const username of ['1admin', 'adm', 'admin_with_far_too_long_name', 'ad min']) {
      await fillLogin(page, username, ADMIN_PASSWORD);
      await shown(page, 'Invalid username');
    }
    for (const password of ['Short1!', 'alllowercase1!', 'NoDigits!!', 'NoSpecial123', 'Wrong*Special1']) {
      await fillLogin(page, 'admin', password);
      await shown(page, 'Invalid password');
    }
    expect(requests).toHaveLength(0);
    await page.screenshot({ path: screenshotPath('admin-login-desktop') });
  });

  test('a wrong password shows the server message', async () => {
    const page = await site.page();
    await page.goto('/admin/login');
    await fillLogin(page, 'admin', 'Wrong@Pass1');
    await shown(page, 'Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  test("a failure without a server message shows 'Login failed'", async () => {
    const page = await site.page();
    await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/admin/login');
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await shown(page, 'Login failed');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  test('toasts share one place at the top centre; errors stay 4 s, successes 2 s', async () => {
    const page = await site.page();
    // The toasts are timed on the page's clock, which the test moves on: their
    // lifetimes are checked in the page's time, however busy the machine is.
    await page.clock.install();
    await page.goto('/admin/login');
    await pauseClock(page);
    const toasts = page.getByRole('status');
    // A toast is shown (fully opaque once its entry animation has played) for
    // its time, counted from when it appeared; then it fades out, and leaves
    // the page one second later, once its exit animation has ended.
    async function expectShownFor(text: string, duration: number) {
      const message = toasts.filter({ hasText: text });
      await message.waitFor();
      const toast = message.locator('xpath=..');
      const opacity = async () => {
        await queuedTasksRun(page);
        await animationsEnded(page);
        return toast.evaluate((box) => getComputedStyle(box).opacity);
      };
      await page.clock.runFor(duration - 100);
      expect(await opacity()).toBe('1');
      await page.clock.runFor(100);
      expect(await opacity()).toBe('0');
      await page.clock.runFor(1000);
      await message.waitFor({ state: 'detached' });
    }

    await fillLogin(page, '1admin', ADMIN_PASSWORD);
    const message = toasts.filter({ hasText: 'Invalid username' });
    await message.waitFor();
    // The toast is the message's box with its icon.
    const box = (await message.locator('xpath=..').boundingBox())!;
    // Centred in the toaster, which spans the page but for the scrollbar's gutter.
    const toaster = (await page.locator('[data-rht-toaster]').boundingBox())!;
    expect(toaster.width).toBeGreaterThan(1300);
    expect(Math.abs(box.x + box.width / 2 - (toaster.x + toaster.width / 2))).toBeLessThan(2);
    expect(box.y).toBeLessThan(80);
    // The next message replaces the first: the toast id 'notify' is shared.
    await fillLogin(page, 'admin', 'short');
    await toasts.filter({ hasText: 'Invalid password' }).waitFor();
    expect(await toasts.count()).toBe(1);
    await expectShownFor('Invalid password', 4000);

    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await expectShownFor('Login successful', 2000);
  });

  test('success shows the toast, goes to /admin and remembers the username', async () => {
    const page = await site.page(PHONE);
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath('admin-login-phone') });
    await heldUntilShown(
      page,
      '**/api/admin/login',
      'POST',
      () => fillLogin(page, 'admin', ADMIN_PASSWORD),
      'Logging in...',
    );
    await shown(page, 'Login successful');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await shown(page, 'Choose an entity to get started!');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored['hostel.username']).toBe('admin');
    expect(stored['hostel.rememberMe']).toBe('false');

    // Small screens show only icons, each still named for assistive technology.
    for (const name of [
      'People',
      'Hostels',
      'Mess',
      'Events',
      'Notifications',
      'Files',
      'Backups',
      'Profile',
      'Logout',
    ]) {
      const button = page.getByRole('button', { name, exact: true });
      await button.waitFor();
      const box = await button.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(64);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath('admin-dashboard-phone') });

    // The login page remembers the username.
    await page.goto('/admin/login');
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
  });

  test('the guard sends a visitor to login and back to where they were going', async () => {
    const page = await site.page();
    await page.goto('/admin?panel=hostels');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/admin?panel=hostels');
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin' && url.search === '?panel=hostels');
    await page.getByRole('heading', { name: 'Hostel Management' }).waitFor();

    // The sidebar switches panels; each choice is in the address.
    await page.getByRole('button', { name: 'People', exact: true }).click();
    await page.getByRole('heading', { name: 'People', exact: true }).waitFor();
    expect(pathAndSearch(page)).toBe('/admin?panel=people');
    expect(await page.getByRole('button', { name: 'People', exact: true }).getAttribute('aria-current')).toBe('page');
    for (const [entry, heading] of [
      ['Mess', 'Mess Management'],
      ['Events', 'Event Management'],
      ['Notifications', 'Notification Management'],
      ['Files', 'Files Management'],
    ]) {
      await page.getByRole('button', { name: entry, exact: true }).click();
      await page.getByRole('heading', { name: heading }).first().waitFor();
    }
    await page.goBack();
    await page.getByRole('heading', { name: 'Notification Management' }).first().waitFor();
  });

  test('remember-me keeps the session over a reload; without it a reload lands on login', async () => {
    const remembered = await site.page();
    await loginRemembered(remembered);
    expect(await remembered.evaluate(() => localStorage.getItem('hostel.rememberMe'))).toBe('true');
    const refresh = remembered.waitForResponse((response) => response.url().endsWith('/api/admin/refresh'));
    await remembered.reload();
    expect((await refresh).status()).toBe(200);
    await remembered.getByRole('heading', { name: 'Welcome!' }).waitFor();
    expect(new URL(remembered.url()).pathname).toBe('/admin');
    await remembered.screenshot({ path: screenshotPath('admin-dashboard-desktop') });

    // The login page keeps the box ticked next time.
    await remembered.goto('/admin/login');
    expect(await remembered.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);

    const forgotten = await site.page();
    await loginAsAdmin(forgotten);
    await forgotten.reload();
    await forgotten.waitForURL((url) => url.pathname === '/admin/login');
    await forgotten.getByRole('button', { name: 'Login' }).waitFor();
  });

  test('two console tabs restored at once with remember-me both stay signed in', async () => {
    const first = await site.page();
    await loginRemembered(first);
    const context = first.context();
    // Both tabs reach their refresh before the server responds to either.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/admin/refresh', async (route) => {
      await released;
      await route.continue();
    });
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all(tabs.map((tab) => tab.goto('/admin')));
    await Promise.all(tabs.map((tab) => shown(tab, 'Loading...')));
    // The tabs take turns: one holds the refresh lock while its request waits, the other waits for the lock.
    await tabs[0].waitForFunction(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const refreshes = (locks: LockInfo[]) => locks.filter((lock) => lock.name === 'hostel.session-refresh').length;
      return refreshes(held) === 1 && refreshes(pending) === 1;
    });
    release();
    await Promise.all(tabs.map((tab) => tab.getByRole('heading', { name: 'Welcome!' }).waitFor()));
    expect(await first.evaluate(() => localStorage.getItem('hostel.rememberMe'))).toBe('true');
    await first.reload();
    await first.getByRole('heading', { name: 'Welcome!' }).waitFor();
  });

  test(
    'a silent refresh that meets an unavailable server ' + '(502, 503, 504) tries again and keeps the session',
    async () => {
      const page = await site.page();
      await loginRemembered(page);
      // A stopped instance behind nginx (502), a database away for a moment (503): two tries after the first.
      const unavailable = [502, 503];
      const statuses: number[] = [];
      await page.route('**/api/admin/refresh', async (route) => {
        const status = unavailable[statuses.length];
        if (status) {
          statuses.push(status);
          await route.fulfill({ status, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' });
        } else await route.continue();
      });
      page.on(
        'response',
        (response) => response.url().endsWith('/api/admin/refresh') && response.status() === 200 && statuses.push(200),
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
      expect(statuses).toEqual([502, 503, 200]);
    },
  );

  test("a failed silent refresh shows 'Loading...', clears the flag and goes to login", async () => {
    const page = await site.page();
    await page.goto('/admin/login');
    await page.evaluate(() => localStorage.setItem('hostel.rememberMe', 'true'));
    await heldUntilShown(page, '**/api/admin/refresh', 'POST', () => page.goto('/admin'), 'Loading...');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('hostel.rememberMe'))).toBeNull();
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(false);
  });

  test('a 403 on an authenticated call refreshes the token once and retries', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    let rejected = 0;
    await page.route('**/api/people', async (route) => {
      if (route.request().method() === 'POST' && rejected === 0) {
        rejected++;
        await route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Your session has expired. Please log in again.' }),
        });
      } else await route.continue();
    });
    const refreshes: number[] = [];
    page.on(
      'response',
      (response) => response.url().endsWith('/api/admin/refresh') && refreshes.push(response.status()),
    );

    await page.getByRole('button', { name: 'People', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Name').fill('Retry Test Person');
    await page.getByLabel('Designation').fill('Assistant');
    await page.getByRole('button', { name: 'Add Person' }).click();
    await shown(page, 'Person added successfully!');
    expect(rejected).toBe(1);
    expect(refreshes).toEqual([200]);
  });
});

describe('admin profile', () => {
  test('validation messages, Cancel and backdrop clear the fields', async () => {
    const page = await site.page();
    await openPanel(page, 'Hostels', 'Hostel Management');

    // Profile clears the selected entity.
    const dialog = await openDialog(page, 'Profile', 'Admin Profile');
    await dialog.waitFor();
    expect(pathAndSearch(page)).toBe('/admin');
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    await dialog.getByRole('tab', { name: 'Change Username' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Change Username' }).getAttribute('aria-selected')).toBe('true');
    await shown(page, '4-14 characters, start with a letter, letters, numbers and underscores only');
    await page.screenshot({ path: screenshotPath('admin-profile-desktop'), animations: 'disabled' });

    await dialog.getByRole('button', { name: 'Change Username' }).click();
    await shown(page, 'Please fill in all fields');
    await dialog.getByLabel('New Username').fill('someone_new');
    await dialog.getByRole('button', { name: 'Change Username' }).click();
    await shown(page, 'Please fill in all fields');

    // Cancel closes and clears.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Profile' }).click();
    expect(await dialog.getByLabel('New Username').inputValue()).toBe('');

    await dialog.getByRole('tab', { name: 'Change Password' }).click();
    await shown(page, '8-24 characters with lowercase, uppercase, number and special character');
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(ADMIN_PASSWORD);
    await submit.click();
    await shown(page, 'Please fill in all fields');
    await dialog.getByLabel('New Password', { exact: true }).fill('Abcdef1!');
    await dialog.getByLabel('Confirm New Password').fill('Abcdef1?');
    await submit.click();
    await shown(page, 'New passwords do not match');
    await dialog.getByLabel('New Password', { exact: true }).fill('Ab1!');
    await dialog.getByLabel('Confirm New Password').fill('Ab1!');
    await submit.click();
    await shown(page, 'Password must be at least 6 characters long');

    // A click on the backdrop closes and clears.
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Profile' }).click();
    await dialog.getByRole('tab', { name: 'Change Password' }).click();
    expect(await dialog.getByLabel('Current Password').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('a wrong current password shows the server message', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    const dialog = await openDialog(page, 'Profile', 'Admin Profile');
    await dialog.getByLabel('Current Password').fill('Not@The1Password');
    await dialog.getByLabel('New Username').fill('another_admin');
    await heldUntilShown(
      page,
      '**/api/admin/username',
      'PUT',
      () => dialog.getByRole('button', { name: 'Change Username' }).click(),
      'Changing username...',
    );
    await shown(page, 'The current password is incorrect.');
    await dialog.waitFor();
  });

  test('change the username, then the password, and log in with each', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    const dialog = await openDialog(page, 'Profile', 'Admin Profile');
    await dialog.getByLabel('Current Password').fill(ADMIN_PASSWORD);
    await dialog.getByLabel('New Username').fill('trust_admin');
    await dialog.getByRole('button', { name: 'Change Username' }).click();
    await shown(page, 'Username changed successfully!');
    await dialog.waitFor({ state: 'detached' });
    await shown(page, 'trust_admin');

    // The new token works: the session goes on without a new login.
    await page.getByRole('button', { name: 'Hostels', exact: true }).click();
    await page.getByRole('heading', { name: 'Hostel Management' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await fillLogin(page, 'admin', ADMIN_PASSWORD);
    await shown(page, 'Invalid username or password');
    await loginAsAdmin(page, ADMIN_PASSWORD, 'trust_admin');

    const newPassword = 'Hostel#2027x';
    await page.getByRole('button', { name: 'Profile' }).click();
    await dialog.getByRole('tab', { name: 'Change Password' }).click();
    await dialog.getByLabel('Current Password').fill(ADMIN_PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm New Password').fill(newPassword);
    await heldUntilShown(
      page,
      '**/api/admin/password',
      'PUT',
      () => dialog.getByRole('button', { name: 'Change Password' }).click(),
      'Changing password...',
    );
    await shown(page, 'Password changed successfully!');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await fillLogin(page, 'trust_admin', ADMIN_PASSWORD);
    await shown(page, 'Invalid username or password');
    await loginAsAdmin(page, newPassword, 'trust_admin');
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();

    // Back as it was, for the other tests: the username, then the password.
    const signedIn = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'trust_admin', password: newPassword }),
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const back = await callApi(site.url, accessToken, 'PUT', '/api/admin/username', {
      currentPassword: newPassword,
      newUsername: 'admin',
    });
    await callApi(site.url, back.data.accessToken, 'PUT', '/api/admin/password', {
      currentPassword: newPassword,
      newPassword: ADMIN_PASSWORD,
    });
  });

  test('logout ends the session', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/admin/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    // The refresh cookie is gone too.
    const status = await page.evaluate(async () => (await fetch('/api/admin/refresh', { method: 'POST' })).status);
    expect(status).toBe(401);
  });
});
