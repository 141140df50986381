// The session ends while someone types (another tab signs out, the day's
// session runs out): the console asks the same account to sign in again over
// the form, and the save then completes; nothing typed is lost. Signing out
// there instead discards it, and leaves nothing for the next person.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import {
  ADMIN_PASSWORD,
  PHONE,
  DESKTOP,
  animationsEnded,
  loginRemembered,
  openDialog,
  pageWidth,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(90_000);

const site = useSite();

const NOTICE = 'Water supply interrupted on Saturday';
const MESSAGE = 'The overhead tanks of every block will be cleaned on Saturday from 9 am to 4 pm. '.repeat(8).trim();

/** A notice typed in one tab while another tab of the same browser signs out. */
async function typedWhileAnotherTabSignsOut(viewport = DESKTOP) {
  const page = await site.page(viewport);
  await loginRemembered(page);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
  const dialog = await openDialog(page, '+ Add Notification', 'Add New Notification');
  await dialog.getByLabel('Title').fill(NOTICE);
  await dialog.getByLabel('Message').fill(MESSAGE);

  // The other tab: the same browser's session, ended on purpose there.
  const other = await page.context().newPage();
  await other.goto('/admin');
  await other.getByRole('heading', { name: 'Welcome!' }).waitFor();
  await other.getByRole('button', { name: 'Logout' }).click();
  await other.waitForURL((url) => url.pathname === '/admin/login');
  await other.close();
  return { page, dialog };
}

const noticesNamed = async (title: string) =>
  ((await (await fetch(`${site.url}/api/notifications`)).json()) as { title: string; message: string }[]).filter(
    (notice) => notice.title === title,
  );

describe('a session that ends while a form is being filled', () => {
  test(
    'asks the same account to sign in ' + 'again over the form; the save then ' + 'completes with everything typed',
    async () => {
      const { page, dialog } = await typedWhileAnotherTabSignsOut();
      await dialog.getByRole('button', { name: 'Add Notification' }).click();

      const again = page.getByRole('alertdialog', { name: 'Your session has ended' });
      await again.waitFor();
      // The account that typed it, and no other.
      expect(await again.getByLabel('Username').inputValue()).toBe('admin');
      expect(await again.getByLabel('Username').getAttribute('readonly')).not.toBeNull();
      // Escape does not throw the work away.
      await page.keyboard.press('Escape');
      await again.waitFor();
      expect(page.url()).not.toContain('/admin/login');
      expect(await dialog.getByLabel('Message').inputValue()).toBe(MESSAGE);
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath('admin-sign-in-again-desktop') });

      await again.getByLabel('Password').fill(ADMIN_PASSWORD);
      await again.getByRole('button', { name: 'Login' }).click();
      await shown(page, 'Notification added successfully!');
      await again.waitFor({ state: 'detached' });
      expect(await noticesNamed(NOTICE)).toMatchObject([{ message: MESSAGE }]);
      expect(new URL(page.url()).pathname).toBe('/admin');
    },
  );

  test(
    'on a phone, a wrong password keeps the dialog and the ' +
      'typing; "Sign out" discards both and goes to the sign-in page',
    async () => {
      const { page, dialog } = await typedWhileAnotherTabSignsOut(PHONE);
      await dialog.getByLabel('Title').fill(`${NOTICE} (phone)`);
      await dialog.getByRole('button', { name: 'Add Notification' }).click();
      const again = page.getByRole('alertdialog', { name: 'Your session has ended' });
      await again.waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath('admin-sign-in-again-phone') });

      await again.getByLabel('Password').fill('Wrong@2026');
      await again.getByRole('button', { name: 'Login' }).click();
      await shown(page, 'Invalid username or password');
      await again.waitFor();
      expect(await dialog.getByLabel('Title').inputValue()).toBe(`${NOTICE} (phone)`);

      await again.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/login');
      expect(await noticesNamed(`${NOTICE} (phone)`)).toEqual([]);
      // The next person to sign in on this computer finds no one's typing.
      await loginRemembered(page);
      await page.getByRole('button', { name: 'Notifications', exact: true }).click();
      const fresh = await openDialog(page, '+ Add Notification', 'Add New Notification');
      expect(await fresh.getByLabel('Title').inputValue()).toBe('');
    },
  );
});
