// The gallery: its category filters, the 9-per-page grid, and the lightbox
// that shows an arrow only where a neighbour exists.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startingGallery as galleryItems } from '../../src/modules/gallery/starting-items';
import { animationsEnded, focusAfterPresses, forEachScreen, fullPageScreenshot, loadAllImages, PHONE, screenshotPath, useSite } from './support';

setDefaultTimeout(60_000);

const site = useSite();

const CATEGORIES = ['All', 'Rooms', 'Mess', 'Events', 'Sports', 'Campus Views'];
const tiles = (page: Page) => page.locator('.gallery-tile');
const filter = (page: Page, name: string) => page.getByRole('group', { name: 'Filter pictures by category' }).getByRole('button', { name, exact: true });
const captionsFor = (category: string) =>
  galleryItems.filter((item) => category === 'All' || item.category === category).map((item) => item.caption);
const lightbox = (page: Page) => page.getByTestId('lightbox');
/** The tiles' captions; each tile is a button named 'Enlarge:' and what it shows. */
const tileCaptions = (page: Page) => tiles(page).locator('.gallery-tile-caption > span:last-child').allTextContents();

async function openGallery(page: Page) {
  await page.goto('/gallery');
  await tiles(page).first().waitFor();
}

async function lightboxState(page: Page) {
  return {
    caption: await lightbox(page).locator('figcaption').textContent(),
    previous: await lightbox(page).getByRole('button', { name: 'Previous picture' }).count(),
    next: await lightbox(page).getByRole('button', { name: 'Next picture' }).count(),
  };
}

describe('Gallery', () => {
  test('a fixed list of 9 pictures in the five categories', () => {
    expect(galleryItems).toHaveLength(9);
    const count = (category: string) => galleryItems.filter((item) => item.category === category).length;
    expect([count('Rooms'), count('Mess'), count('Events'), count('Sports'), count('Campus Views')]).toEqual([2, 2, 2, 1, 2]);
    expect(galleryItems.some((item) => item.featured)).toBe(true);
  });

  test('heading, filters, and all 9 pictures on one page without page controls', async () => {
    const page = await site.page();
    await openGallery(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hostel Life in Pictures');
    const buttons = page.getByRole('group', { name: 'Filter pictures by category' }).getByRole('button');
    expect(await buttons.allTextContents()).toEqual(CATEGORIES);
    expect(await filter(page, 'All').getAttribute('aria-pressed')).toBe('true');
    expect(await tiles(page).count()).toBe(9);
    expect(await tileCaptions(page)).toEqual(captionsFor('All'));
    expect(await page.getByRole('button', { name: `Enlarge: ${galleryItems[0].category}` }).first().textContent()).toContain(galleryItems[0].caption);
    expect(await page.getByRole('navigation', { name: 'Gallery pages' }).count()).toBe(0);
    await page.close();
  });

  test('each category filter shows its pictures and is the one pressed', async () => {
    const page = await site.page();
    await openGallery(page);
    for (const category of CATEGORIES) {
      await filter(page, category).click();
      expect(await filter(page, category).getAttribute('aria-pressed')).toBe('true');
      for (const other of CATEGORIES.filter((name) => name !== category)) {
        expect(await filter(page, other).getAttribute('aria-pressed')).toBe('false');
      }
      expect(await tileCaptions(page)).toEqual(captionsFor(category));
      // Every category fits on page 1, so the page controls never show.
      expect(await page.getByRole('navigation', { name: 'Gallery pages' }).count()).toBe(0);
    }
    await page.close();
  });

  test('the lightbox walks the pictures with an arrow only where a neighbour exists', async () => {
    const page = await site.page();
    await openGallery(page);
    const captions = captionsFor('All');
    await tiles(page).first().click();
    expect(await lightboxState(page)).toEqual({ caption: captions[0], previous: 0, next: 1 });
    for (let index = 1; index < captions.length; index++) {
      await lightbox(page).getByRole('button', { name: 'Next picture' }).click();
      expect(await lightboxState(page)).toEqual({ caption: captions[index], previous: 1, next: index < captions.length - 1 ? 1 : 0 });
    }
    await page.keyboard.press('ArrowLeft');
    expect((await lightboxState(page)).caption).toBe(captions.at(-2)!);
    await page.keyboard.press('Escape');
    expect(await lightbox(page).count()).toBe(0);

    await tiles(page).nth(4).click();
    expect(await lightboxState(page)).toEqual({ caption: captions[4], previous: 1, next: 1 });
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    expect(await lightbox(page).count()).toBe(0);
    await page.close();
  });

  test('within a category the lightbox stays in it; a single picture has no arrows', async () => {
    const page = await site.page();
    await openGallery(page);
    await filter(page, 'Sports').click();
    await tiles(page).first().click();
    expect(await lightboxState(page)).toEqual({ caption: captionsFor('Sports')[0], previous: 0, next: 0 });
    await page.keyboard.press('Escape');

    await filter(page, 'Rooms').click();
    const rooms = captionsFor('Rooms');
    await tiles(page).last().click();
    expect(await lightboxState(page)).toEqual({ caption: rooms[1], previous: 1, next: 0 });
    await lightbox(page).getByRole('button', { name: 'Previous picture' }).click();
    expect(await lightboxState(page)).toEqual({ caption: rooms[0], previous: 0, next: 1 });
    await page.close();
  });

  test('following a link to the gallery shows All again, as its address says', async () => {
    const page = await site.page();
    await page.goto('/gallery?category=Mess');
    expect(await filter(page, 'Mess').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await page.locator('.navbar-dropdown').getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL((url) => url.pathname === '/gallery' && url.search === '');
    expect(await filter(page, 'All').getAttribute('aria-pressed')).toBe('true');
    expect(await filter(page, 'Mess').getAttribute('aria-pressed')).toBe('false');
    expect(await tileCaptions(page)).toEqual(captionsFor('All'));
    await page.close();
  });

  test('the lightbox takes the focus to its close button, keeps it inside, and gives it back to the picture', async () => {
    const page = await site.page(PHONE);
    await openGallery(page);
    const tile = tiles(page).nth(4);
    await tile.focus();
    await page.keyboard.press('Enter');
    const close = lightbox(page).getByRole('button', { name: 'Close' });
    await close.waitFor();
    expect(await close.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await focusAfterPresses(lightbox(page), 'Tab', 4)).toEqual(['Previous picture', 'Next picture', 'Close', 'Previous picture']);
    expect(await focusAfterPresses(lightbox(page), 'Shift+Tab', 2)).toEqual(['Close', 'Next picture']);
    await animationsEnded(page);
    await page.screenshot({ path: screenshotPath('gallery-lightbox-focus-phone') });
    await page.keyboard.press('Escape');
    await lightbox(page).waitFor({ state: 'detached' });
    expect(await tile.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });

  test('screenshots at phone and desktop widths, no horizontal overflow', async () => {
    await forEachScreen(site, async (page, screen) => {
      await openGallery(page);
      await loadAllImages(page);
      await fullPageScreenshot(page, `gallery-${screen}`);
      await tiles(page).nth(1).click();
      await lightbox(page).locator('img').evaluate((image: HTMLImageElement) => image.decode().catch(() => {}));
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath(`gallery-lightbox-${screen}`) });
    });
  });
});
