// A page's pictures: a new one arrives as a data URL, passes the site's picture
// checks, is stored and named by its address; a bad one or a made-up address
// is refused on its field with nothing saved; the pictures a page or any of its
// revisions names are kept by the sweep and in backups.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_DATA_URL, blobStored, startTestApp, startTestAppBeforeAll, storedBlobKeys } from '../../testing';
import { createApp } from '../../app';
import { ok } from '../../testing/fixtures';
import { DiskBlobs } from '../../storage/blobs';
import { IMAGE_TYPE_MESSAGE } from '../../storage/image-input';
import { referencedBlobKeys } from '../../storage/referenced-blobs';
import { createBackup } from '../../backup/create-backup';
import { restoreBackup } from '../../backup/restore-backup';
import { aboutDefaults, type AboutContent } from './content/about';
import { PAGE_PICTURE_ADDRESS } from './content/fields';
import type { Page, PageRevision } from './model';

setDefaultTimeout(60_000);

const t = startTestAppBeforeAll();
const ABOUT = '/api/pages/about';

const withPortrait = (portrait: string): AboutContent => ({
  ...aboutDefaults,
  messages: { ...aboutDefaults.messages, director: { ...aboutDefaults.messages.director, portrait } },
});
const portraitOf = (page: Page) => (page.content as AboutContent).messages.director.portrait;
const readAbout = async () => (await t.call('GET', ABOUT)).json as Page;
const keyOf = (address: string) => `images/${address.split('/').at(-1)}`;
/** A second picture, different bytes from PNG_DATA_URL: a 1x1 GIF. */
const GIF_DATA_URL = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

