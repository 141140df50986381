// The console's People screen against the real server: the role filter, add,
// edit and delete with SPEC.md's texts, form checks, the 409 of a warden in
// use, and the public People page showing each change on its next load.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  cardTitled,
  checkPanelOnPhone,
  discardChanges,
  heldUntilShown,
  largePicture,
  loginAsAdmin,
  openPanel,
  panelPage,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

async function openPeople(page: Page) {
  await openPanel(page, 'People', 'People');
  await page.getByRole('list', { name: 'Wardens' }).waitFor();
}

/** The public People page, freshly loaded, showing one role. */
async function publicPeople(role: string) {
  const page = await site.page();
  await page.goto('/people');
  await page.getByLabel('Select role').selectOption({ label: role });
  return page;
}

describe('admin people', () => {
  test('cards are filtered by role, wardens first', async () => {
    const page = await panelPage(site, openPeople);
    const filter = page.getByLabel('Role', { exact: true });
    expect(await filter.inputValue()).toBe('warden');
    const options = await filter.locator('option').allTextContents();
    expect(options.slice(0, 8)).toEqual([
      'Wardens',
      'Quality & Maintenance Warden',
      'Supervisors',
      'Hostel Council',
      'Hostel Staff',
      'GMC & MC',
      'SE Office Staff',
      'House Keeping Staff',
    ]);
    const wardens = page
      .getByRole('list', { name: 'Wardens' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    expect(await wardens.count()).toBe(6);
    const card = cardTitled(page, 'Dr. Arjun Hegde');
    for (const text of [
      'Associate Professor',
      'Mechanical Engineering',
      'arjun.hegde@example.edu',
      '+91 94480 11201',
      'Karavali (Block I)',
      'Karavali (Block II)',
    ])
      await card.getByText(text, { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Edit Dr. Arjun Hegde' }).waitFor();
    await card.getByRole('button', { name: 'Delete Dr. Arjun Hegde' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-people-desktop') });

    await filter.selectOption('supervisor');
    await page.getByRole('heading', { name: 'Mr. Ganesh Poojary' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Dr. Arjun Hegde' }).count()).toBe(0);

    await checkPanelOnPhone(site, { open: openPeople, list: 'Wardens', screenshot: 'admin-people' });
  });

  test("'Loading people data...' shows while the list loads", async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    await heldUntilShown(
      page,
      '**/api/people',
      'GET',
      () => page.getByRole('button', { name: 'People', exact: true }).click(),
      'Loading people data...',
    );
    await page.getByRole('list', { name: 'Wardens' }).waitFor();
  });

  test('add, edit and delete a person; the public page follows', async () => {
    const page = await panelPage(site, openPeople);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('region', { name: 'Add Person' });
    await form.waitFor();
    expect(await form.getByLabel('Role').inputValue()).toBe('supervisor');

    // Required fields and a bad e-mail address.
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Add Person' }).click();
    await shown(page, 'Name is required');
    await shown(page, 'Designation is required');
    await shown(page, 'Email must be a valid email address');
    expect(await form.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
    await form.getByLabel('Name').fill('Ms. Test Person');
    expect(await page.getByText('Name is required', { exact: true }).count()).toBe(0);

    await form.getByLabel('Designation').fill('Assistant Warden');
    await form.getByLabel('Role').selectOption('hostel_staff');
    await form.getByLabel('Department').fill('Physics');
    await form.getByLabel('Phone').fill('+91 90000 12345');
    await form.getByLabel('Email').fill('test.person@example.edu');
    await form.getByLabel('Contact', { exact: true }).fill('https://faculty.example.edu/test-person');

    // Hostels: chosen ones leave the list and show as removable chips.
    const hostelPicker = form.getByLabel('Hostels', { exact: true });
    await hostelPicker.selectOption({ label: 'Ganga (GH I)' });
    await hostelPicker.selectOption({ label: 'Tunga (Block VI)' });
    await hostelPicker.selectOption({ label: 'Kaveri (Block V)' });
    const chips = form.getByRole('list', { name: 'Selected hostels' });
    expect(await chips.getByRole('listitem').allTextContents()).toEqual([
      'Ganga (GH I)',
      'Tunga (Block VI)',
      'Kaveri (Block V)',
    ]);
    expect(await hostelPicker.locator('option', { hasText: 'Ganga (GH I)' }).count()).toBe(0);
    await chips.getByRole('button', { name: 'Remove Kaveri (Block V)' }).click();
    expect(await chips.getByRole('listitem').count()).toBe(2);

    // The picture is shrunk in the browser to 1600 px on its long side.
    await form
      .getByLabel('Image', { exact: true })
      .setInputFiles(
        await largePicture(page, { name: 'portrait.png', width: 2400, height: 1600, colors: ['#1e3a8a', '#fbbf24'] }),
      );
    const preview = form.getByRole('img', { name: 'Preview of the chosen image' });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1600, 1067,
    ]);

    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/people') && request.method() === 'POST',
    );
    await heldUntilShown(
      page,
      '**/api/people',
      'POST',
      () => form.getByRole('button', { name: 'Add Person' }).click(),
      'Processing...',
    );
    const body = (await posted).postDataJSON();
    expect(body._id).toBeUndefined();
    expect(body.image).toStartWith('data:image/');
    expect(body.hostel).toHaveLength(2);
    await shown(page, 'Person added successfully!');
    await form.waitFor({ state: 'detached' });

    // The list switched to the new person's role and shows the card.
    expect(await page.getByLabel('Role', { exact: true }).inputValue()).toBe('hostel_staff');
    const card = cardTitled(page, 'Ms. Test Person');
    for (const text of [
      'Assistant Warden',
      'Physics',
      'test.person@example.edu',
      '+91 90000 12345',
      'Ganga (GH I)',
      'Tunga (Block VI)',
    ])
      await card.getByText(text, { exact: true }).waitFor();

    let visitor = await publicPeople('Hostel Staff');
    await visitor.getByRole('heading', { name: 'Ms. Test Person' }).waitFor();
    await visitor.close();

    // Edit: the form is filled in, and the same POST carries the _id.
    await card.getByRole('button', { name: 'Edit Ms. Test Person' }).click();
    const editForm = page.getByRole('region', { name: 'Edit Person' });
    expect(await editForm.getByLabel('Name').inputValue()).toBe('Ms. Test Person');
    expect(await editForm.getByLabel('Department').inputValue()).toBe('Physics');
    expect(await editForm.getByRole('list', { name: 'Selected hostels' }).getByRole('listitem').count()).toBe(2);
    await editForm.getByLabel('Designation').fill('');
    await editForm.getByRole('button', { name: 'Update Person' }).click();
    await shown(page, 'Designation is required');
    await editForm.getByLabel('Designation').fill('Deputy Warden');
    const updated = page.waitForRequest(
      (request) => request.url().endsWith('/api/people') && request.method() === 'POST',
    );
    await editForm.getByRole('button', { name: 'Update Person' }).click();
    expect((await updated).postDataJSON()._id).toBeTruthy();
    await shown(page, 'Person updated successfully!');
    await card.getByText('Deputy Warden', { exact: true }).waitFor();

    visitor = await publicPeople('Hostel Staff');
    await visitor.getByText('Deputy Warden', { exact: true }).waitFor();
    await visitor.close();

    // Delete: a prompt with name, designation and role; Cancel keeps the person.
    await card.getByRole('button', { name: 'Delete Ms. Test Person' }).click();
    let prompt = page.getByRole('dialog', { name: 'Delete Person' });
    for (const text of ['Ms. Test Person', 'Deputy Warden', 'Hostel Staff'])
      await prompt.getByText(text, { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-people-delete-desktop'), animations: 'disabled' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Delete Ms. Test Person' }).click();
    prompt = page.getByRole('dialog', { name: 'Delete Person' });
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await shown(page, 'Person deleted successfully!');
    await card.waitFor({ state: 'detached' });

    visitor = await publicPeople('Hostel Staff');
    await visitor.getByRole('heading', { name: 'Mr. Vinay Kotian' }).waitFor();
    expect(await visitor.getByRole('heading', { name: 'Ms. Test Person' }).count()).toBe(0);
  });

  test('deleting a warden in use shows the server message and keeps the card', async () => {
    const page = await panelPage(site, openPeople);
    const card = cardTitled(page, 'Dr. Meera Shenoy');
    await card.getByRole('button', { name: 'Delete Dr. Meera Shenoy' }).click();
    await page.getByRole('dialog', { name: 'Delete Person' }).getByRole('button', { name: 'Yes' }).click();
    await shown(
      page,
      'This person is the warden or supervisor of Ganga (GH I), Yamuna (GH II). Assign someone else there first.',
    );
    await card.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('a failed save keeps what was typed and shows the fallback', async () => {
    const page = await panelPage(site, openPeople);
    await page.route('**/api/people', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('region', { name: 'Add Person' });
    await form.getByLabel('Name').fill('Kept Name');
    await form.getByLabel('Designation').fill('Kept Designation');
    await form.getByRole('button', { name: 'Add Person' }).click();
    await shown(page, 'Error adding person!');
    expect(await form.getByLabel('Name').inputValue()).toBe('Kept Name');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await page.getByRole('list', { name: 'Wardens' }).waitFor();
  });
});
