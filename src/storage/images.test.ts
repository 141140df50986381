import { describe, expect, spyOn, test } from 'bun:test';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blobStored, PNG_DATA_URL, startTestAppBeforeAll, storedBlobKeys } from '../testing';
import { DiskBlobs } from './blobs';
import { isComplete } from './image-input';

const t = startTestAppBeforeAll();

const PNG_1X1 = Buffer.from(PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1), 'base64');
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** The smallest well-formed AVIF container: an `ftyp` box naming avif, then a `meta` box. */
const AVIF_CONTAINER = new Uint8Array([
  0,
  0,
  0,
  20,
  ...Buffer.from('ftypavif'),
  0,
  0,
  0,
  0,
  ...Buffer.from('avif'),
  0,
  0,
  0,
  8,
  ...Buffer.from('meta'),
]);

const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

const event = (image: unknown) => ({ title: 'Hostel Day', description: 'Annual day', date: '2030-03-01', image });

async function addEvent(image: unknown) {
  const created = await t.admin('POST', '/api/events', event(image));
  expect(created.status).toBe(200);
  return created.json.data;
}

const imageKeyOf = async (id: string) =>
  (await t.ctx.db.get<{ image: string | null }>('SELECT image FROM events WHERE id = ?', id))!.image;

const variantFiles = () => readdirSync(join(t.dataDir, 'blobs', 'variants'));

/** A PNG whose header is whole and whose pixels are cut off. */
const cutShortPng = async () => (await new Bun.Image(PNG_1X1).resize(800, 600).png().bytes()).slice(0, 300);

/** What an error response must never carry: the picture's type, ETag or long caching. */
function expectUncachedError(response: Response) {
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('etag')).toBeNull();
  expect([null, 'no-store']).toContain(response.headers.get('cache-control'));
}

