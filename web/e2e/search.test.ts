// Search: the navigation bar's search box on a desktop
// and in the phone menu, the /search page's grouped results with what
// matched marked, results that open where the thing is shown, and all of it
// without JavaScript.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  WORKER_BLOCKED_NOTICE,
  accessibilityProblems,
  adminToken,
  fullPageScreenshot,
  heldUntilShown,
  offlinePage,
  shown,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(90_000);

const site = useSite();

const navbarSearch = (page: Page) => page.getByRole('search', { name: 'Site search' }).first();
const group = (page: Page, heading: string) =>
  page.locator('.search-group', { has: page.getByRole('heading', { name: heading }) });

/** Searches with the navigation bar's box and waits for the /search page's results. */
async function searchFromNavbar(page: Page, query: string) {
  await navbarSearch(page).getByRole('searchbox', { name: 'Search the site' }).fill(query);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);
  await page.locator('.search-response[aria-busy="false"]').waitFor();
}

describe('search on a desktop', () => {
  test('the navigation bar searches every type; results are grouped, counted and marked', async () => {
    const page = await offlinePage(site, DESKTOP);
    // The app takes the rendered results over as they are (a mismatch would be logged).
    const logged: string[] = [];
    page.on(
      'console',
      (message) =>
        ['error', 'warning'].includes(message.type()) &&
        message.text() !== WORKER_BLOCKED_NOTICE &&
        logged.push(message.text()),
    );
    await page.goto('/search?q=hostel');
    await page.locator('.search-result mark').first().waitFor();
    expect(logged).toEqual([]);

    await page.goto('/about');
    // '/' goes to the search box.
    await page.keyboard.press('/');
    expect(
      await navbarSearch(page)
        .getByRole('searchbox')
        .evaluate((input) => input === document.activeElement),
    ).toBe(true);

    await searchFromNavbar(page, 'HOST');
    expect(await page.locator('.search-group h2').allInnerTexts()).toEqual([
      expect.stringMatching(/^People\s*\d+ results$/),
      expect.stringMatching(/^Hostels\s*1 result$/),
      expect.stringMatching(/^Messes\s*1 result$/),
      expect.stringMatching(/^Notifications\s*1 result$/),
      expect.stringMatching(/^Events\s*\d+ results$/),
      expect.stringMatching(/^Files\s*\d+ results$/),
      expect.stringMatching(/^Gallery\s*\d+ results$/),
      expect.stringMatching(/^Pages\s*\d+ results$/),
    ]);
    expect(await group(page, 'Hostels').getByRole('link').innerText()).toBe('Mega Hostel (Block X)');
    // The start of each matched word is marked, whatever its case.
    expect(await group(page, 'Hostels').locator('mark').allInnerTexts()).toEqual(['Host']);
    expect(await page.getByRole('searchbox', { name: 'Search the site' }).last().inputValue()).toBe('HOST');
    await fullPageScreenshot(page, 'search-desktop');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  test('a person result opens their card on the People page; a hostel result its page', async () => {
    const page = await offlinePage(site, DESKTOP);
    await page.goto('/');
    await searchFromNavbar(page, 'arjun heg');
    await group(page, 'People').getByRole('link', { name: 'Dr. Arjun Hegde' }).click();
    await page.waitForURL((url) => url.pathname === '/people' && url.searchParams.get('role') === 'warden');
    const card = page.locator('[data-testid="person-card"].is-active');
    expect(await card.locator('h3').innerText()).toBe('Dr. Arjun Hegde');
    expect(await card.getByRole('button', { name: 'Hide contact' }).getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(() => {
      const box = document.querySelector('.person-card.is-active')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

    await searchFromNavbar(page, 'karavali');
    await group(page, 'Hostels').getByRole('link', { name: 'Karavali (Block II)' }).click();
    await page.waitForURL('**/hostel/*');
    await page.getByRole('heading', { level: 1, name: 'Karavali (Block II)' }).waitFor();
  });

  test('typing on the page searches as it goes: loading, then results or "No results"', async () => {
    const page = await offlinePage(site, DESKTOP);
    await page.goto('/search');
    await shown(page, 'Type the start of a name, a hostel, a department or a word from a notice or an event.');
    const box = page.locator('.search-form').getByRole('searchbox');
    await heldUntilShown(page, '**/api/search?q=mess*', 'GET', () => box.fill('mess'), 'Searching...');
    await group(page, 'Messes').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('mess');
    await box.fill('zzqx');
    await shown(page, 'No results for "zzqx"');
    expect(await page.locator('.search-group').count()).toBe(0);
  });
});

describe('search on a phone', () => {
  test('the menu holds the search box; a search closes it and lands on the results', async () => {
    const page = await offlinePage(site, PHONE);
    await page.goto('/hostels');
    expect(await page.locator('.navbar-search-bar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search the site' }).fill('sharavati');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'sharavati');
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    await group(page, 'Hostels').getByRole('link', { name: 'Sharavati (Block VIII)' }).waitFor();
    await fullPageScreenshot(page, 'search-phone');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

describe('search without JavaScript', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the navigation bar's form and the page render the results (${name})`, async () => {
      const context = await site.browser.newContext({ baseURL: site.url, viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/about');
      const form = page.getByRole('search', { name: 'Site search' }).locator('visible=true');
      await form.getByRole('searchbox').fill('mess rebate');
      await form.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'mess rebate');
      const file = group(page, 'Files').getByRole('link', { name: /Mess Rebate Application Form/ });
      expect(await file.getAttribute('href')).toMatch(/^\/api\/files\/download\//);
      expect(await page.title()).toStartWith('Search: mess rebate');
      await fullPageScreenshot(page, `search-no-script-${name}`);

      // A person's result opens their card with the page as the server renders it.
      await page.goto('/search?q=meera');
      await group(page, 'People').getByRole('link', { name: 'Dr. Meera Shenoy' }).click();
      await page.waitForURL((url) => url.pathname === '/people');
      const card = page.locator('[data-testid="person-card"].is-active');
      expect(await card.locator('h3').innerText()).toBe('Dr. Meera Shenoy');
      expect(await card.locator('.person-details').isVisible()).toBe(true);
      await context.close();
    });
  }
});

describe('search in Hindi', () => {
  test('a result whose title has no Hindi yet is marked as English, a translated one is not', async () => {
    const token = await adminToken(site);
    await callApi(site.url, token, 'POST', '/api/notifications', { title: 'Quokka notice', message: 'Quokka visit' });
    const page = await site.page(DESKTOP);
    await page.goto('/hi/search?q=quokka');
    const result = group(page, 'सूचनाएँ').getByRole('link', { name: 'Quokka notice' });
    expect(await result.locator('span[lang="en"]').innerText()).toBe('Quokka notice');
    await page.goto('/hi/search?q=मेस');
    expect(await page.locator('.search-result span[lang="en"]').count()).toBe(0);
  });
});
