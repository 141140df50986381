// The gallery: its category filters, the 9-per-page grid whose pages are
// addresses (`?page=`), and the lightbox that shows an arrow only where a neighbour exists.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import type { GalleryItem } from '../../src/modules/gallery/model';
import { startingGallery as galleryItems } from '../../src/modules/gallery/starting-items';
import { callApi } from '../../scripts/harness-util';
import {
  adminToken,
  animationsEnded,
  focusAfterPresses,
  forEachScreen,
  fullPageScreenshot,
  loadAllImages,
  PHONE,
  screenshotPath,
  useSite,
} from './support';

setDefaultTimeout(60_000);

const site = useSite();

const CATEGORIES = ['All', 'Rooms', 'Mess', 'Events', 'Sports', 'Campus Views'];
const tiles = (page: Page) => page.locator('.gallery-tile');
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter pictures by category' }).getByRole('button', { name, exact: true });
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
    expect([count('Rooms'), count('Mess'), count('Events'), count('Sports'), count('Campus Views')]).toEqual([
      2, 2, 2, 1, 2,
    ]);
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
    expect(
      await page
        .getByRole('button', { name: `Enlarge: ${galleryItems[0].category}` })
        .first()
        .textContent(),
    ).toContain(galleryItems[0].caption);
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
      expect(await lightboxState(page)).toEqual({
        caption: captions[index],
        previous: 1,
        next: index < captions.length - 1 ? 1 : 0,
      });
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

  test(
    'the lightbox takes the focus to its close button, ' + 'keeps it inside, and gives it back to the picture',
    async () => {
      const page = await site.page(PHONE);
      await openGallery(page);
      const tile = tiles(page).nth(4);
      await tile.focus();
      await page.keyboard.press('Enter');
      const close = lightbox(page).getByRole('button', { name: 'Close' });
      await close.waitFor();
      expect(await close.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await focusAfterPresses(lightbox(page), 'Tab', 4)).toEqual([
        'Previous picture',
        'Next picture',
        'Close',
        'Previous picture',
      ]);
      expect(await focusAfterPresses(lightbox(page), 'Shift+Tab', 2)).toEqual(['Close', 'Next picture']);
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath('gallery-lightbox-focus-phone') });
      await page.keyboard.press('Escape');
      await lightbox(page).waitFor({ state: 'detached' });
      expect(await tile.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.close();
    },
  );

  test('screenshots at phone and desktop widths, no horizontal overflow', async () => {
    await forEachScreen(site, async (page, screen) => {
      await openGallery(page);
      await loadAllImages(page);
      await fullPageScreenshot(page, `gallery-${screen}`);
      await tiles(page).nth(1).click();
      await lightbox(page)
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.decode().catch(() => {}));
      await animationsEnded(page);
      await page.screenshot({ path: screenshotPath(`gallery-lightbox-${screen}`) });
    });
  });
});

