// The static public pages: Important Links & Downloads, Rules and
// regulations (every fact of SPEC.md section 9) and Achievements.
import { describe, expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { importantLinksDefaults } from '../../src/modules/pages/content/important-links';
import { PHONE, forEachScreen, fullPageScreenshot, screenshotPath, useSite } from './support';

// A new site's portals (SPEC.md's).
const {
  quickLinks: { links: quickLinks },
  generalLinks: { links: generalLinks },
} = importantLinksDefaults;

const site = useSite();

async function screenshots(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  await forEachScreen(site, async (page, screen) => {
    await page.goto(path);
    await ready(page);
    await fullPageScreenshot(page, `${name}-${screen}`);
  });
}

describe('Important Links & Downloads', () => {
  test('the twelve portals of the footer as cards opening in a new tab', async () => {
    const page = await site.page();
    await page.goto('/important-links');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Important Links & Downloads');
    const cards = page.locator('main .important-link-card');
    const portals = [...quickLinks, ...generalLinks];
    expect(portals).toHaveLength(12);
    expect(await cards.count()).toBe(12);
    for (const [index, portal] of portals.entries()) {
      const link = cards.nth(index);
      expect(await link.getAttribute('href')).toBe(portal.href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.locator('strong').textContent()).toBe(portal.label);
    }
    await page.close();
  });

  test('screenshots', async () => {
    await screenshots('/important-links', 'important-links', (page) =>
      page.locator('.important-link-card').first().waitFor(),
    );
  });
});

const RULE_FACTS = [
  // Accommodation
  '4 years for UG',
  '2 or 3 years for PG',
  '4 years for PhD',
  'A delayed hostel fee is fined ₹100 per day',
  'every extra room exchange costs ₹500',
  "Occupying another student's room, or a vacant room, without an allotment is fined ₹1000",
  'A fan or light left on in an empty room is fined ₹500 per day',
  'Late vacating after the year end is charged ₹500 per day, or ₹1000 per week',
  // Mess
  "11 messes: 2 girls' messes, and for boys 5 vegetarian and 4 non-vegetarian messes",
  'A resident who does not join a mess is charged ₹4000 per month',
  'change to another mess only at the end of a month',
  'A mess rebate is given only for an absence of 5 or more ' +
    'continuous days, and only when it is applied for a week in advance',
  'carrying food out of the mess on a repeat offence is fined ₹1000',
  'Wasting food is fined ₹500 on a second offence',
  // General
  'Night absence is barred: no resident may be away from the hostel between 01:00 and 06:00',
  'First-year students must be back in their hostel by 19:00 (the first-year curfew)',
  'Playing cricket, football or any other sport in the corridors is fined ₹1000 to ₹5000',
  'Loud music, or a loudspeaker disturbing other residents, is fined ₹5000',
  'Bringing a vehicle into the hostel is fined ₹20000',
  // Ragging
  'Ragging in any form is a criminal offence and is strictly banned',
];

describe('Rules and regulations', () => {
  test('sections I to IV and the Special Note, each reachable from the contents', async () => {
    const page = await site.page();
    await page.goto('/rules-regulations');
    const headings = await page.locator('main article h2').allTextContents();
    expect(headings.map((heading) => heading.trim())).toEqual([
      'I. Accommodation',
      'II. Mess Rules',
      'III. Medical Facility',
      'IV. General Rules',
      'Special Note on Ragging',
    ]);
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(await contents.count()).toBe(5);
    await contents.filter({ hasText: 'General Rules' }).click();
    await page.waitForFunction(() => location.hash === '#general-rules');
    const top = await page.locator('#general-rules').evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await page.close();
  });

  test('every fact of the rules page', async () => {
    const page = await site.page();
    await page.goto('/rules-regulations');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const fact of RULE_FACTS) expect(text).toContain(fact);
    await page.close();
  });

  test('the mess timings table and the recognised hospitals', async () => {
    const page = await site.page();
    await page.goto('/rules-regulations');
    const rows = await page
      .locator('table.rules-table tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['Meal', 'Weekdays', 'Weekends and holidays'],
      ['Breakfast', '07:00–09:30', '08:00–10:00'],
      ['Lunch', '12:00–13:45', '12:00–14:00'],
      ['Tea', '16:30–18:00', '16:30–18:00'],
      ['Dinner', '19:30–21:15', '19:30–21:15'],
    ]);
    expect(
      await page.locator('#medical-facility').getByRole('heading', { name: 'Recognised hospitals' }).isVisible(),
    ).toBe(true);
    expect(await page.locator('#medical-facility li').count()).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  test('generous line height for reading', async () => {
    const page = await site.page(PHONE);
    await page.goto('/rules-regulations');
    const ratio = await page
      .locator('.rules-list li')
      .first()
      .evaluate((li) => {
        const style = getComputedStyle(li);
        return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      });
    expect(ratio).toBeGreaterThanOrEqual(1.7);
    await page.close();
  });

  test('screenshots', async () => {
    await screenshots('/rules-regulations', 'rules', (page) => page.locator('#ragging').waitFor());
  });
});

describe('Achievements', () => {
  const filter = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Filter achievements by category' }).getByRole('button', { name, exact: true });
  const cards = (page: Page) => page.getByTestId('achievement-card');

  test('hero, the four stat tiles and six achievements', async () => {
    const page = await site.page();
    await page.goto('/achievements');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Achievements');
    const stats = await page.locator('.achievement-stat').allInnerTexts();
    expect(stats.map((stat) => stat.replace(/\s+/g, ' '))).toEqual([
      '15+ Awards won',
      '25+ Years of service',
      '95% Student satisfaction',
      '4.9/5 Cleanliness rating',
    ]);
    expect(await page.getByText('Showing 6 of 6 achievements').isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(6);
    const first = cards(page).first();
    expect(await first.locator('svg').count()).toBeGreaterThan(0);
    expect(await first.locator('.achievement-year').textContent()).toMatch(/^\d{4}$/);
    expect(await first.locator('h2').textContent()).toBeTruthy();
    expect(await first.locator('p').textContent()).toBeTruthy();
    expect(await first.locator('.badge').textContent()).toBeTruthy();
    await page.close();
  });

  test('the category filters, their counts and the empty state', async () => {
    const page = await site.page();
    await page.goto('/achievements');
    const buttons = page.getByRole('group', { name: 'Filter achievements by category' }).getByRole('button');
    expect(await buttons.allTextContents()).toEqual([
      'All',
      'Institutional',
      'Maintenance',
      'Student Welfare',
      'Sustainability',
      'Cultural',
      'Sports',
    ]);
    const expected: Record<string, number> = {
      Institutional: 2,
      Maintenance: 1,
      'Student Welfare': 1,
      Sustainability: 1,
      Cultural: 1,
      Sports: 0,
      All: 6,
    };
    for (const [category, count] of Object.entries(expected)) {
      await filter(page, category).click();
      expect(await filter(page, category).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByText(`Showing ${count} of 6 achievements`).isVisible()).toBe(true);
      expect(await cards(page).count()).toBe(count);
      if (category !== 'All') {
        const badges = await cards(page).locator('.badge').allTextContents();
        expect(badges.every((badge) => badge === category)).toBe(true);
      }
      expect(await page.getByText('No Achievements Found').count()).toBe(count === 0 ? 1 : 0);
    }
    await page.close();
  });

  test("'Learn More' does nothing", async () => {
    const page = await site.page();
    await page.goto('/achievements');
    const learnMore = page.getByRole('button', { name: 'Learn More' });
    expect(await learnMore.count()).toBe(6);
    await learnMore.first().click();
    expect(new URL(page.url()).pathname).toBe('/achievements');
    expect(await cards(page).count()).toBe(6);
    await page.close();
  });

  test('screenshots', async () => {
    await screenshots('/achievements', 'achievements', (page) =>
      page.getByTestId('achievement-card').first().waitFor(),
    );
    const page = await site.page(PHONE);
    await page.goto('/achievements');
    await page.getByRole('button', { name: 'Sports', exact: true }).click();
    await page.getByText('No Achievements Found').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('achievements-empty-phone') });
    await page.close();
  });
});
