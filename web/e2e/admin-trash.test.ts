// The Trash panel: a notice deleted in its panel waits in the
// trash and comes back with Restore; a restore says what it could not bring
// back; an owner deletes for good after a confirm; an editor restores but
// cannot delete for good.
import { expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  acceptConfirm,
  accessibilityProblems,
  adminToken,
  cardTitled,
  checkPanelLoading,
  consoleScreenshot,
  loginAsAdmin,
  pageWidth,
  screenshotPath,
  shown,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(120_000);

const site = useSite();

const trashList = (page: Page) => page.getByRole('list', { name: 'Deleted items, newest first' });
const trashItem = (page: Page, name: string) => trashList(page).getByRole('listitem').filter({ hasText: name });

async function openTrash(page: Page, username?: string, password?: string) {
  await (username ? loginAsAdmin(page, password, username) : loginAsAdmin(page));
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await page.getByRole('heading', { name: 'Trash', exact: true }).waitFor();
}

test('a notice deleted in its panel waits in the trash, and Restore puts it back everywhere', async () => {
  const token = await adminToken(site);
  await callApi(site.url, token, 'POST', '/api/notifications', {
    title: 'Hostel day rehearsal',
    message: 'In the auditorium at 5 PM.',
    priority: 'high',
  });

  const page = await site.page(DESKTOP);
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  // SPEC.md's own confirm prompt and toast, as before.
  const question = await acceptConfirm(page, () =>
    cardTitled(page, 'Hostel day rehearsal').getByRole('button', { name: 'Delete Hostel day rehearsal' }).click(),
  );
  expect(question).toBe('Are you sure you want to delete this notification?');
  await shown(page, 'Notification deleted successfully!');

  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  const item = trashItem(page, 'Hostel day rehearsal');
  await item.waitFor();
  expect(await item.getByText('Notification', { exact: true }).count()).toBe(1);
  expect(await item.innerText()).toMatch(/Deleted .+ by admin · goes for good /);
  await page.getByText('Deleted items wait here for 30 days, then go for good.', { exact: false }).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('admin-trash-desktop') });

  await item.getByRole('button', { name: 'Restore Hostel day rehearsal' }).click();
  await shown(page, "'Hostel day rehearsal' is restored.");
  await item.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await cardTitled(page, 'Hostel day rehearsal').waitFor();

  const home = await site.page(DESKTOP);
  await home.goto('/');
  await shown(home, 'Hostel day rehearsal');
});

test('a restore says what it could not bring back; the kind choice narrows the list', async () => {
  const token = await adminToken(site);
  const person = await callApi(site.url, token, 'POST', '/api/people', {
    name: 'Dr. Temporary Warden',
    designation: 'Warden',
    role: 'warden',
  });
  const supervisor = (await callApi(site.url, token, 'GET', '/api/people')).find(
    (person: { role: string }) => person.role === 'supervisor',
  );
  const hostel = await callApi(site.url, token, 'POST', '/api/hostels', {
    name: 'Kaveri Annexe',
    warden: person.data._id,
    supervisor: supervisor._id,
    rooms: 40,
  });
  expect(hostel.message).toBe('Hostel added successfully!');
  await callApi(site.url, token, 'DELETE', `/api/hostels/${hostel.data._id}`);
  await callApi(site.url, token, 'DELETE', `/api/people/${person.data._id}`);

  const page = await site.page(DESKTOP);
  await openTrash(page);
  await page.getByLabel('Show').selectOption({ label: 'Files' });
  await shown(page, 'Nothing of this kind is in the trash.');
  await page.getByLabel('Show').selectOption({ label: 'Hostels' });
  const item = trashItem(page, 'Kaveri Annexe');
  await item.waitFor();
  expect(await trashList(page).getByRole('listitem').filter({ hasText: 'Dr. Temporary Warden' }).count()).toBe(0);

  await item.getByRole('button', { name: 'Restore Kaveri Annexe' }).click();
  await shown(
    page,
    "'Kaveri Annexe' is restored. Its warden, Dr. Temporary Warden, " +
      'has been deleted: choose a warden when you next edit this hostel.',
  );
  const restored = await (await fetch(`${site.url}/api/hostels/${hostel.data._id}`)).json();
  expect(restored.warden).toBeNull();
});

test('an owner deletes for good after a confirm; an editor may restore but not delete for good', async () => {
  const token = await adminToken(site);
  const notice = await callApi(site.url, token, 'POST', '/api/notifications', {
    title: 'Old fee circular',
    message: 'Superseded.',
  });
  await callApi(site.url, token, 'DELETE', `/api/notifications/${notice.data._id}`);
  const editorNotice = await callApi(site.url, token, 'POST', '/api/notifications', {
    title: 'Editor can bring this back',
    message: 'Restored by an editor.',
  });
  await callApi(site.url, token, 'DELETE', `/api/notifications/${editorNotice.data._id}`);

  const page = await site.page(DESKTOP);
  await openTrash(page);
  const item = trashItem(page, 'Old fee circular');
  await item.getByRole('button', { name: 'Delete for good: Old fee circular' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete for good?' });
  await dialog
    .getByText("'Old fee circular' will be deleted for good, with its picture or file. This cannot be undone.")
    .waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await item.getByRole('button', { name: 'Delete for good: Old fee circular' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await shown(page, "'Old fee circular' is deleted for good.");
  await item.waitFor({ state: 'detached' });

  const added = await callApi(site.url, token, 'POST', '/api/admin/accounts', {
    username: 'trash_editor',
    role: 'editor',
  });
  const first = await (
    await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'trash_editor', password: added.password }),
    })
  ).json();
  await callApi(site.url, first.accessToken, 'PUT', '/api/admin/password', {
    currentPassword: added.password,
    newPassword: 'Editor@2026',
  });

  const editor = await site.page(DESKTOP);
  await openTrash(editor, 'trash_editor', 'Editor@2026');
  const editorItem = trashItem(editor, 'Editor can bring this back');
  await editorItem.getByRole('button', { name: 'Restore Editor can bring this back' }).waitFor();
  expect(
    await trashList(editor)
      .getByRole('button', { name: /^Delete for good/ })
      .count(),
  ).toBe(0);
  await editorItem.getByRole('button', { name: 'Restore Editor can bring this back' }).click();
  await shown(editor, "'Editor can bring this back' is restored.");

  const phone = await site.page(PHONE);
  await openTrash(phone);
  await trashList(phone).waitFor();
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await consoleScreenshot(phone, 'admin-trash-phone');
});

test('the trash shows its loading text until its first page comes', async () => {
  const token = await adminToken(site);
  const notice = await callApi(site.url, token, 'POST', '/api/notifications', {
    title: 'Held back',
    message: 'Loaded late.',
  });
  await callApi(site.url, token, 'DELETE', `/api/notifications/${notice.data._id}`);
  await checkPanelLoading(site, {
    button: 'Trash',
    api: '**/api/admin/trash',
    loading: 'Loading the trash...',
    list: 'Deleted items, newest first',
  });
});
