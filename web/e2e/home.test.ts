// The home page (SPEC.md section 2 "Home", sections 8 and 9): hero slideshow,
// notices and events panels with their empty states, the scroll to the
// notifications section, quick links, gallery preview and facilities; and
// "Today in the messes" on the page's clock.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  checkOnEachScreen,
  holdNextRequest,
  offlinePage,
  openInApp,
  queuedTasksRun,
  screenshotPath,
  useSite,
  waitForRenderOnGoto,
} from './support';
import type { Notification } from '../../src/modules/notifications/model';
import type { Event } from '../../src/modules/events/model';
import type { Mess } from '../../src/modules/messes/model';
import { MENU_MEALS, menuDayOf, type SavedMessMenu } from '../../src/modules/messes/menu';
import { instituteDay } from '../../src/institute';

setDefaultTimeout(60_000);

const site = useSite();
const openPage = () => offlinePage(site);

/** The home page's items of one kind, once the first has shown. */
async function homeItems(selector: string) {
  const page = await openPage();
  await page.goto('/');
  const items = page.locator(selector);
  await items.first().waitFor();
  return items;
}

const getJson = async <T>(path: string) => (await (await fetch(`${site.url}${path}`)).json()) as T;

/** The slide shown once the page has rendered what the clock's last tick set off. */
const activeSlide = async (page: Page) => {
  await queuedTasksRun(page);
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="hero-slide"]')].findIndex((slide) =>
      slide.classList.contains('is-active'),
    ),
  );
};

