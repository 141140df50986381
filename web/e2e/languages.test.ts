// The site in Hindi in the browser (issue 30): every public page under /hi
// says it is Hindi; the language link (navigation bar and phone menu) goes to
// the same page in the other language and remembers the choice, which an
// English address only offers, never follows by itself; moves inside the app
// stay in Hindi; content still in English is marked lang="en"; and no
// interface text is left in English on a Hindi page.
import { beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import type { Notification } from '../../src/modules/notifications/model';
import { PHONE, adminToken, nextFrames, offlinePage, useSite } from './support';

setDefaultTimeout(90_000);

const site = useSite({ demo: true });

/** The demo hostels' ids, for their pages' addresses. */
let hostelIds: string[];
beforeAll(async () => {
  const hostels = (await (await fetch(`${site.url}/api/hostels`)).json()) as { _id: string }[];
  hostelIds = hostels.map((hostel) => hostel._id);
});

/** Every public page under /hi (the search with a Hindi word). */
const hindiPages = () => [
  '/hi',
  '/hi/hostels',
  `/hi/hostel/${hostelIds[0]}`,
  '/hi/people?role=warden',
  '/hi/rules-regulations',
  '/hi/about',
  '/hi/gallery',
  '/hi/files',
  '/hi/important-links',
  '/hi/achievements',
  '/hi/feedback',
  '/hi/sitemap',
  '/hi/search?q=मेस',
  '/hi/pages/help',
];

const DEVANAGARI = /[\u0900-\u097F]/;

const navbar = (page: Page) => page.locator('nav.navbar-inner');
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** Waits until a page reached by a plain link (a full load) has been taken over by the app, in `lang`. */
const loadedIn = (page: Page, lang: string) =>
  page.locator(`html[lang="${lang}"][data-hydrated]`).waitFor({ state: 'attached' });

describe('addresses', () => {
  test('every public page is under /hi, served as it is asked for, in Hindi', async () => {
    const page = await offlinePage(site);
    for (const path of hindiPages()) {
      const response = await page.goto(path);
      expect({ path, status: response!.status(), url: pathAndQuery(page), lang: await htmlLang(page) }).toEqual({
        path,
        status: 200,
        url: path,
        lang: 'hi',
      });
      expect(await page.locator('h1').first().innerText()).toMatch(DEVANAGARI);
    }
  });
});

describe('the language link', () => {
  test('in the navigation bar: the same page in English, its query kept, and back', async () => {
    const page = await offlinePage(site);
    await page.goto('/hi/people?role=warden');
    const english = navbar(page).locator('a.navbar-language');
    expect(await english.innerText()).toBe('English');
    expect(await english.getAttribute('lang')).toBe('en');
    await english.click();
    await loadedIn(page, 'en');
    expect(pathAndQuery(page)).toBe('/people?role=warden');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Our People');

    const hindi = navbar(page).locator('a.navbar-language');
    expect(await hindi.innerText()).toBe('हिन्दी');
    expect(await hindi.getAttribute('lang')).toBe('hi');
    await hindi.click();
    await loadedIn(page, 'hi');
    expect(pathAndQuery(page)).toBe('/hi/people?role=warden');
  });

  test("keeps the #fragment the page is at: a hostel's #mess stays in view in the other language", async () => {
    const page = await offlinePage(site);
    await page.goto('/hi/people');
    await loadedIn(page, 'hi');
    // An in-page move the router does not hear of.
    await page.evaluate(() => (window.location.hash = '#people-list'));
    await navbar(page).locator('a.navbar-language').click();
    await loadedIn(page, 'en');
    expect(new URL(page.url()).hash).toBe('#people-list');
    expect(new URL(page.url()).pathname).toBe('/people');
  });

  test('follows moves inside the app: after one, it leads to the page now shown', async () => {
    const page = await offlinePage(site);
    await page.goto('/hi');
    await navbar(page).getByRole('link', { name: 'छात्रावास', exact: true }).click();
    await page.waitForURL('**/hi/hostels');
    await page.locator('a.navbar-language[href="/hostels"]').waitFor();
  });

  test('in the phone menu: the same page in English, and back', async () => {
    const page = await offlinePage(site, PHONE);
    await page.goto('/hi/hostels');
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    const english = page.locator('#mobile-menu a.mobile-menu-language');
    expect(await english.innerText()).toBe('English');
    await english.click();
    await loadedIn(page, 'en');
    expect(pathAndQuery(page)).toBe('/hostels');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu a.mobile-menu-language', { hasText: 'हिन्दी' }).click();
    await loadedIn(page, 'hi');
    expect(pathAndQuery(page)).toBe('/hi/hostels');
  });

  test(
    'an English address stays English after ' +
      'Hindi was chosen, and offers the Hindi ' +
      'page until the offer is closed',
    async () => {
      const page = await offlinePage(site);
      await page.goto('/hostels');
      await nextFrames(page);
      expect(await page.locator('aside.language-offer').count()).toBe(0);

      await navbar(page).locator('a.navbar-language').click();
      await loadedIn(page, 'hi');
      // The Hindi page chosen offers nothing: it is in the language chosen.
      await nextFrames(page);
      expect(await page.locator('aside.language-offer').count()).toBe(0);

      await page.goto('/hostels');
      expect(pathAndQuery(page)).toBe('/hostels');
      expect(await htmlLang(page)).toBe('en');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hostels');
      const offer = page.locator('aside.language-offer');
      await offer.waitFor();
      // The app has run its effects by now: the address is still the English one.
      expect(pathAndQuery(page)).toBe('/hostels');
      expect(await offer.getAttribute('lang')).toBe('hi');
      expect(await offer.getByRole('link').getAttribute('href')).toBe('/hi/hostels');

      await offer.getByRole('button', { name: 'इसी भाषा में रहें' }).click();
      await offer.waitFor({ state: 'detached' });
      await page.goto('/hostels');
      await nextFrames(page);
      expect(await offer.count()).toBe(0);
    },
  );

  test("the offer's link opens the page in the language chosen", async () => {
    const page = await offlinePage(site);
    await page.goto('/about');
    await navbar(page).locator('a.navbar-language').click();
    await loadedIn(page, 'hi');
    await page.goto('/gallery');
    await page.locator('aside.language-offer a').click();
    await loadedIn(page, 'hi');
    expect(pathAndQuery(page)).toBe('/hi/gallery');
  });
});

describe('moving inside the app on a Hindi page', () => {
  /** The page's main heading, once the page at `path` (under /hi) is shown. */
  async function headingAt(page: Page, path: string) {
    await page.waitForURL((url) => url.pathname === path);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    return heading.innerText();
  }

  test(
    'the navigation bar, a hostel card and the More menu keep ' +
      'to /hi and to Hindi; Admin leads to the English console',
    async () => {
      const page = await offlinePage(site);
      await page.goto('/hi');
      // Set on the page loaded: still there after a move means the app moved without loading a page.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const nav = navbar(page);

      await nav.getByRole('link', { name: 'छात्रावास', exact: true }).click();
      expect(await headingAt(page, '/hi/hostels')).toBe('छात्रावास');

      await page.locator('.hostel-card').first().click();
      await page.getByRole('link', { name: /और देखें/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/hi/hostel/'));
      expect(await page.locator('.hostel-header h1').innerText()).toMatch(DEVANAGARI);

      await nav.getByRole('link', { name: 'लोग', exact: true }).click();
      expect(await headingAt(page, '/hi/people')).toMatch(DEVANAGARI);

      for (const [label, path] of [
        ['महत्वपूर्ण लिंक', '/hi/important-links'],
        ['नियम एवं विनियम', '/hi/rules-regulations'],
        ['फ़ाइलें एवं दस्तावेज़', '/hi/files'],
        ['गैलरी', '/hi/gallery'],
        ['उपलब्धियाँ', '/hi/achievements'],
      ]) {
        await nav.getByRole('button', { name: 'और', exact: true }).click();
        await page.locator('.navbar-dropdown').getByRole('link', { name: label, exact: true }).click();
        expect({ path, heading: await headingAt(page, path) }).toEqual({
          path,
          heading: expect.stringMatching(DEVANAGARI),
        });
        expect(await htmlLang(page)).toBe('hi');
      }
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      await nav.getByRole('button', { name: 'और', exact: true }).click();
      const admin = page.locator('.navbar-dropdown').getByRole('link', { name: 'एडमिन लॉग-इन', exact: true });
      expect(await admin.getAttribute('href')).toBe('/admin');
      await admin.click();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin/);
      expect(await htmlLang(page)).toBe('en');
    },
  );
});

describe('content in English on a Hindi page', () => {
  test(
    'a notice whose English changed shows the new English ' +
      'marked lang="en"; one written with its Hindi shows in Hindi',
    async () => {
      const token = await adminToken(site);
      const write = async (method: string, path: string, body: object) => {
        const response = await fetch(`${site.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        expect(response.status).toBeLessThan(300);
      };
      const [latest] = (await (await fetch(`${site.url}/api/notifications`)).json()) as Notification[];
      await write('PUT', `/api/notifications/${latest._id}`, { ...latest, title: 'Water tank cleaning on Friday' });

      const page = await offlinePage(site);
      await page.goto('/hi');
      const titles = page.locator('.notice-item h4');
      const changed = page.locator('.notice-item', {
        has: page.getByRole('heading', { name: 'Water tank cleaning on Friday' }),
      });
      expect(await changed.locator('h4').getAttribute('lang')).toBe('en');
      // Its message was not changed: its Hindi is still current.
      expect(await changed.locator('.notice-message').getAttribute('lang')).toBeNull();
      const others = await titles.evaluateAll((headings) =>
        headings.filter((heading) => !heading.hasAttribute('lang')).map((heading) => heading.textContent!),
      );
      expect(others.length).toBeGreaterThan(0);
      for (const title of others) expect(title).toMatch(DEVANAGARI);

      await write('POST', '/api/notifications', {
        title: 'Hostel day on Saturday',
        message: 'All residents are invited to the hostel day in the central lawn.',
        priority: 'medium',
        pinned: true,
        translations: {
          hi: { title: 'शनिवार को छात्रावास दिवस', message: 'सभी निवासी केंद्रीय लॉन में छात्रावास दिवस में आमंत्रित हैं।' },
        },
      });
      await page.goto('/hi');
      const added = page.locator('.notice-item', { hasText: 'शनिवार को छात्रावास दिवस' });
      expect(await added.locator('h4').getAttribute('lang')).toBeNull();
      expect(await added.locator('.notice-message').innerText()).toBe(
        'सभी निवासी केंद्रीय लॉन में छात्रावास दिवस में आमंत्रित हैं।',
      );
      await page.goto('/');
      await page.locator('.notice-item h4', { hasText: 'Hostel day on Saturday' }).waitFor();
    },
  );
});

// What may stay in Latin letters on a Hindi page: addresses (e-mail, web,
// the site's paths), numbers and times, Roman numerals (ब्लॉक IX), and the
// few names Hindi writes in Latin letters too.
const ALLOWED_IN_LATIN = [
  /\S+@\S+\.\w+/g,
  /\bhttps?:\/\/\S+/g,
  /\b[\w-]+(\.[\w-]+)+\.(edu|org|com|in|gov)\S*/g,
  /(^|\s)\/[\w\-/?=&.%#]*/g,
  /\d{1,2}[:.]\d{2}\s?(AM|PM)\b/gi,
  /\b[IVXL]+\b/g,
  /\b(Wi-Fi|PDF|Ctrl|Cmd|UG|PG)\b/g,
];

/**
 * The interface texts the page shows (or gives screen readers: hidden text,
 * labels, alt texts, its title) wholly in Latin letters, outside the parts
 * marked lang="en", each with where it is.
 */
async function englishLeftovers(page: Page) {
  const texts = await page.evaluate(() => {
    const found: { where: string; text: string }[] = [];
    const inEnglish = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
    const where = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes.trim().split(/\s+/).join('.')}` : ''}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, template, noscript') || !parent.checkVisibility() || inEnglish(parent))
        continue;
      found.push({ where: where(parent), text: node.textContent! });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!element.checkVisibility() || inEnglish(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) found.push({ where: `${where(element)}[${name}]`, text: value });
      }
    }
    found.push({ where: 'title', text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) found.push({ where: 'meta description', text: description });
    return found;
  });
  return texts
    .flatMap(({ where, text }) => text.split(/\s[|·—–]\s/).map((part) => ({ where, text: part.trim() })))
    .filter(
      ({ text }) =>
        !DEVANAGARI.test(text) &&
        /[A-Za-z]{2}/.test(ALLOWED_IN_LATIN.reduce((rest, allowed) => rest.replace(allowed, ' '), text)),
    )
    .map(({ where, text }) => `${where}: ${text}`);
}

/** englishLeftovers of the page as it is and as each of its tabs (and each tab's own tabs) shows. */
async function englishLeftoversInEveryTab(page: Page) {
  const found = new Set(await englishLeftovers(page));
  const gather = async () => {
    await nextFrames(page);
    for (const leftover of await englishLeftovers(page)) found.add(leftover);
  };
  const mainTabs = page.getByRole('tablist').first().getByRole('tab');
  for (let main = 0; main < (await mainTabs.count()); main++) {
    await mainTabs.nth(main).click();
    await gather();
    const innerTabs = page.getByRole('tablist').nth(1).getByRole('tab');
    for (let inner = 0; inner < (await innerTabs.count()); inner++) {
      await innerTabs.nth(inner).click();
      await gather();
    }
  }
  return [...found];
}

describe('no interface text left in English', () => {
  test(
    "every Hindi page (each hostel's, and the page for an unknown address), its More menu open " +
      'and each of its tabs shown, shows nothing in Latin letters outside the parts marked English',
    async () => {
      const page = await offlinePage(site);
      const leftovers: Record<string, string[]> = {};
      for (const path of [...hindiPages(), ...hostelIds.slice(1).map((id) => `/hi/hostel/${id}`), '/hi/no-such-page']) {
        await page.goto(path);
        await navbar(page).getByRole('button', { name: 'और', exact: true }).click();
        await page.locator('.navbar-dropdown').waitFor();
        const found = await englishLeftoversInEveryTab(page);
        if (found.length) leftovers[path] = found;
      }
      expect(leftovers).toEqual({});
    },
  );

  test('the check finds an English text left on a Hindi page', async () => {
    const page = await offlinePage(site);
    await page.goto('/hi/about');
    const before = await englishLeftovers(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<p>Loading...</p><p lang="en">Hostel Office</p><img alt="Portrait ' +
          'of a warden" src="data:,"><p>ब्लॉक IX · hostel.office@example.edu</p>',
      );
    });
    const after = await englishLeftovers(page);
    expect(after.filter((found) => !before.includes(found))).toEqual([
      'p: Loading...',
      'img[alt]: Portrait of a warden',
    ]);
  });
});
