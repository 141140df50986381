// The Pages panel: the rules page's form follows the page, its preview is the
// real page with the unsaved text, a save reaches the server-rendered page, a
// revision's changes show before it is restored, and a portrait is replaced
// through the picture picker.
import { expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  adminToken,
  consoleScreenshot,
  largePicture,
  loginAsAdmin,
  pageWidth,
  screenshotPath,
  shown,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(180_000);

const site = useSite();

const FEE = (fine: string) => `A delayed hostel fee is fined **${fine} per day** of delay.`;

/** The public page as a browser without JavaScript gets it: the server's HTML. */
const publicRules = async () => (await fetch(`${site.url}/rules-regulations`)).text();

async function openRulesEditor(page: Page, username = 'admin', password?: string) {
  await loginAsAdmin(page, password, username);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('heading', { name: 'Pages', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Edit Rules and Regulations' }).click();
  return page.getByRole('form', { name: 'Edit Rules and Regulations' });
}

const group = (form: ReturnType<Page['getByRole']>, name: string) => form.getByRole('group', { name, exact: true });

async function accountOf(token: string, username: string, role: string, hostels: string[] = []) {
  const added = await callApi(site.url, token, 'POST', '/api/admin/accounts', { username, role, hostels });
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: added.password }),
  });
  const first = (await login.json()) as { accessToken: string };
  await callApi(site.url, first.accessToken, 'PUT', '/api/admin/password', {
    currentPassword: added.password,
    newPassword: 'Chosen@2026',
  });
}

