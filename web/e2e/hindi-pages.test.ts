// Every public page in Hindi at a phone's and a desktop's width (issue 30,
// "Looks right"): it does not scroll sideways with Hindi's longer words, axe
// finds nothing, and a screenshot of all of it (test-results/screenshots/
// hindi-*) is there to be looked at for clipped vowel signs and a layout
// unlike the English one. The menus, open, too.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import {
  DESKTOP,
  PHONE,
  accessibilityProblems,
  animationsEnded,
  checkOnEachScreen,
  offlinePage,
  pageWidth,
  screenshotPath,
  useSite,
} from './support';

setDefaultTimeout(120_000);

const site = useSite({ demo: true });

const firstHostel = async () => ((await (await fetch(`${site.url}/api/hostels`)).json()) as { _id: string }[])[0]._id;

/** Each Hindi page: its screenshots' name, its address and what shows once its content is in. */
const HINDI_PAGES: { name: string; path: string | (() => Promise<string>); content: string }[] = [
  { name: 'home', path: '/hi', content: '.notice-item' },
  { name: 'hostels', path: '/hi/hostels', content: '.hostel-card' },
  { name: 'hostel', path: async () => `/hi/hostel/${await firstHostel()}`, content: '[role="tab"]' },
  { name: 'people', path: '/hi/people?role=warden', content: '.person-card' },
  { name: 'rules', path: '/hi/rules-regulations', content: 'h1' },
  { name: 'about', path: '/hi/about', content: 'h1' },
  { name: 'gallery', path: '/hi/gallery', content: '.gallery-grid img' },
  { name: 'files', path: '/hi/files', content: '.public-file' },
  { name: 'important-links', path: '/hi/important-links', content: 'h1' },
  { name: 'achievements', path: '/hi/achievements', content: 'h1' },
  { name: 'feedback', path: '/hi/feedback', content: 'main form' },
  { name: 'sitemap', path: '/hi/sitemap', content: '.sitemap-group' },
  { name: 'search', path: '/hi/search?q=मेस', content: '.search-result' },
  { name: 'help', path: '/hi/pages/help', content: 'h1' },
  { name: 'not-found', path: '/hi/no-such-page', content: 'h1' },
];

describe('Hindi pages on a phone and a desktop', () => {
  for (const { name, path, content } of HINDI_PAGES) {
    test(`${name}: no sideways scroll, nothing for axe, screenshots hindi-${name}-phone and -desktop`, async () => {
      await checkOnEachScreen(site, {
        path: typeof path === 'string' ? path : await path(),
        name: `hindi-${name}`,
        ready: (page) => page.locator(content).first().waitFor(),
        reducedMotion: true,
      });
    });
  }
});

describe('the Hindi menus, open', () => {
  test(
    'the More menu on a desktop and ' + 'the phone menu with its More open ' + 'fit, and axe finds nothing in them',
    async () => {
      const desktop = await offlinePage(site, DESKTOP);
      await desktop.goto('/hi/hostels');
      await desktop.locator('nav.navbar-inner').getByRole('button', { name: 'और', exact: true }).click();
      await desktop.locator('.navbar-dropdown').waitFor();
      expect(await pageWidth(desktop)).toBeLessThanOrEqual(DESKTOP.width);
      await desktop.screenshot({ path: screenshotPath('hindi-frame-more-menu') });
      expect(await accessibilityProblems(desktop)).toEqual([]);

      const phone = await offlinePage(site, PHONE);
      await phone.emulateMedia({ reducedMotion: 'reduce' });
      await phone.goto('/hi/hostels');
      await phone.getByRole('button', { name: 'मेनू खोलें' }).click();
      await phone.locator('#mobile-menu').getByRole('button', { name: 'और', exact: true }).click();
      await phone.locator('#mobile-menu .mobile-more').waitFor();
      await animationsEnded(phone);
      expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
      await phone.screenshot({ path: screenshotPath('hindi-frame-phone-menu') });
      expect(await accessibilityProblems(phone)).toEqual([]);
    },
  );

  test('the offer of Hindi on an English page fits a phone', async () => {
    const phone = await offlinePage(site, PHONE);
    await phone.goto('/');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.locator('#mobile-menu a.mobile-menu-language').click();
    await phone.locator('html[lang="hi"][data-hydrated]').waitFor({ state: 'attached' });
    await phone.goto('/hostels');
    await phone.locator('aside.language-offer').waitFor();
    await phone.screenshot({ path: screenshotPath('hindi-language-offer-phone') });
    expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityProblems(phone)).toEqual([]);
  });
});
