// The public site as the real server serves it: robots.txt,
// sitemap.xml, each public page rendered on the server with its head (title,
// description, canonical, Open Graph, the largest picture preloaded), its
// content in the HTML, 404s for unknown addresses, the page cache (ETag, 304,
// a write shows at once, brotli and gzip), and stored or query text that stays
// text. The server is started as `hostel serve` starts it (startServer, on
// port 0), on this pass's engine, and read over HTTP.
// The HTML is read with HTMLRewriter (Bun's HTML parser), the sitemap with the
// small strict XML reader below: Bun has no DOMParser.
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
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { callApi } from '../../scripts/harness-util';
import { PNG_DATA_URL, TEST_PASSWORD, serveForTests } from '../testing';
import type { Hostel } from '../modules/hostels/model';
import type { Notification } from '../modules/notifications/model';
import { MENU_DAYS, MENU_MEALS, dayLabels, type WeekMenu } from '../modules/messes/menu';
import { HYDRATION_ELEMENT_ID } from './public-data';
import { LANGUAGES, pathIn } from '../languages';
import { SUBCOMMITTEES_CHOICE } from '../modules/files/texts';
import { selectIn } from '../testing/html';

setDefaultTimeout(60_000);

// ---------------------------------------------------------------- the server

type Site = Awaited<ReturnType<typeof startSite>>;

/**
 * `hostel serve` on the port the system gives it and a new data folder
 * (and, on PostgreSQL, a new database); HOSTEL_PUBLIC_URL as given.
 */
async function startSite({ publicUrl }: { publicUrl?: string } = {}) {
  const server = await serveForTests({ env: { HOSTEL_PUBLIC_URL: publicUrl } });
  const url = server.url;
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;

  /** A GET as a browser sends it; `decompress: false` leaves the bytes as they came. */
  const get = (path: string, headers: Record<string, string> = {}, decompress = true) =>
    fetch(url + path, { headers, decompress } as RequestInit);

  const api = <T = any>(method: string, path: string, body?: unknown): Promise<T> =>
    callApi(url, token, method, path, body);

  return {
    url,
    get,
    api,
    /** The app's own request function, as Bun.serve calls it. */
    fetch: (request: Request) => server.app.fetch(request),
    /** The page's HTML, after checking its status. */
    async html(path: string, status = 200) {
      const response = await get(path);
      const text = await response.text();
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
        path,
        status,
        type: 'text/html;charset=utf-8',
      });
      return text;
    },
    stop: () => server.stop(),
  };
}

// ---------------------------------------------------------------- reading HTML

/** What React escapes, back to the characters (HTMLRewriter hands text and attributes over as written). */
const decode = (raw: string) =>
  raw.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower]!;
  });

/** The visible texts of the elements matching `selector`, decoded and with runs of white space as one. */
const texts = async (html: string, selector: string) =>
  (await selectIn(html, selector)).map((found) => decode(found.text).replace(/\s+/g, ' ').trim());

const attribute = async (html: string, selector: string, name: string) => {
  const [first] = await selectIn(html, selector);
  return first ? (first.attrs[name] === undefined ? undefined : decode(first.attrs[name])) : undefined;
};

/** What a page's head says, as a crawler or a link preview reads it. */
async function headOf(html: string) {
  const og = Object.fromEntries(
    (await selectIn(html, 'head meta[property^="og:"]')).map((meta) => [
      decode(meta.attrs.property),
      decode(meta.attrs.content ?? ''),
    ]),
  );
  return {
    title: (await texts(html, 'head title')).join('|'),
    titles: (await selectIn(html, 'title')).length,
    description: await attribute(html, 'head meta[name="description"]', 'content'),
    descriptions: (await selectIn(html, 'meta[name="description"]')).length,
    canonical: await attribute(html, 'head link[rel="canonical"]', 'href'),
    robots: await attribute(html, 'head meta[name="robots"]', 'content'),
    og,
  };
}

/** The hydration data's element: its text exactly as the browser's JSON.parse gets it. */
async function pageDataText(html: string) {
  const found = await selectIn(html, `script#${HYDRATION_ELEMENT_ID}`);
  expect(found.length).toBe(1);
  expect(found[0].attrs.type).toBe('application/json');
  return found[0].text;
}

/**
 * What a page's <noscript> elements hold, as the HTML a browser without
 * JavaScript reads (a parser with scripting on, as HTMLRewriter's, reads it as text).
 */
const noscriptHtml = async (html: string) => (await selectIn(html, 'noscript')).map((found) => found.text).join('');

const countOf = (html: string, needle: string) => html.toLowerCase().split(needle.toLowerCase()).length - 1;

// ---------------------------------------------------------------- reading XML

type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

/**
 * A strict reader for the XML a sitemap is made of (a declaration, elements,
 * attributes, text, the five entities and character references, comments):
 * it throws on anything that is not well-formed, such as a tag closed out of
 * order, a raw `<` or `&`, an unknown entity or content after the root.
 */