describe('image uploads', () => {
  test('JPEG, PNG, WebP, GIF and AVIF are taken, judged by their bytes, and served with their type', async () => {
    const pictures: [string, Uint8Array, string][] = [
      ['JPEG', await new Bun.Image(PNG_1X1).jpeg().bytes(), 'image/jpeg'],
      ['PNG', PNG_1X1, 'image/png'],
      ['WebP', await new Bun.Image(PNG_1X1).webp().bytes(), 'image/webp'],
      ['GIF', GIF_1X1, 'image/gif'],
      ['AVIF', AVIF_CONTAINER, 'image/avif'],
    ];
    for (const [, bytes, type] of pictures) {
      // The declared type is ignored: every picture claims to be a PNG.
      const created = await addEvent(dataUrl('image/png', bytes));
      const image = await t.call('GET', created.image);
      expect(image.status).toBe(200);
      expect(image.response.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await image.response.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
  });

  test('SVG and anything that is not a picture get 415 and store nothing', async () => {
    const before = await storedBlobKeys(t.ctx, 'images');
    for (const image of [
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
      dataUrl('image/png', Buffer.from('not a picture')),
    ]) {
      const refused = await t.admin('POST', '/api/events', event(image));
      expect(refused.status).toBe(415);
      expect(refused.json.message).toBe('The image must be a JPEG, PNG, WebP, GIF or AVIF picture.');
    }
    expect(await storedBlobKeys(t.ctx, 'images')).toEqual(before);
  });

  test('a PNG, WebP or JPEG is whole only up to its end: cut short, it is not', async () => {
    const picture = new Bun.Image(PNG_1X1).resize(400, 300);
    for (const [type, bytes] of [
      ['image/png', await picture.png().bytes()],
      ['image/webp', await picture.webp().bytes()],
      ['image/jpeg', await picture.jpeg().bytes()],
    ] as const) {
      expect([type, isComplete(bytes, type), isComplete(bytes.slice(0, Math.floor(bytes.length * 0.8)), type)]).toEqual(
        [type, true, false],
      );
    }
  });

  test('a picture cut short after its header gets 415 and stores nothing', async () => {
    const before = await storedBlobKeys(t.ctx, 'images');
    const refused = await t.admin('POST', '/api/events', event(dataUrl('image/png', await cutShortPng())));
    expect(refused.status).toBe(415);
    expect(refused.json.message).toBe(
      'The image could not be read. The image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(await storedBlobKeys(t.ctx, 'images')).toEqual(before);
  });

  test('a form whose image input was left empty keeps the image', async () => {
    const created = await addEvent(PNG_DATA_URL);
    const form = new FormData();
    form.append('title', 'Hostel Night');
    form.append('description', 'Annual day');
    form.append('date', '2030-03-01');
    form.append('image', new File([], ''));
    const updated = await t.call('PUT', `/api/events/${created._id}`, { body: form, token: t.token });
    expect(updated.status).toBe(200);
    expect(updated.json.data.title).toBe('Hostel Night');
    expect(updated.json.data.image).toBe(created.image);
  });
});

describe('image reads', () => {
  test('strong ETag, 304, and long caching only for the versioned URL', async () => {
    const created = await addEvent(PNG_DATA_URL);
    const image = await t.call('GET', created.image);
    const etag = image.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(image.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.call('GET', created.image, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const unversioned = await t.call('GET', `/api/events/image/${created._id}`);
    expect(unversioned.response.headers.get('cache-control')).toBe('public, no-cache');
  });

  test('?w= sends a WebP of the next listed width, made once and kept on disk', async () => {
    const large = await new Bun.Image(PNG_1X1).resize(800).png().bytes();
    const created = await addEvent(dataUrl('image/png', large));
    const before = variantFiles().length;

    const variant = await t.call('GET', `${created.image}&w=400`);
    expect(variant.status).toBe(200);
    expect(variant.response.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await variant.response.arrayBuffer());
    expect((await new Bun.Image(bytes).metadata()).width).toBe(480);
    const etag = variant.response.headers.get('etag')!;
    expect(etag).toMatch(/-w480"$/);
    expect(etag).not.toBe((await t.call('GET', created.image)).response.headers.get('etag'));
    expect(variantFiles().length).toBe(before + 1);

    const again = await t.call('GET', `${created.image}&w=480`);
    expect(new Uint8Array(await again.response.arrayBuffer())).toEqual(bytes);
    expect(variantFiles().length).toBe(before + 1);
    expect((await t.call('GET', `${created.image}&w=480`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // Never wider than the picture itself.
    const wide = await t.call('GET', `${created.image}&w=1600`);
    expect((await new Bun.Image(new Uint8Array(await wide.response.arrayBuffer())).metadata()).width).toBe(800);

    // A width that is no number, or beyond the list, gets the original.
    for (const w of ['abc', '-5', '99999']) {
      const original = await t.call('GET', `${created.image}&w=${w}`);
      expect(original.status).toBe(200);
      expect(original.response.headers.get('content-type')).toBe('image/png');
    }
  });

  test('replacing or deleting the record removes the old picture and its variants', async () => {
    const picture = async (width: number) =>
      dataUrl('image/png', await new Bun.Image(PNG_1X1).resize(width).png().bytes());
    const created = await addEvent(await picture(700));
    const firstKey = (await imageKeyOf(created._id))!;
    await t.call('GET', `${created.image}&w=320`);
    const variantsOf = (key: string) => variantFiles().filter((name) => name.startsWith(key.replace('/', '-')));
    expect(variantsOf(firstKey).length).toBe(1);

    const replaced = await t.admin('PUT', `/api/events/${created._id}`, event(await picture(600)));
    expect(replaced.json.data.image).not.toBe(created.image);
    expect(await blobStored(t.ctx, firstKey)).toBe(false);
    expect(variantsOf(firstKey)).toEqual([]);

    const secondKey = (await imageKeyOf(created._id))!;
    await t.call('GET', `${replaced.json.data.image}&w=320`);
    expect((await t.admin('DELETE', `/api/events/${created._id}`)).status).toBe(200);
    expect((await t.call('GET', replaced.json.data.image)).status).toBe(404);
    // The trash keeps the picture until it is purged.
    expect(await blobStored(t.ctx, secondKey)).toBe(true);
    expect((await t.purge(created._id)).status).toBe(200);
    expect(await blobStored(t.ctx, secondKey)).toBe(false);
    expect(variantsOf(secondKey)).toEqual([]);
  });

  test(
    'pictures replaced by several saves at once, and a ' + 'delete meanwhile, leave no stored picture behind',
    async () => {
      const picture = async (width: number) =>
        dataUrl('image/png', await new Bun.Image(PNG_1X1).resize(width).png().bytes());
      const before = await storedBlobKeys(t.ctx, 'images');
      const created = await addEvent(await picture(2));
      const saves = await Promise.all(
        [3, 4, 5, 6, 7, 8].map(async (width) =>
          t.admin('PUT', `/api/events/${created._id}`, event(await picture(width))),
        ),
      );
      expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await storedBlobKeys(t.ctx, 'images')).toEqual([...before, (await imageKeyOf(created._id))!].sort());

      const [deleted, ...late] = await Promise.all([
        t.admin('DELETE', `/api/events/${created._id}`),
        ...[9, 10].map(async (width) => t.admin('PUT', `/api/events/${created._id}`, event(await picture(width)))),
      ]);
      expect(deleted.status).toBe(200);
      expect(late.map((save) => save.status).every((status) => status === 200 || status === 404)).toBe(true);
      expect((await t.purge(created._id)).status).toBe(200);
      expect(await storedBlobKeys(t.ctx, 'images')).toEqual(before);
    },
  );

  test(
    'a picture missing from storage, or unreadable, is sent ' + "as an error, never with the picture's ETag or caching",
    async () => {
      const created = await addEvent(dataUrl('image/png', await new Bun.Image(PNG_1X1).resize(800).png().bytes()));
      const key = (await imageKeyOf(created._id))!;
      const quiet = spyOn(console, 'error').mockImplementation(() => {});
      try {
        // Broken after it was taken (a disk fault, a restore from elsewhere): no resized copy can be made of it.
        if (t.ctx.blobs instanceof DiskBlobs) writeFileSync(t.ctx.blobs.path(key), await cutShortPng());
        else await t.ctx.db.run('UPDATE blobs SET bytes = ? WHERE key = ?', await cutShortPng(), key);
        const card = await t.call('GET', `${created.image}&w=480`);
        expect(card.status).toBe(500);
        expectUncachedError(card.response);
      } finally {
        quiet.mockRestore();
      }
      if (!(t.ctx.blobs instanceof DiskBlobs)) return;
      rmSync(t.ctx.blobs.path(key));
      const missing = await t.call('GET', created.image);
      expect(missing.status).toBe(404);
      expectUncachedError(missing.response);
    },
  );

  test('a record without a picture, or no record, gets 404', async () => {
    const bare = await addEvent(null);
    expect(bare.image).toBeNull();
    const missing = await t.call('GET', `/api/events/image/${bare._id}`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('This record has no image.');
    expect((await t.call('GET', '/api/events/image/nobody')).status).toBe(404);
  });
});