describe("a page's pictures", () => {
  test('a new picture is stored, named by its address in the content, and read from it at any size', async () => {
    const saved = (await ok(t.admin('PUT', ABOUT, { content: withPortrait(PNG_DATA_URL) }))).data as Page;
    const address = portraitOf(saved);
    expect(address).toMatch(PAGE_PICTURE_ADDRESS);
    expect(portraitOf(await readAbout())).toBe(address);
    expect(await blobStored(t.ctx, keyOf(address))).toBe(true);

    const picture = await t.call('GET', address);
    expect(picture.status).toBe(200);
    expect(picture.response.headers.get('content-type')).toBe('image/png');
    expect(picture.response.headers.get('cache-control')).toContain('immutable');
    const variant = await t.call('GET', `${address}?w=320`);
    expect(variant.status).toBe(200);
    expect(variant.response.headers.get('content-type')).toBe('image/webp');

    // Saving the content as read keeps the picture.
    expect(portraitOf((await ok(t.admin('PUT', ABOUT, { content: (await readAbout()).content }))).data)).toBe(address);
  });

  test('two new pictures in one save are both stored', async () => {
    const content = withPortrait(PNG_DATA_URL);
    content.messages.chiefWarden = { ...content.messages.chiefWarden, portrait: GIF_DATA_URL };
    const saved = (await ok(t.admin('PUT', ABOUT, { content }))).data.content as AboutContent;
    const { director, chiefWarden } = saved.messages;
    expect(director.portrait).not.toBe(chiefWarden.portrait);
    expect((await t.call('GET', director.portrait)).response.headers.get('content-type')).toBe('image/png');
    expect((await t.call('GET', chiefWarden.portrait)).response.headers.get('content-type')).toBe('image/gif');
  });

  test('a picture the checks refuse is a 400 on its field: nothing saved, no blob left behind', async () => {
    const before = await readAbout();
    const revisions = ((await t.admin('GET', `${ABOUT}/revisions`)).json as PageRevision[]).length;
    const blobs = await storedBlobKeys(t.ctx, 'images');
    const markup = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const notAPicture = `data:image/png;base64,${markup}`;
    // The other portrait is a good new picture: it must not be stored either.
    const content = withPortrait(notAPicture);
    content.messages.chiefWarden = { ...content.messages.chiefWarden, portrait: GIF_DATA_URL };

    const refused = await t.admin('PUT', ABOUT, { content });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ path: 'messages.director.portrait', message: IMAGE_TYPE_MESSAGE }]);
    expect(await readAbout()).toEqual(before);
    expect(((await t.admin('GET', `${ABOUT}/revisions`)).json as PageRevision[]).length).toBe(revisions);
    expect(await storedBlobKeys(t.ctx, 'images')).toEqual(blobs);
  });

  test(
    'a picture over the upload limit ' + 'is a 413 like every other upload, ' + 'on its field, and nothing is saved',
    async () => {
      const small = await startTestApp({ uploadLimitBytes: 32 });
      try {
        const refused = await small.admin('PUT', ABOUT, { content: withPortrait(GIF_DATA_URL) });
        expect(refused.status).toBe(413);
        expect(refused.json.message).toBe('The file is too large. The limit is 1 KB.');
        expect(refused.json.errors).toEqual([
          { path: 'messages.director.portrait', message: 'The file is too large. The limit is 1 KB.' },
        ]);
        expect(await storedBlobKeys(small.ctx, 'images')).toEqual([]);
      } finally {
        await small.stop();
      }
    },
  );

  test('a made-up address, a built-in picture the site lacks and any other text are refused', async () => {
    const before = await readAbout();
    const refusals = [
      [
        '/api/pages/pictures/0123456789abcdef0123456789abcdef.webp',
        "This picture is not one of the site's: choose a picture with the picture picker.",
      ],
      [
        '/pictures/someone-else.webp',
        'Portrait must be a picture built into the site or one uploaded through the picture picker',
      ],
      [
        'https://example.org/portrait.webp',
        'Portrait must be a picture built into the site or one uploaded through the picture picker',
      ],
      ['portrait.webp', 'Portrait must be a picture built into the site or one uploaded through the picture picker'],
      ['', 'Portrait is required'],
    ];
    for (const [portrait, message] of refusals) {
      const refused = await t.admin('PUT', ABOUT, { content: withPortrait(portrait) });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([{ path: 'messages.director.portrait', message }]);
    }
    expect(await readAbout()).toEqual(before);
    expect((await t.call('GET', '/api/pages/pictures/0123456789abcdef0123456789abcdef.webp')).status).toBe(404);
  });

  test('a restored revision brings its picture back; every revision keeps its pictures from the sweep', async () => {
    const first = portraitOf((await ok(t.admin('PUT', ABOUT, { content: withPortrait(PNG_DATA_URL) }))).data);
    const second = portraitOf((await ok(t.admin('PUT', ABOUT, { content: withPortrait(GIF_DATA_URL) }))).data);
    expect(second).not.toBe(first);

    const referenced = await referencedBlobKeys(t.ctx.db);
    expect(referenced.has(keyOf(first))).toBe(true);
    expect(referenced.has(keyOf(second))).toBe(true);
    // The start-up sweep (SQLite's blobs on disk) deletes only what no row or page names.
    if (t.ctx.blobs instanceof DiskBlobs) t.ctx.blobs.sweepOrphans(referenced);
    expect(await blobStored(t.ctx, keyOf(first))).toBe(true);

    const revisions = (await t.admin('GET', `${ABOUT}/revisions`)).json as PageRevision[];
    const old = revisions.find((revision) => (revision.content as AboutContent).messages.director.portrait === first)!;
    const restored = (await ok(t.admin('POST', `${ABOUT}/revisions/${old._id}/restore`))).data as Page;
    expect(portraitOf(restored)).toBe(first);
    expect(portraitOf(await readAbout())).toBe(first);
    expect((await t.call('GET', first)).status).toBe(200);
    expect(await blobStored(t.ctx, keyOf(second))).toBe(true);
  });

  test('a backup holds the pictures of the page and its revisions, and a restore brings them back', async () => {
    const address = portraitOf((await ok(t.admin('PUT', ABOUT, { content: withPortrait(GIF_DATA_URL) }))).data);
    const scratch = mkdtempSync(join(tmpdir(), 'hostel-page-pictures-'));
    const backup = await createBackup({ db: t.ctx.db, dataDir: t.dataDir }, join(scratch, 'site.tar.gz'));
    expect(backup.missingBlobs).toEqual([]);
    const target = join(scratch, 'restored');
    expect((await restoreBackup(backup.path, target)).missingBlobs).toEqual([]);
    const restored = await createApp({ dataDir: target, log: () => {} });
    try {
      const picture = await restored.app.handle(new Request(`http://localhost${address}`));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/gif');
    } finally {
      await restored.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
