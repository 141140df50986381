import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { blobStored, PNG_DATA_URL, startTestApp, type TestApp } from '../../testing';
import {
  addHostel,
  addPerson,
  addPicture,
  aPicture,
  byId,
  expectResponses,
  idsOf,
  imageKeyOf,
  ok,
} from '../../testing/fixtures';
import type { GalleryItem } from './model';
import { addStartingGalleryOnce, startingGallery } from './starting-items';

// Signing in a new account hashes its passwords (argon2id): slow on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const gallery = async () => (await ok(t.call('GET', '/api/gallery'))) as GalleryItem[];
const galleryRows = async () => t.ctx.db.all('SELECT * FROM gallery ORDER BY id');

describe('gallery', () => {
  test(
    'add, list, read one, read the ' + 'picture and its variant, update, ' + 'delete to the trash, restore, purge',
    async () => {
      const created = await t.admin(
        'POST',
        '/api/gallery',
        aPicture({ caption: 'Cricket at dusk', category: 'Sports', featured: true, order: 40 }),
      );
      expect(created.status).toBe(200);
      expect(created.json.message).toBe('Picture added successfully!');
      const item = created.json.data as GalleryItem;
      expect(item).toMatchObject({ caption: 'Cricket at dusk', category: 'Sports', featured: true, order: 40 });
      expect(item.image).toMatch(new RegExp(`^/api/gallery/image/${item._id}\\?v=`));
      expect(byId(await gallery(), item._id)).toEqual(item);
      expect(await ok(t.call('GET', `/api/gallery/${item._id}`))).toEqual(item);

      const picture = await t.call('GET', item.image!);
      expect(picture.response.headers.get('content-type')).toBe('image/png');
      expect(picture.response.headers.get('cache-control')).toContain('immutable');
      expect((await t.call('GET', `${item.image}&w=320`)).status).toBe(200);

      // The console sends back what it read: the picture's URL keeps it.
      const updated = await ok(
        t.admin('PUT', `/api/gallery/${item._id}`, { ...item, caption: 'Cricket under the lights', featured: false }),
      );
      expect(updated.message).toBe('Picture updated successfully!');
      expect(updated.data).toMatchObject({
        _id: item._id,
        caption: 'Cricket under the lights',
        featured: false,
        order: 40,
        image: item.image,
        createdAt: item.createdAt,
      });

      const key = (await imageKeyOf(t, 'gallery', item._id))!;
      expect(await ok(t.admin('DELETE', `/api/gallery/${item._id}`))).toEqual({
        message: 'Picture deleted successfully!',
        data: { _id: item._id },
      });
      expect(idsOf(await gallery())).not.toContain(item._id);
      expect((await t.call('GET', item.image!)).status).toBe(404);
      expect(await blobStored(t.ctx, key)).toBe(true);

      const trashed = (await ok(t.admin('GET', '/api/admin/trash?entity=gallery'))).items.find(
        (entry: { recordId: string }) => entry.recordId === item._id,
      );
      expect(trashed).toMatchObject({ entity: 'gallery', name: 'Cricket under the lights' });
      await ok(t.admin('POST', `/api/admin/trash/${trashed._id}/restore`));
      expect(byId(await gallery(), item._id)).toMatchObject({ caption: 'Cricket under the lights', image: item.image });
      expect((await t.call('GET', item.image!)).status).toBe(200);

      await ok(t.admin('DELETE', `/api/gallery/${item._id}`));
      expect((await t.purge(item._id)).status).toBe(200);
      expect(await blobStored(t.ctx, key)).toBe(false);
      expect((await t.call('GET', `/api/gallery/${item._id}`)).status).toBe(404);
    },
  );

  test('listed by order, then as added; without an order a picture goes last', async () => {
    const late = await addPicture(t, { caption: 'Late', order: 900 });
    const early = await addPicture(t, { caption: 'Early', order: 1 });
    const unordered = await addPicture(t, { caption: 'Unordered' });
    expect(unordered.order).toBe(901);
    const ids = idsOf(await gallery());
    expect(ids.indexOf(early._id)).toBeLessThan(ids.indexOf(late._id));
    expect(ids.indexOf(late._id)).toBeLessThan(ids.indexOf(unordered._id));
  });

  test('the picture is replaced, never removed', async () => {
    const item = await addPicture(t);
    const firstKey = (await imageKeyOf(t, 'gallery', item._id))!;
    const form = new FormData();
    for (const [field, value] of Object.entries({ caption: 'By upload', category: 'Rooms', featured: 'true' }))
      form.set(field, value);
    form.set('image', new File([Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')], 'room.png', { type: 'image/png' }));
    const uploaded = await ok(t.call('PUT', `/api/gallery/${item._id}`, { body: form, token: t.token }));
    expect(uploaded.data).toMatchObject({ caption: 'By upload', category: 'Rooms', featured: true });
    expect(await imageKeyOf(t, 'gallery', item._id)).not.toBe(firstKey);
    expect(await blobStored(t.ctx, firstKey)).toBe(false);

    for (const image of [null, '']) {
      const removed = await t.admin('PUT', `/api/gallery/${item._id}`, { ...uploaded.data, image });
      expect(removed.status).toBe(400);
      expect(removed.json.message).toBe('Picture is required');
    }
    expect((await ok(t.call('GET', `/api/gallery/${item._id}`))).image).toBe(uploaded.data.image);
  });

  test('bad input gets 400 with the form messages, and nothing is saved', async () => {
    const before = await galleryRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ image: undefined }, 'Picture is required'],
      [{ image: null }, 'Picture is required'],
      [{ image: '/api/gallery/image/x?v=1' }, 'Picture is required'],
      [{ caption: '' }, 'Caption is required'],
      [{ caption: '   ' }, 'Caption is required'],
      [{ caption: 'x'.repeat(301) }, 'Caption must be at most 300 characters'],
      [{ category: undefined }, 'Category is required'],
      [{ category: 'Library' }, 'Category must be one of: Rooms, Mess, Events, Sports, Campus Views'],
      [{ category: 'rooms' }, 'Category must be one of: Rooms, Mess, Events, Sports, Campus Views'],
      [{ featured: 'yes' }, 'Featured must be true or false'],
      [{ order: 0 }, 'Order must be at least 1'],
      [{ order: 2.5 }, 'Order must be a whole number'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.admin('POST', '/api/gallery', { ...aPicture(), ...fields });
      expect({ fields, status: response.status, message: response.json.message }).toEqual({
        fields,
        status: 400,
        message,
      });
    }
    const svg = await t.admin(
      'POST',
      '/api/gallery',
      aPicture({ image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }),
    );
    expect(svg.status).toBe(415);
    expect(await galleryRows()).toEqual(before);
  });

  test('reads are public; writes need an owner or an editor', async () => {
    const item = await addPicture(t);
    for (const [method, path] of [
      ['POST', '/api/gallery'],
      ['PUT', `/api/gallery/${item._id}`],
      ['DELETE', `/api/gallery/${item._id}`],
    ] as const) {
      expect((await t.call(method, path, { body: aPicture() })).status).toBe(401);
    }
    const warden = await addPerson(t);
    const hostel = await addHostel(t, { warden: warden._id, supervisor: warden._id });
    const account = await ok(
      t.admin('POST', '/api/admin/accounts', { username: 'gallery_warden', role: 'warden', hostels: [hostel._id] }),
    );
    const signedIn = await t.signIn({ username: 'gallery_warden', password: account.password });
    const token = (
      await t.call('PUT', '/api/admin/password', {
        token: signedIn.json.accessToken,
        body: { currentPassword: account.password, newPassword: 'Office@2026' },
      })
    ).json.data.accessToken;
    const refused = await t.call('PUT', `/api/gallery/${item._id}`, {
      token,
      body: aPicture({ caption: 'By a warden' }),
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your account (Warden) cannot change gallery.');
    expect((await ok(t.call('GET', `/api/gallery/${item._id}`))).caption).toBe(item.caption);
  });

  test('unknown ids get 404', async () => {
    await expectResponses(t, [
      { method: 'GET', path: '/api/gallery/nope', message: 'Picture not found.' },
      { method: 'PUT', path: '/api/gallery/nope', body: aPicture(), token: 'admin', status: 404 },
      { method: 'DELETE', path: '/api/gallery/nope', token: 'admin', status: 404 },
      { method: 'GET', path: '/api/gallery/image/nope', status: 404 },
    ]);
  });
});

describe('the starting gallery', () => {
  test("a new database gets SPEC.md's nine pictures once, however many instances start at once", async () => {
    const fresh = await startTestApp();
    try {
      expect(await ok(fresh.call('GET', '/api/gallery'))).toEqual([]);
      await Promise.all([
        addStartingGalleryOnce(fresh.ctx),
        addStartingGalleryOnce(fresh.ctx),
        addStartingGalleryOnce(fresh.ctx),
      ]);
      const items = (await ok(fresh.call('GET', '/api/gallery'))) as GalleryItem[];
      expect(items.map(({ caption, category, featured }) => ({ caption, category, featured }))).toEqual(
        startingGallery.map(({ caption, category, featured }) => ({ caption, category, featured })),
      );
      expect(items.filter((item) => item.featured)).toHaveLength(5);
      for (const item of items) {
        const picture = await fresh.call('GET', `${item.image}&w=320`);
        expect({ status: picture.status, type: picture.response.headers.get('content-type') }).toEqual({
          status: 200,
          type: 'image/webp',
        });
      }

      // Once: a picture the office deleted does not come back on the next start.
      await ok(fresh.admin('DELETE', `/api/gallery/${items[0]._id}`));
      await addStartingGalleryOnce(fresh.ctx);
      expect((await ok(fresh.call('GET', '/api/gallery'))).length).toBe(8);
    } finally {
      await fresh.stop();
    }
  });
});
