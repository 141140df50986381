// What GIGW 3.0 asks of every page, as the server renders it: the sitemap
// for people at /sitemap, a 'Last updated' date in every page's footer that
// moves when the page's content does (under a fixed clock), and links leaving
// the site that open a new tab and say so to screen readers.
// Sites made with and without --demo, served as `hostel serve` serves them,
// in this process so that the test's clock is the server's.
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  setDefaultTimeout,
  setSystemTime,
  test,
} from 'bun:test';
import { callApi } from '../../scripts/harness-util';
import { TEST_PASSWORD, serveForTests } from '../testing';
import type { Hostel } from '../modules/hostels/model';
import type { Person } from '../modules/people/model';

setDefaultTimeout(120_000);

const SITE_NAME = 'Institute Hostels';

/** 10:00 in India on the 10th of March 2031, and the days after it at the same hour. */
const day = (n: number) => new Date(Date.UTC(2031, 2, 10 + n, 4, 30));
const shown = (n: number) => `Mar ${10 + n}, 2031`;

async function startSite(demo: boolean) {
  const server = await serveForTests({ demo });
  const signIn = async () => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  };
  let token = await signIn();
  return {
    url: server.url,
    api: <T = any>(method: string, path: string, body?: unknown): Promise<T> =>
      callApi(server.url, token, method, path, body),
    /** The clock at `day(n)`, with a session of that day (a session ends within the hour). */
    async moveTo(n: number) {
      setSystemTime(day(n));
      token = await signIn();
    },
    /** A page's HTML as a visitor (no JavaScript) gets it. */
    async html(path: string, status = 200) {
      const response = await fetch(server.url + path);
      expect({ path, status: response.status }).toEqual({ path, status });
      return response.text();
    },
    stop: () => server.stop(),
  };
}
type Site = Awaited<ReturnType<typeof startSite>>;

type Element = { attrs: Record<string, string>; text: string };

/**
 * Every element matching `selector`: its attributes and all
 * the text inside it, entities decoded, white space collapsed.
 */
