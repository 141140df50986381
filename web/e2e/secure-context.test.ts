// The site as an office's browser on another machine reaches it: by a name
// (hostels.test), over the server's own https. Chromium counts 127.0.0.1 and
// localhost as secure even over plain http, so only a real name shows what
// https gives: a secure context, with the service worker (offline reading)
// and Web Locks (one refresh at a time across console tabs); Secure cookies;
// and the plain-http port sending every address on to https.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Hostel } from '../../src/modules/hostels/model';
import type { SavedMessMenu } from '../../src/modules/messes/menu';
import { REFRESH_COOKIE } from '../../src/auth/sessions';
import { DEVICE_COOKIE } from '../../src/auth/known-devices';
import { freePort } from '../../scripts/harness-util';
import { makeTestCa } from '../../scripts/test-certificates';
import { coreAddresses } from '../service-worker/core';
import { menuTexts } from '../features/messes/texts';
import {
  DESKTOP,
  PHONE,
  RESOLVE_TEST_HOST,
  TEST_HOST,
  addressByName,
  coreKept,
  loginRemembered,
  shown,
  useSite,
  waitForRenderOnGoto,
} from './support';

setDefaultTimeout(60_000);

const caDir = mkdtempSync(join(tmpdir(), 'hostel-e2e-ca-'));
const certificate = makeTestCa(caDir).issue([TEST_HOST]);
// The test must know it before the server starts: the server
// prints it, but the site hands tests only its https address.
const httpPort = freePort();
const site = useSite({
  serverArgs: ['--tls-cert', certificate.certPath, '--tls-key', certificate.keyPath, '--http-port', String(httpPort)],
  chromiumArgs: [RESOLVE_TEST_HOST, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
});
afterAll(() => rmSync(caDir, { recursive: true, force: true }));

/** https://hostels.test:PORT, never 127.0.0.1. */
const origin = () => addressByName(site);

/**
 * A page in a fresh context (own cookies, storage, service
 * workers and HSTS) whose relative addresses are on `origin()`.
 */
async function pageByName(viewport = DESKTOP, serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await site.browser.newContext({ baseURL: origin(), viewport, serviceWorkers });
  return waitForRenderOnGoto(await context.newPage());
}

const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (path) => (await fetch(path)).json(), path) as Promise<T>;

/** What https gives a page: a secure context, and the APIs that exist only in one. */
const secureApis = (page: Page) =>
  page.evaluate(() => ({ isSecureContext, serviceWorker: 'serviceWorker' in navigator, locks: 'locks' in navigator }));

const isSetCookie = (header: { name: string }) => header.name.toLowerCase() === 'set-cookie';
/** The refresh cookie's value in a Cookie or Set-Cookie header ('' when it has none). */
const refreshCookieIn = (header: string) => new RegExp(`(?:^|;\\s*)${REFRESH_COOKIE}=([^;]*)`).exec(header)?.[1] ?? '';

