// The trash (issue 17, point 3): every entity's round trip through delete,
// the trash list and restore, with its picture or file and its links; what a
// restore cannot bring back; purging; the trash emptying itself; and the
// public side never showing a trashed item.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { blobStored, PNG_DATA_URL, startTestApp, writeFromOutside, type TestApp } from '../../testing';
import { MENU_DAYS, MENU_MEALS } from '../messes/menu';
import { emptyExpiredTrash } from './service';

let t: TestApp;
let warden: string;
let supervisor: string;

const ok = async (response: Promise<{ status: number; json: any }>) => {
  const { status, json } = await response;
  expect({ status, message: json?.message }).toMatchObject({ status: 200 });
  return json;
};

const addPerson = async (name: string, fields: Record<string, unknown> = {}) =>
  (await ok(t.admin('POST', '/api/people', { name, designation: 'Staff', role: 'warden', ...fields }))).data;
const hostelBody = (name: string) => ({ name, warden, supervisor, rooms: 120, gender: 'female', sharing: 'double', year: '2nd', image: PNG_DATA_URL });
const addHostel = async (name: string) => (await ok(t.admin('POST', '/api/hostels', hostelBody(name)))).data;
const messBody = (hostel: string | null, mess_name = 'Ganga Mess') => ({ hostel, mess_name, caterers_name: 'Sai Caterers', capacity: 250, night_canteen: 'Available' });
const week = Object.fromEntries(MENU_DAYS.map((day) => [day, Object.fromEntries(MENU_MEALS.map((meal) => [meal, `${day} ${meal}`]))]));
const pdf = (text: string) => `data:application/pdf;name=rules.pdf;base64,${Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64')}`;

const trashList = async (query = '') => (await ok(t.admin('GET', `/api/admin/trash${query}`))) as { items: any[]; next: string | null; days: number };
const trashItemOf = async (recordId: string) => (await trashList()).items.find((item) => item.recordId === recordId);
const restore = async (recordId: string) => t.admin('POST', `/api/admin/trash/${(await trashItemOf(recordId))._id}/restore`);
const bytesOf = async (path: string) => new Uint8Array(await (await t.call('GET', path)).response.arrayBuffer());
const imageKey = async (table: string, id: string) => (await t.ctx.db.get<{ image: string }>(`SELECT image FROM ${table} WHERE id = ?`, id))!.image;

beforeAll(async () => {
  t = await startTestApp();
  warden = (await addPerson('Dr. Kavya Rao'))._id;
  supervisor = (await addPerson('Mr. Ramesh Bhat', { role: 'supervisor' }))._id;
});
afterAll(() => t.stop());

