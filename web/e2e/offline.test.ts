// The site on a phone without network: after one visit
// the service worker serves the public pages from what was last seen, with
// the offline note; the console and every admin call never come from its
// cache; a new build's worker takes over on the next visit and deletes the
// old cache.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, openPanel, screenshotPath, useSite } from './support';

setDefaultTimeout(90_000);

const site = useSite();

const OFFLINE_NOTE = /^You are offline\. This page was last updated on \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)\.$/;

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${site.url}${path}`)).json() as Promise<T>;

/** Waits until a service worker controls the page. */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** The addresses the worker's caches hold, by cache. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      contents[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return contents;
  });

describe('offline on a phone', () => {
  test(
    'after one visit the public pages open offline from what ' +
      'was last seen, with the note; the console is never kept',
    async () => {
      const hostels = await getJson<{ _id: string; name: string; photoSphere: string | null }[]>('/api/hostels');
      const [hostel] = hostels;
      const withSphere = hostels.find((one) => one.photoSphere?.startsWith('https://'))!;
      const [person] = await getJson<{ name: string; role: string }[]>('/api/people');
      const [notification] = await getJson<{ title: string }[]>('/api/notifications');
      const [picture] = await getJson<{ caption: string }[]>('/api/gallery');
      const pages: [string, string][] = [
        ['/rules-regulations', 'Special Note on Ragging'],
        [`/people?role=${person.role}`, person.name],
        ['/hostels', hostel.name],
        [`/hostel/${hostel._id}`, hostel.name],
        [`/hostel/${withSphere._id}`, withSphere.name],
        ['/', notification.title],
      ];

      const page = await site.page(PHONE, { serviceWorkers: 'allow' });
      await page.goto('/');
      await controlled(page);
      // What Chromium requires before it offers to install the site on the home screen (Lighthouse's installability);
      // a test's browser context is incognito, where Chromium never offers it, so that one reason is not the site's.
      const devtools = await page.context().newCDPSession(page);
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
      await devtools.detach();
      for (const [path] of pages) await page.goto(path);
      // Moving inside the site, the app reads the gallery's list itself.
      await page.goto('/rules-regulations');
      await page.evaluate(() => history.pushState(null, '', '/gallery'));
      await page.getByText(picture.caption, { exact: true }).first().waitFor();
      // The console, signed in, reads through the same worker.
      await openPanel(page, 'People', 'People');
      await page.getByRole('list', { name: 'Wardens' }).waitFor();

      const kept = await cached(page);
      const names = Object.keys(kept);
      expect(names).toHaveLength(1);
      const paths = kept[names[0]];
      for (const path of ['/', '/rules-regulations', '/people', '/hostels', `/hostel/${hostel._id}`, '/api/gallery'])
        expect(paths).toContain(path);
      expect(paths.some((path) => path.startsWith('/api/gallery/image/'))).toBe(true);
      // Nothing of the console: its pages, its calls, its code.
      expect(paths.filter((path) => path.includes('admin'))).toEqual([]);

      await page.context().setOffline(true);
      for (const [path, content] of pages) {
        await page.goto(path);
        await page.getByText(content, { exact: true }).first().waitFor();
        expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).innerText()).toMatch(OFFLINE_NOTE);
      }
      // The 360° view cannot load offline: the page says so in its place.
      await page.goto(`/hostel/${withSphere._id}`);
      await page.getByText('The 360° view shows here when you are online.', { exact: true }).waitFor();
      expect(await page.locator('iframe.hostel-sphere').count()).toBe(0);
      await page.goto('/');
      await page.screenshot({ path: screenshotPath('offline-home-phone') });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: screenshotPath('offline-home-desktop') });

      // Moving inside the site offline: the app reads the lists the worker kept.
      await page.evaluate(() => history.pushState(null, '', '/hostels'));
      await page.getByText(hostel.name, { exact: true }).first().waitFor();
      await page.goto('/rules-regulations');
      await page.evaluate(() => history.pushState(null, '', '/gallery'));
      await page.getByText(picture.caption, { exact: true }).first().waitFor();

      // The public reads come from the cache; an admin call and the console fail rather than show a kept copy.
      const statuses = await page.evaluate(async () => {
        const status = (path: string, init?: RequestInit) =>
          fetch(path, init).then(
            (response) => response.status,
            () => 'failed',
          );
        return {
          hostels: await status('/api/hostels'),
          refresh: await status('/api/admin/refresh', { method: 'POST' }),
          accounts: await status('/api/admin/accounts'),
          signedInPeople: await status('/api/people', { headers: { authorization: 'Bearer x' } }),
        };
      });
      expect(statuses).toEqual({ hostels: 200, refresh: 'failed', accounts: 'failed', signedInPeople: 'failed' });
      await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

      // Online the note is not shown; it comes when the network goes and goes when it comes back.
      const note = page.getByRole('status').filter({ hasText: 'You are offline' });
      await page.context().setOffline(false);
      await page.goto('/rules-regulations');
      expect(await note.count()).toBe(0);
      await page.context().setOffline(true);
      await note.waitFor();
      await page.context().setOffline(false);
      await note.waitFor({ state: 'detached' });
    },
  );

  test("a new build's worker takes over on the next visit and deletes the old build's cache", async () => {
    const page = await site.page(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/');
    await controlled(page);
    const [oldCache] = Object.keys(await cached(page));
    const version = oldCache.replace('hostel-site-', '');

    // The next build: the same worker with another version baked in.
    const worker = await (await fetch(`${site.url}/sw.js`)).text();
    expect(worker).toContain(JSON.stringify(version));
    await page.context().route('**/sw.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'cache-control': 'no-cache' },
        body: worker.replace(JSON.stringify(version), '"next"'),
      }),
    );
    await page.goto('/hostels');
    await page.waitForFunction(async () => (await caches.keys()).join() === 'hostel-site-next');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(Object.values(await cached(page))[0]).toContain('/hostels');
  });
});
