import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startTestApp, type TestApp } from '../../testing';
import { byId, expectResponses, idsOf, insertBareHostel } from '../../testing/fixtures';
import { messMessages, type Mess } from './model';
import { formatMessMember, parseMessMember } from './members';

let t: TestApp;
let hostelId: string;
let otherHostelId: string;

beforeAll(async () => {
  t = await startTestApp();
  hostelId = await insertBareHostel(t, 'GH-1 (Block A)');
  otherHostelId = await insertBareHostel(t, 'BH-2');
});
afterAll(() => t.stop());

const mess = {
  mess_name: 'Annapurna Mess',
  caterers_name: 'Sai Caterers',
  type: 'NonVeg',
  capacity: 250,
  night_canteen: 'Available',
  nominated_mess_members: [] as unknown[],
};

describe('mess member format', () => {
  test('formats with empty parts left out', () => {
    expect(
      formatMessMember({
        name: 'Asha Rao',
        role: 'Secretary',
        contact: '9876543210',
        email: 'asha@example.edu',
        year: '3rd',
      }),
    ).toBe('Asha Rao - Secretary - 9876543210 - asha@example.edu - 3rd');
    expect(formatMessMember({ name: ' Ravi ', role: '', contact: '98765', email: '', year: '2nd' })).toBe(
      'Ravi - 98765 - 2nd',
    );
    expect(formatMessMember({ name: 'Only Name' })).toBe('Only Name');
  });

  test('parses 3 or more parts, otherwise the whole string is the name', () => {
    expect(parseMessMember('Asha Rao - Secretary - 9876543210 - asha@example.edu - 3rd')).toEqual({
      name: 'Asha Rao',
      role: 'Secretary',
      contact: '9876543210',
      email: 'asha@example.edu',
      year: '3rd',
    });
    expect(parseMessMember('Asha - Secretary - 98765')).toEqual({
      name: 'Asha',
      role: 'Secretary',
      contact: '98765',
      email: '',
      year: '',
    });
    expect(parseMessMember('Asha - Secretary - 98765 - asha@example.edu')).toEqual({
      name: 'Asha',
      role: 'Secretary',
      contact: '98765',
      email: 'asha@example.edu',
      year: '',
    });
    // Without its email, the one part left is the year.
    expect(parseMessMember('Pooja - Member - +91 90000 34001 - 2nd')).toEqual({
      name: 'Pooja',
      role: 'Member',
      contact: '+91 90000 34001',
      email: '',
      year: '2nd',
    });
    expect(parseMessMember('Asha - Secretary')).toEqual({
      name: 'Asha - Secretary',
      role: '',
      contact: '',
      email: '',
      year: '',
    });
    expect(parseMessMember('Asha')).toEqual({ name: 'Asha', role: '', contact: '', email: '', year: '' });
  });

  test('a full member survives the round trip', () => {
    const member = { name: 'Asha', role: 'Member', contact: '123', email: 'a@b.c', year: '1st' };
    expect(parseMessMember(formatMessMember(member))).toEqual(member);
  });
});

