// The public pages rendered on the server in Chromium, against the
// real server with the demo content: with JavaScript off every page shows its
// content and its links navigate; with JavaScript on each page is taken over
// without an error or a warning in the console; a write shows in the next
// page the server renders; and the pictures have their space before they
// arrive (no layout shift).
import { afterEach, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { Event } from '../../src/modules/events/model';
import type { StoredFile } from '../../src/modules/files/model';
import type { Hostel } from '../../src/modules/hostels/model';
import type { Mess } from '../../src/modules/messes/model';
import type { SavedMessMenu } from '../../src/modules/messes/menu';
import type { Notification } from '../../src/modules/notifications/model';
import type { Person } from '../../src/modules/people/model';
import { PERSON_ROLES } from '../../src/modules/people/roles';
import { instituteDay } from '../../src/institute';
import { achievementsDefaults } from '../../src/modules/pages/content/achievements';
import { GALLERY_PAGE_SIZE } from '../features/gallery/paging';
import { DESKTOP, adminToken, nextFrames, useSite } from './support';
import { HYDRATION_ELEMENT_ID } from '../../src/render/public-data';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(60_000);

const site = useSite();

let hostels: Hostel[];
let hostel: Hostel;
let notifications: Notification[];
let events: Event[];
let people: Person[];
let files: StoredFile[];
let messes: Mess[];
let menus: SavedMessMenu[];

const getJson = async <T>(path: string) => (await (await fetch(`${site.url}${path}`)).json()) as T;

async function readSite() {
  [hostels, notifications, events, people, files, messes, menus] = await Promise.all([
    getJson<Hostel[]>('/api/hostels'),
    getJson<Notification[]>('/api/notifications'),
    getJson<Event[]>('/api/events'),
    getJson<Person[]>('/api/people'),
    getJson<StoredFile[]>('/api/files'),
    getJson<Mess[]>('/api/mess'),
    getJson<SavedMessMenu[]>('/api/mess/menus'),
  ]);
}

beforeAll(async () => {
  await readSite();
  // A hostel with a picture and no 360° view (its frame would reach outside).
  hostel = hostels.find((candidate) => candidate.image && !candidate.photoSphere) ?? hostels[0];
});

// ---------------------------------------------------------------- pages and contexts

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A new page in a fresh context, JavaScript on or off; nothing leaves the machine (other hosts get an empty page). */
async function newPage(javaScriptEnabled: boolean, viewport = DESKTOP): Promise<Page> {
  const context = await site.browser.newContext({ baseURL: site.url, viewport, javaScriptEnabled });
  contexts.push(context);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  return context.newPage();
}

/** The newest three active notices and the next three events, as the home page shows them (SPEC.md section 9). */
const latestNotices = () =>
  notifications
    .filter((notice) => notice.isActive && (!notice.expiresAt || new Date(notice.expiresAt) > new Date()))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 3)
    .map((notice) => notice.title);
const upcomingEvents = () =>
  events
    .filter((event) => event.isActive && event.date.slice(0, 10) >= instituteDay(new Date()))
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .slice(0, 3)
    .map((event) => event.title);
const firstRole = () =>
  PERSON_ROLES.map((role) => role.value as string).find((role) => people.some((person) => person.role === role))!;

type PageCheck = {
  name: string;
  path: () => string;
  h1: () => string;
  /**
   * The page's items, where it has data: a selector and the texts expected
   * in it, in order (in any order: `sorted`; among others: `among`).
   */
  items?: { selector: string; texts: () => string[]; sorted?: boolean; among?: boolean }[];
  /** Items without a text of their own: a selector and how many. */
  counts?: { selector: string; count: number }[];
  /** A control that works only once the app has taken the page over, and what it shows when it does. */
  interact?: (page: Page) => Promise<void>;
};

