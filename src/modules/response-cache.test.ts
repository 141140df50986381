// The cached list responses must never be stale: every write shows in the next
// read, in every list that embeds the changed record, and a notice leaves the
// public list when it expires even though nothing was written.
import { describe, expect, test } from 'bun:test';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { PNG_DATA_URL, shownWithin, startTestAppBeforeAll, writeFromOutside } from '../testing';
import { byId, titlesOf } from '../testing/fixtures';
import { FastPath } from '../http/fast-path';
import { ResponseCache } from './response-cache';

const t = startTestAppBeforeAll();

const person = (name: string) => ({
  name,
  designation: 'Warden',
  role: 'warden',
  phone: '+91 90000 00000',
  email: 'w@example.edu',
});
const notice = (title: string, expiresAt: string | null = null) => ({
  title,
  message: 'Message',
  priority: 'low',
  targetAudience: ['all'],
  isActive: true,
  expiresAt,
});

describe('cached lists', () => {
  test('a write shows in the next read of every list that embeds the record', async () => {
    const warden = (await t.admin('POST', '/api/people', person('Dr. First Name'))).json.data;
    const hostel = await t.admin('POST', '/api/hostels', {
      name: 'Block A',
      warden: warden._id,
      supervisor: warden._id,
      rooms: 10,
      mess: 'A Mess',
      contact: '1',
    });
    expect(hostel.status).toBe(200);
    // This test's records, whatever other tests added.
    type Embedding = { _id: string; warden: { name: string }; hostel: { _id: string; name: string }[] };
    const listed = async (path: string, id: string) => byId<Embedding>((await t.call('GET', path)).json, id)!;
    const [theHostel, thePerson] = [
      () => listed('/api/hostels', hostel.json.data._id),
      () => listed('/api/people', warden._id),
    ];
    expect((await theHostel()).warden.name).toBe('Dr. First Name');
    expect((await thePerson()).hostel).toEqual([]);

    await t.admin('POST', '/api/people', {
      ...person('Dr. Second Name'),
      _id: warden._id,
      hostel: [hostel.json.data._id],
    });
    expect((await theHostel()).warden.name).toBe('Dr. Second Name');
    expect((await thePerson()).hostel).toEqual([{ _id: hostel.json.data._id, name: 'Block A' }]);

    await t.admin('PUT', `/api/hostels/${hostel.json.data._id}`, {
      name: 'Block B',
      warden: warden._id,
      supervisor: warden._id,
      rooms: 10,
      mess: 'A Mess',
      contact: '1',
    });
    expect((await thePerson()).hostel[0].name).toBe('Block B');
  });

  test('public and admin variants are kept apart', async () => {
    await t.admin('POST', '/api/notifications', { ...notice('Hidden'), isActive: false });
    const publicTitles = titlesOf((await t.call('GET', '/api/notifications')).json);
    const adminTitles = titlesOf((await t.call('GET', '/api/notifications', { token: t.token })).json);
    expect(publicTitles).not.toContain('Hidden');
    expect(adminTitles).toContain('Hidden');
    // And the public response after the admin one is still the public one.
    expect(titlesOf((await t.call('GET', '/api/notifications')).json)).not.toContain('Hidden');
  });

  test('a write from outside the app (a maintenance script, another instance) shows within a second', async () => {
    await t.call('GET', '/api/events');
    await writeFromOutside(
      t,
      `INSERT INTO events (id, title, description, category, date, is_active, created_at, updated_at)
       VALUES ('outside', 'Written elsewhere', 'd', 'other', '2030-01-01T00:00:00.000Z', 1, '2030-01-01T00:00:00.000Z',
         '2030-01-01T00:00:00.000Z')`,
    );
    await shownWithin(1000, async () =>
      titlesOf((await t.call('GET', '/api/events')).json).includes('Written elsewhere'),
    );
  });

  test('a notice leaves the public list when it expires, with no write in between', async () => {
    const expiresAt = new Date(Date.now() + 400).toISOString();
    expect((await t.admin('POST', '/api/notifications', notice('Soon gone', expiresAt))).status).toBe(200);
    expect(titlesOf((await t.call('GET', '/api/notifications')).json)).toContain('Soon gone');
    await Bun.sleep(500);
    expect(titlesOf((await t.call('GET', '/api/notifications')).json)).not.toContain('Soon gone');
  });

  test('revalidation: ETag, 304, no-cache, Vary', async () => {
    const first = await t.call('GET', '/api/notifications');
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    expect(first.response.headers.get('vary')).toBe('Accept-Encoding, Authorization');
    const again = await t.call('GET', '/api/notifications', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.response.headers.get('etag')).toBe(etag);

    await t.admin('POST', '/api/notifications', notice('Fresh'));
    const changed = await t.call('GET', '/api/notifications', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);

    const admin = await t.call('GET', '/api/notifications', { token: t.token });
    expect(admin.response.headers.get('cache-control')).toBe('private, no-cache');
  });

  test('compressed when the client accepts it, the same JSON either way', async () => {
    for (let i = 0; i < 20; i++) await t.admin('POST', '/api/notifications', notice(`Padding ${i}`));
    const plain = await t.app.handle(new Request('http://localhost/api/notifications'));
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const gzip = await t.app.handle(
      new Request('http://localhost/api/notifications', { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(text);

    const br = await t.app.handle(
      new Request('http://localhost/api/notifications', { headers: { 'accept-encoding': 'gzip, br' } }),
    );
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(text);

    const refused = await t.app.handle(
      new Request('http://localhost/api/notifications', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } }),
    );
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  test('lists keep the security headers', async () => {
    const { response } = await t.call('GET', '/api/people');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('one hostel', () => {
  test('cached like the lists: ETag and 304, a change shows at once, a deleted one is a 404', async () => {
    const warden = (await t.admin('POST', '/api/people', person('Dr. Detail Warden'))).json.data;
    const body = {
      name: 'Detail Block',
      warden: warden._id,
      supervisor: warden._id,
      rooms: 10,
      mess: 'M',
      contact: '1',
    };
    const hostel = (await t.admin('POST', '/api/hostels', body)).json.data;
    const first = await t.call('GET', `/api/hostels/${hostel._id}`);
    expect(first.json.name).toBe('Detail Block');
    const etag = first.response.headers.get('etag')!;
    expect((await t.call('GET', `/api/hostels/${hostel._id}`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );

    await t.admin('PUT', `/api/hostels/${hostel._id}`, { ...body, name: 'Renamed Block' });
    const renamed = await t.call('GET', `/api/hostels/${hostel._id}`, { headers: { 'if-none-match': etag } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe('Renamed Block');

    await t.admin('DELETE', `/api/hostels/${hostel._id}`);
    const gone = await t.call('GET', `/api/hostels/${hostel._id}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ message: 'Hostel not found.' });
  });
});

describe('pictures', () => {
  const pictureOf = async (id: string) => {
    const { response } = await t.call('GET', `/api/people/image/${id}`);
    return { status: response.status, etag: response.headers.get('etag') };
  };
  test("a new picture, a removed record and another connection's change show at the next request", async () => {
    const onePixel = Buffer.from(PNG_DATA_URL.split(',')[1], 'base64');
    const twoPixelBytes = await new Bun.Image(onePixel).resize(2).png().bytes();
    const twoPixels = `data:image/png;base64,${Buffer.from(twoPixelBytes).toString('base64')}`;
    const created = (await t.admin('POST', '/api/people', { ...person('Dr. Pictured'), image: PNG_DATA_URL })).json
      .data;
    const first = await pictureOf(created._id);
    expect(first.status).toBe(200);
    expect((await pictureOf(created._id)).etag).toBe(first.etag);

    await t.admin('POST', '/api/people', { ...person('Dr. Pictured'), _id: created._id, image: twoPixels });
    const replaced = await pictureOf(created._id);
    expect(replaced.status).toBe(200);
    expect(replaced.etag).not.toBe(first.etag);

    await writeFromOutside(t, 'UPDATE people SET image = NULL, image_hash = NULL WHERE id = ?', created._id);
    await shownWithin(1000, async () => (await pictureOf(created._id)).status === 404);

    await t.admin('DELETE', `/api/people/${created._id}`);
    expect((await pictureOf(created._id)).status).toBe(404);
  });

  test('a picture whose record a write changed while it was being sent is not kept for the next visitors', async () => {
    const fastPath = new FastPath();
    const responses = new ResponseCache(t.ctx.db, Infinity, fastPath);
    const request = new Request('http://localhost/api/people/image/someone?v=1');
    const set = { headers: { 'Content-Type': 'image/png', ETag: '"a"' } };
    await responses.share({ request, set }, async () => {
      // As the route reads the record, then resizes: a write commits meanwhile.
      await t.admin('POST', '/api/people', person('Dr. Meanwhile'));
      return new Uint8Array([1, 2, 3]);
    });
    expect(fastPath.find(request)).toBeUndefined();
    await responses.share({ request, set }, async () => new Uint8Array([1, 2, 3]));
    expect(fastPath.find(request)).toBeDefined();
  });
});