describe('a person', () => {
  test('goes to the trash with its picture and hostels, and comes back with both', async () => {
    const hostel = await addHostel('Sharavathi');
    const person = await addPerson('Ms. Asha Nayak', { image: PNG_DATA_URL, hostel: [hostel._id], department: 'Office' });
    const picture = await bytesOf(person.image);
    const key = await imageKey('people', person._id);

    const deleted = await t.admin('DELETE', `/api/people/${person._id}`);
    expect(deleted.json).toEqual({ message: 'Person deleted successfully!', data: { _id: person._id } });
    expect((await t.call('GET', '/api/people')).json.some((p: any) => p._id === person._id)).toBe(false);
    expect((await t.call('GET', person.image)).status).toBe(404);
    expect(await blobStored(t.ctx, key)).toBe(true);

    const item = await trashItemOf(person._id);
    expect(item).toMatchObject({ entity: 'people', name: 'Ms. Asha Nayak', deletedBy: 'admin', size: picture.length });
    expect(Date.parse(item.expiresAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const restored = await t.admin('POST', `/api/admin/trash/${item._id}/restore`);
    expect(restored.json).toEqual({ message: "'Ms. Asha Nayak' is restored.", data: { entity: 'people', _id: person._id, name: 'Ms. Asha Nayak', notes: [] } });
    const back = (await t.call('GET', '/api/people')).json.find((p: any) => p._id === person._id);
    expect(back).toEqual(person);
    expect(await bytesOf(back.image)).toEqual(picture);
    expect(await trashItemOf(person._id)).toBeUndefined();
  });

  test('comes back without a hostel deleted meanwhile, and says so', async () => {
    const [kept, gone] = [await addHostel('Kapila'), await addHostel('Netravati')];
    const person = await addPerson('Mr. Dinesh Shetty', { hostel: [gone._id, kept._id] });
    await ok(t.admin('DELETE', `/api/people/${person._id}`));
    await ok(t.admin('DELETE', `/api/hostels/${gone._id}`));
    const restored = await ok(restore(person._id));
    expect(restored.data.notes).toEqual(['It is no longer listed under Netravati, which has been deleted.']);
    expect((await t.call('GET', '/api/people')).json.find((p: any) => p._id === person._id).hostel).toEqual([{ _id: kept._id, name: 'Kapila' }]);
  });
});

describe('a hostel', () => {
  test('comes back with its picture, staff, people, messes and wardens’ accounts', async () => {
    const hostel = await addHostel('Tunga');
    const resident = await addPerson('Ms. Latha', { role: 'supervisor', hostel: [hostel._id] });
    const mess = (await ok(t.admin('POST', '/api/mess', messBody(hostel._id)))).data;
    const account = (await ok(t.admin('POST', '/api/admin/accounts', { username: 'tunga_warden', role: 'warden', hostels: [hostel._id] }))).data;
    const picture = await bytesOf(hostel.image);

    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    expect((await t.call('GET', `/api/hostels/${hostel._id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/mess`)).json.find((m: any) => m._id === mess._id).hostel).toBeNull();
    const hostelsOf = async (id: string) => (await t.admin('GET', '/api/admin/accounts')).json.find((a: any) => a._id === id).hostels;
    expect(await hostelsOf(account._id)).toEqual([]);

    const restored = await ok(restore(hostel._id));
    expect(restored.data.notes).toEqual([]);
    const back = (await t.call('GET', `/api/hostels/${hostel._id}`)).json;
    expect(back).toEqual(hostel);
    expect(await bytesOf(back.image)).toEqual(picture);
    expect((await t.call('GET', `/api/mess`)).json.find((m: any) => m._id === mess._id).hostel).toEqual({ _id: hostel._id, name: 'Tunga' });
    expect((await t.call('GET', '/api/people')).json.find((p: any) => p._id === resident._id).hostel).toEqual([{ _id: hostel._id, name: 'Tunga' }]);
    expect(await hostelsOf(account._id)).toEqual([hostel._id]);
  });

  test('comes back without a warden deleted meanwhile, and says what to do', async () => {
    const temporary = await addPerson('Dr. Suresh Kamath');
    const hostel = (await ok(t.admin('POST', '/api/hostels', { ...hostelBody('Varada'), warden: temporary._id }))).data;
    const mess = (await ok(t.admin('POST', '/api/mess', messBody(hostel._id, 'Varada Mess')))).data;
    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    await ok(t.admin('DELETE', `/api/people/${temporary._id}`));
    await ok(t.admin('PUT', `/api/mess/${mess._id}`, messBody((await addHostel('Aghanashini'))._id, 'Varada Mess')));

    const restored = await ok(restore(hostel._id));
    expect(restored.data.notes).toEqual([
      'Its warden, Dr. Suresh Kamath, has been deleted: choose a warden when you next edit this hostel.',
      'The mess Varada Mess now belongs to another hostel and stays there.',
    ]);
    const back = (await t.call('GET', `/api/hostels/${hostel._id}`)).json;
    expect(back.warden).toBeNull();
    expect(back.supervisor._id).toBe(supervisor);
  });
});

describe('a mess', () => {
  test('comes back with its weekly menu, as old as it was', async () => {
    const hostel = await addHostel('Sita');
    const mess = (await ok(t.admin('POST', '/api/mess', messBody(hostel._id, 'Sita Mess')))).data;
    const menu = (await ok(t.admin('PUT', `/api/mess/${mess._id}/menu`, { week }))).data;
    await ok(t.admin('DELETE', `/api/mess/${mess._id}`));
    expect((await t.call('GET', '/api/mess/menus')).json.some((m: any) => m.mess === mess._id)).toBe(false);
    await ok(restore(mess._id));
    expect((await t.call('GET', `/api/mess/${mess._id}/menu`)).json).toEqual(menu);
    expect((await t.call('GET', '/api/mess')).json.find((m: any) => m._id === mess._id)).toEqual(mess);
  });

  test('comes back without a hostel deleted meanwhile', async () => {
    const hostel = await addHostel('Bhadra');
    const mess = (await ok(t.admin('POST', '/api/mess', messBody(hostel._id, 'Bhadra Mess')))).data;
    await ok(t.admin('DELETE', `/api/mess/${mess._id}`));
    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    expect((await ok(restore(mess._id))).data.notes).toEqual(['Its hostel, Bhadra, has been deleted: choose one when you next edit this mess.']);
    expect((await t.call('GET', '/api/mess')).json.find((m: any) => m._id === mess._id).hostel).toBeNull();
  });
});

describe('events, notices and files', () => {
  test('an event comes back with its picture and its schedule', async () => {
    const event = (await ok(t.admin('POST', '/api/events', { title: 'Hostel Day', description: 'Annual day', date: '2030-03-01', image: PNG_DATA_URL, publishAt: '2030-02-01T04:30:00.000Z' }))).data;
    const picture = await bytesOf(event.image);
    const inConsole = async () => (await t.admin('GET', '/api/events')).json.find((e: any) => e._id === event._id);
    await ok(t.admin('DELETE', `/api/events/${event._id}`));
    expect(await inConsole()).toBeUndefined();
    await ok(restore(event._id));
    expect(await inConsole()).toEqual(event);
    expect(await bytesOf(event.image)).toEqual(picture);
  });

  test('a pinned notice comes back pinned, and is on the public list again', async () => {
    const notice = (await ok(t.admin('POST', '/api/notifications', { title: 'Water supply', message: 'No water on Sunday', priority: 'high', pinned: true }))).data;
    const shown = async () => (await t.call('GET', '/api/notifications')).json.some((n: any) => n._id === notice._id);
    expect(await shown()).toBe(true);
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    expect(await shown()).toBe(false);
    await ok(restore(notice._id));
    expect(await shown()).toBe(true);
    expect((await t.admin('GET', '/api/notifications/admin')).json.find((n: any) => n._id === notice._id)).toEqual(notice);
  });

  test('a file comes back with its bytes, and as the Hostel Subcommittees file unless another has taken its place', async () => {
    const file = (await ok(t.admin('POST', '/api/files', { file_name: 'Subcommittees', for_student: true, file: pdf('subcommittees') }))).data;
    await ok(t.admin('PUT', '/api/files/subcommittees', { fileId: file._id }));
    const bytes = await bytesOf(`/api/files/download/${file._id}`);
    await ok(t.admin('DELETE', `/api/files/${file._id}`));
    expect((await trashItemOf(file._id)).size).toBe(bytes.length);
    await ok(restore(file._id));
    expect(await bytesOf(`/api/files/download/${file._id}`)).toEqual(bytes);
    expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: file._id });

    await ok(t.admin('DELETE', `/api/files/${file._id}`));
    const other = (await ok(t.admin('POST', '/api/files', { file_name: 'Committees 2027', for_student: true, file: pdf('other') }))).data;
    await ok(t.admin('PUT', '/api/files/subcommittees', { fileId: other._id }));
    expect((await ok(restore(file._id))).data.notes).toEqual(['Another file is the Hostel Subcommittees file now, so this one is restored as an ordinary file.']);
  });
});

