// The console's Hostel Management against the real server: the grid and its
// states, add, edit and delete with SPEC.md's texts, form checks, a server
// error that keeps the form, the 409 of a warden in use, and the public
// hostel pages showing each change on their next load.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  acceptConfirm,
  adminToken,
  cardTitled,
  cardTitled as hostelCard,
  checkPanelOnPhone,
  dismissConfirm,
  gridColumns,
  gridColumnsAt,
  heldUntilShown,
  largePicture,
  loginAsAdmin,
  openDialog,
  openGrid,
  openPanel,
  panelPage,
  screenshotPath,
  shown,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(60_000);

const site = useSite();

const openHostels = (page: Page) => openPanel(page, 'Hostels', 'Hostel Management');

describe('admin hostels', () => {
  test('the grid shows every hostel with its details, 3/2/1 columns', async () => {
    const { page, grid } = await openGrid(site, openHostels, 'Hostels');
    expect(await grid.getByRole('article').count()).toBe(13);
    const card = hostelCard(page, 'Karavali (Block I)');
    for (const text of ['220', 'Dr. Arjun Hegde', 'Mr. Ganesh Poojary', 'Male', 'Triple', '1st', 'Karavali Mess'])
      await card.getByText(text, { exact: true }).waitFor();
    await card.getByText(/^Last updated: /).waitFor();
    await card.getByRole('button', { name: 'Edit Karavali (Block I)' }).waitFor();
    await card.getByRole('button', { name: 'Delete Karavali (Block I)' }).waitFor();
    await page.getByRole('button', { name: '+ Add Hostel' }).waitFor();

    expect(await gridColumns(grid)).toBe(3);
    await page.screenshot({ path: screenshotPath('admin-hostels-desktop') });
    expect(await gridColumnsAt(page, grid, { width: 900, height: 900 })).toBe(2);

    await checkPanelOnPhone(site, { open: openHostels, list: 'Hostels', oneColumn: true, screenshot: 'admin-hostels' });
  });

  test('the spinner while loading and the empty state', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    await page.route('**/api/hostels', (route) => route.fulfill({ json: [] }));
    await heldUntilShown(
      page,
      '**/api/hostels',
      'GET',
      () => page.getByRole('button', { name: 'Hostels', exact: true }).click(),
      'Loading hostels...',
    );
    await shown(page, 'No hostels found. Add some hostels to get started!');
  });

  test('add, edit and delete a hostel; the public pages follow', async () => {
    const page = await panelPage(site, openHostels);
    const dialog = await openDialog(page, '+ Add Hostel', 'Add Hostel');
    await dialog.waitFor();

    // Required fields, rooms at least 1, photoSphere a URL.
    await dialog.getByRole('button', { name: 'Add Hostel' }).click();
    for (const text of ['Name is required', 'Warden is required', 'Supervisor is required', 'Rooms is required'])
      await shown(page, text);
    await dialog.getByLabel('Rooms').fill('0');
    await dialog.getByLabel('PhotoSphere (360° view URL)').fill('not a link');
    await dialog.getByRole('button', { name: 'Add Hostel' }).click();
    await shown(page, 'Rooms must be at least 1');
    await shown(page, 'PhotoSphere must be a valid URL (http:// or https://)');
    await page.screenshot({ path: screenshotPath('admin-hostel-form-errors-desktop'), animations: 'disabled' });

    // The pickers list people of the right role only.
    const wardens = await dialog.getByLabel('Warden').locator('option').allTextContents();
    expect(wardens).toContain('Dr. Arjun Hegde');
    expect(wardens).not.toContain('Mr. Ganesh Poojary');
    const supervisors = await dialog.getByLabel('Supervisor').locator('option').allTextContents();
    expect(supervisors).toContain('Mr. Ganesh Poojary');
    expect(supervisors).not.toContain('Dr. Arjun Hegde');

    await dialog.getByLabel('Name').fill('Test Hall (GH IV)');
    await dialog.getByLabel('Warden').selectOption({ label: 'Dr. Kavya Rao' });
    await dialog.getByLabel('Supervisor').selectOption({ label: 'Ms. Lakshmi Acharya' });
    await dialog.getByLabel('Rooms').fill('120');
    await dialog.getByLabel('Gender').selectOption('female');
    await dialog.getByLabel('Sharing').selectOption('triple');
    expect(await dialog.getByLabel('Year').inputValue()).toBe('');
    await dialog.getByLabel('Contact').fill('+91 824 247 4299');
    await dialog.getByLabel('Mess', { exact: true }).fill('Ganga Mess');
    await dialog.getByLabel('PhotoSphere (360° view URL)').fill('https://www.google.com/maps/embed?pb=test');

    // Facilities are trimmed, never repeated, and removable.
    const facility = dialog.getByLabel('Other facilities', { exact: true });
    await facility.fill('  Reading room  ');
    await facility.press('Enter');
    await facility.fill('Reading room');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await facility.fill('Laundry');
    await facility.press('Enter');
    await facility.fill('Gym');
    await facility.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Other facilities of the hostel' });
    expect(await chips.getByRole('listitem').allTextContents()).toEqual(['Reading room', 'Laundry', 'Gym']);
    await chips.getByRole('button', { name: 'Remove Gym' }).click();
    expect(await chips.getByRole('listitem').allTextContents()).toEqual(['Reading room', 'Laundry']);

    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(
        await largePicture(page, { name: 'building.png', width: 1200, height: 2000, colors: ['#15803d'] }),
      );
    const preview = dialog.getByRole('img', { name: 'Preview of the chosen image' });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      960, 1600,
    ]);

    // A server error shows its message and keeps everything typed.
    let rejected = false;
    await page.route('**/api/hostels', async (route) => {
      if (route.request().method() === 'POST' && !rejected) {
        rejected = true;
        await route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The image is larger than the upload limit of 25 MB.' }),
        });
      } else await route.fallback();
    });
    await dialog.getByRole('button', { name: 'Add Hostel' }).click();
    await shown(page, 'The image is larger than the upload limit of 25 MB.');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Test Hall (GH IV)');
    expect(await dialog.getByLabel('Rooms').inputValue()).toBe('120');
    expect(await chips.getByRole('listitem').count()).toBe(2);
    await preview.waitFor();

    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/hostels') && request.method() === 'POST',
    );
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/hostels') && response.request().method() === 'POST',
    );
    await heldUntilShown(
      page,
      '**/api/hostels',
      'POST',
      () => dialog.getByRole('button', { name: 'Add Hostel' }).click(),
      'Adding hostel...',
    );
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      name: 'Test Hall (GH IV)',
      rooms: 120,
      gender: 'female',
      sharing: 'triple',
      year: null,
      other_facilities: ['Reading room', 'Laundry'],
    });
    expect(body.image).toStartWith('data:image/');
    const id = ((await (await created).json()) as { data: { _id: string } }).data._id;
    await shown(page, 'Hostel added successfully!');
    await dialog.waitFor({ state: 'detached' });
    const card = hostelCard(page, 'Test Hall (GH IV)');
    for (const text of ['120', 'Dr. Kavya Rao', 'Ms. Lakshmi Acharya', 'Female', 'Triple', 'NA', 'Ganga Mess'])
      await card.getByText(text, { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Hostels' }).getByRole('article').count()).toBe(14);

    let visitor = await site.page();
    await visitor.goto('/hostels');
    await visitor.getByText('Test Hall (GH IV)', { exact: true }).first().waitFor();
    await visitor.goto(`/hostel/${id}`);
    await visitor.getByRole('heading', { name: 'Test Hall (GH IV)' }).first().waitFor();
    await visitor.getByText('Girls Hostel', { exact: true }).first().waitFor();
    await visitor.close();

    // Edit: the dialog is filled in; a PUT saves it.
    const edit = await openDialog(card, 'Edit Test Hall (GH IV)', 'Edit Hostel');
    expect(await edit.getByLabel('Name').inputValue()).toBe('Test Hall (GH IV)');
    expect(await edit.getByLabel('Warden').inputValue()).toBeTruthy();
    expect(await edit.getByLabel('Sharing').inputValue()).toBe('triple');
    await edit.getByLabel('Rooms').fill('135');
    await edit.getByLabel('Year').selectOption('2nd');
    const put = page.waitForRequest(
      (request) => request.url().endsWith(`/api/hostels/${id}`) && request.method() === 'PUT',
    );
    await edit.getByRole('button', { name: 'Update Hostel' }).click();
    expect((await put).postDataJSON()).toMatchObject({ rooms: 135, year: '2nd' });
    await shown(page, 'Hostel updated successfully!');
    await edit.waitFor({ state: 'detached' });
    await card.getByText('135', { exact: true }).waitFor();
    await card.getByText('2nd', { exact: true }).waitFor();

    visitor = await site.page();
    await visitor.goto(`/hostel/${id}`);
    await visitor.getByText('135', { exact: true }).first().waitFor();
    await visitor.close();

    // The warden of this hostel cannot be deleted while it stands.
    await page.getByRole('button', { name: 'People', exact: true }).click();
    const wardenCard = cardTitled(page, 'Dr. Kavya Rao');
    await wardenCard.getByRole('button', { name: 'Delete Dr. Kavya Rao' }).click();
    await page.getByRole('dialog', { name: 'Delete Person' }).getByRole('button', { name: 'Yes' }).click();
    await page
      .getByText(
        /^This person is the warden or supervisor of .*Test Hall \(GH IV\).*\. Assign someone else there first\.$/,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Hostels', exact: true }).click();

    // Delete: a dismissed confirm keeps it; an accepted one removes it.
    const messages = [
      await dismissConfirm(page, () => card.getByRole('button', { name: 'Delete Test Hall (GH IV)' }).click()),
    ];
    await card.waitFor();
    const deleteHeld = () =>
      heldUntilShown(
        page,
        `**/api/hostels/${id}`,
        'DELETE',
        () => card.getByRole('button', { name: 'Delete Test Hall (GH IV)' }).click(),
        'Deleting hostel...',
      );
    messages.push(await acceptConfirm(page, deleteHeld));
    await shown(page, 'Hostel deleted successfully!');
    await card.waitFor({ state: 'detached' });
    expect(messages).toEqual([
      'Are you sure you want to delete this hostel?',
      'Are you sure you want to delete this hostel?',
    ]);

    visitor = await site.page();
    await visitor.goto(`/hostel/${id}`);
    await visitor.getByText('Hostel Not Found', { exact: true }).waitFor();
    await visitor.goto('/hostels');
    await visitor.getByText('Karavali (Block I)', { exact: true }).first().waitFor();
    expect(await visitor.getByText('Test Hall (GH IV)', { exact: true }).count()).toBe(0);
  });

  test('failures show the fallback texts', async () => {
    const page = await panelPage(site, openHostels);
    await page.route('**/api/hostels/*', (route) => route.fulfill({ status: 500, body: '' }));
    page.on('dialog', (confirm) => void confirm.accept());
    const card = hostelCard(page, 'Bhadra (Block VII)');
    await card.getByRole('button', { name: 'Delete Bhadra (Block VII)' }).click();
    await shown(page, 'Error deleting hostel!');
    await card.waitFor();
    await card.getByRole('button', { name: 'Edit Bhadra (Block VII)' }).click();
    await page.getByRole('dialog', { name: 'Edit Hostel' }).getByRole('button', { name: 'Update Hostel' }).click();
    await shown(page, 'Error updating hostel!');
    await page.keyboard.press('Escape');
    await page.route('**/api/hostels', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    const dialog = await openDialog(page, '+ Add Hostel', 'Add Hostel');
    await dialog.getByLabel('Name').fill('Failing Hall');
    await dialog.getByLabel('Warden').selectOption({ label: 'Dr. Suresh Pai' });
    await dialog.getByLabel('Supervisor').selectOption({ label: 'Mr. Dinesh Kamath' });
    await dialog.getByLabel('Rooms').fill('10');
    await dialog.getByRole('button', { name: 'Add Hostel' }).click();
    await shown(page, 'Error adding hostel!');
    await dialog.waitFor();
  });

  test('after a rename the People and Mess panels show the hostel as the server reads it', async () => {
    const token = await adminToken(site);
    const people = (await callApi(site.url, token, 'GET', '/api/people')) as { _id: string; role: string }[];
    const staffOf = (role: string) => people.find((person) => person.role === role)!._id;
    const hostel = await callApi(site.url, token, 'POST', '/api/hostels', {
      name: 'Netravati (Block IX)',
      warden: staffOf('warden'),
      supervisor: staffOf('supervisor'),
      rooms: 60,
    });
    const id: string = hostel.data._id;
    const witness = { name: 'Ms. Rename Witness', designation: 'Caretaker', role: 'hostel_staff', hostel: [id] };
    const added = await callApi(site.url, token, 'POST', '/api/people', witness);
    await callApi(site.url, token, 'POST', '/api/mess', {
      mess_name: 'Netravati Mess',
      caterers_name: 'Coastal Caterers',
      hostel: id,
      type: 'Veg',
      capacity: 60,
      night_canteen: 'No',
    });

    const showsWitness = async (page: Page, designation: string, hostelName: string) => {
      await page.getByRole('button', { name: 'People', exact: true }).click();
      await page.getByLabel('Role', { exact: true }).selectOption('hostel_staff');
      const card = cardTitled(page, witness.name);
      await card.getByText(designation, { exact: true }).waitFor();
      await card.getByRole('list', { name: 'Hostels' }).getByText(hostelName, { exact: true }).waitFor();
    };
    const page = await panelPage(site, loginAsAdmin);
    await showsWitness(page, 'Caretaker', 'Netravati (Block IX)');

    // Someone else changes the person meanwhile: only a fresh read of the list shows it.
    await callApi(site.url, token, 'POST', '/api/people', {
      ...witness,
      _id: added.data._id,
      designation: 'Senior Caretaker',
    });

    await page.getByRole('button', { name: 'Hostels', exact: true }).click();
    const edit = await openDialog(hostelCard(page, 'Netravati (Block IX)'), 'Edit Netravati (Block IX)', 'Edit Hostel');
    await edit.getByLabel('Name').fill('Netravati (Block X)');
    const seen: string[] = [];
    page.on(
      'response',
      (response) =>
        response.url().endsWith(`/api/hostels/${id}`) && seen.push(`${response.request().method()} answered`),
    );
    page.on('request', (request) => request.url().endsWith('/api/people') && seen.push(`${request.method()} people`));
    await edit.getByRole('button', { name: 'Update Hostel' }).click();
    await shown(page, 'Hostel updated successfully!');
    expect(seen).toEqual(['PUT answered', 'GET people']);

    await showsWitness(page, 'Senior Caretaker', 'Netravati (Block X)');
    await page.getByRole('button', { name: 'Mess', exact: true }).click();
    await cardTitled(page, 'Netravati Mess').getByText('Netravati (Block X)', { exact: true }).waitFor();
  });
});