const PAGES: PageCheck[] = [
  {
    name: 'home',
    path: () => '/',
    h1: () => 'Welcome to Institute Hostels',
    items: [
      { selector: '.notice-item h4', texts: latestNotices },
      { selector: '.event-item h4', texts: upcomingEvents },
      {
        selector: '.today-mess h3',
        texts: () =>
          messes.filter((mess) => menus.some((menu) => menu.mess === mess._id)).map((mess) => mess.mess_name),
      },
    ],
    interact: async (page) => {
      const pause = page.getByRole('button', { name: 'Pause slideshow' });
      await pause.click();
      await page.locator('button[aria-pressed="true"]', { hasText: /slideshow/ }).waitFor();
    },
  },
  { name: 'about', path: () => '/about', h1: () => 'About Us' },
  {
    name: 'hostels',
    path: () => '/hostels',
    h1: () => 'Hostels',
    items: [{ selector: '.hostel-card-name', texts: () => hostels.map((entry) => entry.name) }],
  },
  {
    name: 'a hostel',
    path: () => `/hostel/${hostel._id}`,
    h1: () => hostel.name,
    items: [{ selector: '.hostel-facts dd', texts: () => [hostel.warden!.name], among: true }],
    interact: async (page) => {
      const tab = page.getByRole('tab', { name: 'Mess Details' });
      await tab.click();
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Mess Details' }).waitFor();
    },
  },
  {
    name: 'people',
    path: () => '/people',
    h1: () => 'Our People',
    items: [
      {
        selector: '[data-testid="person-card"] h3',
        texts: () => people.filter((person) => person.role === firstRole()).map((person) => person.name),
        sorted: true,
      },
    ],
    interact: async (page) => {
      await page.getByLabel('Select role').selectOption('supervisor');
      await page.getByRole('heading', { level: 2, name: 'Supervisors', exact: true }).waitFor();
    },
  },
  {
    name: 'gallery',
    path: () => '/gallery',
    h1: () => 'Hostel Life in Pictures',
    counts: [{ selector: '.gallery-tile', count: GALLERY_PAGE_SIZE }],
    interact: async (page) => {
      await page.getByRole('button', { name: 'Rooms', exact: true }).click();
      await page.locator('button[aria-pressed="true"]', { hasText: 'Rooms' }).waitFor();
    },
  },
  { name: 'important links', path: () => '/important-links', h1: () => 'Important Links & Downloads' },
  { name: 'rules', path: () => '/rules-regulations', h1: () => 'Rules and Regulations' },
  {
    name: 'files',
    path: () => '/files',
    h1: () => 'Download Files & Documents',
    items: [{ selector: '[data-testid="public-file"] h2', texts: () => files.map((file) => file.file_name) }],
    interact: async (page) => {
      await page.getByLabel('Search Files').fill('zzz no such file');
      await page.getByText('Showing 0 file(s)', { exact: true }).waitFor();
    },
  },
  {
    name: 'achievements',
    path: () => '/achievements',
    h1: () => 'Our Achievements',
    items: [
      {
        selector: '[data-testid="achievement-card"] h2',
        texts: () => achievementsDefaults.achievements.map((achievement) => achievement.title),
      },
    ],
  },
];

const NOT_FOUND = [
  { name: 'an unknown hostel', path: '/hostel/0123456789abcdef0123456789abcdef', h1: 'Hostel Not Found' },
  { name: 'an unknown address', path: '/no-such-page', h1: 'Page not found' },
];

/** The texts of the elements matching `selector` (for an item without text, ''). */
const textsOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()));

async function expectContent(page: Page, check: PageCheck) {
  const path = check.path();
  expect({ path, h1: await page.getByRole('heading', { level: 1 }).allInnerTexts() }).toEqual({
    path,
    h1: [check.h1()],
  });
  for (const { selector, count } of check.counts ?? []) {
    expect({ path, selector, count: await page.locator(selector).count() }).toEqual({ path, selector, count });
  }
  for (const { selector, texts, sorted, among } of check.items ?? []) {
    let shown = await textsOf(page, selector);
    let expected = texts();
    if (among) shown = expected.filter((text) => shown.includes(text));
    if (sorted) [shown, expected] = [shown.toSorted(), expected.toSorted()];
    expect(expected.length).toBeGreaterThan(0);
    expect({ path, selector, shown }).toEqual({ path, selector, shown: expected });
  }
}

