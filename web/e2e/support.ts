// Browser tests drive the real server (src/main.ts, demo content, a fresh
// data folder) with Playwright on Debian's Chromium.
import { afterAll, beforeAll, expect } from 'bun:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { readPrinted, waitForListening } from '../../src/server-process';
import { startTestRelay } from '../../src/testing/smtp-relay';
import { freePort } from '../../scripts/harness-util';
import { KEEP_CORE_MESSAGE, type CoreKept } from '../service-worker/core';

export const ADMIN_PASSWORD = 'Admin@2026';
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };
/** The two screens the screenshots are taken on, named as in the screenshots' file names. */
export const SCREENS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** What Chromium logs in a page whose service worker a test left out: not the page's own problem. */
export const WORKER_BLOCKED_NOTICE = 'Service Worker registration blocked by Playwright';

type PageOptions = { serviceWorkers?: 'allow' | 'block'; timezoneId?: string; javaScriptEnabled?: boolean };

export type Site = {
  url: string;
  dataDir: string;
  browser: Browser;
  /**
   * A new page in a fresh context (own cookies and localStorage). The site's
   * service worker is left out unless `serviceWorkers: 'allow'`: once it
   * controls a page, the page's own routes no longer see the reads it serves.
   * `timezoneId` sets the browser's zone (the machine's by default);
   * `javaScriptEnabled: false` reads the server-rendered HTML alone.
   */
  page(viewport?: { width: number; height: number }, options?: PageOptions): Promise<Page>;
  stop(): Promise<void>;
};

/** Debian's Chromium, headless, with nothing of its own reaching for the network; `args` adds to its flags. */
export const launchChromium = (args: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...args,
    ],
  });

/**
 * A name for this machine, as an office's browser on another machine
 * would name the server: not local, so not a secure context over http.
 */
export const TEST_HOST = 'hostels.test';

/** The Chromium flag that sends TEST_HOST to this machine. */
export const RESOLVE_TEST_HOST = `--host-resolver-rules=MAP ${TEST_HOST} 127.0.0.1`;

/** The site's address by TEST_HOST instead of its IP address (Chromium must be started with RESOLVE_TEST_HOST). */
export function addressByName(site: Site) {
  const url = new URL(site.url);
  url.hostname = TEST_HOST;
  return url.origin;
}

/**
 * Starts the server (on the port the system gives it) with demo content, and Chromium.
 * `command` lets a suite run the compiled executable instead of the sources;
 * `serverArgs` and `chromiumArgs` add to the flags each is started with.
 */
