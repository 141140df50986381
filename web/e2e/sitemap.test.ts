// The sitemap for people and the 'Last updated' line (GIGW)
// in a browser: read without JavaScript, taken over by the app with the same
// date, moving between pages in the app, axe, and how both look on a phone
// and a desktop.
import { describe, expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { callApi } from '../../scripts/harness-util';
import { DESKTOP, accessibilityProblems, adminToken, fullPageScreenshot, screenshotPath, useSite } from './support';

const site = useSite();

const PHONE_390 = { width: 390, height: 844 };

/**
 * The date the page's footer says, as the server rendered it for
 * `path`: its text, or its `datetime` (the newest update itself).
 */
async function renderedDate(path: string, part: 'text' | 'datetime' = 'text') {
  const html = await (await fetch(site.url + path)).text();
  const [, datetime, text] =
    /<p class="footer-updated">Last updated:(?:<!-- -->)? <time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html) ?? [];
  return part === 'text' ? text : datetime;
}

const footerDate = (page: Page) => page.locator('.footer-updated time').textContent();
const footerDatetime = (page: Page) => page.locator('.footer-updated time').getAttribute('datetime');

describe('the sitemap for people', () => {
  test(
    'read without JavaScript: every group of links, each hostel ' +
      'among them, and the footer says when the page was last updated',
    async () => {
      const page = await site.page(DESKTOP, { javaScriptEnabled: false });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap', exact: true }).click();
      await page.waitForURL('**/sitemap');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sitemap');
      expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Main pages',
        'Hostels',
        'Our People',
        'Policies and information',
      ]);
      const hostels = (await (await fetch(`${site.url}/api/hostels`)).json()) as { _id: string; name: string }[];
      expect(hostels.length).toBeGreaterThan(0);
      const hostelLinks = page.getByRole('region', { name: 'Hostels' }).getByRole('link');
      expect(await hostelLinks.allTextContents()).toEqual(hostels.map((hostel) => hostel.name));
      expect(
        await page
          .getByRole('region', { name: 'Our People' })
          .getByRole('link', { name: 'Wardens' })
          .getAttribute('href'),
      ).toBe('/people?role=warden');
      expect(await footerDate(page)).toBe((await renderedDate('/sitemap'))!);
      expect(await page.locator('.footer-updated').textContent()).toMatch(
        /^Last updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      );
      await page.close();
    },
  );

  test(
    "taken over by the app without a hydration error; moving to a hostel's " +
      "page in the app shows that page's date, as the server renders it",
    async () => {
      // A person added now makes the sitemap newer than a hostel whose staff it is not.
      await callApi(site.url, await adminToken(site), 'POST', '/api/people', {
        name: 'Ms. Asha Shenoy',
        designation: 'Clerk',
        role: 'hostel_staff',
      });
      const page = await site.page();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto('/sitemap');
      expect(await footerDatetime(page)).toBe((await renderedDate('/sitemap', 'datetime'))!);
      const first = page.getByRole('region', { name: 'Hostels' }).getByRole('link').first();
      const href = (await first.getAttribute('href'))!;
      await first.click();
      await page.waitForURL(`**${href}`);
      const expected = (await renderedDate(href, 'datetime'))!;
      expect(expected).not.toBe((await renderedDate('/sitemap', 'datetime'))!);
      await page.waitForFunction(
        (date) => document.querySelector('.footer-updated time')?.getAttribute('datetime') === date,
        expected,
      );
      expect(problems.filter((problem) => !problem.includes('Service Worker'))).toEqual([]);
      await page.close();
    },
  );

  test(
    'no accessibility problems; screenshots ' + 'of the sitemap and of a footer with ' + 'its date at 390 and 1440 px',
    async () => {
      for (const [name, viewport] of [
        ['phone', PHONE_390],
        ['desktop', DESKTOP],
      ] as const) {
        const page = await site.page(viewport);
        await page.goto('/sitemap');
        expect(await accessibilityProblems(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await fullPageScreenshot(page, `sitemap-${name}`);
        await page.goto('/about');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.locator('.footer-updated').waitFor();
        await page.screenshot({ path: screenshotPath(`footer-last-updated-${name}`) });
        await page.close();
      }
    },
  );
});
