// The console translates side by side against the real server: a notice's
// Hindi title added through the form comes back when the form is opened again
// and reaches the public Hindi read; once its English title changes, the Hindi
// is marked out of date with the English then and now, the Hindi read shows
// the English until the Hindi is confirmed; the panel counts the notices
// needing a Hindi translation and filters to them; the dialog on a phone and a
// desktop.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import { adminToken, cardTitled as card, openDialog, openPanel, panelPage, screenshotPath, shown, useSite } from './support';

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
  const response = await fetch(`${site.url}${path}`, { headers: { Authorization: `Bearer ${await adminToken(site)}` } });
  return (await response.json()) as T;
}

/** A notice's Hindi texts as the console reads them. */
async function translationsOf(id: string) {
  type Read = { records: Record<string, { translations: { hi?: Record<string, { text: string; source: string; stale: boolean }> } }> };
  return (await adminRead<Read>('/api/admin/translations/notifications')).records[id]?.translations.hi ?? {};
}

const needCount = async (page: Page) => Number((await page.getByText(/^\d+ needs? a Hindi translation$/).textContent())?.match(/\d+/)?.[0]);

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
  test('a Hindi title goes in through the form, comes back, reaches the Hindi read, and is marked out of date when the English changes', async () => {
    const page = await panelPage(site, openNotifications);
    await page.getByText(/^\d+ needs? a Hindi translation$/).waitFor();
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
    await page.getByText(`${needingBefore + 1} need a Hindi translation`, { exact: true }).waitFor();
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
    await screenshotAt(page, stale, 1280, 'admin-translations-dialog-desktop');
    await screenshotAt(page, stale, 390, 'admin-translations-dialog-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A Hindi reader is given the current English, not the old Hindi.
    const id = (await adminRead<{ _id: string; title: string }[]>('/api/notifications/admin')).find((item) => item.title === CHANGED)!._id;
    expect((await translationsOf(id)).title).toEqual({ text: HINDI, source: ENGLISH, stale: true });
    const fallback = (await hindiNotifications()).find((item) => item.title === CHANGED);
    expect(fallback?.englishFields).toContain('title');

    // The translator says the Hindi still holds: it is saved as made from the English now.
    await stale.getByRole('button', { name: 'Hindi still right' }).click();
    await stale.getByText('Will be saved as up to date.').waitFor();
    expect(await stale.getByText('Out of date').count()).toBe(0);
    await save(page, stale, 'Update Notification', 'Notification updated successfully!');
    expect((await translationsOf(id)).title).toEqual({ text: HINDI, source: CHANGED, stale: false });
  });

  test('the panel counts the notices needing a Hindi translation and shows only those', async () => {
    const page = await panelPage(site, openNotifications);
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.waitFor();
    await page.getByText(/^\d+ needs? a Hindi translation$/).waitFor();
    const needing = await needCount(page);
    const all = await list.getByRole('article').count();
    expect(needing).toBeGreaterThan(0);

    const filter = page.getByRole('button', { name: 'Show only these' });
    expect(await filter.getAttribute('aria-pressed')).toBe('false');
    await filter.press('Enter');
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    expect(await list.getByRole('article').count()).toBe(needing);

    // Translating a notice's every text takes it off the list.
    const [first] = await list.getByRole('heading').allTextContents();
    const dialog = await editNotification(page, first);
    const rows = dialog.locator('.translation-hindi').locator('input, textarea');
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).fill(`हिन्दी पाठ ${i + 1}`);
    await save(page, dialog, 'Update Notification', 'Notification updated successfully!');
    if (needing > 1) {
      await page.getByText(needing === 2 ? '1 needs a Hindi translation' : `${needing - 1} need a Hindi translation`, { exact: true }).waitFor();
      expect(await list.getByRole('article').count()).toBe(needing - 1);
      await filter.click();
      expect(await list.getByRole('article').count()).toBe(all);
    }
  });
});