function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`Not well-formed XML at ${at}: ${why} (${JSON.stringify(source.slice(at, at + 40))})`);
  };
  const skipSpace = () => {
    while (at < source.length && ' \t\r\n'.includes(source[at])) at++;
  };
  const take = (literal: string) => {
    if (!source.startsWith(literal, at)) fail(`expected ${JSON.stringify(literal)}`);
    at += literal.length;
  };
  const NAME = /[A-Za-z_][-A-Za-z0-9_.:]*/y;
  const name = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(source) ?? fail('expected a name');
    at += match[0].length;
    return match[0];
  };
  const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const characters = (raw: string) => {
    let out = '';
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] === '<') fail('a raw < in text or an attribute');
      if (raw[i] !== '&') {
        out += raw[i];
        continue;
      }
      const end = raw.indexOf(';', i);
      if (end < 0) fail('a bare &');
      const entity = raw.slice(i + 1, end);
      if (entity in ENTITIES) out += ENTITIES[entity];
      else if (/^#x[0-9a-fA-F]{1,6}$/.test(entity)) out += String.fromCodePoint(parseInt(entity.slice(2), 16));
      else if (/^#[0-9]{1,7}$/.test(entity)) out += String.fromCodePoint(Number(entity.slice(1)));
      else fail(`the unknown entity &${entity};`);
      i = end;
    }
    return out;
  };
  const skipComments = () => {
    for (skipSpace(); source.startsWith('<!--', at); skipSpace()) {
      const end = source.indexOf('-->', at + 4);
      if (end < 0) fail('an unterminated comment');
      at = end + 3;
    }
  };

  function element(): XmlElement {
    take('<');
    const node: XmlElement = { name: name(), attributes: {}, children: [], text: '' };
    for (;;) {
      const spaced = at;
      skipSpace();
      if (source.startsWith('/>', at)) {
        at += 2;
        return node;
      }
      if (source[at] === '>') {
        at++;
        break;
      }
      if (spaced === at) fail('no space before an attribute');
      const key = name();
      skipSpace();
      take('=');
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail('an unquoted attribute value');
      const end = source.indexOf(quote, at + 1);
      if (end < 0) fail('an unterminated attribute value');
      if (key in node.attributes) fail(`the attribute ${key} twice`);
      node.attributes[key] = characters(source.slice(at + 1, end));
      at = end + 1;
    }
    for (;;) {
      if (at >= source.length) fail(`<${node.name}> is never closed`);
      if (source.startsWith('</', at)) {
        at += 2;
        const closing = name();
        if (closing !== node.name) fail(`</${closing}> closes <${node.name}>`);
        skipSpace();
        take('>');
        return node;
      }
      if (source.startsWith('<!--', at)) skipComments();
      else if (source.startsWith('<![CDATA[', at) || source.startsWith('<!', at) || source.startsWith('<?', at))
        fail('markup a sitemap does not use');
      else if (source[at] === '<') node.children.push(element());
      else {
        const next = source.indexOf('<', at);
        const raw = source.slice(at, next < 0 ? source.length : next);
        if (raw.includes(']]>')) fail(']]> in text');
        node.text += characters(raw);
        at += raw.length;
      }
    }
  }

  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) fail('an unterminated declaration');
    at = end + 2;
  }
  skipComments();
  const root = element();
  skipComments();
  if (at !== source.length) fail('content after the root element');
  return root;
}

/** The addresses a sitemap lists, after checking its shape: a urlset of url elements with one loc each. */
function sitemapAddresses(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const root = parseXml(xml);
  expect({ name: root.name, xmlns: root.attributes.xmlns }).toEqual({
    name: 'urlset',
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  });
  expect(root.text.trim()).toBe('');
  return root.children.map((url) => {
    expect(url.name).toBe('url');
    const locs = url.children.filter((child) => child.name === 'loc');
    expect(locs.length).toBe(1);
    return locs[0].text.trim();
  });
}

// ---------------------------------------------------------------- the site's content

const SITE_NAME = 'Institute Hostels';

/** Every public page of SPEC.md: its title and its first heading. */
const PAGES = [
  {
    path: '/',
    title: 'Institute Hostels: homes for the students of the institute',
    h1: 'Welcome to Institute Hostels',
  },
  { path: '/about', title: `About the Hostel Trust | ${SITE_NAME}`, h1: 'About Us' },
  { path: '/hostels', title: `Hostels | ${SITE_NAME}`, h1: 'Hostels' },
  { path: '/people', title: `Our People | ${SITE_NAME}`, h1: 'Our People' },
  { path: '/gallery', title: `Gallery | ${SITE_NAME}`, h1: 'Hostel Life in Pictures' },
  { path: '/important-links', title: `Important Links & Downloads | ${SITE_NAME}`, h1: 'Important Links & Downloads' },
  { path: '/rules-regulations', title: `Rules and Regulations | ${SITE_NAME}`, h1: 'Rules and Regulations' },
  { path: '/files', title: `Files & Documents | ${SITE_NAME}`, h1: 'Download Files & Documents' },
  { path: '/achievements', title: `Our Achievements | ${SITE_NAME}`, h1: 'Our Achievements' },
];

/**
 * The public pages SPEC.md does not list: the Feedback and Subscribe pages, the archive
 * (its years and items: none here), the sitemap for people and the six GIGW pages a new site ships with.
 */
const MORE_PAGES = [
  '/feedback',
  '/subscribe',
  '/archive',
  '/sitemap',
  ...[
    'copyright-policy',
    'hyperlinking-policy',
    'privacy-policy',
    'terms-of-use',
    'accessibility-statement',
    'help',
  ].map((slug) => `/pages/${slug}`),
];