// ---------------------------------------------------------------- hydration

/**
 * Resolves once the app has called hydrateRoot on the page: from then on
 * a click is answered (React replays it once the markup is taken over).
 */
const hydrationStarted = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );

/** Resolves once the page answers a click on the navigation's 'More' menu: the markup is the app's now. */
async function hydrated(page: Page) {
  // Taken over whole (the app marks <html> then): a click while it is under way can be lost on a busy machine.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ });
  await more.click();
  await page.locator('#more-menu').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('#more-menu').waitFor({ state: 'detached' });
}

/** Every console error and warning and every uncaught error of the page, from now on. */
function consoleProblems(page: Page) {
  const problems: { text: string; url: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push({ text: `${message.type()}: ${message.text()}`, url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ text: `pageerror: ${error.message}`, url: '' }));
  return problems;
}

// ---------------------------------------------------------------- the tests

describe('with JavaScript off', () => {
  test('every public page shows its heading and its items', async () => {
    const page = await newPage(false);
    for (const check of PAGES) {
      const response = await page.goto(check.path());
      expect({ path: check.path(), status: response?.status() }).toEqual({ path: check.path(), status: 200 });
      await expectContent(page, check);
    }
  });

  test('an unknown hostel or address shows its 404 screen', async () => {
    const page = await newPage(false);
    for (const { path, h1 } of NOT_FOUND) {
      const response = await page.goto(path);
      expect({
        path,
        status: response?.status(),
        h1: await page.getByRole('heading', { level: 1 }).allInnerTexts(),
      }).toEqual({ path, status: 404, h1: [h1] });
    }
  });

  test("the navigation's links are real links: Hostels from the home page opens the hostels grid", async () => {
    const page = await newPage(false);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hostels', exact: true }).click();
    await page.waitForURL(`${site.url}/hostels`);
    await expectContent(page, PAGES.find((check) => check.path() === '/hostels')!);
  });

  test('every public page is one visible link away from the home page, and the link opens it', async () => {
    const page = await newPage(false);
    const unreachable: string[] = [];
    for (const check of PAGES.filter((entry) => entry.path() !== '/' && !entry.path().startsWith('/hostel/'))) {
      await page.goto('/');
      const link = page.locator(`a[href="${check.path()}"]`).filter({ visible: true }).first();
      if (!(await link.count())) {
        unreachable.push(check.path());
        continue;
      }
      await link.click();
      await page.waitForURL(`${site.url}${check.path()}`);
      expect({ path: check.path(), h1: await page.getByRole('heading', { level: 1 }).allInnerTexts() }).toEqual({
        path: check.path(),
        h1: [check.h1()],
      });
    }
    expect(unreachable).toEqual([]);
  });

  test("a hostel card is a link to the hostel's page", async () => {
    const page = await newPage(false);
    await page.goto('/hostels');
    const links = page.locator('.hostel-grid').getByRole('link').filter({ visible: true });
    expect(await links.count()).toBe(hostels.length);
    const target = hostels.findIndex((entry) => entry._id === hostel._id);
    expect(await links.nth(target).getAttribute('href')).toBe(`/hostel/${hostel._id}`);
    await links.nth(target).click();
    await page.waitForURL(`${site.url}/hostel/${hostel._id}`);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([hostel.name]);
  });

  test("a hostel's page links back to the hostels", async () => {
    const page = await newPage(false);
    await page.goto(`/hostel/${hostel._id}`);
    await page.getByRole('link', { name: 'Back to Hostels' }).click();
    await page.waitForURL(`${site.url}/hostels`);
    expect(await page.locator('.hostel-card-name').count()).toBe(hostels.length);
  });

  test('the People role and the Files search work as plain forms', async () => {
    const page = await newPage(false);
    await page.goto('/people');
    await page.getByLabel('Select role').selectOption('supervisor');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(`${site.url}/people?role=supervisor`);
    expect(await page.getByRole('heading', { level: 2, name: 'Supervisors', exact: true }).count()).toBe(1);
    expect((await textsOf(page, '[data-testid="person-card"] h3')).toSorted()).toEqual(
      people
        .filter((person) => person.role === 'supervisor')
        .map((person) => person.name)
        .toSorted(),
    );

    await page.goto('/files');
    const wanted = files[0].file_name;
    await page.getByLabel('Search Files').fill(wanted);
    await page.getByLabel('Search Files').press('Enter');
    await page.waitForURL((url) => url.pathname === '/files' && url.searchParams.get('q') === wanted);
    expect(await textsOf(page, '[data-testid="public-file"] h2')).toContain(wanted);
    expect(await page.getByLabel('Search Files').inputValue()).toBe(wanted);
  });
});

