import { describe, expect, test } from 'bun:test';
import { blobStored, PNG_DATA_URL, startTestApp, startTestAppBeforeAll, storedBlobKeys } from '../../testing';
import {
  addPerson,
  aPerson,
  byId,
  expectAddedWithPicture,
  expectDeletedThenPurged,
  expectResponses,
  idsOf,
  imageKeyOf,
  insertBareHostel,
} from '../../testing/fixtures';
import type { Person } from './model';
import { PERSON_ROLES } from './roles';

const t = startTestAppBeforeAll();

const person = aPerson({
  designation: 'Associate Professor',
  role: 'warden',
  phone: '+91 94480 11201',
  email: 'asha.rao@example.edu',
  contact: 'https://faculty.example.edu/asha-rao',
  alt: 'Portrait of Dr. Asha Rao',
  department: 'Civil Engineering',
  image: PNG_DATA_URL,
  hostel: [] as unknown[],
});

const personWith = (fields: Record<string, unknown> = {}) => addPerson(t, { ...person, image: undefined, ...fields });

describe('person roles', () => {
  test('are exported in display order with the labels of the spec', () => {
    expect(PERSON_ROLES.map((role) => role.value)).toEqual([
      'warden',
      'quality_maintenance_warden',
      'supervisor',
      'hostel_council',
      'hostel_staff',
      'gmc_mc',
      'se_office_staff',
      'housekeeping_staff',
    ]);
    expect(PERSON_ROLES.map((role) => role.label)).toEqual([
      'Wardens',
      'Quality & Maintenance Warden',
      'Supervisors',
      'Hostel Council',
      'Hostel Staff',
      'GMC & MC',
      'SE Office Staff',
      'House Keeping Staff',
    ]);
  });
});