/** A calendar day `days` from now, as an event's date. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

const WARDENS = ['Dr. Asha Kamath', 'Dr. Bhaskar Rao'];
const SUPERVISOR = 'Mr. Chetan Shetty';
const NOTICES = ['Water supply off on Sunday morning', 'Mess feedback survey is open'];
const EVENTS = ['Hostel Day Celebrations', 'Inter-Hostel Football Finals'];
const FILES = ['Hostel Rules Handbook', 'Room Change Request Form'];

/** People, two hostels (one with a picture, a mess and facilities), notices, events and files, through the API. */
async function addContent(site: Site) {
  const person = (name: string, role: string, designation: string) =>
    site.api('POST', '/api/people', { name, designation, role, image: PNG_DATA_URL });
  const wardens = [
    await person(WARDENS[0], 'warden', 'Professor'),
    await person(WARDENS[1], 'warden', 'Associate Professor'),
  ];
  const supervisor = await person(SUPERVISOR, 'supervisor', 'Hostel Supervisor');
  const hostel = (name: string, warden: string, extra: object) =>
    site.api('POST', '/api/hostels', {
      name,
      warden,
      supervisor: supervisor.data._id,
      rooms: 120,
      gender: 'male',
      sharing: 'double',
      ...extra,
    });
  const karavali = (
    await hostel('Karavali (Block I)', wardens[0].data._id, {
      image: PNG_DATA_URL,
      mess: 'Karavali Mess',
      other_facilities: ['Reading room', 'Gymnasium'],
    })
  ).data as Hostel;
  const netravati = (await hostel('Netravati (Block II)', wardens[1].data._id, {})).data as Hostel;
  await site.api('POST', '/api/mess', {
    mess_name: 'Karavali Mess',
    caterers_name: 'Sai Caterers',
    hostel: karavali._id,
    capacity: 300,
    night_canteen: 'Open till 2 AM',
  });
  for (const [index, title] of EVENTS.entries()) {
    await site.api('POST', '/api/events', {
      title,
      description: `${title}, for every resident.`,
      date: dayFromNow(5 + index),
      time: '6:00 PM',
      location: 'Main Lawn',
    });
  }
  for (const title of NOTICES)
    await site.api('POST', '/api/notifications', {
      title,
      message: `${title}: details at the hostel office.`,
      priority: 'high',
    });
  for (const name of FILES) {
    await site.api('POST', '/api/files', {
      file_name: name,
      for_student: true,
      file: `data:application/pdf;name=file.pdf;base64,${btoa('%PDF-1.4\n%%EOF\n')}`,
    });
  }
  return { karavali, netravati };
}

// ---------------------------------------------------------------- the tests