describe('the trash itself', () => {
  test('lists newest first in pages of 50, one kind or all', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) {
      const notice = (await ok(t.admin('POST', '/api/notifications', { title: `Notice ${i}`, message: 'Old news', priority: 'low' }))).data;
      await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
      ids.push(notice._id);
    }
    const first = await trashList('?entity=notifications');
    expect(first.items).toHaveLength(50);
    expect(first.items[0].name).toBe('Notice 54');
    expect(first.items.every((item) => item.entity === 'notifications')).toBe(true);
    const second = await trashList(`?entity=notifications&before=${encodeURIComponent(first.next!)}`);
    expect([...first.items, ...second.items].map((item) => item.name).slice(0, 55)).toEqual(ids.map((_, i) => `Notice ${54 - i}`));
    expect((await t.admin('GET', '/api/admin/trash?entity=admins')).status).toBe(400);
  });

  test('purging deletes for good, picture and all; an item gone already is a 404', async () => {
    const person = await addPerson('Mr. Purged', { image: PNG_DATA_URL });
    const key = await imageKey('people', person._id);
    await ok(t.admin('DELETE', `/api/people/${person._id}`));
    const item = await trashItemOf(person._id);
    const purged = await t.admin('DELETE', `/api/admin/trash/${item._id}`);
    expect(purged.json).toEqual({ message: "'Mr. Purged' is deleted for good.", data: { entity: 'people', _id: person._id, name: 'Mr. Purged' } });
    expect(await blobStored(t.ctx, key)).toBe(false);
    for (const [method, path] of [['DELETE', `/api/admin/trash/${item._id}`], ['POST', `/api/admin/trash/${item._id}/restore`]] as const) {
      expect((await t.admin(method, path)).json).toEqual({ message: 'That item is not in the trash any more.' });
    }
  });

  test('two restores of one item at once: one restores, the other finds it gone', async () => {
    const notice = (await ok(t.admin('POST', '/api/notifications', { title: 'Twice', message: 'Restored twice', priority: 'low' }))).data;
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    const item = await trashItemOf(notice._id);
    const answers = await Promise.all([1, 2].map(() => t.admin('POST', `/api/admin/trash/${item._id}/restore`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
  });

  test('empties itself of what is older than its period, with the bytes', async () => {
    const event = (await ok(t.admin('POST', '/api/events', { title: 'Old Event', description: 'Long ago', date: '2020-01-01', image: PNG_DATA_URL }))).data;
    const key = await imageKey('events', event._id);
    await ok(t.admin('DELETE', `/api/events/${event._id}`));
    const recent = (await ok(t.admin('POST', '/api/notifications', { title: 'Recent', message: 'Stays', priority: 'low' }))).data;
    await ok(t.admin('DELETE', `/api/notifications/${recent._id}`));
    const item = await trashItemOf(event._id);
    await writeFromOutside(t, 'UPDATE trash SET deleted_at = ? WHERE id = ?', new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(), item._id);

    expect(await emptyExpiredTrash(t.ctx, 30)).toBe(1);
    expect(await trashItemOf(event._id)).toBeUndefined();
    expect(await trashItemOf(recent._id)).toBeDefined();
    expect(await blobStored(t.ctx, key)).toBe(false);
  });

  test('restoring and purging are in the activity log', async () => {
    const notice = (await ok(t.admin('POST', '/api/notifications', { title: 'Logged', message: 'In the log', priority: 'low' }))).data;
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    await ok(restore(notice._id));
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    await ok(t.admin('DELETE', `/api/admin/trash/${(await trashItemOf(notice._id))._id}`));
    const entries = (await ok(t.admin('GET', '/api/admin/activity?entity=notifications'))).entries.filter((entry: any) => entry.entityId === notice._id);
    expect(entries.map((entry: any) => [entry.action, entry.name, entry.actor])).toEqual([
      ['purge', 'Logged', 'admin'],
      ['delete', 'Logged', 'admin'],
      ['restore', 'Logged', 'admin'],
      ['delete', 'Logged', 'admin'],
      ['create', 'Logged', 'admin'],
    ]);
  });
});
