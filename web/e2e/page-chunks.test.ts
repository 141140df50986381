// Each public page is a chunk of its own (web/app/lazy-page.tsx): the page
// opened is taken over with its own chunk, with no error, no warning and no
// flash, and moving to a page in another chunk fetches it and shows it in place.
import { afterEach, describe, expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { DESKTOP, WORKER_BLOCKED_NOTICE, nextFrames, useSite } from './support';

const site = useSite();
const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

async function openPage() {
  const page = await site.page(DESKTOP);
  pages.push(page);
  return page;
}

/** Every console error and warning and every uncaught error of the page, from now on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes(WORKER_BLOCKED_NOTICE))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The scripts the page asks for, from now on, by path. */
function scriptsAskedFor(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

/** A page's chunk by its path; `page.route` matches whole URLs, hence `chunkUrl`. */
const chunkOf = (name: string) => new RegExp(`^/assets/${name}-[a-z0-9]+\\.js$`);
const chunkUrl = (name: string) => new RegExp(`/assets/${name}-[a-z0-9]+\\.js$`);

describe("a public page's own chunk", () => {
  test(
    'the page opened is taken over with ' +
      'its chunk: the server’s markup stays, ' +
      'nothing flashes, nothing is logged',
    async () => {
      const page = await openPage();
      const problems = consoleProblems(page);
      const scripts = scriptsAskedFor(page);
      // The About page's chunk is held until the server's markup
      // is marked, so the test sees what taking over does to it.
      let releaseChunk!: () => void;
      const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
      await page.route(chunkUrl('about'), async (route) => {
        await chunkHeld;
        await route.continue();
      });
      // Opening waits for the app to take the page over, which waits for the chunk held here.
      const opened = page.goto('/about');
      await page.locator('h1').waitFor({ state: 'attached' });
      await page.evaluate(() => {
        Object.assign(document.querySelector('h1')!, { fromServer: true });
        const spinners: string[] = [];
        Object.assign(window, { spinners });
        new MutationObserver(() => {
          if (document.querySelector('.spinner-block'))
            spinners.push(document.querySelector('.spinner-block')!.textContent ?? '');
        }).observe(document.body, { childList: true, subtree: true });
      });
      releaseChunk();
      await opened;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await nextFrames(page);

      expect(
        await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { fromServer?: boolean }).fromServer),
      ).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { spinners: string[] }).spinners)).toEqual([]);
      expect(problems).toEqual([]);
      expect(scripts.some((path) => chunkOf('about').test(path))).toBe(true);
      // Neither another page's chunk nor the console's comes with it.
      expect(scripts.filter((path) => /^\/assets\/(home|gallery|rules|admin-app)-/.test(path))).toEqual([]);
    },
  );

  test('moving to a page in another chunk fetches that chunk and shows the page in place', async () => {
    const page = await openPage();
    const problems = consoleProblems(page);
    const scripts = scriptsAskedFor(page);
    await page.goto('/about');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(scripts.some((path) => chunkOf('gallery').test(path))).toBe(false);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ }).click();
    await page.locator('.navbar-dropdown').getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('heading', { name: 'Hostel Life in Pictures' }).waitFor();
    await page.waitForLoadState('networkidle');
    await nextFrames(page);

    expect(page.url()).toBe(`${site.url}/gallery`);
    // The same document: the app moved, the browser did not load another page.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(scripts.some((path) => chunkOf('gallery').test(path))).toBe(true);
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('a page whose chunk cannot be had is loaded from the server, and stays as the server sent it', async () => {
    const page = await openPage();
    await page.route(chunkUrl('gallery'), (route) => route.abort());
    await page.goto('/about');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ }).click();
    await page.locator('.navbar-dropdown').getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${site.url}/gallery`);
    await page.getByRole('heading', { name: 'Hostel Life in Pictures' }).waitFor();
    // Another document: the browser loaded the page the server rendered.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(await page.locator('.gallery-grid li').count()).toBeGreaterThan(0);
  });
});
