// The console translates side by side against the real server: a notice's
// Hindi title added through the form comes back when the form is opened again
// and reaches the public Hindi read; once its English title changes, the Hindi
// is marked out of date with the English then and now, the Hindi read shows
// the English until the Hindi is confirmed; the panel counts the notices
// needing a Hindi translation and filters to them; the dialog on a phone and a
// desktop. A page's text and a menu's meal are translated in their editors
// too, and each of a hostel's facilities has its own Hindi. A Hindi field
// takes no more than the server does.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import {
  accessibilityProblems,
  adminToken,
  cardTitled as card,
  loginAsAdmin,
  openDialog,
  openPanel,
  panelPage,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(120_000);

const site = useSite();

const openNotifications = (page: Page) => openPanel(page, 'Notifications', 'Notification Management');

const ENGLISH = 'Lift maintenance in Block A';
const CHANGED = 'Lift maintenance in Block B on Sunday';
const HINDI = 'ब्लॉक ए में लिफ़्ट का रखरखाव';

/** The English title's field: its label is the field's name and the required mark. */
const englishTitle = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Title', exact: true });
const hindiTitle = (dialog: Locator) => dialog.getByLabel('Title (हिन्दी)', { exact: true });

async function openHindi(dialog: Locator) {
  const toggle = dialog.getByRole('button', { name: /^हिन्दी translation/ });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
}

async function editNotification(page: Page, title: string) {
  const dialog = await openDialog(card(page, title), `Edit ${title}`, 'Edit Notification');
  await openHindi(dialog);
  return dialog;
}

async function save(page: Page, dialog: Locator, submit: string, saved: string) {
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await shown(page, saved);
  await dialog.waitFor({ state: 'detached' });
}

/** The notices as a Hindi page reads them. */
async function hindiNotifications() {
  const response = await fetch(`${site.url}/api/notifications?lang=hi`);
  return (await response.json()) as { title: string; englishFields?: string[] }[];
}

async function adminRead<T>(path: string) {
  const response = await fetch(`${site.url}${path}`, {
    headers: { Authorization: `Bearer ${await adminToken(site)}` },
  });
  return (await response.json()) as T;
}

/** A notice's Hindi texts as the console reads them. */
async function translationsOf(id: string) {
  type Read = {
    records: Record<
      string,
      { translations: { hi?: Record<string, { text: string; source: string; stale: boolean }> } }
    >;
  };
  return (await adminRead<Read>('/api/admin/translations/notifications')).records[id]?.translations.hi ?? {};
}

/** The panel's line of how many records need a Hindi translation. */
const needLine = (count: number) =>
  count === 0
    ? 'All have a Hindi translation'
    : count === 1
      ? '1 needs a Hindi translation'
      : `${count} need a Hindi translation`;

async function needCount(page: Page) {
  const line = page.getByText(/^(\d+ needs? a Hindi translation|All have a Hindi translation)$/);
  return Number((await line.textContent())?.match(/\d+/)?.[0] ?? 0);
}

/** The dialog's हिन्दी part at a width, scrolled into view, for looking at. */
async function screenshotAt(page: Page, dialog: Locator, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  const part = dialog.locator('.translation-part');
  await part.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = await part.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  await page.screenshot({ path: screenshotPath(name) });
}

