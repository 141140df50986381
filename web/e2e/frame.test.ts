// The frame every public page shares (SPEC.md section 2 "Navigation bar",
// "Footer"): links, the current-page underline, the More menu, the phone
// menu, the footer's links and the scroll to the top on every path change.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { PHONE, offlinePage, pageWidth, screenshotPath, useSite } from './support';
import { importantLinksDefaults } from '../../src/modules/pages/content/important-links';
import { siteDefaults as trust } from '../../src/modules/pages/content/site';

// A new site's portals (SPEC.md's).
const {
  quickLinks: { links: quickLinks },
  generalLinks: { links: generalLinks },
} = importantLinksDefaults;

const MAIN_LINKS = ['Home', 'About', 'Hostels', 'People'];
const MORE_LINKS = [
  ['Important Links', '/important-links'],
  ['Rules & Regulations', '/rules-regulations'],
  ['Files & Documents', '/files'],
  ['Gallery', '/gallery'],
  ['Achievements', '/achievements'],
  ['Admin', '/admin'],
];

setDefaultTimeout(60_000);

const site = useSite();
const openPage = (viewport?: typeof PHONE) => offlinePage(site, viewport);

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('navigation bar on a desktop', () => {
  test('main links, the current one underlined, and the logo link', async () => {
    const page = await openPage();
    await page.goto('/about');
    const nav = navbar(page);
    for (const label of MAIN_LINKS)
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBeNull();
    const about = nav.getByRole('link', { name: 'About', exact: true });
    expect(await about.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
    expect(
      await nav
        .getByRole('link', { name: 'Home', exact: true })
        .evaluate((link) => getComputedStyle(link).textDecorationLine),
    ).toBe('none');

    await nav.getByRole('link', { name: 'Hostels', exact: true }).click();
    await page.waitForURL('**/hostels');
    expect(await nav.getByRole('link', { name: 'Hostels', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await about.getAttribute('aria-current')).toBeNull();

    // The logo is a plain link to '/', so the home page reloads fully.
    const logo = nav.locator('a.navbar-brand');
    expect(await logo.getAttribute('href')).toBe('/');
    await logo.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.screenshot({ path: screenshotPath('frame-desktop') });
  });

  test('the More dropdown lists six entries and closes on navigation or Escape', async () => {
    const page = await openPage();
    await page.goto('/');
    const more = navbar(page).getByRole('button', { name: 'More' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const entries = page.locator('.navbar-dropdown a');
    expect(await entries.allTextContents()).toEqual(MORE_LINKS.map(([label]) => label));
    expect(await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      MORE_LINKS.map(([, href]) => href),
    );
    await page.screenshot({ path: screenshotPath('frame-more-menu') });

    await page.keyboard.press('Escape');
    await page.locator('.navbar-dropdown').waitFor({ state: 'detached' });
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

    await more.click();
    await page.locator('.navbar-dropdown').getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('**/gallery');
    await page.locator('.navbar-dropdown').waitFor({ state: 'detached' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    // A click elsewhere closes it too.
    await more.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.locator('.navbar-dropdown').waitFor({ state: 'detached' });
  });

  test('a path change starts the new page at the top', async () => {
    const page = await openPage();
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await navbar(page).getByRole('link', { name: 'Hostels', exact: true }).click();
    await page.waitForURL('**/hostels');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test(
    "a page's script comes with the frame's, another page's when " +
      'the visitor heads for it; the console is never downloaded',
    async () => {
      const page = await openPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.endsWith('.js')) scripts.push(path);
      });
      await page.goto('/rules-regulations');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(scripts.some((path) => /^\/assets\/rules-[a-z0-9]+\.js$/.test(path))).toBe(true);

      // The next page's script is fetched as the pointer reaches its link: it shows without a loading state.
      await navbar(page).getByRole('button', { name: 'More' }).click();
      await page.locator('.navbar-dropdown').getByRole('link', { name: 'Gallery' }).click();
      await page.getByRole('heading', { name: 'Hostel Life in Pictures' }).waitFor();
      expect(await page.getByText('Loading...').count()).toBe(0);
      expect(scripts.some((path) => /^\/assets\/gallery-[a-z0-9]+\.js$/.test(path))).toBe(true);
      expect(scripts.filter((path) => path.includes('admin'))).toEqual([]);
    },
  );

  test('a page arrives with its data: nothing is asked for again while the app takes it over', async () => {
    const page = await openPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/hostels');
    await page.getByRole('heading', { name: 'Hostels', level: 1 }).waitFor();
    expect(await page.locator('.hostel-card').count()).toBeGreaterThan(0);
    const reads = (paths: string[]) => paths.filter((path) => path.startsWith('/api/') && !path.includes('/image/'));
    expect(reads(asked)).toEqual([]);

    // A page reached inside the app asks for its own data.
    await page.locator('.hostel-card').first().click();
    await page.getByRole('link', { name: /View More/ }).click();
    await page.locator('.hostel-header h1').waitFor();
    expect(reads(asked).some((path) => path.startsWith('/api/hostels/'))).toBe(true);
  });
});

describe('footer', () => {
  test('address, e-mail links, Quick Links and General Links opening in a new tab', async () => {
    const page = await openPage();
    await page.goto('/');
    const footer = page.locator('footer');
    const text = await footer.innerText();
    expect(text).toContain('575025');
    expect(text).toContain(trust.name);
    expect(text).toContain(trust.phone);

    const mails = footer.locator('a[href^="mailto:"]');
    expect(await mails.count()).toBe(2);
    expect(await mails.allTextContents()).toEqual(trust.emails);

    for (const [title, links] of [
      ['Quick Links', quickLinks],
      ['General Links', generalLinks],
    ] as const) {
      const column = footer.locator('div', { has: page.getByRole('heading', { name: title, exact: true }) }).last();
      const anchors = column.getByRole('link');
      expect(await anchors.count()).toBe(6);
      // Each says to screen readers that it leaves the site.
      expect(await anchors.allTextContents()).toEqual(links.map((link) => `${link.label} (opens in a new tab)`));
      for (const anchor of await anchors.all()) {
        expect(await anchor.getAttribute('target')).toBe('_blank');
        expect(await anchor.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await anchor.getAttribute('href')).toMatch(/^https:\/\//);
      }
    }
    // The six Quick Links are the ones SPEC.md names.
    expect(quickLinks.map((link) => link.label)).toEqual(
      expect.arrayContaining(['Virtual Tour', 'Hostel Complaints Portal', 'Allotment']),
    );
    expect(generalLinks.map((link) => link.label)).toEqual(
      expect.arrayContaining([
        'Alumni',
        'Career Development Centre',
        'Central Computer Centre',
        'Central Library',
        'RE Office',
      ]),
    );
  });
});

describe('navigation on a phone', () => {
  test(
    'the hamburger menu holds the links, a collapsible ' + 'More and Notifications, and closes on navigation',
    async () => {
      const page = await openPage(PHONE);
      await page.goto('/about');
      const nav = navbar(page);
      expect(await nav.locator('.navbar-links').isVisible()).toBe(false);
      const hamburger = page.getByRole('button', { name: 'Open menu' });
      await hamburger.click();
      const menu = page.locator('#mobile-menu');
      for (const label of MAIN_LINKS)
        expect(await menu.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await menu.getByRole('button', { name: 'Notifications' }).isVisible()).toBe(true);

      const more = menu.getByRole('button', { name: 'More' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.locator('.mobile-more').count()).toBe(0);
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.locator('.mobile-more a').allTextContents()).toEqual(MORE_LINKS.map(([label]) => label));
      await page.screenshot({ path: screenshotPath('frame-phone-menu') });
      await more.click();
      await menu.locator('.mobile-more').waitFor({ state: 'detached' });

      await menu.getByRole('link', { name: 'People', exact: true }).click();
      await page.waitForURL('**/people');
      await page.locator('#mobile-menu').waitFor({ state: 'detached' });

      // A link to the page already shown closes the menu too.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'People', exact: true }).click();
      await page.locator('#mobile-menu').waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

      // Notifications from the phone menu lands on the home page's section.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'Notifications' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('#mobile-menu').waitFor({ state: 'detached' });
      await page.waitForFunction(() => {
        const top = document.getElementById('notifications')?.getBoundingClientRect().top ?? 9999;
        return Math.abs(top) < 120;
      });
    },
  );

  test('no page of the frame scrolls sideways at 375 px', async () => {
    const page = await openPage(PHONE);
    for (const path of ['/', '/about', '/hostels']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    }
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('footer').screenshot({ path: screenshotPath('frame-phone-footer') });
  });
});
