// The console's Mess Management against the real server: the grid and its
// states, the form's messages and member editor, add, edit and delete with
// SPEC.md's texts (the server's message or the fallback), and the public
// hostel page's Mess Details showing each change on its next load.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  SCREENS,
  acceptConfirm,
  adminToken,
  animationsEnded,
  cardTitled as messCard,
  checkPanelLoading,
  checkPanelOnPhone,
  consoleScreenshot,
  discardChanges,
  gridColumns,
  gridColumnsAt,
  heldUntilShown,
  loginAsAdmin,
  openDialog,
  openGrid,
  openPanel,
  openPanelWithResponse,
  pageWidth,
  panelPage,
  screenshotPath,
  shown,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(60_000);

const site = useSite();

const openMess = (page: Page) => openPanel(page, 'Mess', 'Mess Management');

const messages = [
  'Mess name is required',
  "Cateror's name is required",
  'Please select a hostel',
  'Capacity must be a positive number',
  'Night canteen status is required',
];

async function openMessDetails(page: Page, hostelId: string) {
  await page.goto(`/hostel/${hostelId}`);
  await page.getByRole('tab', { name: 'Mess Details' }).click();
}

describe('admin mess', () => {
  test('the grid shows every mess with its details, 3 columns, and a phone layout', async () => {
    const { page, grid } = await openGrid(site, openMess, 'Messes');
    expect(await grid.getByRole('article').count()).toBe(11);

    const ganga = messCard(page, 'Ganga Mess');
    for (const text of ['Annapoorna Caterers', 'Ganga (GH I)', 'Veg', '350 students', 'Available', '3'])
      await ganga.getByText(text, { exact: true }).waitFor();
    for (const label of ['Cateror', 'Hostel', 'Type', 'Capacity', 'Night Canteen', 'Members'])
      await ganga.getByText(label, { exact: true }).waitFor();
    await ganga.getByRole('img', { name: 'Mess Image' }).waitFor();
    await ganga.getByRole('button', { name: 'Edit Ganga Mess' }).waitFor();
    await ganga.getByRole('button', { name: 'Delete Ganga Mess' }).waitFor();
    expect(await messCard(page, 'Bhadra Mess').getByText('Members', { exact: true }).count()).toBe(0);
    await messCard(page, 'Bhadra Mess').getByText('Not Available', { exact: true }).waitFor();
    await messCard(page, 'Tunga Mess').getByText('NonVeg', { exact: true }).waitFor();

    expect(await gridColumns(grid)).toBe(3);
    await consoleScreenshot(page, 'admin-mess-desktop');
    expect(await gridColumnsAt(page, grid, { width: 900, height: 900 })).toBe(2);

    await checkPanelOnPhone(site, {
      open: openMess,
      list: 'Messes',
      oneColumn: true,
      screenshot: 'admin-mess',
      add: { button: '+ Add Mess', dialog: 'Add New Mess' },
    });
  });

  test('loading, empty, and a failed fetch', async () => {
    await checkPanelLoading(site, { button: 'Mess', api: '**/api/mess', loading: 'Loading messes...', list: 'Messes' });

    const empty = await openPanelWithResponse(site, openMess, '**/api/mess', { json: [] });
    await shown(empty, 'No messes found. Add some messes to get started!');

    const failed = await openPanelWithResponse(site, openMess, '**/api/mess', {
      status: 500,
      json: { message: 'Internal error' },
    });
    await shown(failed, 'Failed to fetch messes');
    await shown(failed, 'No messes found. Add some messes to get started!');
  });

  test("a mess whose hostel is gone shows 'N/A'", async () => {
    const orphan = {
      _id: 'orphan',
      hostel: null,
      mess_name: 'Old Block Mess',
      caterers_name: 'Hill View Caterers',
      type: 'Veg',
      capacity: 90,
      night_canteen: 'Not Available',
      nominated_mess_members: [],
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const page = await openPanelWithResponse(site, openMess, '**/api/mess', { json: [orphan] });
    const card = messCard(page, 'Old Block Mess');
    for (const text of ['N/A', '90 students', 'Not Available']) await card.getByText(text, { exact: true }).waitFor();
  });

  test('the form shows its messages, clears each on edit, and the member editor adds and removes', async () => {
    const page = await panelPage(site, openMess);
    const dialog = await openDialog(page, '+ Add Mess', 'Add New Mess');
    await dialog.getByRole('button', { name: 'Add Mess', exact: true }).click();
    for (const text of messages) await shown(page, text);

    await dialog.getByLabel(/^Mess Name/).fill('Test');
    expect(await page.getByText('Mess name is required').count()).toBe(0);
    await shown(page, "Cateror's name is required");
    await dialog.getByLabel(/^Capacity/).fill('0');
    expect(await page.getByText('Capacity must be a positive number').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Mess', exact: true }).click();
    await shown(page, 'Capacity must be a positive number');
    expect(await page.getByText('Mess name is required').count()).toBe(0);

    const addMember = dialog.getByRole('button', { name: 'Add Member' });
    expect(await addMember.isDisabled()).toBe(true);
    await dialog.getByLabel('Role').fill('Member');
    expect(await addMember.isDisabled()).toBe(true);
    await dialog.getByLabel('Member Name').fill('   ');
    expect(await addMember.isDisabled()).toBe(true);
    await dialog.getByLabel('Member Name').fill('Nisha Kamath');
    expect(await addMember.isDisabled()).toBe(false);
    await dialog.getByLabel('Contact').fill('+91 90000 12345');
    await dialog.getByLabel('Email').fill('nisha@example.edu');
    await dialog.getByLabel('Year').fill('2nd');
    await addMember.click();
    await shown(page, 'Nisha Kamath - Member - +91 90000 12345 - nisha@example.edu - 2nd');
    expect(await dialog.getByLabel('Member Name').inputValue()).toBe('');
    expect(await addMember.isDisabled()).toBe(true);

    await dialog.getByLabel('Member Name').fill('Omkar Rao');
    await dialog.getByLabel('Year').fill('1st');
    await dialog.getByLabel('Year').press('Enter');
    await shown(page, 'Omkar Rao - 1st');
    await dialog.getByRole('button', { name: 'Remove Omkar Rao - 1st' }).click();
    expect(await page.getByText('Omkar Rao - 1st').count()).toBe(0);
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('admin-mess-modal-desktop') });
  });

  test('add, edit and delete a mess; the hostel page follows', async () => {
    const page = await panelPage(site, openMess);

    const dialog = await openDialog(page, '+ Add Mess', 'Add New Mess');
    await dialog.getByLabel(/^Mess Name/).fill('Saraswati Mess');
    await dialog.getByLabel(/^Cateror's Name/).fill('Hill View Caterers');
    const hostel = dialog.getByLabel(/^Hostel/);
    await hostel.locator('option', { hasText: 'Saraswati (GH III)' }).waitFor({ state: 'attached' });
    await hostel.selectOption({ label: 'Saraswati (GH III)' });
    const hostelId = await hostel.inputValue();
    await dialog.getByLabel(/^Type/).selectOption('NonVeg');
    await dialog.getByLabel(/^Capacity/).fill('180');
    await dialog.getByLabel(/^Night Canteen/).fill('Available');
    await dialog.getByLabel('Member Name').fill('Divya Shetty');
    await dialog.getByLabel('Role').fill('Mess Representative');
    await dialog.getByLabel('Year').fill('3rd');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    // A member typed but not added with its button is saved with the mess, not lost.
    await dialog.getByLabel('Member Name').fill('Rohit Naik');
    await heldUntilShown(
      page,
      '**/api/mess',
      'POST',
      () => dialog.getByRole('button', { name: 'Add Mess', exact: true }).click(),
      'Adding mess...',
    );
    await shown(page, 'Mess added successfully!');
    await dialog.waitFor({ state: 'detached' });

    const card = messCard(page, 'Saraswati Mess');
    for (const text of ['Hill View Caterers', 'Saraswati (GH III)', 'NonVeg', '180 students', 'Available', '2'])
      await card.getByText(text, { exact: true }).waitFor();

    const visitor = await site.page();
    await openMessDetails(visitor, hostelId);
    for (const text of ['Saraswati Mess', 'Hill View Caterers', '180 students', 'Divya Shetty', 'Rohit Naik'])
      await shown(visitor, text);

    const edit = await openDialog(card, 'Edit Saraswati Mess', 'Edit Mess');
    expect(await edit.getByLabel(/^Hostel/).inputValue()).toBe(hostelId);
    expect(await edit.getByLabel(/^Capacity/).inputValue()).toBe('180');
    await shown(page, 'Divya Shetty - Mess Representative - 3rd');
    await edit.getByLabel(/^Cateror's Name/).fill('Coastal Kitchen Services');
    await edit.getByLabel(/^Night Canteen/).fill('Not Available');
    await edit.getByRole('button', { name: 'Remove Divya Shetty - Mess Representative - 3rd' }).click();
    await edit.getByRole('button', { name: 'Remove Rohit Naik' }).click();
    await edit.getByRole('button', { name: 'Update Mess' }).click();
    await shown(page, 'Mess updated successfully!');
    await edit.waitFor({ state: 'detached' });
    await card.getByText('Coastal Kitchen Services', { exact: true }).waitFor();
    expect(await card.getByText('Members', { exact: true }).count()).toBe(0);

    await openMessDetails(visitor, hostelId);
    await shown(visitor, 'Coastal Kitchen Services');
    await shown(visitor, 'Not Available');
    expect(await visitor.getByText('Divya Shetty').count()).toBe(0);

    const question = await acceptConfirm(page, () =>
      card.getByRole('button', { name: 'Delete Saraswati Mess' }).click(),
    );
    await shown(page, 'Mess deleted successfully!');
    expect(question).toBe('Are you sure you want to delete this mess?');
    await card.waitFor({ state: 'detached' });

    await openMessDetails(visitor, hostelId);
    await shown(visitor, 'No mess information available for this hostel.');
  });

  test("failures show the server's message, else the fallback, and keep the form", async () => {
    const page = await panelPage(site, openMess);
    await page.route('**/api/mess/*', (route) => {
      const method = route.request().method();
      if (method === 'PUT') return route.fulfill({ status: 409, json: { message: 'Someone else changed this mess.' } });
      if (method === 'DELETE') return route.fulfill({ status: 500, body: 'oops' });
      return route.fallback();
    });
    await page.route('**/api/mess', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
    );

    const edit = await openDialog(page, 'Edit Kaveri Mess', 'Edit Mess');
    await edit.getByLabel(/^Capacity/).fill('310');
    await edit.getByRole('button', { name: 'Update Mess' }).click();
    await shown(page, 'Someone else changed this mess.');
    expect(await edit.getByLabel(/^Capacity/).inputValue()).toBe('310');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await edit.waitFor({ state: 'detached' });

    const dialog = await openDialog(page, '+ Add Mess', 'Add New Mess');
    await dialog.getByLabel(/^Mess Name/).fill('Doomed Mess');
    await dialog.getByLabel(/^Cateror's Name/).fill('Nobody');
    await dialog.getByLabel(/^Hostel/).selectOption({ index: 1 });
    await dialog.getByLabel(/^Capacity/).fill('10');
    await dialog.getByLabel(/^Night Canteen/).fill('Available');
    await dialog.getByRole('button', { name: 'Add Mess', exact: true }).click();
    await shown(page, 'Error adding mess!');
    expect(await dialog.getByLabel(/^Mess Name/).inputValue()).toBe('Doomed Mess');
    await page.keyboard.press('Escape');
    await discardChanges(page);

    await acceptConfirm(page, () => page.getByRole('button', { name: 'Delete Kaveri Mess' }).click());
    await shown(page, 'Error deleting mess!');
    await messCard(page, 'Kaveri Mess').waitFor();
  });

  test("a warden whose hostel was deleted is told why there is no '+ Add Mess'", async () => {
    const token = await adminToken(site);
    const people = (await callApi(site.url, token, 'GET', '/api/people')) as { _id: string; role: string }[];
    const staffOf = (role: string) => people.find((person) => person.role === role)!._id;
    const hostel = await callApi(site.url, token, 'POST', '/api/hostels', {
      name: 'Sharavati (Block XI)',
      warden: staffOf('warden'),
      supervisor: staffOf('supervisor'),
      rooms: 40,
    });
    const added = await callApi(site.url, token, 'POST', '/api/admin/accounts', {
      username: 'ward_gone',
      role: 'warden',
      hostels: [hostel.data._id],
    });
    const first = await callApi(site.url, '', 'POST', '/api/admin/login', {
      username: 'ward_gone',
      password: added.password,
    });
    const password = 'Chosen@2026';
    await callApi(site.url, first.accessToken, 'PUT', '/api/admin/password', {
      currentPassword: added.password,
      newPassword: password,
    });
    await callApi(site.url, token, 'DELETE', `/api/hostels/${hostel.data._id}`);

    for (const [screen, viewport] of SCREENS) {
      const page = await site.page(viewport);
      await loginAsAdmin(page, password, 'ward_gone');
      await page.getByRole('button', { name: 'Mess', exact: true }).click();
      await page.getByRole('list', { name: 'Messes' }).waitFor();
      const notice = page.getByRole('note');
      await notice
        .getByText('You cannot add a mess: no hostel is assigned to your account. An owner can assign one in Accounts.')
        .waitFor();
      expect(await page.getByRole('button', { name: '+ Add Mess' }).count()).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await consoleScreenshot(page, `admin-mess-no-hostel-${screen}`);
      await page.close();
    }

    // An owner, who may add a mess to any hostel, still has the button and no such notice.
    const owner = await panelPage(site, openMess);
    await owner.getByRole('button', { name: '+ Add Mess' }).waitFor();
    expect(await owner.getByRole('note').count()).toBe(0);
  });
});