describe('Gallery pages', () => {
  // Three more pictures than the nine the demo starts with: a second page of three.
  const ADDED = [
    { caption: 'Study lamps on the second floor', category: 'Rooms' },
    { caption: 'Evening tea at the mess', category: 'Mess' },
    { caption: 'Rooftop view at dusk', category: 'Campus Views' },
  ];
  let token = '';
  const added: GalleryItem[] = [];
  let captions: string[] = [];

  beforeAll(async () => {
    token = await adminToken(site);
    const [first] = (await (await fetch(`${site.url}/api/gallery`)).json()) as GalleryItem[];
    const picture = await fetch(`${site.url}${first.image}`);
    const bytes = Buffer.from(await picture.arrayBuffer());
    const image = `data:${picture.headers.get('content-type')};base64,${bytes.toString('base64')}`;
    for (const item of ADDED)
      added.push((await callApi(site.url, token, 'POST', '/api/gallery', { ...item, image })).data);
    captions = ((await (await fetch(`${site.url}/api/gallery`)).json()) as GalleryItem[]).map((item) => item.caption);
  });

  afterAll(async () => {
    for (const item of added) await callApi(site.url, token, 'DELETE', `/api/gallery/${item._id}`);
  });

  const pagination = (page: Page) => page.getByRole('navigation', { name: 'Gallery pages' });
  const pageLink = (page: Page, number: number) =>
    pagination(page).getByRole('link', { name: `Page ${number}`, exact: true });
  /** The page controls: each one's text, whether it is a link and where to, and the current page's. */
  const controls = (page: Page) =>
    pagination(page)
      .locator('a, button')
      .evaluateAll((elements) =>
        elements.map((element) =>
          [element.textContent, element.getAttribute('href'), element.getAttribute('aria-current')].join(' ').trim(),
        ),
      );

  test('without JavaScript, the second page is a link away, and the server renders it', async () => {
    expect(captions).toHaveLength(12);
    const page = await site.page(undefined, { javaScriptEnabled: false });
    await page.goto('/gallery');
    expect(await tileCaptions(page)).toEqual(captions.slice(0, 9));
    expect(await controls(page)).toEqual(['Previous', '1 /gallery page', '2 /gallery?page=2', 'Next /gallery?page=2']);
    await pageLink(page, 2).click();
    await page.waitForURL((url) => url.search === '?page=2');
    expect(await tileCaptions(page)).toEqual(captions.slice(9));
    expect(await controls(page)).toEqual(['Previous /gallery', '1 /gallery', '2 /gallery?page=2 page', 'Next']);
    await filter(page, 'Rooms').click();
    await page.waitForURL((url) => url.search === '?category=Rooms');
    expect(await tileCaptions(page)).toEqual([...captionsFor('Rooms'), ADDED[0].caption]);
    await page.goBack();
    await pagination(page).getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await tileCaptions(page)).toEqual(captions.slice(0, 9));
    await page.close();
  });

  test(
    'with JavaScript, a page is followed without a reload, ' +
      'kept in the address, and a category starts again at page 1',
    async () => {
      const page = await site.page();
      await page.goto('/gallery');
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await pageLink(page, 2).click();
      await page.waitForURL((url) => url.search === '?page=2');
      expect(await tileCaptions(page)).toEqual(captions.slice(9));
      expect(await pageLink(page, 2).getAttribute('aria-current')).toBe('page');
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // The lightbox counts from the page's first picture.
      await tiles(page).first().click();
      expect((await lightboxState(page)).caption).toBe(captions[9]);
      await page.keyboard.press('Escape');

      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await tileCaptions(page)).toEqual(captions.slice(9));
      expect(await pageLink(page, 2).getAttribute('aria-current')).toBe('page');

      await page.goBack();
      await page.waitForURL((url) => url.search === '');
      expect(await tileCaptions(page)).toEqual(captions.slice(0, 9));
      await page.goForward();
      await page.waitForURL((url) => url.search === '?page=2');
      expect(await tileCaptions(page)).toEqual(captions.slice(9));

      await filter(page, 'Rooms').click();
      await page.waitForURL((url) => url.search === '?category=Rooms');
      expect(await tileCaptions(page)).toEqual([...captionsFor('Rooms'), ADDED[0].caption]);
      expect(await pagination(page).count()).toBe(0);
      await page.close();
    },
  );

  test('an address past the last page shows the last', async () => {
    const page = await site.page();
    await page.goto('/gallery?page=7');
    expect(await tileCaptions(page)).toEqual(captions.slice(9));
    expect(await pageLink(page, 2).getAttribute('aria-current')).toBe('page');
    await page.goto('/gallery?category=Rooms&page=2');
    expect(await filter(page, 'Rooms').getAttribute('aria-pressed')).toBe('true');
    expect(await tileCaptions(page)).toEqual([...captionsFor('Rooms'), ADDED[0].caption]);
    await page.close();
  });

  test('screenshots of the page controls at phone and desktop widths', async () => {
    await forEachScreen(site, async (page, screen) => {
      await page.goto('/gallery');
      await pagination(page).screenshot({ path: screenshotPath(`gallery-pagination-${screen}`) });
    });
  });
});