describe('with JavaScript on', () => {
  for (const check of [
    ...PAGES,
    ...NOT_FOUND.map(({ name, path, h1 }): PageCheck => ({ name, path: () => path, h1: () => h1 })),
  ]) {
    test(`${check.name}: taken over without an error or a warning in the console`, async () => {
      const page = await newPage(true);
      const problems = consoleProblems(page);
      const path = check.path();
      const response = await page.goto(path);
      await hydrated(page);
      await expectContent(page, check);
      await check.interact?.(page);
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      // A 404 page's own response is logged by the browser as a failed load; nothing else may be.
      const documentUrl = `${site.url}${path}`;
      const ownNotFound = (problem: { text: string; url: string }) =>
        response?.status() === 404 &&
        problem.url === documentUrl &&
        problem.text.startsWith('error: Failed to load resource: the server responded with a status of 404');
      expect({
        path,
        problems: problems.filter((problem) => !ownNotFound(problem)).map((problem) => problem.text),
      }).toEqual({ path, problems: [] });
    });
  }
});

describe("the console's styles", () => {
  const loginCardWidth = (page: Page) =>
    page.locator('.login-card').evaluate((card) => getComputedStyle(card).maxWidth);

  test('are not in a public page: its inline styles leave them out', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('.section-title');
    expect(html).not.toContain('.login-card');
  });

  test('come with the console, opened at its address or from a public page', async () => {
    const direct = await newPage(true);
    await direct.goto('/admin/login');
    expect(await loginCardWidth(direct)).toBe('420px');

    const fromPublic = await newPage(true);
    await fromPublic.goto('/important-links');
    await hydrated(fromPublic);
    await fromPublic.evaluate(() => history.pushState(null, '', '/admin/login'));
    expect(await loginCardWidth(fromPublic)).toBe('420px');
  });
});

describe('a write shows at once', () => {
  test('a notice added through the API is in the next page the server renders, and the app shows it too', async () => {
    const token = await adminToken(site);
    const title = `Hostel gates close at 10 PM from ${new Date().toISOString()}`;
    await callApi(site.url, token, 'POST', '/api/notifications', {
      title,
      message: 'By order of the Chief Warden.',
      priority: 'urgent',
    });

    const plain = await newPage(false);
    await plain.goto('/');
    expect(await textsOf(plain, '.notice-item h4')).toContain(title);

    const app = await newPage(true);
    const problems = consoleProblems(app);
    await app.goto('/');
    await hydrated(app);
    expect(await textsOf(app, '.notice-item h4')).toContain(title);
    expect(problems.map((problem) => problem.text)).toEqual([]);
  });

  test('a hostel renamed through the API shows its new name on the hostels grid and on its page at once', async () => {
    const token = await adminToken(site);
    const name = `${hostel.name} Annexe`;
    const { _id, createdAt, updatedAt, ...fields } = hostel;
    const asSaved = { ...fields, warden: hostel.warden?._id ?? '', supervisor: hostel.supervisor?._id ?? '' };
    await callApi(site.url, token, 'PUT', `/api/hostels/${_id}`, { ...asSaved, name });
    try {
      const page = await newPage(false);
      await page.goto('/hostels');
      expect(await textsOf(page, '.hostel-card-name')).toContain(name);
      await page.goto(`/hostel/${_id}`);
      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([name]);
    } finally {
      await callApi(site.url, token, 'PUT', `/api/hostels/${_id}`, asSaved);
      await readSite();
    }
  });
});