describe('people', () => {
  test('add, list, read the image, update through the same call, delete', async () => {
    const hostelA = await insertBareHostel(t, 'Karavali (Block I)');
    const hostelB = await insertBareHostel(t, 'Ganga (GH I)');

    const created = await t.admin('POST', '/api/people', { ...person, hostel: [hostelB, hostelA] });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Person added successfully!');
    const data = created.json.data;
    const id = data._id;
    const { image: _image, ...sent } = person;
    expect(data).toMatchObject({
      ...sent,
      hostel: [
        { _id: hostelB, name: 'Ganga (GH I)' },
        { _id: hostelA, name: 'Karavali (Block I)' },
      ],
    });
    await expectAddedWithPicture(t, 'people', data);

    const image = await t.call('GET', data.image);
    expect(image.status).toBe(200);
    expect(image.response.headers.get('content-type')).toBe('image/png');
    expect(image.response.headers.get('etag')).toBeTruthy();

    // The console sends back the whole person as it read it, _id and image URL included.
    const updated = await t.admin('POST', '/api/people', {
      ...data,
      name: 'Dr. Asha R. Rao',
      hostel: [{ _id: hostelA, name: 'Karavali (Block I)' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe('Person updated successfully!');
    expect(updated.json.data._id).toBe(id);
    expect(updated.json.data.name).toBe('Dr. Asha R. Rao');
    expect(updated.json.data.image).toBe(data.image);
    expect(updated.json.data.hostel).toEqual([{ _id: hostelA, name: 'Karavali (Block I)' }]);
    expect(updated.json.data.createdAt).toBe(data.createdAt);
    expect((await t.call('GET', '/api/people')).json.filter((listed: Person) => listed._id === id)).toHaveLength(1);

    await expectDeletedThenPurged(t, 'people', id, 'Person deleted successfully!');
    expect(idsOf((await t.call('GET', '/api/people')).json)).not.toContain(id);
    expect((await t.call('GET', `/api/people/image/${id}`)).status).toBe(404);
    expect((await t.admin('DELETE', `/api/people/${id}`)).status).toBe(404);
    expect(
      await t.ctx.db.get('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM person_hostels WHERE person_id = ?', id),
    ).toEqual({ n: 0 });
  });

  test('the image is replaced, kept or removed', async () => {
    const created = await personWith({ image: PNG_DATA_URL });
    const firstKey = (await imageKeyOf(t, 'people', created._id))!;

    const kept = await t.admin('POST', '/api/people', { ...created, image: undefined });
    expect(kept.json.data.image).toBe(created.image);

    const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
    const replaced = await t.admin('POST', '/api/people', { ...created, image: gif });
    expect(replaced.status).toBe(200);
    expect(replaced.json.data.image).not.toBe(created.image);
    expect(await blobStored(t.ctx, firstKey)).toBe(false);
    const secondKey = (await imageKeyOf(t, 'people', created._id))!;

    const removed = await t.admin('POST', '/api/people', { ...created, image: null });
    expect(removed.json.data.image).toBeNull();
    expect(await imageKeyOf(t, 'people', created._id)).toBeNull();
    expect(await blobStored(t.ctx, secondKey)).toBe(false);
    expect((await t.call('GET', `/api/people/image/${created._id}`)).status).toBe(404);
  });

  test('accepts multipart with an uploaded image and a hostel list as JSON', async () => {
    const hostel = await insertBareHostel(t, 'Sahyadri (Block III)');
    const form = new FormData();
    form.set('name', 'Mr. Ramesh Shetty');
    form.set('designation', 'Hostel Supervisor');
    form.set('role', 'supervisor');
    form.set('hostel', JSON.stringify([hostel]));
    const png = Buffer.from(PNG_DATA_URL.split(',')[1], 'base64');
    form.set('image', new File([png], 'portrait.png', { type: 'image/png' }));
    const created = await t.call('POST', '/api/people', { body: form, token: t.token });
    expect(created.status).toBe(200);
    expect(created.json.data.hostel).toEqual([{ _id: hostel, name: 'Sahyadri (Block III)' }]);
    expect(created.json.data.image).toMatch(/^\/api\/people\/image\//);
  });

  test('optional fields default to empty and the role to supervisor', async () => {
    const created = await t.admin('POST', '/api/people', { name: 'Ms. Lakshmi', designation: 'Hostel Supervisor' });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      role: 'supervisor',
      phone: '',
      email: '',
      contact: '',
      alt: '',
      department: '',
      image: null,
      hostel: [],
    });
  });

  test('hostels: ids or objects, duplicates dropped, order kept, every one must exist', async () => {
    const first = await insertBareHostel(t, 'Tunga (Block VI)');
    const second = await insertBareHostel(t, 'Bhadra (Block VII)');
    const created = await personWith({ hostel: [second, { _id: first, name: 'Tunga (Block VI)' }, second, first] });
    expect(idsOf(created.hostel)).toEqual([second, first]);

    const unknown = await t.admin('POST', '/api/people', { ...person, hostel: [first, 'no-such-hostel'] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('A selected hostel does not exist.');
    expect(unknown.json.errors[0].path).toBe('hostel.1');

    const badItem = await t.admin('POST', '/api/people', { ...person, hostel: [42] });
    expect(badItem.status).toBe(400);
    const notList = await t.admin('POST', '/api/people', { ...person, hostel: 'just text' });
    expect(notList.status).toBe(400);

    // A failed update changes nothing.
    const failedUpdate = await t.admin('POST', '/api/people', {
      ...created,
      name: 'Changed',
      hostel: ['no-such-hostel'],
    });
    expect(failedUpdate.status).toBe(400);
    const after = byId<Person>((await t.call('GET', '/api/people')).json, created._id)!;
    expect(after.name).toBe(created.name);
    expect(idsOf(after.hostel)).toEqual([second, first]);
  });

  test('listed in role display order, other roles after, then by name', async () => {
    const fresh = await startTestApp();
    try {
      const add = (name: string, role: string) =>
        fresh.admin('POST', '/api/people', { name, designation: 'Staff', role });
      await add('Zed Housekeeper', 'housekeeping_staff');
      await add('Cook', 'mess_staff');
      await add('Bea Supervisor', 'supervisor');
      await add('Abe Supervisor', 'supervisor');
      await add('Quinn', 'quality_maintenance_warden');
      await add('Wanda Warden', 'warden');
      await add('Gita', 'gmc_mc');
      await add('Alpha Other', 'alumni');
      const list = (await fresh.call('GET', '/api/people')).json;
      expect(list.map((p: Person) => `${p.role}:${p.name}`)).toEqual([
        'warden:Wanda Warden',
        'quality_maintenance_warden:Quinn',
        'supervisor:Abe Supervisor',
        'supervisor:Bea Supervisor',
        'gmc_mc:Gita',
        'housekeeping_staff:Zed Housekeeper',
        'alumni:Alpha Other',
        'mess_staff:Cook',
      ]);
    } finally {
      fresh.stop();
    }
  });

  test('contact: plain text or an http(s) link, nothing else', async () => {
    for (const contact of [
      'Room 12, ground floor',
      'Ext. 4101',
      'Office: Block A',
      'http://example.edu/a',
      'HTTPS://EXAMPLE.EDU',
    ]) {
      const ok = await t.admin('POST', '/api/people', { ...person, image: undefined, contact });
      expect(ok.status).toBe(200);
      expect(ok.json.data.contact).toBe(contact);
    }
    for (const contact of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,hi',
      'vbscript:x',
      'http://',
      'https//nope',
      'httpx:alert(1)',
    ]) {
      const refused = await t.admin('POST', '/api/people', { ...person, contact });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Contact must be plain text or an http(s) link');
    }
  });

  test('bad input gets 400 with the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ name: 42 }, 'Name is required'],
      [{ designation: '' }, 'Designation is required'],
      [{ designation: null }, 'Designation is required'],
      [{ role: '' }, 'Role is required'],
      [{ role: null }, 'Role is required'],
      [{ role: 'r'.repeat(61) }, 'Role must be at most 60 characters'],
      [{ email: 'not-an-email' }, 'Email must be a valid email address'],
      [{ phone: 12345 }, 'Phone must be text'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.admin('POST', '/api/people', { ...person, ...fields });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(message);
      expect(response.json.errors.length).toBeGreaterThan(0);
    }
    expect((await t.admin('POST', '/api/people', '{"name":')).status).toBe(400);
    expect((await t.admin('POST', '/api/people', [person])).status).toBe(400);
  });

  test('bad image bytes get 415 and leave nothing behind', async () => {
    const count = async () =>
      (await t.ctx.db.get<{ n: number }>('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM people'))!.n;
    const images = async () => (await storedBlobKeys(t.ctx, 'images')).length;
    const [peopleBefore, imagesBefore] = [await count(), await images()];
    const svg = await t.admin('POST', '/api/people', {
      ...person,
      image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    });
    expect(svg.status).toBe(415);
    const fake = await t.admin('POST', '/api/people', {
      ...person,
      image: `data:image/png;base64,${btoa('not really a png')}`,
    });
    expect(fake.status).toBe(415);
    expect(await count()).toBe(peopleBefore);
    expect(await images()).toBe(imagesBefore);
  });

  test('an _id that names nobody gets 404', async () => {
    const response = await t.admin('POST', '/api/people', { ...person, _id: 'nobody' });
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Person not found.');
    expect((await t.admin('DELETE', '/api/people/nobody')).status).toBe(404);
    expect((await t.call('GET', '/api/people/image/nobody')).status).toBe(404);
  });

  test('an empty or null _id adds a person', async () => {
    for (const _id of ['', null]) {
      const response = await t.admin('POST', '/api/people', { ...person, image: undefined, _id });
      expect(response.status).toBe(200);
      expect(response.json.message).toBe('Person added successfully!');
    }
  });

  test('a warden or supervisor in use cannot be deleted', async () => {
    const warden = await personWith({ name: 'Dr. Warden', role: 'warden' });
    const supervisor = await personWith({ name: 'Mr. Supervisor', role: 'supervisor' });
    const other = await personWith({ name: 'Ms. Other', role: 'warden' });
    const hostel = { rooms: 100, supervisor: supervisor._id };
    const karavali = await t.admin('POST', '/api/hostels', {
      ...hostel,
      name: 'Karavali (Block I)',
      warden: warden._id,
    });
    const ganga = await t.admin('POST', '/api/hostels', { ...hostel, name: 'Ganga (GH I)', warden: warden._id });
    expect(karavali.status).toBe(200);
    expect(ganga.status).toBe(200);

    const refused = await t.admin('DELETE', `/api/people/${warden._id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'This person is the warden or supervisor of Ganga (GH I), Karavali (Block I). Assign someone else there first.',
    );
    expect((await t.admin('DELETE', `/api/people/${supervisor._id}`)).status).toBe(409);
    expect(idsOf((await t.call('GET', '/api/people')).json)).toContain(warden._id);

    for (const added of [karavali, ganga]) {
      const moved = await t.admin('PUT', `/api/hostels/${added.json.data._id}`, {
        ...added.json.data,
        warden: other._id,
      });
      expect(moved.status).toBe(200);
    }
    expect((await t.admin('DELETE', `/api/people/${warden._id}`)).status).toBe(200);
  });

  test('reads are public, writes need a valid token', async () => {
    await expectResponses(t, [
      { method: 'GET', path: '/api/people', status: 200 },
      { method: 'POST', path: '/api/people', body: person, status: 401 },
      { method: 'POST', path: '/api/people', body: person, token: 'broken', status: 403 },
    ]);
    const target = await personWith({ name: 'Kept' });
    await expectResponses(t, [
      { method: 'DELETE', path: `/api/people/${target._id}`, status: 401 },
      { method: 'POST', path: '/api/people', body: { ...target, name: 'Changed' }, status: 401 },
    ]);
    expect(byId<Person>((await t.call('GET', '/api/people')).json, target._id)!.name).toBe('Kept');
  });
});