describe('console translations', () => {
  test(
    'a Hindi title goes in through the form, comes back, reaches the ' +
      'Hindi read, and is marked out of date when the English changes',
    async () => {
      const page = await panelPage(site, openNotifications);
      const needingBefore = await needCount(page);

      const add = await openDialog(page, '+ Add Notification', 'Add New Notification');
      await englishTitle(add).fill(ENGLISH);
      await add.getByLabel(/^Message/).fill('The lift will be off from 9 am to 1 pm.');
      await add.getByLabel(/^Priority/).selectOption('low');
      await openHindi(add);
      // The English as typed stands beside its Hindi field.
      await add.getByText(ENGLISH, { exact: true }).waitFor();
      expect(await hindiTitle(add).getAttribute('lang')).toBe('hi');
      await hindiTitle(add).fill(HINDI);
      await save(page, add, 'Add Notification', 'Notification added successfully!');

      // The message has no Hindi yet: one more notice needs a translation.
      await page.getByText(needLine(needingBefore + 1), { exact: true }).waitFor();
      const notice = (await hindiNotifications()).find((item) => item.title === HINDI);
      expect(notice?.englishFields).toEqual(['message']);

      const reopened = await editNotification(page, ENGLISH);
      expect(await hindiTitle(reopened).inputValue()).toBe(HINDI);
      expect(await reopened.getByText('Out of date').count()).toBe(0);
      await englishTitle(reopened).fill(CHANGED);
      // Marked at once, before the save: the Hindi was made from other English.
      await reopened.getByText('Out of date', { exact: true }).waitFor();
      await save(page, reopened, 'Update Notification', 'Notification updated successfully!');

      const stale = await editNotification(page, CHANGED);
      await stale.getByText('Out of date', { exact: true }).waitFor();
      const change = stale.locator('.translation-change');
      expect(await change.locator('del').allTextContents()).toEqual(['A']);
      expect(await change.locator('ins').allTextContents()).toEqual(['B on Sunday']);
      expect(await change.locator('dd').first().textContent()).toBe(ENGLISH);
      expect(await change.locator('dd').last().textContent()).toBe(CHANGED);
      expect(await hindiTitle(stale).getAttribute('aria-describedby')).toBeTruthy();
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshotAt(page, stale, 1280, 'admin-translations-dialog-desktop');
      await screenshotAt(page, stale, 390, 'admin-translations-dialog-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A Hindi reader is given the current English, not the old Hindi.
      const id = (await adminRead<{ _id: string; title: string }[]>('/api/notifications/admin')).find(
        (item) => item.title === CHANGED,
      )!._id;
      expect((await translationsOf(id)).title).toEqual({ text: HINDI, source: ENGLISH, stale: true });
      const fallback = (await hindiNotifications()).find((item) => item.title === CHANGED);
      expect(fallback?.englishFields).toContain('title');

      // The translator says the Hindi still holds: it is saved as made from the English now.
      await stale.getByRole('button', { name: 'Hindi still right' }).click();
      await stale.getByText('Will be saved as up to date.').waitFor();
      expect(await stale.getByText('Out of date').count()).toBe(0);
      await save(page, stale, 'Update Notification', 'Notification updated successfully!');
      expect((await translationsOf(id)).title).toEqual({ text: HINDI, source: CHANGED, stale: false });
    },
  );

  test('the panel counts the notices needing a Hindi translation and shows only those', async () => {
    const token = await adminToken(site);
    for (const title of ['Laundry pickup moves to Tuesdays', 'Wi-Fi upgrade in the reading room'])
      await callApi(site.url, token, 'POST', '/api/notifications', { title, message: `${title}.`, priority: 'low' });
    const page = await panelPage(site, openNotifications);
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.waitFor();
    await page.getByText(/^\d+ need a Hindi translation$/).waitFor();
    const needing = await needCount(page);
    const all = await list.getByRole('article').count();
    expect(needing).toBeLessThan(all);

    const filter = page.getByRole('button', { name: 'Show only these' });
    expect(await filter.getAttribute('aria-pressed')).toBe('false');
    await filter.press('Enter');
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    expect(await list.getByRole('article').count()).toBe(needing);
    await page.screenshot({ path: screenshotPath('admin-translations-panel-desktop') });

    // Translating a notice's every text takes it off the list.
    const [first] = await list.getByRole('heading').allTextContents();
    const dialog = await editNotification(page, first);
    const rows = dialog.locator('.translation-hindi').locator('input, textarea');
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).fill(`हिन्दी पाठ ${i + 1}`);
    await save(page, dialog, 'Update Notification', 'Notification updated successfully!');
    await page.getByText(needLine(needing - 1), { exact: true }).waitFor();
    expect(await list.getByRole('article').count()).toBe(needing - 1);
    await filter.click();
    expect(await list.getByRole('article').count()).toBe(all);
  });

  test("a page's text and a menu's meal get their Hindi in their editors", async () => {
    const page = await site.page({ width: 1280, height: 900 });
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    await needCount(page);
    await page.getByRole('button', { name: 'Edit Rules and Regulations' }).click();
    const form = page.getByRole('form', { name: 'Edit Rules and Regulations' });
    await openHindi(form);
    const heading = form.getByLabel('Heading (हिन्दी)', { exact: true });
    await heading.fill('छात्रावास के नियम एवं विनियम');
    await form.getByText('Unsaved changes').waitFor();
    await screenshotAt(page, form, 1280, 'admin-translations-page-desktop');
    await screenshotAt(page, form, 390, 'admin-translations-page-phone');
    await form.getByRole('button', { name: 'Save page' }).click();
    await shown(page, 'Page saved');
    const pages = await adminRead<{
      records: Record<string, { translations: { hi?: Record<string, { text: string }> } }>;
    }>('/api/admin/translations/pages');
    expect(pages.records['rules-regulations'].translations.hi?.heading.text).toBe('छात्रावास के नियम एवं विनियम');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Mess', exact: true }).click();
    await card(page, 'Ganga Mess').getByRole('button', { name: 'Menu of Ganga Mess' }).click();
    const menu = page.getByRole('dialog', { name: 'Weekly Menu: Ganga Mess' });
    await openHindi(menu);
    await menu.getByLabel('Monday Breakfast (हिन्दी)', { exact: true }).fill('पोहा, चाय');
    await screenshotAt(page, menu, 390, 'admin-translations-menu-phone');
    await save(page, menu, 'Save Menu', 'Menu saved successfully!');
    const messes = await adminRead<{ _id: string; mess_name: string }[]>('/api/mess');
    const ganga = messes.find((mess) => mess.mess_name === 'Ganga Mess')!._id;
    const menus = await adminRead<{
      records: Record<string, { translations: { hi?: Record<string, { text: string }> } }>;
    }>('/api/admin/translations/menus');
    expect(menus.records[ganga].translations.hi?.['monday.breakfast'].text).toBe('पोहा, चाय');

    // A list's strings each have their own Hindi: a hostel's other facilities, as the demo translates them.
    await page.getByRole('button', { name: 'Hostels', exact: true }).click();
    const hostel = await openDialog(card(page, 'Karavali (Block I)'), 'Edit Karavali (Block I)', 'Edit Hostel');
    await openHindi(hostel);
    expect(await hostel.getByLabel('Other facilities 1 (हिन्दी)', { exact: true }).inputValue()).not.toBe('');
    await screenshotAt(page, hostel, 1280, 'admin-translations-hostel-desktop');
  });
  test('each Hindi field takes as many characters as the server does: half as long again as its English', async () => {
    const page = await panelPage(site, openNotifications);
    const add = await openDialog(page, '+ Add Notification', 'Add New Notification');
    await englishTitle(add).fill('Water supply');
    await add.getByLabel(/^Message/).fill('No water on Sunday');
    await openHindi(add);
    expect(await hindiTitle(add).getAttribute('maxlength')).toBe('300');
    expect(await add.getByLabel('Message (हिन्दी)', { exact: true }).getAttribute('maxlength')).toBe('7500');
    await hindiTitle(add).fill('अ'.repeat(301));
    expect((await hindiTitle(add).inputValue()).length).toBe(300);

    const messes = await panelPage(site, (other) => openPanel(other, 'Mess', 'Mess Management'));
    await card(messes, 'Tunga Mess').getByRole('button', { name: 'Menu of Tunga Mess' }).click();
    const menu = messes.getByRole('dialog', { name: 'Weekly Menu: Tunga Mess' });
    await openHindi(menu);
    expect(await menu.getByLabel('Monday Breakfast (हिन्दी)', { exact: true }).getAttribute('maxlength')).toBe('450');
  });
});