describe(`https://${TEST_HOST}`, () => {
  test('is a secure context: the service worker controls the page and the first-day core opens offline', async () => {
    expect(site.url).toStartWith('https://');
    const page = await pageByName(PHONE, 'allow');
    await page.goto('/');
    expect(new URL(page.url()).origin).toBe(origin());
    expect(await secureApis(page)).toEqual({ isSecureContext: true, serviceWorker: true, locks: true });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const hostels = await getJson<Hostel[]>(page, '/api/hostels');
    const people = await getJson<{ name: string; role: string }[]>(page, '/api/people');
    const [file] = await getJson<{ file_name: string }[]>(page, '/api/files');
    const [menu] = await getJson<SavedMessMenu[]>(page, '/api/mess/menus');
    const mess = (await getJson<{ _id: string; mess_name: string; hostel: { _id: string } }[]>(page, '/api/mess')).find(
      (one) => one._id === menu.mess,
    )!;
    expect((await coreKept(page)).addresses).toBe(coreAddresses({ hostels, people }).length);

    // None of these was visited: the worker kept them when it installed.
    const hostel = hostels.at(-1)!;
    const person = people.at(-1)!;
    await page.context().setOffline(true);
    for (const [path, content] of [
      ['/rules-regulations', 'Special Note on Ragging'],
      ['/hostels', hostel.name],
      [`/hostel/${hostel._id}`, hostel.name],
      [`/people?role=${person.role}`, person.name],
      ['/files', file.file_name],
    ]) {
      await page.goto(path);
      await page.getByText(content, { exact: true }).first().waitFor();
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    }
    await page.goto(`/hostel/${mess.hostel._id}#mess`);
    await page
      .getByRole('list', { name: menuTexts.weekLabel(mess.mess_name) })
      .getByText(menu.week.monday.lunch, { exact: true })
      .waitFor();
  });

  test(
    'two console tabs refresh one at a time through Web Locks, each ' +
      'with the cookie the other was given, and both stay signed in',
    async () => {
      const first = await pageByName();
      await loginRemembered(first);
      const context = first.context();
      // Both tabs reach their refresh before the server responds to either.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const presented: string[] = [];
      await context.route('**/api/admin/refresh', async (route) => {
        presented.push(refreshCookieIn((await route.request().allHeaders()).cookie ?? ''));
        await released;
        await route.continue();
      });
      const refreshed: Promise<{ name: string; value: string }[]>[] = [];
      context.on(
        'response',
        (response) => response.url().endsWith('/api/admin/refresh') && refreshed.push(response.headersArray()),
      );
      const tabs = await Promise.all([context.newPage(), context.newPage()]);
      await Promise.all(tabs.map((tab) => waitForRenderOnGoto(tab).goto('/admin')));
      await Promise.all(tabs.map((tab) => shown(tab, 'Loading...')));
      // One tab holds the lock with its refresh on the way; the other waits for the lock, its refresh not sent.
      await tabs[0].waitForFunction(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        const refreshes = (locks: LockInfo[]) => locks.filter((lock) => lock.name === 'hostel.session-refresh').length;
        return refreshes(held) === 1 && refreshes(pending) === 1;
      });
      expect(presented).toHaveLength(1);
      release();
      await Promise.all(tabs.map((tab) => tab.getByRole('heading', { name: 'Welcome!' }).waitFor()));
      // The second refresh presented the cookie the first one was given: never the same cookie twice.
      const given = (await Promise.all(refreshed)).map((headers) =>
        headers
          .filter(isSetCookie)
          .map((header) => refreshCookieIn(header.value))
          .find(Boolean),
      );
      expect(presented).toHaveLength(2);
      expect(given).toHaveLength(2);
      expect(presented[1]).toBe(given[0]!);
      expect(presented[1]).not.toBe(presented[0]);
      await first.reload();
      await first.getByRole('heading', { name: 'Welcome!' }).waitFor();
    },
  );

  test('every cookie the site sets is Secure, and the refresh and device cookies are HttpOnly', async () => {
    const page = await pageByName();
    const headers: Promise<{ name: string; value: string }[]>[] = [];
    page.on('response', (response) => headers.push(response.headersArray()));
    await page.goto('/');
    await loginRemembered(page);
    // A reload trades the refresh cookie for a new one: those are set too.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/admin/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();

    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', DEVICE_COOKIE, REFRESH_COOKIE]);
    expect(cookies.filter((cookie) => !cookie.secure)).toEqual([]);
    expect(cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.httpOnly).toBe(true);
    // Every Set-Cookie on the way (sign-in, refresh) said Secure.
    const setCookies = (await Promise.all(headers))
      .flat()
      .filter(isSetCookie)
      .map((header) => header.value);
    expect(setCookies.length).toBeGreaterThanOrEqual(4);
    expect(setCookies.filter((header) => !/;\s*Secure(;|$)/i.test(header))).toEqual([]);
  });

  test('the plain-http port sends an address on to the same one on https (308), with HSTS there', async () => {
    // A fresh context: no HSTS remembered for the name, so Chromium asks the plain-http port itself.
    const page = await pageByName();
    const response = (await page.goto(`http://${TEST_HOST}:${httpPort}/people?x=1`))!;
    expect(page.url()).toBe(`${origin()}/people?x=1`);
    const redirected = response.request().redirectedFrom()!;
    expect(redirected.url()).toBe(`http://${TEST_HOST}:${httpPort}/people?x=1`);
    expect((await redirected.response())!.status()).toBe(308);
    expect(response.status()).toBe(200);
    expect(await response.headerValue('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(await secureApis(page)).toEqual({ isSecureContext: true, serviceWorker: true, locks: true });
  });
});
