// The console's Gallery panel against the real server: the
// starting pictures as cards, a caption edited there showing on the
// server-rendered /gallery read without JavaScript (a script in it stays
// text), the home page's preview following the featured flags, and a new
// picture deleted to the trash from the console. A site
// started without --demo has the same nine pictures.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startingGallery } from '../../src/modules/gallery/starting-items';
import {
  DESKTOP,
  acceptConfirm,
  cardTitled,
  largePicture,
  checkPanelOnPhone,
  consoleScreenshot,
  openDialog,
  openGrid,
  openPanel,
  startSite,
  useSite,
} from './support';

setDefaultTimeout(90_000);

const site = useSite();

const openGallery = (page: Page) => openPanel(page, 'Gallery', 'Gallery');
const captions = startingGallery.map((item) => item.caption);

/** A public page as the server renders it, read by a browser with JavaScript off. */
async function withoutJavaScript(path: string) {
  const page = await site.page(DESKTOP, { javaScriptEnabled: false });
  await page.goto(path);
  return page;
}

async function saveCard(page: Page, caption: string, change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const dialog = await openDialog(cardTitled(page, caption), `Edit ${caption}`, 'Edit Picture');
  await change(dialog);
  await dialog.getByRole('button', { name: 'Update Picture' }).click();
  await page.getByText('Picture updated successfully!').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('admin gallery', () => {
  test(
    'the panel lists the starting pictures in order, with ' +
      'picture, caption, category, featured and order; screenshots',
    async () => {
      const { page, grid } = await openGrid(site, openGallery, 'Gallery pictures');
      expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toEqual(captions);
      const first = cardTitled(page, captions[0]);
      await first.getByText('Featured', { exact: true }).waitFor();
      await first.getByText('Rooms', { exact: true }).first().waitFor();
      expect(await first.locator('.card-details').innerText()).toContain('1');
      expect(await cardTitled(page, captions[1]).getByText('Featured', { exact: true }).count()).toBe(0);
      await first
        .locator('img')
        .evaluate((image: HTMLImageElement) =>
          image.complete ? null : new Promise((done) => image.addEventListener('load', done)),
        );
      await consoleScreenshot(page, 'admin-gallery-desktop');
      await checkPanelOnPhone(site, {
        open: openGallery,
        list: 'Gallery pictures',
        screenshot: 'admin-gallery',
        oneColumn: true,
        add: { button: '+ Add Picture', dialog: 'Add Picture' },
      });
    },
  );

  test(
    'a caption edited in the console shows at once on the ' +
      'server-rendered /gallery without JavaScript, a script in it as text',
    async () => {
      const page = await site.page();
      await openGallery(page);
      const edited = 'Lunch hour <script>alert(1)</script> in the dining hall';
      await saveCard(page, captions[2], (dialog) => dialog.getByLabel('Caption').fill(edited));

      const html = await (await fetch(`${site.url}/gallery`)).text();
      expect(html).toContain('Lunch hour &lt;script&gt;alert(1)&lt;/script&gt; in the dining hall');
      expect(html).not.toContain('<script>alert(1)');

      const visitor = await withoutJavaScript('/gallery?category=Mess');
      const tileCaptions = visitor.locator('.gallery-tile-caption > span:last-child');
      expect(await tileCaptions.allTextContents()).toEqual([edited, captions[3]]);
      let alerted = false;
      visitor.on('dialog', () => (alerted = true));
      expect(alerted).toBe(false);
    },
  );

  test("the home page's preview shows the featured pictures, as the console sets them", async () => {
    const featured = (page: Page) => page.locator('.home-gallery-dots button').count();
    expect(await featured(await withoutJavaScript('/'))).toBe(5);

    const page = await site.page();
    await openGallery(page);
    await saveCard(page, captions[0], (dialog) => dialog.getByLabel(/^Featured/).uncheck());
    const home = await withoutJavaScript('/');
    expect(await featured(home)).toBe(4);
    expect(await home.getByTestId('gallery-caption').innerText()).not.toBe(captions[0]);

    await saveCard(page, captions[0], (dialog) => dialog.getByLabel(/^Featured/).check());
    expect(await featured(await withoutJavaScript('/'))).toBe(5);
    expect(await (await withoutJavaScript('/')).getByTestId('gallery-caption').innerText()).toBe(captions[0]);
  });

  test(
    'a picture added in the console ' + 'with the picker shows on /gallery, ' + 'and goes to the trash on delete',
    async () => {
      const page = await site.page();
      await openGallery(page);
      const form = await openDialog(page, '+ Add Picture', 'Add Picture');
      await form
        .getByLabel('Picture', { exact: true })
        .setInputFiles(
          await largePicture(page, { name: 'court.png', width: 800, height: 600, colors: ['#15803d', '#fbbf24'] }),
        );
      await form.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await form.getByLabel(/^Caption/).fill('Basketball finals on the new court');
      await form.getByLabel(/^Category/).selectOption('Sports');
      const posted = page.waitForRequest(
        (request) => request.url().endsWith('/api/gallery') && request.method() === 'POST',
      );
      await form.getByRole('button', { name: 'Add Picture', exact: true }).click();
      expect((await posted).postDataJSON().image).toStartWith('data:image/');
      await page.getByText('Picture added successfully!').waitFor();
      await form.waitFor({ state: 'detached' });
      const sports = await withoutJavaScript('/gallery?category=Sports');
      expect(await sports.locator('.gallery-tile-caption > span:last-child').allTextContents()).toEqual([
        captions[6],
        'Basketball finals on the new court',
      ]);

      const card = cardTitled(page, 'Basketball finals on the new court');
      expect(
        await acceptConfirm(page, () =>
          card.getByRole('button', { name: 'Delete Basketball finals on the new court' }).click(),
        ),
      ).toBe('Are you sure you want to delete this picture?');
      await page.getByText('Picture deleted successfully!').waitFor();
      await card.waitFor({ state: 'detached' });
      expect(await (await fetch(`${site.url}/gallery?category=Sports`)).text()).not.toContain('Basketball finals');
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      await page.getByText('Basketball finals on the new court').waitFor();
    },
  );

  test('a site started without --demo has the same nine pictures', async () => {
    const plain = await startSite({ demo: false });
    try {
      const page = await plain.page(DESKTOP, { javaScriptEnabled: false });
      await page.goto('/gallery');
      expect(await page.locator('.gallery-tile-caption > span:last-child').allTextContents()).toEqual(captions);
    } finally {
      await plain.stop();
    }
  });
});
