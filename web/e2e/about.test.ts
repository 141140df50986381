// The About page (SPEC.md section 2 "About", section 9): hero, vision, the two
// messages with portraits and signatures, the counters, highlights and cards.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { checkOnEachScreen, nextFrames, offlinePage, screenshotPath, useSite } from './support';

setDefaultTimeout(30_000);

const site = useSite();

describe('about page', () => {
  test('shows the hero, vision, both messages, highlights and summary cards', async () => {
    const page = await offlinePage(site);
    await page.goto('/about');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('About Us');
    expect(await page.locator('.about-hero img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Our Vision' }).isVisible()).toBe(true);
    expect((await page.locator('.about-vision blockquote').innerText()).length).toBeGreaterThan(50);

    for (const [title, portrait, role] of [
      ["Director's Message", 'Portrait of the Director', 'Director'],
      ["Chief Warden's Message", 'Portrait of the Chief Warden', 'Chief Warden'],
    ]) {
      const message = page.locator('.about-message', { has: page.getByRole('heading', { name: title }) });
      const img = message.getByRole('img', { name: portrait });
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((alt) => (document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement)?.naturalWidth > 0, portrait);
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
    // The page's timers run on a clock the test can move on at once; it keeps time as usual otherwise.
    await page.clock.install();
    await page.goto('/about');
    const counters = page.getByTestId('counter');
    expect(await counters.count()).toBe(3);
    // Not yet in view: once the page has looked where the section is (an
    // observer's first report comes with the next frame) and 1.5 s of its time
    // has gone by, the counters are still at zero.
    await page.locator('.about-why').evaluate(
      (section) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(section);
        }),
    );
    await page.clock.runFor(1500);
    await nextFrames(page);
    expect(await counters.allInnerTexts()).toEqual(['0', '#0', '0+']);
    // Screen readers get the final values at once.
    const stats = page.locator('.about-stats');
    expect(await stats.innerText()).toContain('Top');
    expect(await stats.innerText()).toContain('Engineering College');

    await page.getByRole('heading', { name: 'Why Choose Us' }).scrollIntoViewIfNeeded();
    const started = Date.now();
    await page.waitForFunction(() => document.querySelector('[data-testid="counter"]')?.textContent !== '0');
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="counter"]')].map((counter) => counter.textContent).join(',') === '1960,#12,300+',
      null,
      { timeout: 5000 },
    );
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(800);
    expect(took).toBeLessThan(3000);
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