test(
  'an owner edits the rules page in its ' +
    'form, previews it, saves it to the ' +
    'public page and restores a revision',
  async () => {
    const page = await site.page(DESKTOP);
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    const card = page
      .getByRole('list', { name: 'Editable pages' })
      .getByRole('listitem')
      .filter({ hasText: 'Rules and Regulations' });
    await card.getByText("The new site's text, never saved").waitFor();
    await consoleScreenshot(page, 'admin-pages-list');
    await card.getByRole('button', { name: 'Edit Rules and Regulations' }).click();
    const form = page.getByRole('form', { name: 'Edit Rules and Regulations' });
    await form.getByLabel('Heading', { exact: true }).waitFor();

    // Lists: a hospital moved up, a closing paragraph added, a general rule removed.
    const medical = group(form, 'Medical facility');
    await medical.getByRole('button', { name: 'Move Hospitals 2 up' }).click();
    expect(await medical.getByRole('textbox', { name: 'Name', exact: true }).first().inputValue()).toBe(
      'Harbourview General Hospital',
    );
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Move Hospitals 1 down');
    await medical.getByRole('button', { name: 'Add to Closing paragraphs' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'page-field-medical-closing-1');
    await medical
      .getByRole('textbox', { name: 'Closing paragraphs 2', exact: true })
      .fill('The health centre answers on **extension 2100** at any hour.');
    const general = group(form, 'General rules');
    await general.getByRole('button', { name: 'Remove Rules 8' }).click();
    expect(await general.getByRole('textbox', { name: 'Rules 8', exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Page saved');
    let html = await publicRules();
    expect(html.indexOf('Harbourview General Hospital')).toBeLessThan(
      html.indexOf('Coastal Care Multispeciality Hospital'),
    );
    expect(html).toContain('<strong>extension 2100</strong>');
    expect(html).not.toContain('Cooking appliances, heaters');

    // A refused save shows the field's error beside it and keeps what was typed.
    await form.getByLabel('Heading', { exact: true }).fill(' ');
    await form.getByLabel('Introduction').fill('Typed and not to be lost.');
    await form.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Some fields need attention.');
    const heading = form.getByLabel('Heading', { exact: true });
    expect(await heading.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Heading is required').waitFor();
    expect(await form.getByLabel('Introduction').inputValue()).toBe('Typed and not to be lost.');
    await form.getByRole('button', { name: 'Discard changes' }).click();
    expect(await heading.inputValue()).toBe('Rules and Regulations');

    // A fine changed in the form shows in the preview at both widths, then on the public page.
    const fee = group(form, 'Accommodation').getByRole('textbox', { name: 'Rules 3', exact: true });
    expect(await fee.inputValue()).toContain(FEE('₹100'));
    await fee.fill((await fee.inputValue()).replace('₹100', '₹150'));
    const preview = page.frameLocator('iframe[title^="Preview"]');
    await preview.getByText('₹150 per day', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-pages-editor-phone-preview') });
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await page.locator('iframe[title="Preview of the unsaved page at desktop width"]').waitFor();
    await preview.getByText('₹150 per day', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-pages-editor-desktop-preview') });
    await form.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Page saved');
    html = await publicRules();
    expect(html).toContain('<strong>₹150 per day</strong>');
    expect(html).not.toContain('₹100 per day');

    // The revision before the fee change shows it field by field, and restoring it brings the old fine back.
    const revisions = page.getByRole('list', { name: 'Revisions, newest first' });
    await revisions.getByRole('listitem').nth(1).waitFor();
    await revisions.getByRole('listitem').nth(1).getByRole('button').click();
    const changes = page.getByRole('definition').filter({ has: page.locator('del') });
    expect(await changes.count()).toBe(1);
    await page.getByText('Accommodation › Rules › 3').waitFor();
    expect(await changes.locator('del').innerText()).toContain('₹150');
    expect(await changes.locator('ins').innerText()).toContain('₹100');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('admin-pages-revision') });
    await revisions.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this revision?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await shown(page, 'Revision restored');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('textarea')].some((area) => area.value.includes('**₹100 per day**')),
    );
    html = await publicRules();
    expect(html).toContain('<strong>₹100 per day</strong>');
    expect(html).toContain('<strong>extension 2100</strong>');

    const phone = await site.page(PHONE);
    await openRulesEditor(phone);
    await phone.frameLocator('iframe[title^="Preview"]').getByText('₹100 per day', { exact: true }).waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await consoleScreenshot(phone, 'admin-pages-phone');
    await phone.getByRole('heading', { name: 'Preview', exact: true }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: screenshotPath('admin-pages-phone-preview') });
  },
);

test(
  "an owner changes the Chief Warden's name and the office " +
    'phone in the console; the pages the server renders have them',
  async () => {
    const page = await site.page(DESKTOP);
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    await page.getByRole('button', { name: 'Edit About Us' }).click();
    const about = page.getByRole('form', { name: 'Edit About Us' });
    await about.locator('#page-field-messages-chiefWarden-name').fill('Dr. Anitha Kamath');
    await about.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Page saved');
    expect(await (await fetch(`${site.url}/about`)).text()).toContain('Dr. Anitha Kamath');

    await page.getByRole('button', { name: 'All pages' }).click();
    await page.getByRole('button', { name: 'Edit Trust contact details' }).click();
    const contact = page.getByRole('form', { name: 'Edit Trust contact details' });
    await contact.locator('#page-field-phone').fill('+91 824 247 9999');
    await contact.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Page saved');
    expect(await (await fetch(`${site.url}/`)).text()).toContain('+91 824 247 9999');
  },
);

test('an editor may edit the pages; a warden does not see the panel', async () => {
  const token = await adminToken(site);
  await accountOf(token, 'pages_editor', 'editor');
  const hostels = (await callApi(site.url, token, 'GET', '/api/hostels')) as { _id: string }[];
  await accountOf(token, 'pages_warden', 'warden', [hostels[0]._id]);

  const editor = await site.page(DESKTOP);
  const form = await openRulesEditor(editor, 'pages_editor', 'Chosen@2026');
  await form.getByLabel('Heading', { exact: true }).fill('Rules and Regulations of the Hostels');
  await form.getByRole('button', { name: 'Save page' }).click();
  await shown(editor, 'Page saved');
  expect(await publicRules()).toContain('Rules and Regulations of the Hostels');

  const warden = await site.page(DESKTOP);
  await loginAsAdmin(warden, 'Chosen@2026', 'pages_warden');
  await warden.getByRole('button', { name: 'Hostels', exact: true }).waitFor();
  expect(await warden.getByRole('button', { name: 'Pages', exact: true }).count()).toBe(0);
});

test(
  'an editor deletes a page the office added: it waits in ' +
    'the trash, and Restore brings it back with its revisions',
  async () => {
    const token = await adminToken(site);
    const content = (title: string) => ({
      title,
      summary: 'When clothes are collected.',
      body: ['Collected every **Tuesday**.'],
    });
    await callApi(site.url, token, 'POST', '/api/pages', { slug: 'laundry-service', content: content('Laundry') });
    await callApi(site.url, token, 'PUT', '/api/pages/laundry-service', { content: content('Laundry service') });
    await accountOf(token, 'pages_deleter', 'editor');

    const page = await site.page(DESKTOP);
    await loginAsAdmin(page, 'Chosen@2026', 'pages_deleter');
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    const cards = page.getByRole('list', { name: 'Editable pages' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Laundry service' });
    // Only the office's own pages can be deleted: the shipped ones have no Delete.
    await card.getByRole('button', { name: 'Delete Laundry service' }).click();
    expect(await cards.getByRole('button', { name: 'Delete Rules and Regulations' }).count()).toBe(0);
    const dialog = page.getByRole('dialog', { name: 'Delete this page?' });
    await dialog
      .getByText("'Laundry service' goes to the trash with its revisions and Hindi. It can be restored from there.")
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await shown(page, 'Page deleted');
    await card.waitFor({ state: 'detached' });
    expect((await fetch(`${site.url}/pages/laundry-service`)).status).toBe(404);

    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const item = page
      .getByRole('list', { name: 'Deleted items, newest first' })
      .getByRole('listitem')
      .filter({ hasText: 'Laundry service' });
    await item.getByText('Page', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: /^Delete for good/ }).count()).toBe(0);
    await page.getByLabel('Show').selectOption({ label: 'Pages' });
    await item.getByRole('button', { name: 'Restore Laundry service' }).click();
    await shown(page, "'Laundry service' is restored.");
    await item.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    await card.getByRole('button', { name: 'Edit Laundry service' }).click();
    await page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem').nth(1).waitFor();
    expect(await page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem').count()).toBe(2);
    expect((await fetch(`${site.url}/pages/laundry-service`)).status).toBe(200);
  },
);

test(
  "an owner replaces the Director's portrait through the picture " +
    'picker; /about has it in its HTML and the browser loads it',
  async () => {
    const page = await site.page(DESKTOP);
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    await page.getByRole('button', { name: 'Edit About Us' }).click();
    const form = page.getByRole('form', { name: 'Edit About Us' });
    const director = group(form, 'Director');
    const field = director.locator('.page-picture');
    const portrait = director.getByLabel('Portrait', { exact: true });
    await portrait.waitFor({ state: 'attached' });
    expect(await portrait.getAttribute('type')).toBe('file');
    expect(await field.getByText('Large pictures are scaled down to 1600 px before upload.').count()).toBe(1);

    await portrait.setInputFiles(
      await largePicture(page, { name: 'director.png', width: 900, height: 1080, colors: ['#1d4ed8', '#f97316'] }),
    );
    const chosen = field.getByRole('img', { name: 'Preview of the chosen image' });
    await page.waitForFunction(
      (img) => img?.getAttribute('src')?.startsWith('data:image/') && (img as HTMLImageElement).naturalWidth > 0,
      await chosen.elementHandle(),
    );
    // The preview is the real page with the unsaved picture.
    await page.frameLocator('iframe[title^="Preview"]').locator('img.about-portrait[src^="data:image/"]').waitFor();
    await field.scrollIntoViewIfNeeded();
    await consoleScreenshot(page, 'admin-pages-picture-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);

    await form.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Page saved');
    const saved = await fetch(`${site.url}/api/pages/about`).then(
      (response) => response.json() as Promise<{ content: { messages: { director: { portrait: string } } } }>,
    );
    const address = saved.content.messages.director.portrait;
    expect(address).toMatch(/^\/api\/pages\/pictures\/[0-9a-f]{32}\.\w+$/);
    await page.waitForFunction(
      (img) => img?.getAttribute('src')?.startsWith('/api/pages/pictures/'),
      await chosen.elementHandle(),
    );

    // A browser without JavaScript gets the picture in the server's HTML, at the portrait's width and twice it.
    const html = await (await fetch(`${site.url}/about`)).text();
    expect(html).toContain(`src="${address}?w=280"`);
    expect(html).toContain(`${address}?w=560 2x`);

    const visitor = await site.page(DESKTOP);
    await visitor.goto(`${site.url}/about`);
    const shownPortrait = visitor.locator(`img.about-portrait[src^="${address}"]`);
    await shownPortrait.scrollIntoViewIfNeeded();
    await visitor.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await shownPortrait.elementHandle(),
    );

    // A picture removed is one the page needs: the server's error shows under the picker.
    const chiefWarden = group(form, 'Chief warden');
    await chiefWarden.getByRole('button', { name: /^Remove image/ }).click();
    await form.getByRole('button', { name: 'Save page' }).click();
    await chiefWarden.getByRole('alert').getByText('Portrait is required').waitFor();
    await form.getByRole('button', { name: 'Discard changes' }).click();
    await chiefWarden.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();

    // The home page's slides are a list of pictures: a slide added has a picker of its own, empty.
    await page.getByRole('button', { name: 'All pages' }).click();
    await page.getByRole('button', { name: 'Edit Home' }).click();
    const slides = group(page.getByRole('form', { name: 'Edit Home' }), 'Slides');
    // Each slide's picker is named by its place, and so is its Remove: no two buttons share a name.
    await slides.getByLabel('Slides 1: Picture', { exact: true }).waitFor({ state: 'attached' });
    expect(await slides.getByLabel(/^Slides \d: Picture$/).count()).toBe(3);
    await slides.getByRole('button', { name: 'Add to Slides' }).click();
    expect(await slides.getByLabel(/^Slides \d: Picture$/).count()).toBe(4);
    await slides.getByLabel('Slides 4: Picture', { exact: true }).waitFor({ state: 'attached' });
    const names = await page
      .getByRole('form', { name: 'Edit Home' })
      .getByRole('button')
      .evaluateAll((buttons) =>
        // A file input is a button named by its label.
        buttons.map(
          (button) =>
            button.getAttribute('aria-label') ??
            (button as HTMLInputElement).labels?.[0]?.textContent ??
            button.textContent?.trim(),
        ),
      );
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    await page.waitForFunction(() => document.activeElement?.id === 'page-field-hero-slides-3-picture');
    expect(await slides.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(3);

    const phone = await site.page(PHONE);
    await loginAsAdmin(phone);
    await phone.getByRole('button', { name: 'Pages', exact: true }).click();
    await phone.getByRole('button', { name: 'Edit About Us' }).click();
    const phoneField = group(phone.getByRole('form', { name: 'Edit About Us' }), 'Director').locator('.page-picture');
    await phone.waitForFunction(
      (img) => (img as HTMLImageElement).naturalWidth > 0,
      await phoneField.getByRole('img').elementHandle(),
    );
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await phoneField.scrollIntoViewIfNeeded();
    await consoleScreenshot(phone, 'admin-pages-picture-phone');
  },
);

test(
  'a page that cannot be read says so, with the way back to the ' +
    'list and a Try again that reads it when the server answers',
  async () => {
    const page = await site.page(DESKTOP);
    let failing = true;
    await page.route(/\/api\/pages\/rules-regulations$/, (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The server is busy. Try again in a moment.' }),
          })
        : route.fallback(),
    );
    await openRulesEditor(page);
    await shown(page, 'The page could not be loaded.');
    expect(await page.getByText('Loading page...').count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('form', { name: 'Edit Rules and Regulations' })
      .getByLabel('Heading', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: /All pages/ }).click();
    await page.getByRole('list', { name: 'Editable pages' }).waitFor();
  },
);