export async function startSite(
  options: {
    demo?: boolean;
    command?: string[];
    serverArgs?: string[];
    chromiumArgs?: string[];
    /** A port of its own (its public URL named before it starts); any free one by default. */
    port?: number;
    env?: Record<string, string>;
  } = {},
): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-e2e-'));
  const command = options.command ?? [process.execPath, 'src/main.ts'];
  const server: Subprocess = Bun.spawn(
    [
      ...command,
      'serve',
      '--port',
      String(options.port ?? 0),
      '--host',
      '127.0.0.1',
      '--data',
      dataDir,
      ...(options.demo === false ? [] : ['--demo']),
      ...(options.serverArgs ?? []),
    ],
    {
      env: { ...process.env, HOSTEL_ADMIN_PASSWORD: ADMIN_PASSWORD, ...options.env },
      stdout: 'pipe',
      stderr: 'inherit',
    },
  );
  const { url } = await waitForListening(server, readPrinted(server));
  const browser = await launchChromium(options.chromiumArgs);
  const contexts: BrowserContext[] = [];
  return {
    url,
    dataDir,
    browser,
    async page(viewport = DESKTOP, { serviceWorkers = 'block', timezoneId, javaScriptEnabled }: PageOptions = {}) {
      const context = await browser.newContext({
        baseURL: url,
        viewport,
        serviceWorkers,
        timezoneId,
        javaScriptEnabled,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('Page error:', error.message));
      // Without JavaScript nothing hydrates: the server's HTML is the page.
      return javaScriptEnabled === false ? page : waitForRenderOnGoto(page);
    },
    async stop() {
      await browser.close();
      server.kill();
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A public page arrives rendered and responds to clicks once the app has taken it
 * over (`data-hydrated` on <html>); the console renders after its chunk has
 * loaded. Either can end after the load event that `goto` waits for, so every
 * `goto` of the app waits for that too.
 */
export function waitForRenderOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (await page.locator('#page-data').count())
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    else if (await page.locator('#root').count()) await page.locator('#root > *').first().waitFor();
    return response;
  };
  return page;
}

/**
 * Opens `path` as a visitor moving inside the site does: the app reads the
 * page's data itself (a page loaded from the server brings its data along),
 * so a test can hold or fulfil those reads.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/important-links');
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

/**
 * Starts the site before the tests of this file (or of the describe block it
 * is called in) and stops it after them; what it returns stands for that site.
 */
export function useSite(options: Parameters<typeof startSite>[0] = {}): Site {
  let started: Site | undefined;
  beforeAll(async () => {
    started = await startSite(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const site = () => {
    if (!started) throw new Error('The site is not running: useSite() starts it before the tests.');
    return started;
  };
  return {
    get url() {
      return site().url;
    },
    get dataDir() {
      return site().dataDir;
    },
    get browser() {
      return site().browser;
    },
    page: (viewport, options) => site().page(viewport, options),
    stop: () => site().stop(),
  };
}

/**
 * A site that mails through a relay in the test process, on a port of its own so that its public URL (every mail's
 * links) is known before it starts; demo content unless told. Call at the top of a file, before its tests.
 */
export async function useMailingSite(options: { demo?: boolean } = {}) {
  const relay = await startTestRelay();
  afterAll(() => relay.stop());
  const port = freePort();
  const site = useSite({
    demo: options.demo,
    port,
    env: { HOSTEL_PUBLIC_URL: `http://127.0.0.1:${port}` },
    serverArgs: ['--smtp', `smtp://127.0.0.1:${relay.port}/?starttls=optional`, '--mail-from', 'hostels@example.edu'],
  });
  return { site, relay, origin: `http://127.0.0.1:${port}` };
}

/** An access token of the demo admin, for arranging records through the API. */
export async function adminToken(site: Site) {
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

// Pages: what they show, and waiting for it.

/** A page that never reaches the internet: external frames and links stay offline. */
export async function offlinePage(site: Site, viewport = DESKTOP) {
  const page = await site.page(viewport);
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return page;
}

/** Waits for a toast (or any text) shown exactly so. */
export const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The width the page is laid out at: more than the viewport's means it scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How many columns a grid lays its items out in. */
export const gridColumns = (grid: Locator) =>
  grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);

/** The grid's column count once its page is resized to `viewport`. */
export async function gridColumnsAt(page: Page, grid: Locator, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  return gridColumns(grid);
}

/** Loads every picture of the page now, lazy ones too, and waits until each is decoded (or has failed). */
export const loadAllImages = (page: Page) =>
  page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
  });

/**
 * Waits until the animations and transitions under way have ended (a dialog
 * fading in, a lightbox, a card opening), so a screenshot shows where they
 * land. Endless ones (spinners, placeholders) are not waited for.
 */
export const animationsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );

/**
 * Waits until the page has drawn two more frames: whatever the last response or
 * event set off (a re-render, a toast) is on the page by then.
 */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

// The page's clock: what the page does over time, checked in the page's time.

/**
 * Stops the page's clock (installed with `page.clock.install()` before the
 * page loaded): from now on the page's timers fire only when the test moves
 * the clock on (`page.clock.runFor`), so a toast's lifetime or a counter's
 * ticks are checked in the page's time, however busy the machine is. Until
 * the test moves it, the page's time does not run ahead of the machine's, so
 * a second from now is still ahead of it.
 */
export const pauseClock = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

/**
 * Resolves once the page has run the tasks already queued for it. React
 * renders, and runs the effects that start the next timers, in message tasks,
 * which the clock does not hold: with the clock paused, whatever the timers
 * fired so far set off is on the page (and its next timers are set) by then.
 */
export const queuedTasksRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/** Screenshots for people to look at, kept out of git. */
export const screenshotPath = (name: string) => join('test-results', 'screenshots', `${name}.png`);

/** Checks that the page does not scroll sideways, then takes a screenshot of all of it. */
export async function fullPageScreenshot(page: Page, name: string) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/**
 * Runs `visit` on a new page at a phone's and then at a desktop's size (one
 * that stays offline where asked), and closes each page after.
 */
export async function forEachScreen(
  site: Site,
  visit: (page: Page, screen: (typeof SCREENS)[number][0]) => Promise<void>,
  options: { offline?: boolean } = {},
) {
  for (const [screen, viewport] of SCREENS) {
    const page = options.offline ? await offlinePage(site, viewport) : await site.page(viewport);
    await visit(page, screen);
    await page.close();
  }
}

/** What axe-core finds against WCAG 2.1 A/AA and its best practices, one line per rule. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through the devtools protocol, which the page's CSP does not govern.
  await page.evaluate(await Bun.file(require.resolve('axe-core/axe.min.js')).text());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/**
 * The page at `path` on a phone and on a desktop, offline, once it is `ready`
 * and its pictures have loaded: it does not scroll sideways, screenshots
 * `<name>-phone` and `<name>-desktop`, and axe finds no accessibility problem.
 */
export async function checkOnEachScreen(
  site: Site,
  check: { path: string; name: string; ready?: (page: Page) => Promise<unknown>; reducedMotion?: boolean },
) {
  await forEachScreen(
    site,
    async (page, screen) => {
      if (check.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(check.path);
      await check.ready?.(page);
      await loadAllImages(page);
      await fullPageScreenshot(page, `${check.name}-${screen}`);
      expect(await accessibilityProblems(page)).toEqual([]);
    },
    { offline: true },
  );
}

// Requests: holding one until the test lets it go, waiting for one.

/**
 * Holds the next request matching `glob` with this method until the returned
 * function is called, so a progress toast can be seen before the response.
 */
export async function holdNextRequest(page: Page, glob: string | RegExp, method: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let taken = false;
  await page.route(glob, async (route) => {
    if (!taken && route.request().method() === method) {
      taken = true;
      await held;
    }
    await route.fallback();
  });
  return release;
}

/**
 * Holds the next request matching `glob` with this method, does `act`, waits
 * until `text` (a progress toast, a loading text) shows, and lets the request go.
 */
export async function heldUntilShown(
  page: Page,
  glob: string,
  method: string,
  act: () => Promise<unknown>,
  text: string,
) {
  const release = await holdNextRequest(page, glob, method);
  await act();
  await shown(page, text);
  release();
}

/**
 * Resolves once `done()` holds: at once, or after the request that makes it
 * hold (`done` looks at what the test's own request listeners gathered).
 */
export async function requestsUntil(page: Page, done: () => boolean) {
  if (!done()) await page.waitForEvent('request', { predicate: done, timeout: 0 });
}

// The admin console.

/** Fills the login form and presses Login. */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the real form. */
export async function loginAsAdmin(page: Page, password = ADMIN_PASSWORD, username = 'admin') {
  await page.goto('/admin/login');
  await fillLogin(page, username, password);
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Logs in through the real form with 'Remember me' ticked, so a reload keeps the session. */
export async function loginRemembered(page: Page, password = ADMIN_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await fillLogin(page, 'admin', password);
  await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
}

/** Logs in and opens a panel of the console from the sidebar. */
export async function openPanel(page: Page, button: string, heading: string) {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** A new page with a console panel open (`open`). */
export async function panelPage(site: Site, open: (page: Page) => Promise<void>, viewport = DESKTOP) {
  const page = await site.page(viewport);
  await open(page);
  return page;
}

/** A new page with a console panel open while its list's API sends `response` (a crafted list, a failure). */
export async function openPanelWithResponse(
  site: Site,
  open: (page: Page) => Promise<void>,
  api: string,
  response: Parameters<Route['fulfill']>[0],
) {
  const page = await site.page();
  await page.route(api, (route) => route.fulfill(response));
  await open(page);
  return page;
}

/** A new page with a console panel open (`open`) and its list, the grid, shown. */
export async function openGrid(site: Site, open: (page: Page) => Promise<void>, list: string, viewport = DESKTOP) {
  const page = await panelPage(site, open, viewport);
  const grid = page.getByRole('list', { name: list });
  await grid.waitFor();
  return { page, grid };
}

/** Clicks the button (on the page or in a part of it) that opens a dialog; returns the dialog. */
export async function openDialog(from: Page | Locator, button: string, dialog: string) {
  await from.getByRole('button', { name: button }).click();
  const page = typeof (from as Locator).page === 'function' ? (from as Locator).page() : (from as Page);
  return page.getByRole('dialog', { name: dialog });
}

/**
 * Presses `key` `times` times in a dialog: after each press the focus is still
 * inside it. Resolves with what had the focus after each press (its label, or its text).
 */
export async function focusAfterPresses(dialog: Locator, key: 'Tab' | 'Shift+Tab', times: number) {
  const focused: string[] = [];
  for (let press = 0; press < times; press++) {
    await dialog.page().keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    focused.push(
      await dialog.evaluate(
        () => document.activeElement!.getAttribute('aria-label') ?? document.activeElement!.textContent!.trim(),
      ),
    );
  }
  return focused;
}

/** Answers 'Discard your changes?', the question a form with changes asks before it closes, with Discard. */
export const discardChanges = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard', exact: true })
    .click();

/** A card of a console grid, found by its heading. */
export const cardTitled = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Clicks through a confirm(), answering it; resolves, once answered, with the question it asked. */
async function answerConfirm(page: Page, click: () => Promise<unknown>, accept: boolean) {
  const asked = new Promise<string>((resolve) =>
    page.once(
      'dialog',
      (prompt) => void (accept ? prompt.accept() : prompt.dismiss()).then(() => resolve(prompt.message())),
    ),
  );
  await click();
  return asked;
}

/** Clicks through a confirm(), accepting it; resolves with the question it asked. */
export const acceptConfirm = (page: Page, click: () => Promise<unknown>) => answerConfirm(page, click, true);

/** Clicks through a confirm(), declining it; resolves with the question it asked. */
export const dismissConfirm = (page: Page, click: () => Promise<unknown>) => answerConfirm(page, click, false);

/**
 * While the server fails every write: Edit then the dialog's submit shows
 * `updateFailed`, a confirmed Delete shows `deleteFailed`, and the card stays.
 */
export async function checkFailedUpdateAndDelete(
  page: Page,
  record: { name: string; dialog: string; submit: string; updateFailed: string; deleteFailed: string },
) {
  await page.getByRole('button', { name: `Edit ${record.name}` }).click();
  await page.getByRole('dialog', { name: record.dialog }).getByRole('button', { name: record.submit }).click();
  await shown(page, record.updateFailed);
  await page.keyboard.press('Escape');
  await acceptConfirm(page, () => page.getByRole('button', { name: `Delete ${record.name}` }).click());
  await shown(page, record.deleteFailed);
  await cardTitled(page, record.name).waitFor();
}

/** Empties the open edit dialog's 'Publish at' and saves it: the card is no longer Scheduled. */
export async function publishNow(dialog: Locator, card: Locator, save: { submit: string; saved: string }) {
  await dialog.getByLabel('Publish at').fill('');
  await dialog.getByRole('button', { name: save.submit }).click();
  await shown(dialog.page(), save.saved);
  await dialog.waitFor({ state: 'detached' });
  expect(await card.getByText(/^Scheduled/).count()).toBe(0);
}

/** A picture larger than the 1600 px limit, drawn in the page: one colour, or a gradient between two. */
export async function largePicture(
  page: Page,
  picture: { name: string; width: number; height: number; colors: string[] },
) {
  const base64 = await page.evaluate(({ width, height, colors }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    if (colors.length === 1) context.fillStyle = colors[0];
    else {
      const gradient = context.createLinearGradient(0, 0, width, height);
      colors.forEach((color, index) => gradient.addColorStop(index / (colors.length - 1), color));
      context.fillStyle = gradient;
    }
    context.fillRect(0, 0, width, height);
    return canvas.toDataURL('image/png').split(',')[1];
  }, picture);
  return { name: picture.name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A screenshot of the console once the login toast has gone. */
export async function consoleScreenshot(page: Page, name: string) {
  await page.getByText('Login successful').waitFor({ state: 'hidden' });
  await page.screenshot({ path: screenshotPath(name) });
}

/** Logs in and opens a panel while its list is held: the loading text shows until the list comes. */
export async function checkPanelLoading(
  site: Site,
  panel: { button: string; api: string; loading: string; list: string },
) {
  const page = await site.page();
  await loginAsAdmin(page);
  await heldUntilShown(
    page,
    panel.api,
    'GET',
    () => page.getByRole('button', { name: panel.button, exact: true }).click(),
    panel.loading,
  );
  await page.getByRole('list', { name: panel.list }).waitFor();
}

/**
 * A console panel on a phone: its list (in one column where `oneColumn`) and
 * its add dialog fit the 375 px screen; screenshots `<screenshot>-phone` and
 * `<screenshot>-modal-phone`.
 */
export async function checkPanelOnPhone(
  site: Site,
  panel: {
    open: (page: Page) => Promise<void>;
    list: string;
    screenshot: string;
    oneColumn?: boolean;
    add?: { button: string; dialog: string };
  },
) {
  const { page: phone, grid } = await openGrid(site, panel.open, panel.list, PHONE);
  if (panel.oneColumn) expect(await gridColumns(grid)).toBe(1);
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await consoleScreenshot(phone, `${panel.screenshot}-phone`);
  if (!panel.add) return;
  await (await openDialog(phone, panel.add.button, panel.add.dialog)).waitFor();
  expect(await pageWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await animationsEnded(phone);
  await phone.screenshot({ path: screenshotPath(`${panel.screenshot}-modal-phone`) });
}

/**
 * Waits until the page's service worker is active and has kept the core
 * as it stands now (after any keeping under way); how much it keeps.
 */
export const coreKept = (page: Page) =>
  page.evaluate(async (question) => {
    const { active } = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const answer = new Promise<CoreKept>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)));
    active!.postMessage({ type: question }, [channel.port2]);
    return answer;
  }, KEEP_CORE_MESSAGE);

/**
 * Waits until a form given out with the signed time `token` (or the one on `page`) is old enough to send: the
 * server takes one no sooner than a person could fill it, 3 s.
 */
export async function formOldEnough(form: Page | string) {
  const token = typeof form === 'string' ? form : await form.locator('input[name="issued"]').getAttribute('value');
  const issued = Number(token!.split('.')[0]);
  while (Date.now() - issued < 3100) await Bun.sleep(50);
}