describe('no layout shift', () => {
  /** Where each picture of the page and the footer are laid out. */
  const layout = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main img, footer')].map((element) => {
        const box = element.getBoundingClientRect();
        const classes = element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : '';
        const where = `${Math.round(box.x)},${Math.round(box.y + scrollY)}`;
        const size = `${Math.round(box.width)}x${Math.round(box.height)}`;
        return `${element.tagName.toLowerCase()}${classes} ${element.getAttribute('src') ?? ''}: ${where} ${size}`;
      }),
    );

  /**
   * Polls the page (without JavaScript its timers do not run)
   * until each of its stylesheets, inline or linked, has loaded.
   */
  async function stylesLoaded(page: Page) {
    const deadline = performance.now() + 10_000;
    const loaded = () =>
      page.evaluate(() => {
        const sheets = [...document.styleSheets];
        return sheets.length > 0 && sheets.every((sheet) => sheet.cssRules.length > 0);
      });
    while (!(await loaded())) {
      if (performance.now() > deadline) throw new Error('The stylesheets did not load.');
      await Bun.sleep(10);
    }
  }

  test(
    'with JavaScript off, every picture ' +
      'has its space before it arrives: ' +
      'nothing moves when the pictures load',
    async () => {
      const moved: string[] = [];
      for (const check of PAGES) {
        const page = await newPage(false);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let heldPictures = 0;
        await page.route(/\/api\/[a-z]+\/image\/|\.(webp|avif|png|jpe?g|gif|svg)(\?|$)/, async (route) => {
          heldPictures++;
          await held;
          await route.fallback();
        });
        await page.goto(check.path(), { waitUntil: 'domcontentloaded' });
        await stylesLoaded(page);
        const before = await layout(page);
        release();
        await page.waitForLoadState('load');
        const loaded = await page.evaluate(
          () =>
            [...document.querySelectorAll('main img')].filter((img) => (img as HTMLImageElement).naturalWidth > 0)
              .length,
        );
        const after = await layout(page);
        for (const [index, box] of after.entries())
          if (box !== before[index]) moved.push(`${check.path()}: ${before[index]} → ${box}`);
        if (check.path() === '/hostels' || check.path() === '/people')
          expect({ path: check.path(), loaded: loaded > 0, held: heldPictures > 0 }).toEqual({
            path: check.path(),
            loaded: true,
            held: true,
          });
      }
      expect(moved).toEqual([]);
    },
  );

  /**
   * In front of the site: `path`'s HTML up to the end of the tag where `marker`
   * first occurs, the rest once released (a page arriving in two pieces).
   */
  function arrivingInTwoPieces(path: string, marker: string) {
    const release = Promise.withResolvers<void>();
    const proxy = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(request) {
        const { pathname, search } = new URL(request.url);
        const upstream = await fetch(`${site.url}${pathname}${search}`);
        const headers = new Headers(upstream.headers);
        // fetch has decoded the body already.
        headers.delete('content-encoding');
        headers.delete('content-length');
        if (pathname !== path) return new Response(upstream.body, { status: upstream.status, headers });
        const html = await upstream.text();
        if (!html.includes(marker)) throw new Error(`${path} has no ${marker}`);
        const cut = html.indexOf('>', html.indexOf(marker)) + 1;
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(html.slice(0, cut)));
            await release.promise;
            controller.enqueue(new TextEncoder().encode(html.slice(cut)));
            controller.close();
          },
        });
        return new Response(body, { status: upstream.status, headers });
      },
    });
    return {
      url: `${proxy.url.origin}${path}`,
      release: () => release.resolve(),
      async stop() {
        release.resolve();
        await proxy.stop(true);
      },
    };
  }

  test('/people arriving in two pieces: the role choice does not change size as its options arrive', async () => {
    const held = arrivingInTwoPieces('/people', '</option>');
    try {
      const page = await newPage(true);
      const field = () =>
        page.evaluate(() => {
          const box = document.querySelector('.people-role-field')!.getBoundingClientRect();
          return `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        });
      const loaded = page.goto(held.url);
      await page.locator('.people-role-field option').first().waitFor({ state: 'attached' });
      await stylesLoaded(page);
      expect(await page.locator('.people-role-field option').count()).toBe(1);
      const before = await field();
      held.release();
      await loaded;
      expect(await page.locator('.people-role-field option').count()).toBe(
        new Set(people.map((person) => person.role)).size + 1,
      );
      expect(await field()).toBe(before);
    } finally {
      await held.stop();
    }
  });

  test(
    'a page arriving in two pieces is painted only once its markup is ' +
      'whole (a busy browser would paint the first piece, then move it)',
    async () => {
      const held = arrivingInTwoPieces('/people', 'class="navbar-search navbar-search-bar"');
      try {
        const page = await newPage(true);
        // Each rendering until the page's markup is whole: whether it was (the page's data follows its markup).
        await page.addInitScript((dataId) => {
          const renderings: boolean[] = [];
          (window as unknown as { __renderings: boolean[] }).__renderings = renderings;
          const look = () => {
            renderings.push(document.getElementById(dataId) !== null);
            if (!renderings.at(-1)) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }, HYDRATION_ELEMENT_ID);
        const loaded = page.goto(held.url);
        await page.locator('form.navbar-search').waitFor({ state: 'attached' });
        // The first piece is in: the browser paints it, or holds its rendering for an expected element still to come.
        await page.waitForFunction(
          () =>
            (window as unknown as { __renderings: boolean[] }).__renderings.length > 0 ||
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="expect"][blocking="render"]')].some(
              (link) => !document.getElementById(new URL(link.href).hash.slice(1)),
            ),
          undefined,
          { polling: 10 },
        );
        held.release();
        await loaded;
        await nextFrames(page);
        expect(await page.evaluate(() => (window as unknown as { __renderings: boolean[] }).__renderings)).toEqual([
          true,
        ]);
      } finally {
        await held.stop();
      }
    },
  );

  for (const path of ['/hostels', '/people']) {
    test(`${path} with JavaScript on: cumulative layout shift 0 once the page has settled`, async () => {
      const page = await newPage(true);
      await page.addInitScript(() => {
        const shifts: { value: number; input: boolean; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        const rect = (box: DOMRectReadOnly) =>
          `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        const describeNode = (node: Node | null) => {
          if (!node || !(node instanceof Element)) return node ? node.nodeName : 'a removed node';
          // The class attribute, which an <svg> has too (its className is an object).
          const classes = node.getAttribute('class')?.trim();
          const id = node.id ? `#${node.id}` : '';
          return `${node.tagName.toLowerCase()}${id}${classes ? `.${classes.split(/\s+/).join('.')}` : ''}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
            sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            shifts.push({
              value: entry.value,
              input: entry.hadRecentInput,
              sources: (entry.sources ?? []).map(
                (source) =>
                  `${describeNode(source.node)} from ${rect(source.previousRect)} to ` +
                  `${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await hydrationStarted(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
            .map((img) => img.decode().catch(() => {})),
        ),
      );
      await nextFrames(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; input: boolean; sources: string[] }[] }).__shifts,
      );
      const counted = shifts.filter((shift) => !shift.input);
      const cls = counted.reduce((sum, shift) => sum + shift.value, 0);
      const sources = counted.map((shift) => `${shift.value.toFixed(4)} (${shift.sources.join(', ')})`).join('; ');
      console.log(`${path}: CLS ${cls.toFixed(4)}${counted.length ? ` from ${sources}` : ''}`);
      // The observer sees a shift when there is one: push the page's content down.
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '200px';
        document.querySelector('main')!.prepend(spacer);
      });
      await nextFrames(page);
      const seen = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts.length);
      expect(seen).toBeGreaterThan(shifts.length);
      expect({ path, cls, shifts: counted }).toEqual({ path, cls: 0, shifts: [] });
    });
  }
});
