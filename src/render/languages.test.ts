// The site in Hindi and English as the real server serves it (startServer
// with the demo): every page at its English address and under /hi, each
// saying its language, its canonical address and its alternates; sitemap.xml
// listing both with their alternates; the feeds per language; the content in
// Hindi where it is translated; search in Devanagari. XML is read with
// saxes, calendars with ical.js, HTML with HTMLRewriter.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import ICAL from 'ical.js';
import { serveForTests } from '../testing';
import { parseXml, type XmlElement } from '../testing/xml';
import { LANGUAGES, pathIn } from '../languages';
import type { Notification } from '../modules/notifications/model';
import { selectIn } from '../testing/html';

setDefaultTimeout(90_000);

let server: Awaited<ReturnType<typeof serveForTests>>;
const get = (path: string) => fetch(server.url + path);

beforeAll(async () => {
  server = await serveForTests({ demo: true });
});

afterAll(() => server?.stop());

const PAGES = [
  '/',
  '/about',
  '/hostels',
  '/people',
  '/gallery',
  '/important-links',
  '/rules-regulations',
  '/files',
  '/achievements',
  '/feedback',
  '/subscribe',
  '/sitemap',
  '/search?q=mess',
  '/pages/help',
];

describe('addresses', () => {
  test(
    'every page is at its English address and under /hi, each in ' +
      'its language with a canonical address and alternates in both',
    async () => {
      for (const page of PAGES) {
        const [path] = page.split('?');
        for (const { code } of LANGUAGES) {
          const response = await get(pathIn(code, page));
          expect({ page, code, status: response.status, redirected: response.redirected }).toEqual({
            page,
            code,
            status: 200,
            redirected: false,
          });
          const html = await response.text();
          expect((await selectIn(html, 'html'))[0].attrs.lang).toBe(code);
          expect((await selectIn(html, 'link[rel="canonical"]')).map((link) => link.attrs.href)).toEqual([
            `${server.url}${pathIn(code, path)}`,
          ]);
          const alternates = Object.fromEntries(
            (await selectIn(html, 'link[rel="alternate"][hreflang]')).map((link) => [
              link.attrs.hreflang,
              link.attrs.href,
            ]),
          );
          expect(alternates).toEqual({
            en: `${server.url}${path}`,
            hi: `${server.url}${pathIn('hi', path)}`,
            'x-default': `${server.url}${path}`,
          });
        }
      }
    },
  );

  test(
    'an English address stays English ' + 'whatever the browser prefers; an ' + 'unknown Hindi address is a Hindi 404',
    async () => {
      const english = await fetch(`${server.url}/hostels`, {
        headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
        redirect: 'manual',
      });
      expect(english.status).toBe(200);
      expect((await selectIn(await english.text(), 'html'))[0].attrs.lang).toBe('en');
      const missing = await get('/hi/no-such-page');
      expect(missing.status).toBe(404);
      expect((await selectIn(await missing.text(), 'html'))[0].attrs.lang).toBe('hi');
    },
  );
});

describe('sitemap.xml', () => {
  test('lists each page in each language, each naming both addresses and English as the default', async () => {
    const urlset = parseXml(await (await get('/sitemap.xml')).text());
    expect(urlset.name).toBe('urlset');
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const entries = urlset.children.map((url: XmlElement) => ({
      loc: url.children.find((child) => child.name === 'loc')!.text,
      alternates: Object.fromEntries(
        url.children
          .filter((child) => child.ns === XHTML && child.name === 'link')
          .map((link) => [link.attributes.hreflang, link.attributes.href]),
      ),
    }));
    const about = entries.filter((entry) => entry.alternates.en === `${server.url}/about`);
    expect(about.map((entry) => entry.loc).toSorted()).toEqual([`${server.url}/about`, `${server.url}/hi/about`]);
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).toSorted()).toEqual(['en', 'hi', 'x-default']);
      expect(entry.alternates['x-default']).toBe(entry.alternates.en);
      expect([entry.alternates.en, entry.alternates.hi]).toContain(entry.loc);
    }
  });
});

describe('content in Hindi', () => {
  test(
    "a new site's pages and the demo read " +
      'in Hindi; the Hindi page shows them ' +
      'and marks English left in English',
    async () => {
      const about = (await (await get('/api/pages/about?lang=hi')).json()) as {
        content: { hero: { title: string } };
        englishFields: string[];
      };
      expect(about.content.hero.title).toBe('हमारे बारे में');
      const html = await (await get('/hi/about')).text();
      expect(html).toContain('हमारे बारे में');

      const notices = (await (await get('/api/notifications?lang=hi')).json()) as (Notification & {
        englishFields: string[];
      })[];
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) {
        expect(notice.title).toMatch(/[\u0900-\u097F]/);
        expect(notice.englishFields).toEqual([]);
      }
    },
  );

  test(
    "a document page's title is its " + "content's, in Hindi too: in its " + 'own read and the sitemap for people',
    async () => {
      const help = (await (await get('/api/pages/help?lang=hi')).json()) as {
        title: string;
        content: { title: string };
      };
      expect(help.title).toBe(help.content.title);
      expect(help.title).toMatch(/[\u0900-\u097F]/);
      const sitemap = await (await get('/hi/sitemap')).text();
      expect(sitemap).toContain(`>${help.title}<`);
    },
  );

  test('search finds Hindi words in Hindi, cut at their vowel signs correctly', async () => {
    const results = (await (await get(`/api/search?q=${encodeURIComponent('छात्रावास')}&lang=hi`)).json()) as {
      title: string;
    }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => /[\u0900-\u097F]/.test(result.title))).toBe(true);
    // A person is found by their role as the Hindi page names it, and so shown.
    const wardens = (await (await get(`/api/search?q=${encodeURIComponent('वार्डन')}&lang=hi`)).json()) as {
      type: string;
      snippet: string;
    }[];
    expect(
      wardens.filter((result) => result.type === 'person').every((result) => result.snippet.includes('वार्डन')),
    ).toBe(true);
    expect(wardens.some((result) => result.type === 'person')).toBe(true);
    const html = await (await get(`/hi/search?q=${encodeURIComponent('मेस')}`)).text();
    expect(html).toContain('मेस');
  });
});

describe('feeds', () => {
  test('the Atom feed in Hindi: a Hindi title, the notices in Hindi, links to the Hindi home page', async () => {
    const feed = parseXml(await (await get('/api/notifications.atom?lang=hi')).text());
    const child = (element: XmlElement, name: string) => element.children.filter((node) => node.name === name);
    expect(child(feed, 'title')[0].text).toBe('संस्थान छात्रावास की सूचनाएँ');
    const entries = child(feed, 'entry');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(child(entry, 'title')[0].text).toMatch(/[\u0900-\u097F]/);
    const english = parseXml(await (await get('/api/notifications.atom')).text());
    expect(child(english, 'title')[0].text).toBe('Institute Hostels notices');
  });

  test('the calendar in Hindi: its name and the events in Hindi', async () => {
    const calendar = new ICAL.Component(ICAL.parse(await (await get('/api/events.ics?lang=hi')).text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('संस्थान छात्रावास के कार्यक्रम');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(String(event.getFirstPropertyValue('summary'))).toMatch(/[\u0900-\u097F]/);
  });
});