async function select(html: string, selector: string): Promise<Element[]> {
  const found: Element[] = [];
  const open: Element[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element(element) {
        const entry = { attrs: Object.fromEntries([...element.attributes]), text: '' };
        found.push(entry);
        if (!element.canHaveContent) return;
        open.push(entry);
        element.onEndTag(() => void open.splice(open.indexOf(entry), 1));
      },
      text(chunk) {
        for (const entry of open) entry.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return found.map((entry) => ({ attrs: entry.attrs, text: decode(entry.text).replace(/\s+/g, ' ').trim() }));
}

/** The date a page's footer says it was last updated. */
async function lastUpdated(site: Site, path: string, status = 200) {
  const [line] = await select(await site.html(path, status), '.footer-updated');
  return line?.text.replace(/^Last updated: /, '');
}

/** The sitemap page's links, by group heading. */
async function sitemapGroups(site: Site) {
  const html = await site.html('/sitemap');
  const groups: Record<string, string[]> = {};
  for (const section of await select(html, '.sitemap-group')) groups[section.attrs['aria-labelledby']] = [];
  let current = '';
  await new HTMLRewriter()
    .on('.sitemap-group', { element: (element) => void (current = element.getAttribute('aria-labelledby')!) })
    .on('.sitemap-group a', { element: (element) => void groups[current].push(element.getAttribute('href')!) })
    .transform(new Response(html))
    .text();
  return groups;
}

/** Sahyadri, a hostel, with its warden and supervisor, added to `site`. */
async function addSahyadri(site: Site) {
  const person = async (name: string, designation: string, role: string): Promise<Person> =>
    (await site.api('POST', '/api/people', { name, designation, role })).data;
  const warden = await person('Dr. Meera Pai', 'Professor', 'warden');
  const supervisor = await person('Mr. Ravi Rao', 'Supervisor', 'supervisor');
  const hostel: Hostel = (
    await site.api('POST', '/api/hostels', {
      name: 'Sahyadri (Block IX)',
      warden: warden._id,
      supervisor: supervisor._id,
      rooms: 80,
      gender: 'female',
      sharing: 'double',
    })
  ).data;
  return { warden, supervisor, hostel };
}

const documentBody = (title: string, text: string) => ({
  title,
  summary: `${title}: what the office says about it.`,
  body: [text],
});

for (const demo of [false, true]) {
  describe(`a site made ${demo ? 'with' : 'without'} --demo`, () => {
    let site: Site;

    beforeAll(async () => {
      setSystemTime(day(0));
      site = await startSite(demo);
    });
    afterAll(async () => {
      setSystemTime();
      await site?.stop();
    });

    describe('the sitemap for people', () => {
      test(
        '/sitemap is rendered on the server with its own title and description, ' +
          'one heading, and the main pages and the six policy pages as links',
        async () => {
          const html = await site.html('/sitemap');
          const [title] = await select(html, 'title');
          const [description] = await select(html, 'meta[name="description"]');
          const [canonical] = await select(html, 'link[rel="canonical"]');
          expect(title.text).toBe(`Sitemap | ${SITE_NAME}`);
          expect(description.attrs.content).toBe('Every page of this site, grouped as you would look for it.');
          expect(canonical.attrs.href).toBe(`${site.url}/sitemap`);
          expect((await select(html, 'main h1')).map((h1) => h1.text)).toEqual(['Sitemap']);
          const groups = await sitemapGroups(site);
          expect(groups['sitemap-main']).toEqual([
            '/',
            '/about',
            '/hostels',
            '/people',
            '/gallery',
            '/important-links',
            '/rules-regulations',
            '/files',
            '/achievements',
            '/search',
            '/feedback',
            '/subscribe',
            '/archive',
          ]);
          expect(groups['sitemap-office']).toEqual(
            [
              'copyright-policy',
              'hyperlinking-policy',
              'privacy-policy',
              'terms-of-use',
              'accessibility-statement',
              'help',
            ].map((slug) => `/pages/${slug}`),
          );
        },
      );

      test('every page links the sitemap from its footer, next to the policies; sitemap.xml lists it', async () => {
        for (const path of ['/', '/sitemap', '/pages/help', '/feedback']) {
          const links = (await select(await site.html(path), 'nav[aria-label="Site policies"] a')).map(
            (link) => link.attrs.href,
          );
          expect({ path, links }).toEqual({
            path,
            links: expect.arrayContaining(['/pages/privacy-policy', '/sitemap']),
          });
        }
        expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(`<loc>${site.url}/sitemap</loc>`);
      });

      test(
        "a hostel and a person added through the API are on the sitemap at once (the hostel's " +
          "page, the person's role on the People page); a hostel deleted is gone at once",
        async () => {
          await site.moveTo(1);
          const { warden, supervisor, hostel } = await addSahyadri(site);
          const groups = await sitemapGroups(site);
          expect(groups['sitemap-hostels']).toContain(`/hostel/${hostel._id}`);
          expect(groups['sitemap-people']).toEqual(
            expect.arrayContaining(['/people?role=warden', '/people?role=supervisor']),
          );

          const annexe = (
            await site.api('POST', '/api/hostels', {
              name: 'Annexe (Block XI)',
              warden: warden._id,
              supervisor: supervisor._id,
              rooms: 20,
              gender: 'male',
              sharing: 'single',
            })
          ).data;
          expect((await sitemapGroups(site))['sitemap-hostels']).toContain(`/hostel/${annexe._id}`);
          await site.api('DELETE', `/api/hostels/${annexe._id}`);
          expect((await sitemapGroups(site))['sitemap-hostels']).not.toContain(`/hostel/${annexe._id}`);
        },
      );

      test(
        'a page the office adds is on the sitemap at once under its ' +
          'title; renamed, it shows its new title; deleted, it is gone',
        async () => {
          await site.api('POST', '/api/pages', {
            slug: 'fee-structure',
            content: documentBody('Fee Structure', 'The fees for 2031.'),
          });
          const linkText = async () =>
            (
              await select(
                await site.html('/sitemap'),
                'section[aria-labelledby="sitemap-office"] a[href="/pages/fee-structure"]',
              )
            ).map((link) => link.text);
          expect(await linkText()).toEqual(['Fee Structure']);
          await site.api('PUT', '/api/pages/fee-structure', {
            content: documentBody('Hostel Fees', 'The fees for 2031.'),
          });
          expect(await linkText()).toEqual(['Hostel Fees']);
          await site.api('DELETE', '/api/pages/fee-structure');
          expect(await linkText()).toEqual([]);
        },
      );
    });

    test(
      'every link leaving the site, on every public page, opens ' +
        'a new tab without an opener and says so to screen readers',
      async () => {
        const supervisor = (
          await site.api('POST', '/api/people', {
            name: 'Ms. Latha Nayak',
            designation: 'Supervisor',
            role: 'supervisor',
          })
        ).data;
        const warden = (
          await site.api('POST', '/api/people', {
            name: 'Dr. Kiran Bhat',
            designation: 'Professor',
            role: 'warden',
            contact: 'https://example.edu/~kiran',
          })
        ).data;
        await site.api('POST', '/api/hostels', {
          name: 'Kudremukh (Block X)',
          warden: warden._id,
          supervisor: supervisor._id,
          rooms: 60,
          gender: 'male',
          sharing: 'single',
          photoSphere: 'https://example.com/sphere/kudremukh',
        });
        await site.api('POST', '/api/notifications', {
          title: 'Examination timetable',
          message: 'The timetable is out.',
          priority: 'high',
          url: 'https://example.edu/exams',
        });
        await site.api('POST', '/api/pages', {
          slug: 'useful-links',
          content: documentBody(
            'Useful Links',
            'See [the library](https://library.example.edu) and [our rules](/rules-regulations).',
          ),
        });

        // The office's page goes again after: the sitemap tests read the site's own pages.
        try {
          const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
          const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
          paths.push('/people?role=warden', '/search?q=examination', '/no-such-page');
          const leaving: string[] = [];
          const unsaid: string[] = [];
          for (const path of paths) {
            // As a browser without JavaScript reads it: what <noscript> holds is part of the page.
            const html = (await site.html(path, path === '/no-such-page' ? 404 : 200)).replace(/<\/?noscript>/g, '');
            for (const link of await select(html, 'a[href]')) {
              const href = link.attrs.href.replace(/&amp;/g, '&');
              if (!/^(https?:)?\/\//i.test(href) || new URL(href, site.url).origin === new URL(site.url).origin)
                continue;
              leaving.push(`${path} ${href}`);
              // In the page's language: a Hindi page says नए टैब में.
              const says =
                link.attrs.target === '_blank' &&
                /\bnoopener\b/.test(link.attrs.rel ?? '') &&
                (path.startsWith('/hi') ? /नए टैब में/ : /new tab/i).test(link.text);
              if (!says)
                unsaid.push(`${path} ${href} target=${link.attrs.target} rel=${link.attrs.rel} text="${link.text}"`);
            }
          }
          expect(unsaid).toEqual([]);
          // The office's text, a notice's link, a person's contact, a hostel's 360° view
          // and the portals in every footer.
          expect(leaving).toEqual(
            expect.arrayContaining([
              '/pages/useful-links https://library.example.edu',
              '/ https://example.edu/exams',
              '/people?role=warden https://example.edu/~kiran',
              expect.stringMatching(/^\/hostel\/\S+ https:\/\/example\.com\/sphere\/kudremukh$/),
              expect.stringMatching(/^\/sitemap https:/),
            ]),
          );
        } finally {
          await site.api('DELETE', '/api/pages/useful-links');
        }
      },
    );

    describe('last updated', () => {
      // Each test's own new site, made on day 0: the dates it reads are those of what it did.
      let dated: Site;
      beforeEach(async () => {
        setSystemTime(day(0));
        dated = await startSite(demo);
      });
      afterEach(async () => {
        await dated.stop();
        setSystemTime(day(0));
      });

      test("a page never saved dates from the site's start, in the institute's date", async () => {
        for (const path of [
          '/about',
          '/rules-regulations',
          '/achievements',
          '/important-links',
          '/pages/help',
          '/feedback',
          '/search',
          '/no-such-page',
        ]) {
          expect({ path, date: await lastUpdated(dated, path, path === '/no-such-page' ? 404 : 200) }).toEqual({
            path,
            date: shown(0),
          });
        }
      });

      test('saving a page moves its date, and only its own', async () => {
        await dated.moveTo(2);
        const about = await dated.api('GET', '/api/pages/about');
        await dated.api('PUT', '/api/pages/about', { content: about.content });
        const help = await dated.api('GET', '/api/pages/help');
        await dated.api('PUT', '/api/pages/help', { content: help.content });
        expect(await lastUpdated(dated, '/about')).toBe(shown(2));
        expect(await lastUpdated(dated, '/pages/help')).toBe(shown(2));
        expect(await lastUpdated(dated, '/rules-regulations')).toBe(shown(0));
        expect(await lastUpdated(dated, '/pages/privacy-policy')).toBe(shown(0));
      });

      test(
        "a list page is as new as its newest record; a hostel's page as the newest " +
          "of the hostel, its warden, its mess and menu and the hostel page's words",
        async () => {
          await dated.moveTo(1);
          const { warden, hostel } = await addSahyadri(dated);
          expect(await lastUpdated(dated, '/hostels')).toBe(shown(1));
          expect(await lastUpdated(dated, `/hostel/${hostel._id}`)).toBe(shown(1));
          expect(await lastUpdated(dated, '/people')).toBe(shown(1));

          await dated.moveTo(3);
          await dated.api('POST', '/api/people', {
            _id: warden._id,
            name: warden.name,
            designation: warden.designation,
            role: warden.role,
            phone: '+91 824 247 4999',
          });
          expect(await lastUpdated(dated, `/hostel/${hostel._id}`)).toBe(shown(3));
          expect(await lastUpdated(dated, '/hostels')).toBe(shown(1));

          await dated.moveTo(4);
          const mess = (
            await dated.api('POST', '/api/mess', {
              mess_name: 'Sahyadri Mess',
              caterers_name: 'Annapoorna',
              hostel: hostel._id,
              capacity: 200,
              night_canteen: 'No',
            })
          ).data;
          expect(await lastUpdated(dated, `/hostel/${hostel._id}`)).toBe(shown(4));

          await dated.moveTo(5);
          const week = (await dated.api('GET', `/api/mess/${mess._id}/menu`)).week;
          week.monday.lunch = 'Rice, dal and curd';
          await dated.api('PUT', `/api/mess/${mess._id}/menu`, { week });
          expect(await lastUpdated(dated, `/hostel/${hostel._id}`)).toBe(shown(5));

          await dated.moveTo(6);
          const words = await dated.api('GET', '/api/pages/hostel-detail');
          await dated.api('PUT', '/api/pages/hostel-detail', { content: words.content });
          expect(await lastUpdated(dated, `/hostel/${hostel._id}`)).toBe(shown(6));

          await dated.moveTo(7);
          await dated.api('POST', '/api/notifications', {
            title: 'Water supply off on Sunday',
            message: 'From 6 to 10 in the morning.',
            priority: 'high',
          });
          expect(await lastUpdated(dated, '/')).toBe(shown(7));
          expect(await lastUpdated(dated, `/hostel/${hostel._id}`)).toBe(shown(6));
          expect(await lastUpdated(dated, '/hostels')).toBe(shown(1));
        },
      );

      test(
        'the date arrives in the HTML with the data the ' + 'page hydrates from, so the browser shows the same',
        async () => {
          await dated.moveTo(2);
          await dated.api('PUT', '/api/pages/about', { content: (await dated.api('GET', '/api/pages/about')).content });
          const html = await dated.html('/about');
          const [time] = await select(html, '.footer-updated time');
          expect(time.text).toBe(shown(2));
          expect(new Date(time.attrs.datetime).getTime()).toBe(day(2).getTime());
          const [data] = await select(html, '#page-data');
          expect(JSON.parse(data.text).siteStarted).toBe(day(0).toISOString());
        },
      );
    });
  });
}