describe('messes', () => {
  test('create, list, update, delete', async () => {
    const created = await t.admin('POST', '/api/mess', {
      ...mess,
      hostel: hostelId,
      nominated_mess_members: [
        { name: 'Asha Rao', role: 'Secretary', contact: 9876543210, email: 'asha@example.edu', year: '3rd' },
        { name: 'Ravi', role: '', contact: '', email: '', year: '2nd' },
        '  Kiran - Treasurer - 555  ',
        '   ',
      ],
    });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Mess added successfully!');
    const data = created.json.data;
    expect(data).toMatchObject({
      hostel: { _id: hostelId, name: 'GH-1 (Block A)' },
      mess_name: 'Annapurna Mess',
      caterers_name: 'Sai Caterers',
      type: 'NonVeg',
      capacity: 250,
      night_canteen: 'Available',
      nominated_mess_members: [
        'Asha Rao - Secretary - 9876543210 - asha@example.edu - 3rd',
        'Ravi - 2nd',
        'Kiran - Treasurer - 555',
      ],
    });
    expect(typeof data._id).toBe('string');
    expect(data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(data.updatedAt).toBe(data.createdAt);

    const list = await t.call('GET', '/api/mess');
    expect(list.status).toBe(200);
    expect(list.json).toContainEqual(data);

    // The console sends back what it read: the hostel as an object, members as strings, capacity from a text input.
    const updated = await t.admin('PUT', `/api/mess/${data._id}`, {
      ...data,
      hostel: { _id: otherHostelId, name: 'BH-2' },
      capacity: '300',
      mess_name: '  Annapurna North ',
    });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe('Mess updated successfully!');
    expect(updated.json.data).toMatchObject({
      _id: data._id,
      hostel: { _id: otherHostelId, name: 'BH-2' },
      capacity: 300,
      mess_name: 'Annapurna North',
      nominated_mess_members: data.nominated_mess_members,
      createdAt: data.createdAt,
    });

    const deleted = await t.admin('DELETE', `/api/mess/${data._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'Mess deleted successfully!', data: { _id: data._id } });
    expect(idsOf((await t.call('GET', '/api/mess')).json)).not.toContain(data._id);
    const again = await t.admin('DELETE', `/api/mess/${data._id}`);
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('Mess not found.');
  });

  test('type defaults to Veg and members to an empty list', async () => {
    const { type: _type, nominated_mess_members: _members, ...rest } = mess;
    const created = await t.admin('POST', '/api/mess', { ...rest, hostel: hostelId });
    expect(created.status).toBe(200);
    expect(created.json.data.type).toBe('Veg');
    expect(created.json.data.nominated_mess_members).toEqual([]);
  });

  test('a deleted hostel leaves the mess with hostel null', async () => {
    const doomed = await insertBareHostel(t, 'Old Hostel');
    const created = await t.admin('POST', '/api/mess', { ...mess, hostel: doomed });
    await t.ctx.db.run('DELETE FROM hostels WHERE id = ?', doomed);
    const listed = byId<Mess>((await t.call('GET', '/api/mess')).json, created.json.data._id)!;
    expect(listed.hostel).toBeNull();
  });

  test('validation messages are the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mess_name: '' }, messMessages.messNameRequired],
      [{ mess_name: '   ' }, 'Mess name is required'],
      [{ mess_name: undefined }, 'Mess name is required'],
      [{ caterers_name: '' }, "Cateror's name is required"],
      [{ hostel: undefined }, 'Please select a hostel'],
      [{ hostel: '' }, 'Please select a hostel'],
      [{ hostel: 'no-such-hostel' }, 'Please select a hostel'],
      [{ hostel: { _id: 'no-such-hostel', name: 'Ghost' } }, 'Please select a hostel'],
      [{ hostel: 42 }, 'Please select a hostel'],
      [{ capacity: 0 }, 'Capacity must be a positive number'],
      [{ capacity: -3 }, 'Capacity must be a positive number'],
      [{ capacity: 1.5 }, 'Capacity must be a positive number'],
      [{ capacity: 'many' }, 'Capacity must be a positive number'],
      [{ capacity: '' }, 'Capacity must be a positive number'],
      [{ capacity: undefined }, 'Capacity must be a positive number'],
      [{ night_canteen: '' }, 'Night canteen status is required'],
      [{ night_canteen: true }, 'Night canteen status is required'],
    ];
    for (const [change, message] of cases) {
      const response = await t.admin('POST', '/api/mess', { ...mess, hostel: hostelId, ...change });
      expect({ change, status: response.status, message: response.json.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
  });

  test('other bad input gets 400', async () => {
    const badType = await t.admin('POST', '/api/mess', { ...mess, hostel: hostelId, type: 'Mixed' });
    expect(badType.status).toBe(400);
    expect(badType.json.message).toBe('Type must be one of: Veg, NonVeg');
    const badMembers = await t.admin('POST', '/api/mess', {
      ...mess,
      hostel: hostelId,
      nominated_mess_members: 'Asha',
    });
    expect(badMembers.status).toBe(400);
    const namelessMember = await t.admin('POST', '/api/mess', {
      ...mess,
      hostel: hostelId,
      nominated_mess_members: [{ role: 'Secretary' }],
    });
    expect(namelessMember.status).toBe(400);
    const broken = await t.admin('POST', '/api/mess', '{"mess_name":');
    expect(broken.status).toBe(400);
  });

  test('unknown ids get 404', async () => {
    await expectResponses(t, [
      {
        method: 'PUT',
        path: '/api/mess/nope',
        body: { ...mess, hostel: hostelId },
        token: 'admin',
        status: 404,
        message: 'Mess not found.',
      },
    ]);
  });

  test('writes need a valid token', async () => {
    const body = { ...mess, hostel: hostelId };
    await expectResponses(t, [
      { method: 'POST', path: '/api/mess', body, status: 401 },
      { method: 'PUT', path: '/api/mess/x', body, status: 401 },
      { method: 'DELETE', path: '/api/mess/x', status: 401 },
      { method: 'POST', path: '/api/mess', body, token: 'broken', status: 403 },
    ]);
  });
});
