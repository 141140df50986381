// The About page (SPEC.md section 2 "About", section 9): hero, vision, the two
// messages with portraits and signatures, the counters, highlights and cards.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { AboutContent } from '../../src/modules/pages/content/about';
import { callApi } from '../../scripts/harness-util';
import {
  DESKTOP,
  adminToken,
  checkOnEachScreen,
  offlinePage,
  pauseClock,
  queuedTasksRun,
  screenshotPath,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

describe('about page', () => {
  test('shows the hero, vision, both messages, highlights and summary cards', async () => {
    const page = await offlinePage(site);
    await page.goto('/about');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('About Us');
    expect(await page.locator('.about-hero img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(await page.getByRole('heading', { name: 'Our Vision' }).isVisible()).toBe(true);
    expect((await page.locator('.about-vision blockquote').innerText()).length).toBeGreaterThan(50);

    for (const [title, portrait, role] of [
      ["Director's Message", 'Portrait of the Director', 'Director'],
      ["Chief Warden's Message", 'Portrait of the Chief Warden', 'Chief Warden'],
    ]) {
      const message = page.locator('.about-message', { has: page.getByRole('heading', { name: title }) });
      const img = message.getByRole('img', { name: portrait });
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (alt) => (document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement)?.naturalWidth > 0,
        portrait,
      );
      expect(await message.locator('p').count()).toBeGreaterThanOrEqual(2);
      const signature = message.locator('.about-signature');
      expect(await signature.locator('strong').innerText()).toMatch(/^(Prof|Dr)\. /);
      expect(await signature.locator('span').innerText()).toBe(role);
    }

    expect(await page.getByRole('heading', { name: 'Why Choose Us' }).count()).toBe(1);
    expect(await page.locator('.about-highlight-list li').count()).toBe(6);
    expect(await page.locator('.about-summary-card').count()).toBe(3);
  });

  test('the counters start when visible and reach 1960, #12, 300+ in about 40 ticks of 30 ms', async () => {
    const page = await offlinePage(site);
    // The page's timers run on a clock the test moves on: the count is checked
    // tick by tick in the page's time, however busy the machine is.
    await page.clock.install();
    await page.goto('/about');
    await pauseClock(page);
    const counters = page.getByTestId('counter');
    expect(await counters.count()).toBe(3);
    // What the counters show once the page has done what the clock set off.
    const shownNow = async () => {
      await queuedTasksRun(page);
      return counters.allInnerTexts();
    };
    // Resolves once the section is seen as the page's observer sees it (30 %
    // in view): observers report in the order they were made, so the page's,
    // made first, has reported by then.
    const seen = (visible: boolean) =>
      page.locator('.about-why').evaluate(
        (section, visible) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(
              ([entry]) => {
                if ((entry.isIntersecting && entry.intersectionRatio >= 0.3) !== visible) return;
                observer.disconnect();
                resolve();
              },
              { threshold: 0.3 },
            );
            observer.observe(section);
          }),
        visible,
      );
    // Not yet in view: once the page has looked where the section is and 1.5 s
    // of its time has gone by, the counters are still at zero.
    await seen(false);
    await page.clock.runFor(1500);
    expect(await shownNow()).toEqual(['0', '#0', '0+']);
    // Screen readers get the final values at once.
    const stats = page.locator('.about-stats');
    expect(await stats.innerText()).toContain('Top');
    expect(await stats.innerText()).toContain('Engineering College');

    await page.getByRole('heading', { name: 'Why Choose Us' }).scrollIntoViewIfNeeded();
    await seen(true);
    // Each tick comes 30 ms after the last, not a millisecond sooner, and moves
    // every counter on towards its number; the 40th ends on it.
    const final = ['1960', '#12', '300+'];
    let before = await shownNow();
    expect(before).toEqual(['0', '#0', '0+']);
    for (let tick = 1; tick <= 40; tick++) {
      await page.clock.runFor(29);
      expect(await shownNow()).toEqual(before);
      await page.clock.runFor(1);
      const after = await shownNow();
      expect(Number(after[0])).toBeGreaterThan(Number(before[0]));
      if (tick < 40) expect(after).not.toEqual(final);
      before = after;
    }
    expect(before).toEqual(final);
    // And there it stays.
    await page.clock.runFor(1000);
    expect(await shownNow()).toEqual(final);
    const labels = await page.locator('.about-stat-label').allInnerTexts();
    expect(labels).toEqual(['Established', 'National Ranking (2023)', 'Acres of Campus', 'Engineering College']);
    await page.locator('.about-why').screenshot({ path: screenshotPath('about-counters') });
  });

  test('with reduced motion the counters show their numbers at once', async () => {
    const page = await offlinePage(site);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    expect(await page.getByTestId('counter').allInnerTexts()).toEqual(['1960', '#12', '300+']);
  });

  test('screenshots on a phone and a desktop, and no accessibility problems', async () => {
    await checkOnEachScreen(site, { path: '/about', name: 'about', reducedMotion: true });
  });
});

describe('about page content', () => {
  test(
    "a chief warden's name saved through the API is in " + 'the page the server renders, read without JavaScript',
    async () => {
      const token = await adminToken(site);
      const { content } = (await (await fetch(`${site.url}/api/pages/about`)).json()) as { content: AboutContent };
      const chiefWarden = { ...content.messages.chiefWarden, name: 'Dr. Meera Shenoy' };
      await callApi(site.url, token, 'PUT', '/api/pages/about', {
        content: { ...content, messages: { ...content.messages, chiefWarden } },
      });

      const context = await site.browser.newContext({ baseURL: site.url, viewport: DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/about');
      const message = page.locator('.about-message', {
        has: page.getByRole('heading', { name: "Chief Warden's Message" }),
      });
      expect(await message.locator('.about-signature strong').innerText()).toBe('Dr. Meera Shenoy');
      await context.close();
    },
  );
});
