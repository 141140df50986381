// Browser tests drive the real server (src/main.ts, demo content, a fresh
// data folder) with Playwright on Debian's Chromium.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { waitUntilHealthy } from '../../src/health-check';

export const ADMIN_PASSWORD = 'Admin@2026';
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

export type Site = {
  url: string;
  dataDir: string;
  browser: Browser;
  /** A new page in a fresh context (own cookies and localStorage). */
  page(viewport?: { width: number; height: number }): Promise<Page>;
  stop(): Promise<void>;
};

async function freePort() {
  const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = server.port;
  server.stop(true);
  return port;
}

/**
 * Starts the server on a free port with demo content, and Chromium.
 * `command` lets a suite run the compiled executable instead of the sources.
 */
export async function startSite(options: { demo?: boolean; command?: string[] } = {}): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-e2e-'));
  const port = await freePort();
  const command = options.command ?? [process.execPath, 'src/main.ts'];
  const server: Subprocess = Bun.spawn(
    [...command, 'serve', '--port', String(port), '--host', '127.0.0.1', '--data', dataDir, ...(options.demo === false ? [] : ['--demo'])],
    { env: { ...process.env, HOSTEL_ADMIN_PASSWORD: ADMIN_PASSWORD }, stdout: 'ignore', stderr: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const contexts: BrowserContext[] = [];
  return {
    url,
    dataDir,
    browser,
    async page(viewport = DESKTOP) {
      const context = await browser.newContext({ baseURL: url, viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('Page error:', error.message));
      return waitForRenderOnGoto(page);
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
 * Each page of the site is its own chunk, loaded before the first render,
 * which can end after the load event that `goto` waits for. A visitor sees the
 * page once it is rendered, so every `goto` of the app waits for that too.
 */
export function waitForRenderOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (await page.locator('#root').count()) await page.locator('#root > *').first().waitFor();
    return response;
  };
  return page;
}

/** Screenshots for people to look at, kept out of git. */
export const screenshotPath = (name: string) => join('test-results', 'screenshots', `${name}.png`);

/** Logs in through the real form. */
export async function loginAsAdmin(page: Page, password = ADMIN_PASSWORD, username = 'admin') {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/**
 * Holds the next request matching `glob` with this method until the returned
 * function is called, so a progress toast can be seen before the answer.
 */
export async function holdNextRequest(page: Page, glob: string, method: string) {
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

/** What axe-core finds against WCAG 2.1 A/AA and its best practices, one line per rule. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through the devtools protocol, which the page's CSP does not govern.
  await page.evaluate(await Bun.file(require.resolve('axe-core/axe.min.js')).text());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}
