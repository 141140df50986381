// The home page and every hostel page are the office's content (issue 29): a
// facility and a mess timing saved through the API are in the pages the server
// renders, read without JavaScript.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { HomeContent } from '../../src/modules/pages/content/home';
import type { HostelDetailContent } from '../../src/modules/pages/content/hostel-detail';
import { callApi } from '../../scripts/harness-util';
import { DESKTOP, adminToken, useSite } from './support';

setDefaultTimeout(60_000);

const site = useSite();

const contentOf = async <T>(slug: string) =>
  ((await (await fetch(`${site.url}/api/pages/${slug}`)).json()) as { content: T }).content;

describe('home and hostel page content', () => {
  test(
    'a facility and a mess timing saved through the API are ' +
      'in the pages the server renders, read without JavaScript',
    async () => {
      const token = await adminToken(site);
      const home = await contentOf<HomeContent>('home');
      const items = home.facilities.items.map((item) =>
        item.icon === 'wifi' ? { ...item, title: 'Campus Wi-Fi 6' } : item,
      );
      await callApi(site.url, token, 'PUT', '/api/pages/home', {
        content: { ...home, facilities: { ...home.facilities, items } },
      });
      const detail = await contentOf<HostelDetailContent>('hostel-detail');
      const schedules = detail.messTimings.schedules.map((schedule, index) =>
        index === 0
          ? {
              ...schedule,
              meals: schedule.meals.map((row) =>
                row.meal === 'Breakfast' ? { ...row, time: '7:00 AM - 9:15 AM' } : row,
              ),
            }
          : schedule,
      );
      await callApi(site.url, token, 'PUT', '/api/pages/hostel-detail', {
        content: { ...detail, messTimings: { ...detail.messTimings, schedules } },
      });
      const [hostel] = (await (await fetch(`${site.url}/api/hostels`)).json()) as { _id: string }[];

      const context = await site.browser.newContext({ baseURL: site.url, viewport: DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.locator('.home-facility h3').allInnerTexts()).toContain('Campus Wi-Fi 6');
      await page.goto(`/hostel/${hostel._id}`);
      const weekdays = page.locator('.mess-timing-table', { has: page.locator('caption', { hasText: 'Weekdays' }) });
      expect(await weekdays.locator('tr', { hasText: 'Breakfast' }).locator('td').innerText()).toBe(
        '7:00 AM - 9:15 AM',
      );
      await context.close();
    },
  );
});
