// The public pages show what a visitor sees, whoever is signed in: an admin
// who moves from the console to the site (without a reload) reads the public
// lists without the console's token, and an ended session changes nothing there.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page, Request } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import { adminToken, loginAsAdmin, shown, useSite } from './support';

setDefaultTimeout(60_000);

const site = useSite();

const SCHEDULED = 'Hostel day rehearsal schedule';
const latestNotices = (page: Page) => page.getByRole('region', { name: 'Latest Notices' }).locator('.notice-item h4');

/**
 * The public API reads a page sends from now on (a console read still under way, under /api/admin/, is the console's).
 */
function publicReads(page: Page) {
  const reads: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && path.startsWith('/api/') && !path.startsWith('/api/admin/')) reads.push(request);
  });
  return reads;
}

async function viewWebsite(page: Page) {
  await page.getByRole('link', { name: 'View website' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await shown(page, 'Room allotment for the next academic year');
}

describe('an admin on the public site', () => {
  test(
    '"View website" shows what a visitor sees: no scheduled ' + 'notice, no hidden file, and no read carries the token',
    async () => {
      const token = await adminToken(site);
      const nextWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      await callApi(site.url, token, 'POST', '/api/notifications', {
        title: SCHEDULED,
        message: 'Rehearsals in the main hall every evening.',
        active: true,
        publishAt: nextWeek,
      });
      const page = await site.page();
      await loginAsAdmin(page);
      const reads = publicReads(page);
      await viewWebsite(page);
      expect(await latestNotices(page).allTextContents()).not.toContain(SCHEDULED);
      expect(await page.getByText(SCHEDULED).count()).toBe(0);

      await page.evaluate(() => history.pushState(null, '', '/files'));
      await page.getByRole('heading', { name: 'Hostel Rules Handbook' }).waitFor();
      expect(await page.getByText('Warden Duty Roster').count()).toBe(0);
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.filter((read) => read.headers().authorization).map((read) => read.url())).toEqual([]);
    },
  );

  test('a session ended elsewhere leaves the public lists as they are', async () => {
    const page = await site.page();
    await loginAsAdmin(page);
    // Signed out in another tab: the refresh cookie is gone and the access token this tab holds is refused.
    await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      await fetch('/api/admin/logout', { method: 'POST', headers: { 'X-XSRF-TOKEN': xsrf }, credentials: 'include' });
    });
    await viewWebsite(page);
    expect((await latestNotices(page).allTextContents()).length).toBeGreaterThan(0);
    expect(await page.getByText('No notifications at the moment.').count()).toBe(0);
  });
});
