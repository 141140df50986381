import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { blobStored, PNG_DATA_URL, startTestApp, type TestApp } from '../../testing';
import {
  addHostel,
  addPerson,
  aHostel,
  byId,
  expectAddedWithPicture,
  expectDeletedThenPurged,
  expectResponses,
  idsOf,
  imageKeyOf,
} from '../../testing/fixtures';
import type { Person } from '../people/model';
import type { Hostel } from './model';

let t: TestApp;
let warden: Person;
let supervisor: Person;
let otherWarden: Person;

const staffMember = (name: string, role: string) =>
  addPerson(t, { name, designation: 'Staff', role, phone: '+91 90000 00000', email: `${role}@example.edu` });

beforeAll(async () => {
  t = await startTestApp();
  warden = await staffMember('Dr. Arjun Hegde', 'warden');
  supervisor = await staffMember('Mr. Ganesh Poojary', 'supervisor');
  otherWarden = await staffMember('Dr. Meera Shenoy', 'warden');
});
afterAll(() => t.stop());

const hostelBody = () =>
  aHostel({
    image: PNG_DATA_URL,
    photoSphere: 'https://www.google.com/maps/embed?pb=!4v1700000000000',
    warden: warden._id,
    supervisor: supervisor._id,
    rooms: 220,
    mess: 'Karavali Mess',
    contact: '+91 824 247 4101',
    other_facilities: ['Wi-Fi', 'Gymnasium'],
    gender: 'male',
    sharing: 'triple',
    year: '1st',
  });

const hostelWith = (fields: Record<string, unknown> = {}) =>
  addHostel(t, { ...hostelBody(), image: undefined, ...fields });

const staff = (person: Person) => ({
  _id: person._id,
  name: person.name,
  phone: person.phone,
  email: person.email,
  designation: person.designation,
  role: person.role,
});

