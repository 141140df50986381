// The archive (issue 46.4) in a browser, on a demo site (one notice expired
// three days ago, one event held nine days ago): its years, a year's notices
// and events, each item's page, its search with and without JavaScript, in
// English and in Hindi, from every page's footer and the sitemap; the office
// keeping an item out of it, and choosing how long it keeps items; axe and
// screenshots on a phone and a desktop.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import { instituteDay } from '../../src/institute';
import {
  DESKTOP,
  SCREENS,
  accessibilityProblems,
  adminToken,
  cardTitled,
  fullPageScreenshot,
  loginAsAdmin,
  openDialog,
  screenshotPath,
  shown,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

const NOTICE = 'Mid-semester holiday hostel timings';
const EVENT = 'Campus Cleanliness Drive';

type Archived = { _id: string; title: string; expiresAt?: string; date?: string };
const archived = async (list: 'notifications' | 'events') =>
  (await (await fetch(`${site.url}/api/${list}/archive`)).json()) as Archived[];
/** The year an item is filed under, as the institute counts it. */
const yearOf = (item: Archived) =>
  Number((item.expiresAt ? instituteDay(new Date(item.expiresAt)) : item.date!).slice(0, 4));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('a visitor', () => {
  test('without JavaScript: from the footer to the years, a year, a notice and an event; and a search', async () => {
    const [notice] = await archived('notifications');
    const [event] = await archived('events');
    expect({ notice: notice.title, event: event.title }).toEqual({ notice: NOTICE, event: EVENT });
    const page = await site.page(DESKTOP, { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Archive', exact: true }).click();
    await page.waitForURL('**/archive');
    expect(await h1(page)).toBe('Archive');
    const years = page.locator('.archive-year');
    expect(await years.first().textContent()).toMatch(/^\d{4}\d+ notices?, \d+ events?$/);

    await page.getByRole('link', { name: new RegExp(`^${yearOf(notice)}`) }).click();
    await page.waitForURL(`**/archive/${yearOf(notice)}`);
    expect(await h1(page)).toBe(`Archive of ${yearOf(notice)}`);
    await page.getByRole('region', { name: 'Notices' }).getByRole('link', { name: NOTICE }).click();
    await page.waitForURL(`**/archive/notices/${notice._id}`);
    expect(await h1(page)).toBe(NOTICE);
    expect(await page.locator('.archive-facts').textContent()).toMatch(/Posted on .+Expired on [A-Z][a-z]{2} \d/);
    expect(await page.locator('article').textContent()).toContain('movement register');

    await page.goto(`/archive/${yearOf(event)}`);
    await page.getByRole('region', { name: 'Events' }).getByRole('link', { name: EVENT }).click();
    await page.waitForURL(`**/archive/events/${event._id}`);
    expect(await page.locator('.archive-facts').textContent()).toContain('Place: Beach Gate');

    // The search is a plain form: its query is in the address, and the server answers it.
    await page.goto('/archive');
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('beach saplings');
    await page.getByRole('searchbox', { name: 'Search the archive' }).press('Enter');
    await page.waitForURL('**/archive?q=beach+saplings');
    expect(await page.locator('.archive-item-title').allTextContents()).toEqual([EVENT]);
    await page.close();
  });

  test('an address the archive does not hold is a 404 that says so', async () => {
    for (const path of ['/archive/1999', '/archive/notices/no-such-notice', '/archive/events/no-such-event']) {
      const response = await fetch(site.url + path);
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
      expect({ path, status: response.status, title }).toEqual({
        path,
        status: 404,
        title: 'Not in the archive | Institute Hostels',
      });
    }
    const page = await site.page();
    await page.goto('/archive/notices/no-such-notice');
    expect(await h1(page)).toBe('Not in the archive');
    await page.close();
  });

  test('with JavaScript: the search filters as one types; in Hindi the pages are in Hindi', async () => {
    const page = await site.page();
    await page.goto('/archive');
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('movement');
    await page.getByText('1 item found').waitFor();
    expect(await page.locator('.archive-item-title').allTextContents()).toEqual([NOTICE]);
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('nothing like this');
    await page.getByText('Nothing in the archive matches "nothing like this"').waitFor();

    await page.goto('/hi/archive');
    expect(await h1(page)).toBe('अभिलेखागार');
    await page.locator('.archive-year').first().click();
    await page.getByRole('heading', { name: 'सूचनाएँ' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/hi\/archive\/\d{4}$/);
    await page.close();
  });

  test('the sitemaps list the archive, its years and its items', async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const [notice] = await archived('notifications');
    for (const path of ['/archive', `/archive/${yearOf(notice)}`, `/archive/notices/${notice._id}`])
      expect(xml).toContain(`${site.url}${path}</loc>`);
    const page = await site.page();
    await page.goto('/sitemap');
    await page.getByRole('region', { name: 'Main pages' }).getByRole('link', { name: 'Archive' }).waitFor();
    await page.close();
  });

  test('looked at on a phone and a desktop, in English and Hindi: nothing overflows, axe finds nothing', async () => {
    const [event] = await archived('events');
    for (const [screen, viewport] of SCREENS) {
      const page = await site.page(viewport);
      for (const [name, path] of [
        ['archive', '/archive'],
        ['archive-year', `/archive/${yearOf(event)}`],
        ['archive-event', `/archive/events/${event._id}`],
        ['archive-hi', '/hi/archive'],
        ['archive-year-hi', `/hi/archive/${yearOf(event)}`],
      ]) {
        await page.goto(path);
        await page.locator('main h1').waitFor();
        await fullPageScreenshot(page, `${name}-${screen}`);
        expect({ path, problems: await accessibilityProblems(page) }).toEqual({ path, problems: [] });
      }
      await page.close();
    }
  });
});

describe('the office', () => {
  test('keeps a notice out of the archive from its form, and sets how long the archive keeps items', async () => {
    const token = await adminToken(site);
    const added = await callApi(site.url, token, 'POST', '/api/notifications', {
      title: 'Hostel fee circular',
      message: 'The fees for the year.',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await archived('notifications')).map((notice) => notice.title)).toContain('Hostel fee circular');

    const page = await site.page();
    await loginAsAdmin(page);
    const setting = page.getByRole('region', { name: 'Archive' });
    await setting.getByRole('combobox', { name: 'Keep them' }).selectOption({ label: 'For 2 years' });
    await shown(page, 'The archive keeps items for 2 years');
    expect(await callApi(site.url, token, 'GET', '/api/admin/archive')).toEqual({ keepYears: 2 });
    await setting.screenshot({ path: screenshotPath('admin-archive-setting-desktop') });
    await setting.getByRole('combobox', { name: 'Keep them' }).selectOption({ label: 'Always' });
    await shown(page, 'The archive keeps items always');

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const dialog = await openDialog(
      cardTitled(page, 'Hostel fee circular'),
      'Edit Hostel fee circular',
      'Edit Notification',
    );
    await dialog.getByRole('checkbox', { name: 'Keep out of the archive once it expires' }).check();
    await dialog.getByRole('button', { name: 'Update Notification' }).click();
    await shown(page, 'Notification updated successfully!');
    expect((await archived('notifications')).map((notice) => notice.title)).not.toContain('Hostel fee circular');
    await callApi(site.url, token, 'DELETE', `/api/notifications/${added.data._id}`);
    await page.close();
  });
});