const sectionTop = (page: Page) =>
  page.evaluate(() => document.getElementById('notifications')!.getBoundingClientRect().top);

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('home page', () => {
  test('shows every section with the texts of the spec', async () => {
    const page = await openPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Institute Hostels');
    expect(await page.getByRole('heading', { name: 'About Our Hostels' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Information & Notifications' }).isVisible()).toBe(true);
    expect(
      await page.locator('#notifications').getByRole('heading', { name: 'Information & Notifications' }).count(),
    ).toBe(1);
    expect(await page.getByRole('heading', { name: 'Latest Notices' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Upcoming Events' }).isVisible()).toBe(true);

    const handbook = page.getByRole('link', { name: /Hostel Handbook/ });
    expect(await handbook.getAttribute('href')).toBe('/rules-regulations');
    const report = page.getByRole('link', { name: /Report an Issue/ });
    expect(await report.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await report.getAttribute('target')).toBe('_blank');
    expect(await report.getAttribute('rel')).toBe('noopener noreferrer');

    expect(await page.getByRole('heading', { name: 'Facilities at a Glance' }).isVisible()).toBe(true);
    const facilities = page.locator('.home-facility');
    expect(await facilities.count()).toBe(6);
    const facilityText = (await facilities.allInnerTexts()).join('\n');
    for (const words of [
      /double and triple/,
      /three meals daily/,
      /Wi-Fi/,
      /24x7 Security/,
      /Housekeeping/,
      /Sports & Recreation/,
    ]) {
      expect(facilityText).toMatch(words);
    }
    expect(await page.locator('.home-medical').innerText()).toContain('Medical Aid');

    const viewMore = page.locator('.home-gallery').getByRole('link', { name: 'View More' });
    await viewMore.click();
    await page.waitForURL('**/gallery');

    await page.goto('/');
    await page.getByRole('link', { name: /Hostel Handbook/ }).click();
    await page.waitForURL('**/rules-regulations');
  });

  test('lists at most 3 active notices, newest first, with View Details for a url', async () => {
    const notices = await getJson<Notification[]>('/api/notifications');
    const expected = notices
      .filter((notice) => notice.isActive && (!notice.expiresAt || new Date(notice.expiresAt) > new Date()))
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 3);
    expect(expected.length).toBeGreaterThan(0);

    const items = await homeItems('.notice-item');
    expect(await items.locator('h4').allInnerTexts()).toEqual(expected.map((notice) => notice.title));
    for (const [index, notice] of expected.entries()) {
      const item = items.nth(index);
      expect(await item.locator('.notice-message').evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe('2');
      const link = item.getByRole('link', { name: /View Details/ });
      if (notice.url) {
        expect(await link.getAttribute('href')).toBe(notice.url);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      } else {
        expect(await link.count()).toBe(0);
      }
    }
  });

  test('lists at most 3 active upcoming events, soonest first', async () => {
    const today = localDay(new Date());
    const events = await getJson<Event[]>('/api/events');
    const expected = events
      .filter((event) => event.isActive && event.date.slice(0, 10) >= today)
      .toSorted((a, b) => a.date.localeCompare(b.date))
      .slice(0, 3);
    expect(expected.length).toBeGreaterThan(0);

    const items = await homeItems('.event-item');
    expect(await items.locator('h4').allInnerTexts()).toEqual(expected.map((event) => event.title));
    expect(
      await items
        .first()
        .locator('.event-description')
        .evaluate((p) => getComputedStyle(p).webkitLineClamp),
    ).toBe('1');
  });

  test('west of Greenwich an event still shows its own day', async () => {
    const events = await getJson<Event[]>('/api/events');
    const context = await site.browser.newContext({
      baseURL: site.url,
      viewport: DESKTOP,
      timezoneId: 'America/Los_Angeles',
      serviceWorkers: 'block',
    });
    try {
      const page = waitForRenderOnGoto(await context.newPage());
      await page.goto('/');
      const first = page.locator('.event-item').first();
      await first.waitFor();
      const title = await first.locator('h4').innerText();
      const day = new Date(events.find((event) => event.title === title)!.date);
      const expected = day.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(await first.locator('.event-tile .visually-hidden').textContent()).toBe(expected);
      expect(await first.locator('.event-tile strong').innerText()).toBe(String(day.getUTCDate()));
    } finally {
      await context.close();
    }
  });

  test('shows a spinner on the notices panel until its fetch ends', async () => {
    const page = await openPage();
    const release = await holdNextRequest(page, '**/api/notifications/latest', 'GET');
    await openInApp(page, '/');
    const panel = page.locator('.notice-panel', { has: page.getByRole('heading', { name: 'Latest Notices' }) });
    await panel.getByRole('status').waitFor();
    expect(await panel.getByRole('status').innerText()).toContain('Loading notices...');
    release();
    await panel.locator('.notice-item').first().waitFor();
    expect(await panel.getByRole('status').count()).toBe(0);
  });

  test('shows the empty states when there is nothing, or when a fetch fails (logged)', async () => {
    const page = await openPage();
    await page.route('**/api/notifications/latest', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/events/upcoming', (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/');
    const section = page.locator('#notifications');
    await section.getByText('No notifications at the moment.').waitFor();
    expect(await section.getByText('Check back later for updates!').isVisible()).toBe(true);
    await section.getByText('No upcoming events at the moment.').waitFor();
    expect(await section.getByText('Check back later for new events!').isVisible()).toBe(true);
    await section.screenshot({ path: screenshotPath('home-empty-panels') });

    const failing = await openPage();
    const errors: string[] = [];
    failing.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await failing.route('**/api/notifications/latest', (route) =>
      route.fulfill({ status: 500, json: { message: 'Boom' } }),
    );
    await failing.route('**/api/events/upcoming', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await openInApp(failing, '/');
    await failing.getByText('No notifications at the moment.').waitFor();
    await failing.getByText('No upcoming events at the moment.').waitFor();
    expect(errors.some((text) => text.includes('Boom'))).toBe(true);
  });

  test(
    'the hero slideshow changes picture every 5 s with ' + 'a 0.7 s fade, and stays still for reduced motion',
    async () => {
      const page = await openPage();
      const still = await openPage();
      await still.emulateMedia({ reducedMotion: 'reduce' });
      // Time stands still but for runFor, so the 5 s can be checked exactly.
      for (const each of [page, still]) {
        const now = Date.now();
        await each.clock.install({ time: now });
        await each.clock.pauseAt(now + 1000);
        await each.goto('/');
      }
      expect(await page.locator('[data-testid="hero-slide"]').count()).toBe(3);
      expect(await activeSlide(page)).toBe(0);
      expect(
        await page.locator('.home-hero-slide.is-active').evaluate((img) => getComputedStyle(img).transitionDuration),
      ).toBe('0.7s');
      expect(await page.locator('.home-hero-slide.is-active').getAttribute('alt')).toBeTruthy();

      await page.clock.runFor(4900);
      expect(await activeSlide(page)).toBe(0);
      await page.clock.runFor(200);
      expect(await activeSlide(page)).toBe(1);
      await page.clock.runFor(10_000);
      expect(await activeSlide(page)).toBe(0);

      await still.clock.runFor(15_000);
      expect(await activeSlide(still)).toBe(0);
      expect(await still.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0);

      // Paused, it stays on its picture; played again, it moves on.
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      expect(await page.getByRole('button', { name: 'Play slideshow' }).getAttribute('aria-pressed')).toBe('true');
      await page.clock.runFor(15_000);
      expect(await activeSlide(page)).toBe(0);
      await page.getByRole('button', { name: 'Play slideshow' }).click();
      await page.clock.runFor(5000);
      expect(await activeSlide(page)).toBe(1);
    },
  );

  test('the Notifications button on another page lands on the home page scrolled to the section', async () => {
    const page = await openPage();
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The home page may still be loading its chunk when the button is pressed.
    await page.waitForFunction(() => {
      const top = document.getElementById('notifications')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 120;
    });
    expect(await page.evaluate(() => history.state)).toBeNull();
    await page.screenshot({ path: screenshotPath('home-notifications-desktop') });

    // On the home page itself the button scrolls smoothly to the section.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await sectionTop(page)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Notifications' }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('notifications')!.getBoundingClientRect().top) < 120,
    );
  });

  test('the gallery preview wraps around at both ends and the dots pick a picture', async () => {
    const page = await openPage();
    await page.goto('/');
    const gallery = page.locator('.home-gallery');
    const caption = gallery.getByTestId('gallery-caption');
    const dots = gallery.locator('.home-gallery-dots button');
    expect(await dots.count()).toBe(5);

    const captions: string[] = [];
    for (let index = 0; index < 5; index++) {
      await dots.nth(index).click();
      expect(await dots.nth(index).getAttribute('aria-current')).toBe('true');
      captions.push(await caption.innerText());
    }
    expect(new Set(captions).size).toBe(5);

    await dots.nth(0).click();
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    expect(await caption.innerText()).toBe(captions[4]);
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    expect(await caption.innerText()).toBe(captions[0]);
    for (let step = 1; step <= 5; step++) {
      await gallery.getByRole('button', { name: 'Next picture' }).click();
      expect(await caption.innerText()).toBe(captions[step % 5]);
    }
    expect(await gallery.locator('img.is-active').getAttribute('alt')).toBe(captions[0]);
  });

  test('screenshots on a phone and a desktop, and no accessibility problems', async () => {
    await checkOnEachScreen(site, {
      path: '/',
      name: 'home',
      ready: (page) => page.locator('.notice-item').first().waitFor(),
    });
  });
});

describe('today in the messes', () => {
  const messesWithMenus = async () => {
    const [messes, menus] = await Promise.all([
      getJson<Mess[]>('/api/mess'),
      getJson<SavedMessMenu[]>('/api/mess/menus'),
    ]);
    return messes.map((mess) => ({ mess, menu: menus.find((menu) => menu.mess === mess._id)! }));
  };
  const mealsOn = (menu: SavedMessMenu, day: string) => MENU_MEALS.map((meal) => menu.week[menuDayOf(day)][meal]);
  /** An institute day as the section's intro names it, e.g. "Wednesday, Mar 13". */
  const spoken = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const section = (page: Page) => page.getByRole('region', { name: 'Today in the messes' });
  const card = (page: Page, messName: string) =>
    section(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: messName, exact: true }) });

  test(
    "every mess with today's meals and its 'Last updated', and on " +
      "the page's clock the next day's after the institute's midnight",
    async () => {
      const listed = await messesWithMenus();
      expect(listed.length).toBe(11);
      const today = instituteDay(new Date());
      const page = await openPage();
      // 23:59 in India on the server's today: the page arrives on that day, and stays open past midnight.
      await page.clock.install({ time: new Date(`${today}T23:59:00+05:30`) });
      await page.goto('/');
      await section(page)
        .getByText(`What each mess serves today, ${spoken(today)}.`, { exact: true })
        .waitFor();
      expect(await section(page).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
        listed.map(({ mess }) => mess.mess_name),
      );
      for (const { mess, menu } of listed) {
        const item = card(page, mess.mess_name);
        expect({ mess: mess.mess_name, meals: await item.locator('dd').allInnerTexts() }).toEqual({
          mess: mess.mess_name,
          meals: mealsOn(menu, today),
        });
        const updated = new Date(menu.updatedAt).toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'Asia/Kolkata',
        });
        expect(await item.locator('.menu-updated').innerText()).toBe(`Last updated ${updated}`);
      }
      const ganga = listed.find(({ mess }) => mess.mess_name === 'Ganga Mess')!;
      expect(
        await card(page, 'Ganga Mess').getByRole('link', { name: 'See the week at Ganga Mess' }).getAttribute('href'),
      ).toBe(`/hostel/${ganga.mess.hostel!._id}#mess`);

      await page.clock.runFor(2 * 60_000);
      const tomorrow = nextDay(today);
      await section(page)
        .getByText(`What each mess serves today, ${spoken(tomorrow)}.`, { exact: true })
        .waitFor();
      expect(await card(page, 'Ganga Mess').locator('dd').allInnerTexts()).toEqual(mealsOn(ganga.menu, tomorrow));
    },
  );

  test("'See the week' opens the hostel's Mess Details with today marked", async () => {
    const page = await openPage();
    await page.goto('/');
    await card(page, 'Kaveri Mess').getByRole('link', { name: 'See the week at Kaveri Mess' }).click();
    await page.waitForURL(/\/hostel\/[0-9a-f]+#mess$/);
    const week = page.getByRole('list', { name: 'Kaveri Mess: menu of the week' });
    await week.locator('[aria-current="date"]').waitFor();
    expect(await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Mess Details' }).count()).toBe(1);
  });

  test('without JavaScript the section is in the page as the server rendered it', async () => {
    const [listed, today] = [await messesWithMenus(), instituteDay(new Date())];
    const context = await site.browser.newContext({ baseURL: site.url, javaScriptEnabled: false, viewport: PHONE });
    try {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/');
      await section(page)
        .getByText(`What each mess serves today, ${spoken(today)}.`, { exact: true })
        .waitFor();
      const first = listed[0];
      expect(await card(page, first.mess.mess_name).locator('dd').allInnerTexts()).toEqual(mealsOn(first.menu, today));
      await section(page).screenshot({ path: screenshotPath('home-today-in-the-messes-no-script-phone') });
    } finally {
      await context.close();
    }
  });

  test('with no menu in any mess the section is not there', async () => {
    const page = await openPage();
    await page.route('**/api/mess/menus', (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/');
    await page.getByRole('heading', { name: 'Latest Notices' }).waitFor();
    expect(await section(page).count()).toBe(0);
  });

  test('a menu last updated more than 14 days ago is marked possibly out of date', async () => {
    const yamuna = (await messesWithMenus()).find(({ mess }) => mess.mess_name === 'Yamuna Mess')!;
    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 3600 * 1000);
    // Written as another process would (a restore, say): the server sees the change within a second.
    const db = new Database(join(site.dataDir, 'hostel.db'));
    try {
      db.query('UPDATE mess_menus SET updated_at = ? WHERE mess_id = ?').run(
        fifteenDaysAgo.toISOString(),
        yamuna.mess._id,
      );
    } finally {
      db.close();
    }
    const deadline = Date.now() + 5000;
    while (!(await (await fetch(`${site.url}/`)).text()).includes('Possibly out of date')) {
      if (Date.now() > deadline) throw new Error('The server did not show the older menu within 5 s.');
      await Bun.sleep(100);
    }
    const page = await openPage();
    await page.goto('/');
    const shownDate = fifteenDaysAgo.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    expect((await card(page, 'Yamuna Mess').locator('.menu-updated').textContent())?.replace(/\s+/g, ' ')).toBe(
      `Last updated ${shownDate} Possibly out of date`,
    );
    expect(await section(page).getByText('Possibly out of date', { exact: true }).count()).toBe(1);
    await card(page, 'Yamuna Mess').screenshot({ path: screenshotPath('home-today-in-the-messes-out-of-date') });
  });
});