describe('hostels', () => {
  test('add, list, read one, read the image, update, delete', async () => {
    const created = await t.admin('POST', '/api/hostels', hostelBody());
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Hostel added successfully!');
    const data = created.json.data;
    const id = data._id;
    const { image: _image, ...sent } = hostelBody();
    expect(data).toMatchObject({ ...sent, warden: staff(warden), supervisor: staff(supervisor) });
    await expectAddedWithPicture(t, 'hostels', data);

    const one = await t.call('GET', `/api/hostels/${id}`);
    expect(one.status).toBe(200);
    expect(one.json).toEqual(data);

    const image = await t.call('GET', data.image);
    expect(image.status).toBe(200);
    expect(image.response.headers.get('content-type')).toBe('image/png');
    expect(image.response.headers.get('cache-control')).toContain('immutable');

    // The console sends back what it read: expanded staff, the image URL, extra fields.
    const updated = await t.admin('PUT', `/api/hostels/${id}`, {
      ...data,
      name: 'Karavali (Block 1)',
      warden: staff(otherWarden),
      rooms: '210',
    });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe('Hostel updated successfully!');
    expect(updated.json.data).toMatchObject({
      _id: id,
      name: 'Karavali (Block 1)',
      warden: staff(otherWarden),
      rooms: 210,
      image: data.image,
    });
    expect(updated.json.data.createdAt).toBe(data.createdAt);

    await expectDeletedThenPurged(t, 'hostels', id, 'Hostel deleted successfully!');
    expect((await t.call('GET', `/api/hostels/${id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/hostels/image/${id}`)).status).toBe(404);
    expect((await t.admin('DELETE', `/api/hostels/${id}`)).status).toBe(404);
  });

  test('listed by name, staff expanded from the current person records', async () => {
    const b = await hostelWith({ name: 'Netravati (Block IV)' });
    const a = await hostelWith({ name: 'Aghanashini (Block IX)' });
    const names = (await t.call('GET', '/api/hostels')).json.map((hostel: Hostel) => hostel.name);
    expect(names.indexOf('Aghanashini (Block IX)')).toBeLessThan(names.indexOf('Netravati (Block IV)'));

    const renamed = await t.admin('POST', '/api/people', { ...warden, name: 'Dr. Arjun K. Hegde' });
    expect(renamed.status).toBe(200);
    const hostel = (await t.call('GET', `/api/hostels/${a._id}`)).json;
    expect(hostel.warden.name).toBe('Dr. Arjun K. Hegde');
    expect(Object.keys(hostel.warden).sort()).toEqual(['_id', 'designation', 'email', 'name', 'phone', 'role']);
    await t.admin('POST', '/api/people', { ...warden, name: 'Dr. Arjun Hegde' });
    for (const h of [a, b]) expect((await t.admin('DELETE', `/api/hostels/${h._id}`)).status).toBe(200);
  });

  test('defaults, empty year as null, facilities cleaned', async () => {
    const created = await t.admin('POST', '/api/hostels', {
      name: 'Ganga (GH I)',
      warden: { _id: warden._id, name: warden.name },
      supervisor: supervisor._id,
      rooms: 1,
      year: '',
      other_facilities: ['  Wi-Fi ', '', 'Laundry', 'Wi-Fi', '   '],
    });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      gender: 'male',
      sharing: 'double',
      year: null,
      photoSphere: '',
      mess: '',
      contact: '',
      image: null,
      other_facilities: ['Wi-Fi', 'Laundry'],
    });
    const id = created.json.data._id;
    expect(await t.ctx.db.get('SELECT year FROM hostels WHERE id = ?', id)).toEqual({ year: null });

    const female = await t.admin('PUT', `/api/hostels/${id}`, {
      ...created.json.data,
      gender: 'female',
      sharing: 'single',
      year: null,
    });
    expect(female.json.data).toMatchObject({ gender: 'female', sharing: 'single', year: null });
    const noFacilities = await t.admin('PUT', `/api/hostels/${id}`, {
      ...created.json.data,
      other_facilities: undefined,
      year: '4th',
    });
    expect(noFacilities.json.data).toMatchObject({ other_facilities: [], year: '4th' });
  });

  test('the image is kept, replaced or removed', async () => {
    const created = await hostelWith({ image: PNG_DATA_URL });
    const firstKey = (await imageKeyOf(t, 'hostels', created._id))!;
    const kept = await t.admin('PUT', `/api/hostels/${created._id}`, { ...created });
    expect(kept.json.data.image).toBe(created.image);
    expect(await blobStored(t.ctx, firstKey)).toBe(true);

    const removed = await t.admin('PUT', `/api/hostels/${created._id}`, { ...created, image: null });
    expect(removed.json.data.image).toBeNull();
    expect(await blobStored(t.ctx, firstKey)).toBe(false);

    const form = new FormData();
    for (const [key, value] of Object.entries({ ...hostelBody(), image: undefined })) {
      if (value !== undefined) form.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
    }
    const png = Buffer.from(PNG_DATA_URL.split(',')[1], 'base64');
    form.set('image', new File([png], 'hostel.png', { type: 'image/png' }));
    const multipart = await t.call('PUT', `/api/hostels/${created._id}`, { body: form, token: t.token });
    expect(multipart.status).toBe(200);
    expect(multipart.json.data.image).toMatch(/^\/api\/hostels\/image\//);
    expect(multipart.json.data.other_facilities).toEqual(['Wi-Fi', 'Gymnasium']);
    expect(multipart.json.data.rooms).toBe(220);
  });

  test('bad input gets 400 with the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ warden: undefined }, 'Warden is required'],
      [{ warden: '' }, 'Warden is required'],
      [{ warden: null }, 'Warden is required'],
      [{ warden: 42 }, 'Warden is required'],
      [{ supervisor: undefined }, 'Supervisor is required'],
      [{ supervisor: { name: 'No id' } }, 'Supervisor is required'],
      [{ rooms: 0 }, 'Rooms must be at least 1'],
      [{ rooms: -3 }, 'Rooms must be at least 1'],
      [{ rooms: '0' }, 'Rooms must be at least 1'],
      [{ rooms: undefined }, 'Rooms is required'],
      [{ rooms: '' }, 'Rooms is required'],
      [{ rooms: 2.5 }, 'Rooms must be a whole number'],
      [{ rooms: 'many' }, 'Rooms must be a number'],
      [{ gender: 'other' }, 'Gender must be one of: male, female'],
      [{ sharing: 'quad' }, 'Sharing must be one of: single, double, triple'],
      [{ year: '5th' }, 'Year must be empty or one of: 1st, 2nd, 3rd, 4th'],
      [{ other_facilities: 'Wi-Fi' }, 'Other facilities must be a list'],
      [{ other_facilities: [1, 2] }, 'Facility must be text'],
      [{ mess: ['x'] }, 'Mess must be text'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.admin('POST', '/api/hostels', { ...hostelBody(), image: undefined, ...fields });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(message);
    }
    expect((await t.admin('POST', '/api/hostels', '{"name":')).status).toBe(400);
  });

  test('photoSphere must be an http(s) URL when set', async () => {
    for (const photoSphere of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', 'ftp://example.edu/x']) {
      const response = await t.admin('POST', '/api/hostels', { ...hostelBody(), image: undefined, photoSphere });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/^Photo sphere/);
    }
    const empty = await hostelWith({ photoSphere: null });
    expect(empty.photoSphere).toBe('');
  });

  test('warden and supervisor must exist', async () => {
    const noWarden = await t.admin('POST', '/api/hostels', { ...hostelBody(), warden: 'nobody' });
    expect(noWarden.status).toBe(400);
    expect(noWarden.json.message).toBe('The selected warden does not exist.');
    const noSupervisor = await t.admin('POST', '/api/hostels', { ...hostelBody(), supervisor: { _id: 'nobody' } });
    expect(noSupervisor.status).toBe(400);
    expect(noSupervisor.json.message).toBe('The selected supervisor does not exist.');

    const created = await hostelWith();
    const update = await t.admin('PUT', `/api/hostels/${created._id}`, { ...created, warden: 'nobody' });
    expect(update.status).toBe(400);
    expect((await t.call('GET', `/api/hostels/${created._id}`)).json.warden._id).toBe(warden._id);
  });

  test('bad image bytes get 415', async () => {
    const svg = await t.admin('POST', '/api/hostels', {
      ...hostelBody(),
      image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    });
    expect(svg.status).toBe(415);
    const fake = await t.admin('POST', '/api/hostels', {
      ...hostelBody(),
      image: `data:image/jpeg;base64,${btoa('<html>')}`,
    });
    expect(fake.status).toBe(415);
  });

  test('unknown ids get 404', async () => {
    await expectResponses(t, [
      { method: 'GET', path: '/api/hostels/nope', status: 404, message: 'Hostel not found.' },
      {
        method: 'PUT',
        path: '/api/hostels/nope',
        body: hostelBody(),
        token: 'admin',
        status: 404,
        message: 'Hostel not found.',
      },
      { method: 'DELETE', path: '/api/hostels/nope', token: 'admin', status: 404 },
      { method: 'GET', path: '/api/hostels/image/nope', status: 404 },
    ]);
  });

  test('deleting a hostel clears it from messes and from people', async () => {
    const kept = await hostelWith({ name: 'Kaveri (Block V)' });
    const doomed = await hostelWith({ name: 'Tunga (Block VI)' });
    const member = await t.admin('POST', '/api/people', {
      name: 'Mr. Vinay Kotian',
      designation: 'Office Assistant',
      role: 'hostel_staff',
      hostel: [doomed._id, kept._id],
    });
    expect(idsOf(member.json.data.hostel)).toEqual([doomed._id, kept._id]);
    const now = new Date().toISOString();
    await t.ctx.db.run(
      `INSERT INTO messes (id, hostel_id, mess_name, caterers_name, capacity, night_canteen, created_at, updated_at)
              VALUES ('mess-1', ?, 'Tunga Mess', 'Sai Caterers', 200, 'Available', ?, ?)`,
      doomed._id,
      now,
      now,
    );

    expect((await t.admin('DELETE', `/api/hostels/${doomed._id}`)).status).toBe(200);
    expect(await t.ctx.db.get("SELECT hostel_id FROM messes WHERE id = 'mess-1'")).toEqual({ hostel_id: null });
    const person = byId<Person>((await t.call('GET', '/api/people')).json, member.json.data._id)!;
    expect(person.hostel).toEqual([{ _id: kept._id, name: 'Kaveri (Block V)' }]);
  });

  test('reads are public, writes need a valid token', async () => {
    const created = await hostelWith({ name: 'Public Hall' });
    await expectResponses(t, [
      { method: 'GET', path: '/api/hostels', status: 200 },
      { method: 'GET', path: `/api/hostels/${created._id}`, status: 200 },
      { method: 'POST', path: '/api/hostels', body: hostelBody(), status: 401 },
      { method: 'POST', path: '/api/hostels', body: hostelBody(), token: 'broken', status: 403 },
      { method: 'PUT', path: `/api/hostels/${created._id}`, body: { ...created, name: 'Changed' }, status: 401 },
      { method: 'DELETE', path: `/api/hostels/${created._id}`, status: 401 },
    ]);
    expect((await t.call('GET', `/api/hostels/${created._id}`)).json.name).toBe('Public Hall');
  });
});