describe('the public site, rendered by the server', () => {
  let site: Site;
  let karavali: Hostel;
  let netravati: Hostel;

  beforeAll(async () => {
    site = await startSite();
    ({ karavali, netravati } = await addContent(site));
  });
  afterAll(() => site?.stop());

  describe('robots.txt and sitemap.xml', () => {
    test(
      'robots.txt is plain text: the console and the API are closed ' +
        'to crawlers, and the sitemap is named by its absolute address',
      async () => {
        const response = await site.get('/robots.txt');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/plain;charset=utf-8');
        const lines = (await response.text()).split('\n').map((line) => line.trim());
        expect(lines).toContain('User-agent: *');
        expect(lines).toContain('Disallow: /admin');
        expect(lines).toContain('Disallow: /api/');
        expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${site.url}/sitemap.xml`]);
      },
    );

    test(
      'sitemap.xml is well-formed XML ' + 'listing every public page and ' + 'every hostel, as absolute addresses',
      async () => {
        const response = await site.get('/sitemap.xml');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toStartWith('application/xml');
        const addresses = sitemapAddresses(await response.text());
        const paths = [
          ...PAGES.map((page) => page.path),
          ...MORE_PAGES,
          `/hostel/${karavali._id}`,
          `/hostel/${netravati._id}`,
        ];
        // Each page in each language.
        const expected = LANGUAGES.flatMap(({ code }) => paths.map((path) => `${site.url}${pathIn(code, path)}`));
        expect(addresses.toSorted()).toEqual(expected.toSorted());
      },
    );

    test('a hostel added through the API is in the sitemap at once, and a deleted one is gone at once', async () => {
      const added = (
        await site.api('POST', '/api/hostels', {
          name: 'Sharavati (Block VIII)',
          warden: karavali.warden!._id,
          supervisor: karavali.supervisor!._id,
          rooms: 80,
        })
      ).data as Hostel;
      const withIt = sitemapAddresses(await (await site.get('/sitemap.xml')).text());
      expect(withIt).toContain(`${site.url}/hostel/${added._id}`);
      expect((await site.get(`/hostel/${added._id}`)).status).toBe(200);

      await site.api('DELETE', `/api/hostels/${added._id}`);
      const without = sitemapAddresses(await (await site.get('/sitemap.xml')).text());
      expect(without).not.toContain(`${site.url}/hostel/${added._id}`);
      expect(without.length).toBe(withIt.length - LANGUAGES.length);
      const gone = await site.get(`/hostel/${added._id}`);
      expect(gone.status).toBe(404);
      expect(await texts(await gone.text(), 'main h1')).toEqual(['Hostel Not Found']);
    });
  });

  describe("each page's head", () => {
    test(
      'every public page: its own title and description, a canonical ' +
        'address, and Open Graph title, description and address',
      async () => {
        const heads = [];
        for (const page of [
          ...PAGES,
          { path: `/hostel/${karavali._id}`, title: `${karavali.name} | ${SITE_NAME}`, h1: karavali.name },
        ]) {
          const html = await site.html(page.path);
          const head = await headOf(html);
          const canonical = `${site.url}${page.path}`;
          expect({
            path: page.path,
            title: head.title,
            titles: head.titles,
            descriptions: head.descriptions,
            canonical: head.canonical,
            robots: head.robots,
          }).toEqual({
            path: page.path,
            title: page.title,
            titles: 1,
            descriptions: 1,
            canonical,
            robots: undefined,
          });
          expect(head.description!.length).toBeGreaterThan(30);
          expect({ path: page.path, ...head.og }).toMatchObject({
            path: page.path,
            'og:title': page.title,
            'og:description': head.description,
            'og:url': canonical,
          });
          expect({ path: page.path, h1: await texts(html, 'main h1') }).toEqual({ path: page.path, h1: [page.h1] });
          heads.push(head);
        }
        // Each page says its own.
        expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
        expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
      },
    );

    test(
      'every public page has a link-preview ' + 'picture: og:image, an absolute ' + 'address that serves a picture',
      async () => {
        const missing: string[] = [];
        for (const { path } of PAGES) {
          const { og } = await headOf(await site.html(path));
          const image = og['og:image'];
          if (!image) {
            missing.push(path);
            continue;
          }
          expect(image).toStartWith(`${site.url}/`);
          const picture = await fetch(image);
          expect({
            path,
            image,
            status: picture.status,
            type: picture.headers.get('content-type')?.split('/')[0],
          }).toEqual({ path, image, status: 200, type: 'image' });
        }
        expect(missing).toEqual([]);
      },
    );

    /** The head's preloads of pictures as the `<img>` attributes they stand for. */
    const preloadedPictures = async (html: string) =>
      (await selectIn(html, 'head link[rel="preload"][as="image"]')).map((link) => ({
        src: decode(link.attrs.href),
        srcset: link.attrs.imagesrcset && decode(link.attrs.imagesrcset),
        sizes: link.attrs.imagesizes,
        fetchpriority: link.attrs.fetchpriority?.toLowerCase(),
      }));

    /** The first picture of a srcset (its narrowest) is that many pixels wide. */
    const expectNarrowest = async (srcset: string, width: number) => {
      const [narrowest, said] = srcset.split(', ')[0].split(' ');
      expect(said).toBe(`${width}w`);
      const picture = await fetch(new URL(narrowest, site.url));
      expect((await new Bun.Image(await picture.bytes()).metadata()).width).toBe(width);
    };

    test(
      'home: the hero picture is the preview picture and is ' +
        'preloaded with high priority, a phone taking a narrower copy',
      async () => {
        const html = await site.html('/');
        const [slide] = await selectIn(html, 'main img');
        const first = { src: decode(slide.attrs.src), srcset: decode(slide.attrs.srcset), sizes: slide.attrs.sizes };
        expect(await preloadedPictures(html)).toContainEqual({ ...first, fetchpriority: 'high' });
        expect(first.sizes).toBe('100vw');
        await expectNarrowest(first.srcset, 800);
        expect((await headOf(html)).og['og:image']).toBe(new URL(first.src, site.url).href);
      },
    );

    test("home: the About section's picture, the site's own, has a phone's copy", async () => {
      const [picture] = await selectIn(await site.html('/'), 'img.home-about-image');
      expect(picture.attrs.sizes).toBe('min(640px, 100vw)');
      await expectNarrowest(decode(picture.attrs.srcset), 800);
    });

    test('about: the hero picture is preloaded as the page asks for it, a phone taking a narrower copy', async () => {
      const html = await site.html('/about');
      const [hero] = await selectIn(html, '.about-hero img');
      const picture = { src: decode(hero.attrs.src), srcset: decode(hero.attrs.srcset), sizes: hero.attrs.sizes };
      expect(await preloadedPictures(html)).toContainEqual({ ...picture, fetchpriority: 'high' });
      await expectNarrowest(picture.srcset, 800);
    });

    test("a hostel's page: its own picture is the preview picture and is preloaded with high priority", async () => {
      const html = await site.html(`/hostel/${karavali._id}`);
      const { og } = await headOf(html);
      expect(og['og:image']).toBe(new URL(karavali.image!, site.url).href);
      expect((await fetch(og['og:image'])).headers.get('content-type')).toStartWith('image/');
      const preload = (await selectIn(html, 'head link[rel="preload"][as="image"]')).find((link) =>
        decode(link.attrs.href).startsWith(karavali.image!),
      );
      expect(preload?.attrs.fetchpriority?.toLowerCase()).toBe('high');
    });
  });

  describe('unknown addresses', () => {
    test.each([
      ['an unknown hostel id', '/hostel/0123456789abcdef0123456789abcdef', 'Hostel Not Found'],
      ['a hostel id that cannot be one', '/hostel/not-a-hostel', 'Hostel Not Found'],
      ['an unknown address', '/no-such-page', 'Page not found'],
      ['an unknown address under a page', '/hostels/extra/deep', 'Page not found'],
    ])('%s is a 404 with its screen, not indexed', async (_, path, heading) => {
      const html = await site.html(path, 404);
      expect(await texts(html, 'main h1')).toEqual([heading]);
      const head = await headOf(html);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.title).toBe(`${heading} | ${SITE_NAME}`);
    });
  });

  describe("the People page's form without JavaScript", () => {
    test(
      "'Hostel Subcommittees' sent as the role gives the file it names, " +
        'in either language; while none is chosen, the page saying so',
      async () => {
        const subcommittees = `/people?role=${SUBCOMMITTEES_CHOICE}`;
        expect(await texts(await site.html(subcommittees), '.people-notice')).toEqual([
          'The hostel office has not chosen the Hostel Subcommittees file yet. Please check again later.',
        ]);
        const [hindi] = await texts(await site.html(pathIn('hi', subcommittees)), '.people-notice');
        expect(hindi).toMatch(/^छात्रावास कार्यालय ने अभी तक छात्रावास उपसमितियों की फ़ाइल नहीं चुनी है।/);
        expect(await texts(await site.html('/people'), '.people-notice')).toEqual([]);
        const file = await site.api('POST', '/api/files', {
          file_name: 'Hostel Subcommittees 2026',
          for_student: true,
          file: `data:application/pdf;name=committees.pdf;base64,${btoa('%PDF-1.4\n%%EOF\n')}`,
        });
        try {
          await site.api('PUT', '/api/files/subcommittees', { fileId: file.data._id });
          for (const language of LANGUAGES) {
            const response = await fetch(site.url + pathIn(language.code, subcommittees), { redirect: 'manual' });
            expect([response.status, response.headers.get('location')]).toEqual([
              303,
              `/api/files/download/${file.data._id}`,
            ]);
          }
          expect((await fetch(`${site.url}/api/files/download/${file.data._id}`)).status).toBe(200);
        } finally {
          // The other tests count the files.
          await site.api('DELETE', `/api/files/${file.data._id}`);
        }
      },
    );
  });

  describe('the content is in the HTML', () => {
    test('home: the latest notices and the upcoming events', async () => {
      const html = await site.html('/');
      expect((await texts(html, '.notice-item h4')).toSorted()).toEqual(NOTICES.toSorted());
      expect(await texts(html, '.event-item h4')).toEqual(EVENTS);
    });

    test('hostels: a card for every hostel, by name', async () => {
      const html = await site.html('/hostels');
      expect((await texts(html, '.hostel-card-name')).toSorted()).toEqual([karavali.name, netravati.name].toSorted());
    });

    test('a hostel: its name and its warden', async () => {
      const html = await site.html(`/hostel/${karavali._id}`);
      expect(await texts(html, 'main h1')).toEqual([karavali.name]);
      expect(await texts(html, 'main dd')).toContain(WARDENS[0]);
    });

    test(
      'a hostel: its supervisor, its facilities and its mess are in the HTML too ' +
        '(issue 16: "a hostel\'s detail with warden, supervisor, facilities and mess")',
      async () => {
        const text = (await texts(await site.html(`/hostel/${karavali._id}`), 'main')).join(' ');
        const missing = [SUPERVISOR, 'Reading room', 'Gymnasium', 'Sai Caterers'].filter(
          (expected) => !text.includes(expected),
        );
        expect(missing).toEqual([]);
      },
    );

    test("people: the first role's cards", async () => {
      const html = await site.html('/people');
      expect(await texts(html, '.people-directory h2')).toEqual(['Wardens']);
      expect((await texts(html, '[data-testid="person-card"] h3')).toSorted()).toEqual(WARDENS.toSorted());
    });

    test('files: every file by name, with the counts', async () => {
      const html = await site.html('/files');
      expect((await texts(html, '[data-testid="public-file"] h2')).toSorted()).toEqual(FILES.toSorted());
      expect(await texts(html, '.public-files-counts span')).toEqual(['Showing 2 file(s)', 'Total available: 2 files']);
    });

    test('a page opened at ?role=, ?q= or ?category= renders that choice', async () => {
      const people = await site.html('/people?role=supervisor');
      expect(await texts(people, '.people-directory h2')).toEqual(['Supervisors']);
      expect(await texts(people, '[data-testid="person-card"] h3')).toEqual([SUPERVISOR]);

      const files = await site.html('/files?q=rules');
      expect(await texts(files, '[data-testid="public-file"] h2')).toEqual(['Hostel Rules Handbook']);
      expect(await texts(files, '.public-files-counts span')).toEqual([
        'Showing 1 file(s)',
        'Total available: 2 files',
      ]);
      expect(await attribute(files, '.public-files-search input[name="q"]', 'value')).toBe('rules');

      const gallery = await site.html('/gallery?category=Sports');
      expect(await texts(gallery, 'button[aria-pressed="true"]')).toEqual(['Sports']);
      const achievements = await site.html('/achievements?category=Maintenance');
      expect(await texts(achievements, 'button[aria-pressed="true"]')).toEqual(['Maintenance']);
    });
  });

  describe('the page cache', () => {
    test(
      'a page is sent with the same ETag until a write; If-None-Match ' +
        'gets a 304; a new notice changes the page and its ETag at once',
      async () => {
        const first = await site.get('/');
        const etag = first.headers.get('etag')!;
        expect(etag).toBeTruthy();
        expect(first.headers.get('cache-control')).toBe('no-cache');
        const html = await first.text();
        const again = await site.get('/');
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe(html);

        const revalidated = await site.get('/', { 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.headers.get('etag')).toBe(etag);
        expect(await revalidated.text()).toBe('');

        const title = 'Hostel gates close at 10 PM from Monday';
        const notice = await site.api('POST', '/api/notifications', {
          title,
          message: 'By order of the Chief Warden.',
          priority: 'urgent',
        });
        try {
          const after = await site.get('/', { 'if-none-match': etag });
          expect(after.status).toBe(200);
          expect(after.headers.get('etag')).not.toBe(etag);
          const changed = await after.text();
          expect(await texts(changed, '.notice-item h4')).toContain(title);
          expect(
            JSON.parse(await pageDataText(changed)).responses['/api/notifications/latest'].map(
              (n: Notification) => n.title,
            ),
          ).toContain(title);
        } finally {
          // The other tests count the notices.
          await site.api('DELETE', `/api/notifications/${notice.data._id}`);
        }
      },
    );

    test(
      'a page from the cache is sent at once, not through a ' + 'promise: no hook of the app makes a read wait a turn',
      async () => {
        const address = `${site.url}/hostels`;
        await site.get('/hostels');
        const response = site.fetch(new Request(address));
        expect(response instanceof Promise).toBe(false);
        expect((response as Response).status).toBe(200);
        expect(await (response as Response).text()).toContain('Karavali (Block I)');
      },
    );

    test(
      'query parameters no page reads ' + 'make no other page: a shared link ' + 'with a tracker is the same page',
      async () => {
        const page = await site.get('/people?role=supervisor');
        const tracked = await site.get('/people?fbclid=IwAR0x&role=supervisor&utm_source=whatsapp');
        expect(tracked.headers.get('etag')).toBe(page.headers.get('etag'));
        expect(await tracked.text()).toBe(await page.text());
        const other = await site.get('/people?role=warden');
        expect(other.headers.get('etag')).not.toBe(page.headers.get('etag'));
      },
    );

    test('brotli or gzip as the request accepts, the same bytes as the plain response', async () => {
      const plain = await site.get('/hostels', { 'accept-encoding': 'identity' }, false);
      expect(plain.headers.get('content-encoding')).toBeNull();
      const bytes = new Uint8Array(await plain.arrayBuffer());
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');

      const br = await site.get('/hostels', { 'accept-encoding': 'gzip, deflate, br, zstd' }, false);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(new Uint8Array(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())))).toEqual(bytes);

      const gzip = await site.get('/hostels', { 'accept-encoding': 'gzip, br;q=0' }, false);
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(new Uint8Array(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toEqual(bytes);
      expect(gzip.headers.get('etag')).toBe(br.headers.get('etag'));
    });

    test(
      'a page rendered for each request (the Feedback page) ' + 'is never kept, and compressed as the request accepts',
      async () => {
        const decoded = (response: Response, decompress: (bytes: Uint8Array) => Uint8Array) =>
          response.arrayBuffer().then((body) => new TextDecoder().decode(decompress(new Uint8Array(body))));
        const plain = await site.get('/feedback', { 'accept-encoding': 'identity' }, false);
        expect({
          encoding: plain.headers.get('content-encoding'),
          cache: plain.headers.get('cache-control'),
          vary: plain.headers.get('vary'),
        }).toEqual({ encoding: null, cache: 'no-store', vary: 'Accept-Encoding' });
        expect(await plain.text()).toContain('<h1>Feedback</h1>');
        const br = await site.get('/feedback', { 'accept-encoding': 'gzip, deflate, br, zstd' }, false);
        expect(br.headers.get('content-encoding')).toBe('br');
        expect(await decoded(br, (bytes) => new Uint8Array(brotliDecompressSync(bytes)))).toContain(
          '<h1>Feedback</h1>',
        );
        const gzip = await site.get('/feedback', { 'accept-encoding': 'gzip, br;q=0' }, false);
        expect(gzip.headers.get('content-encoding')).toBe('gzip');
        expect(await decoded(gzip, (bytes) => new Uint8Array(gunzipSync(bytes)))).toContain('<h1>Feedback</h1>');
      },
    );
  });

  describe('stored text stays text', () => {
    const CLOSE_SCRIPT = '</script><script>alert(1)</script>';
    const COMMENT = 'Water <!-- supply\u2028returns <script> at 6 PM';
    let notifications: Notification[];
    let added: string[] = [];

    beforeAll(async () => {
      const closing = await site.api('POST', '/api/notifications', {
        title: CLOSE_SCRIPT,
        message: 'A title that ends a script element.',
      });
      const comment = await site.api('POST', '/api/notifications', {
        title: COMMENT,
        message: 'A comment opener and a line separator.',
      });
      added = [closing.data._id, comment.data._id];
      notifications = await (await site.get('/api/notifications/latest')).json();
    });
    // The other tests count the notices.
    afterAll(async () => {
      for (const id of added) await site.api('DELETE', `/api/notifications/${id}`);
    });

    test(
      'the hydration data holds no </script, no <!-- and no line ' +
        'separator, and parses back to exactly the notices the page shows',
      async () => {
        const html = await site.html('/');
        const data = await pageDataText(html);
        expect(data.toLowerCase()).not.toContain('</script');
        expect(data).not.toContain('<!--');
        expect(data).not.toContain('\u2028');
        expect(JSON.parse(data).responses['/api/notifications/latest']).toEqual(notifications);
        // The element ends where the server ended it: the text between its tags is the whole JSON.
        const start = html.indexOf(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">`);
        const raw = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
        expect(raw).toBe(data);
      },
    );

    test('the notices show the titles as text: escaped in the markup, no element made of them', async () => {
      const html = await site.html('/');
      const shown = await texts(html, '.notice-item h4');
      expect(shown).toContain(CLOSE_SCRIPT);
      expect(shown).toContain(COMMENT.replace(/\s+/g, ' '));
      expect(html).not.toContain(CLOSE_SCRIPT);
      expect(html).not.toContain('<!-- supply');
      // The page's only scripts are the app's module and the hydration data.
      expect((await selectIn(html, 'script')).map((script) => script.attrs.type)).toEqual([
        'module',
        'application/json',
      ]);
    });
  });

  describe('query text stays text', () => {
    const HOSTILE: [string, string][] = [
      ['/people?role=', '<script>alert(1)</script>'],
      ['/people?role=', '"><img src=x onerror=alert(1)>'],
      ['/people?role=', '__proto__'],
      ['/files?q=', '<img src=x onerror=alert(1)>'],
      ['/files?q=', '" autofocus onfocus="alert(1)'],
      ['/files?q=', '</script><script>alert(1)</script>'],
      ['/gallery?category=', '\u0000'],
      ['/gallery?category=', '<svg onload=alert(1)>'],
      ['/achievements?category=', '\'><iframe srcdoc="<script>alert(1)</script>">'],
      ['/achievements?category=', 'constructor'],
    ];

    test.each(HOSTILE)('%s%j: 200, nothing of it as markup', async (page, value) => {
      const path = page + encodeURIComponent(value);
      const html = await site.html(path);
      const clean = await site.html(page.slice(0, page.indexOf('?')));
      // The page's own address, percent-encoded, is in its 'Report something out of date' link and its language link.
      expect(html.replace(/href="\/feedback\?page=[^"]*"/, '').replace(/href="\/hi\/[^"]*"/g, '')).not.toContain(value);
      for (const marker of ['<script', '<img src=x', '<svg onload', '<iframe', 'onfocus="']) {
        expect({ path, marker, count: countOf(html, marker) }).toEqual({ path, marker, count: countOf(clean, marker) });
      }
      expect((await selectIn(html, 'script')).map((script) => script.attrs.type)).toEqual([
        'module',
        'application/json',
      ]);
    });

    test('an unknown ?role= falls back to the first role; the search box shows the query as text', async () => {
      const people = await site.html(`/people?role=${encodeURIComponent('<script>alert(1)</script>')}`);
      expect(await texts(people, '.people-directory h2')).toEqual(['Wardens']);
      const files = await site.html(`/files?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      expect(await attribute(files, '.public-files-search input[name="q"]', 'value')).toBe(
        '<img src=x onerror=alert(1)>',
      );
      expect(await texts(files, '.public-files-counts span')).toEqual([
        'Showing 0 file(s)',
        'Total available: 2 files',
      ]);
    });
  });

  describe('the console', () => {
    test.each(['/admin', '/admin/login', '/admin/anything'])(
      '%s is the plain app shell, not a rendered page',
      async (path) => {
        const html = await site.html(path);
        expect(html).not.toContain(`id="${HYDRATION_ELEMENT_ID}"`);
        expect(html).toContain('<div id="root"></div>');
        expect(await selectIn(html, 'head link[rel="canonical"]')).toEqual([]);
      },
    );
  });
});

describe('HOSTEL_PUBLIC_URL', () => {
  const PUBLIC = 'https://hostels.example.edu';
  let site: Site;
  let hostel: Hostel;

  beforeAll(async () => {
    site = await startSite({ publicUrl: PUBLIC });
    const warden = (
      await site.api('POST', '/api/people', { name: 'Dr. Warden', designation: 'Professor', role: 'warden' })
    ).data;
    const supervisor = (
      await site.api('POST', '/api/people', { name: 'Mr. Supervisor', designation: 'Supervisor', role: 'supervisor' })
    ).data;
    hostel = (
      await site.api('POST', '/api/hostels', {
        name: 'Kaveri (Block V)',
        warden: warden._id,
        supervisor: supervisor._id,
        rooms: 60,
        image: PNG_DATA_URL,
      })
    ).data;
  });
  afterAll(() => site?.stop());

  test('is the origin of the canonical links, og:url and og:image, whatever address the request came to', async () => {
    for (const path of ['/', '/hostels', `/hostel/${hostel._id}`]) {
      for (const headers of [{}, { host: 'evil.example' }] as Record<string, string>[]) {
        const response = await site.get(path, headers);
        const head = await headOf(await response.text());
        expect({ path, canonical: head.canonical, url: head.og['og:url'] }).toEqual({
          path,
          canonical: `${PUBLIC}${path}`,
          url: `${PUBLIC}${path}`,
        });
        if (path !== '/hostels') expect(head.og['og:image']).toStartWith(`${PUBLIC}/`);
      }
    }
    const { og } = await headOf(await site.html(`/hostel/${hostel._id}`));
    expect(og['og:image']).toBe(`${PUBLIC}${hostel.image}`);
  });

  test("is the origin of the sitemap's addresses and of robots.txt's Sitemap line", async () => {
    const addresses = sitemapAddresses(await (await site.get('/sitemap.xml', { host: 'evil.example' })).text());
    const paths = [...PAGES.map((page) => page.path), ...MORE_PAGES, `/hostel/${hostel._id}`];
    expect(addresses.toSorted()).toEqual(
      LANGUAGES.flatMap(({ code }) => paths.map((path) => `${PUBLIC}${pathIn(code, path)}`)).toSorted(),
    );
    expect(await (await site.get('/robots.txt')).text()).toContain(`\nSitemap: ${PUBLIC}/sitemap.xml\n`);
  });
});

describe("the mess menus, on the institute's day (issue 18)", () => {
  // The server runs in this process: its clock is the test's. Wednesday 13 March 2030, 10:00 in India.
  // Each test has its own new site and moves its clock forward only, as a real clock goes: a page kept
  // until the next day is not made again when a clock goes back.
  const WEDNESDAY = new Date('2030-03-13T04:30:00.000Z');
  const DAY_MS = 24 * 3600 * 1000;
  /** A week whose every meal names its day, e.g. 'Wednesday lunch'. */
  const WEEK = Object.fromEntries(
    MENU_DAYS.map((day) => [day, Object.fromEntries(MENU_MEALS.map((meal) => [meal, `${dayLabels[day]} ${meal}`]))]),
  ) as WeekMenu;
  const mealsOf = (day: keyof WeekMenu) => MENU_MEALS.map((meal) => WEEK[day][meal]);
  let site: Site;
  let ganga: Hostel;
  let yamuna: Hostel;
  let gangaMess: string;
  /** Home and Ganga's page as they were before any menu was saved. */
  let beforeAnyMenu: { home: string; detail: string };

  beforeEach(async () => {
    setSystemTime(WEDNESDAY);
    site = await startSite();
    const warden = (
      await site.api('POST', '/api/people', { name: 'Dr. Warden', designation: 'Professor', role: 'warden' })
    ).data;
    const supervisor = (
      await site.api('POST', '/api/people', { name: 'Ms. Supervisor', designation: 'Supervisor', role: 'supervisor' })
    ).data;
    const hostel = async (name: string) =>
      (await site.api('POST', '/api/hostels', { name, warden: warden._id, supervisor: supervisor._id, rooms: 90 }))
        .data as Hostel;
    ganga = await hostel('Ganga (GH I)');
    yamuna = await hostel('Yamuna (GH II)');
    const mess = async (mess_name: string, hostel: Hostel) =>
      (
        await site.api('POST', '/api/mess', {
          mess_name,
          caterers_name: 'Annapoorna Caterers',
          hostel: hostel._id,
          capacity: 200,
          night_canteen: 'Available',
        })
      ).data._id as string;
    gangaMess = await mess('Ganga Mess', ganga);
    await mess('Yamuna Mess', yamuna);
    beforeAnyMenu = { home: await site.html('/'), detail: await site.html(`/hostel/${ganga._id}`) };
    await site.api('PUT', `/api/mess/${gangaMess}/menu`, { week: WEEK });
  });
  afterEach(async () => {
    await site?.stop();
    setSystemTime();
  });

  test('before any menu is saved: no "Today in the messes" on home, and the Mess Details keep the note', async () => {
    expect(await texts(beforeAnyMenu.home, '#today-in-messes-title')).toEqual([]);
    const detail = await noscriptHtml(beforeAnyMenu.detail);
    expect((await texts(detail, '.hostel-note')).join(' ')).toContain(
      'The weekly menu is put up on the mess notice board',
    );
    expect(await selectIn(detail, '.menu-week')).toEqual([]);
  });

  test("home on a Wednesday: Wednesday's meals of every mess with a menu, each with its 'Last updated'", async () => {
    setSystemTime(WEDNESDAY);
    const html = await site.html('/');
    expect(await texts(html, '#today-in-messes-title')).toEqual(['Today in the messes']);
    expect(await texts(html, '.today-in-messes .section-title p')).toEqual([
      'What each mess serves today, Wednesday, Mar 13.',
    ]);
    // Yamuna Mess has no menu: it is not listed.
    expect(await texts(html, '.today-mess h3')).toEqual(['Ganga Mess']);
    expect(await texts(html, '.today-mess dt')).toEqual(['Breakfast', 'Lunch', 'Snacks', 'Dinner']);
    expect(await texts(html, '.today-mess dd')).toEqual(mealsOf('wednesday'));
    expect(await texts(html, '.today-mess .menu-updated')).toEqual(['Last updated Mar 13, 2030']);
    expect(await attribute(html, '.today-mess a', 'href')).toBe(`/hostel/${ganga._id}#mess`);
    // The browser's first render takes the same day from the page.
    expect(JSON.parse(await pageDataText(html)).today).toBe('2030-03-13');
  });

  test(
    "a hostel's Mess Details on a Wednesday: the whole week, " +
      'Wednesday marked as today; a mess without a menu keeps the note',
    async () => {
      setSystemTime(WEDNESDAY);
      const html = await noscriptHtml(await site.html(`/hostel/${ganga._id}`));
      expect(await texts(html, '.menu-day h3')).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday Today',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      expect(await texts(html, '.menu-day[aria-current="date"] dd')).toEqual(mealsOf('wednesday'));
      expect(await texts(html, '.menu-day dd')).toEqual(MENU_DAYS.flatMap(mealsOf));
      expect(await texts(html, '.menu-updated')).toEqual(['Last updated Mar 13, 2030']);
      expect(await texts(html, '.hostel-note')).toEqual([]);

      const other = await noscriptHtml(await site.html(`/hostel/${yamuna._id}`));
      expect((await texts(other, '.hostel-note')).join(' ')).toContain(
        'The weekly menu is put up on the mess notice board',
      );
      expect(await selectIn(other, '.menu-week')).toEqual([]);
    },
  );

  test('the next day the pages show Thursday', async () => {
    setSystemTime(new Date(WEDNESDAY.getTime() + DAY_MS));
    const home = await site.html('/');
    expect(await texts(home, '.today-in-messes .section-title p')).toEqual([
      'What each mess serves today, Thursday, Mar 14.',
    ]);
    expect(await texts(home, '.today-mess dd')).toEqual(mealsOf('thursday'));
    const detail = await noscriptHtml(await site.html(`/hostel/${ganga._id}`));
    expect(await texts(detail, '.menu-day[aria-current="date"] h3')).toEqual(['Thursday Today']);
  });

  test("the institute's midnight, not the server's: 23:59 and 00:01 in India are two days", async () => {
    // 18:29 UTC on Sunday is 23:59 in India; 18:31 UTC is Monday there.
    setSystemTime(new Date('2030-03-17T18:29:00.000Z'));
    expect(await texts(await site.html('/'), '.today-mess dd')).toEqual(mealsOf('sunday'));
    setSystemTime(new Date('2030-03-17T18:31:00.000Z'));
    expect(await texts(await site.html('/'), '.today-mess dd')).toEqual(mealsOf('monday'));
  });

  test(
    'more than 14 days after the last update the menu is marked ' +
      'possibly out of date, on home and on the hostel page',
    async () => {
      setSystemTime(new Date(WEDNESDAY.getTime() + 14 * DAY_MS));
      expect(await texts(await site.html('/'), '.today-mess .badge-amber')).toEqual([]);
      setSystemTime(new Date(WEDNESDAY.getTime() + 15 * DAY_MS));
      const home = await site.html('/');
      expect(await texts(home, '.today-mess .menu-updated')).toEqual([
        'Last updated Mar 13, 2030 Possibly out of date',
      ]);
      const detail = await noscriptHtml(await site.html(`/hostel/${ganga._id}`));
      expect((await texts(detail, '.menu-updated')).join(' ')).toStartWith(
        'Last updated Mar 13, 2030 Possibly out of date Not updated for more than 14 days',
      );
    },
  );
});

describe('the XML reader', () => {
  test('refuses what is not well-formed', () => {
    for (const broken of [
      '<urlset><url></urlset>',
      '<urlset><loc>a & b</loc></urlset>',
      '<urlset><loc>a < b</loc></urlset>',
      '<urlset><loc>&nbsp;</loc></urlset>',
      '<urlset a="1" a="2"/>',
      '<urlset/><urlset/>',
      '<urlset>',
    ]) {
      expect(() => parseXml(broken)).toThrow(/Not well-formed/);
    }
    expect(parseXml('<?xml version="1.0"?>\n<a x="&lt;1&gt;"><b>&amp;&#39;</b></a>\n')).toEqual({
      name: 'a',
      attributes: { x: '<1>' },
      children: [{ name: 'b', attributes: {}, children: [], text: "&'" }],
      text: '',
    });
  });
});
