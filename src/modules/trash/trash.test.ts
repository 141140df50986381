// The trash: every entity's round trip through delete,
// the trash list and restore, with its picture or file and its links; what a
// restore cannot bring back; purging; the trash emptying itself; and the
// public side never showing a trashed item.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { blobStored, PNG_DATA_URL, startTestApp, writeFromOutside, type TestApp } from '../../testing';
import {
  aMess,
  addEvent,
  addHostel,
  addMess,
  addNotice,
  addPerson,
  aPdf,
  byId,
  idsOf,
  imageKeyOf,
  ok,
} from '../../testing/fixtures';
import { MENU_DAYS, MENU_MEALS } from '../messes/menu';
import type { ActivityEntry } from '../activity/model';
import type { Account } from '../accounts/model';
import type { Mess } from '../messes/model';
import type { Person } from '../people/model';
import { emptyExpiredTrash } from './service';
import type { TrashPage } from './model';

let t: TestApp;
let warden: string;
let supervisor: string;

const personNamed = (name: string, fields: Record<string, unknown> = {}) =>
  addPerson(t, { name, designation: 'Staff', ...fields });
const hostelNamed = (name: string) =>
  addHostel(t, { name, warden, supervisor, gender: 'female', sharing: 'double', year: '2nd', image: PNG_DATA_URL });
const week = Object.fromEntries(
  MENU_DAYS.map((day) => [day, Object.fromEntries(MENU_MEALS.map((meal) => [meal, `${day} ${meal}`]))]),
);

const trashList = async (query = '') => (await ok(t.admin('GET', `/api/admin/trash${query}`))) as TrashPage;
const trashItemOf = async (recordId: string) => (await trashList()).items.find((item) => item.recordId === recordId);
/** The trash's item of a deleted record, which a test needs to be there. */
async function trashed(recordId: string) {
  const item = await trashItemOf(recordId);
  if (!item) throw new Error(`${recordId} is not in the trash`);
  return item;
}
const restore = async (recordId: string) =>
  t.admin('POST', `/api/admin/trash/${(await trashed(recordId))._id}/restore`);
const bytesOf = async (path: string) => new Uint8Array(await (await t.call('GET', path)).response.arrayBuffer());

beforeAll(async () => {
  t = await startTestApp();
  warden = (await personNamed('Dr. Kavya Rao'))._id;
  supervisor = (await personNamed('Mr. Ramesh Bhat', { role: 'supervisor' }))._id;
});
afterAll(() => t.stop());

describe('a person', () => {
  test('goes to the trash with its picture and hostels, and comes back with both', async () => {
    const hostel = await hostelNamed('Sharavathi');
    const person = await personNamed('Ms. Asha Nayak', {
      image: PNG_DATA_URL,
      hostel: [hostel._id],
      department: 'Office',
    });
    const picture = await bytesOf(person.image);
    const key = (await imageKeyOf(t, 'people', person._id))!;

    const deleted = await t.admin('DELETE', `/api/people/${person._id}`);
    expect(deleted.json).toEqual({ message: 'Person deleted successfully!', data: { _id: person._id } });
    expect(idsOf((await t.call('GET', '/api/people')).json).includes(person._id)).toBe(false);
    expect((await t.call('GET', person.image)).status).toBe(404);
    expect(await blobStored(t.ctx, key)).toBe(true);

    const item = await trashed(person._id);
    expect(item).toMatchObject({ entity: 'people', name: 'Ms. Asha Nayak', deletedBy: 'admin', size: picture.length });
    expect(Date.parse(item.expiresAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    const restored = await t.admin('POST', `/api/admin/trash/${item._id}/restore`);
    expect(restored.json).toEqual({
      message: "'Ms. Asha Nayak' is restored.",
      data: { entity: 'people', _id: person._id, name: 'Ms. Asha Nayak', notes: [] },
    });
    const back = byId<Person>((await t.call('GET', '/api/people')).json, person._id)!;
    expect(back).toEqual(person);
    expect(await bytesOf(back.image!)).toEqual(picture);
    expect(await trashItemOf(person._id)).toBeUndefined();
  });

  test('comes back without a hostel deleted meanwhile, and says so', async () => {
    const [kept, gone] = [await hostelNamed('Kapila'), await hostelNamed('Netravati')];
    const person = await personNamed('Mr. Dinesh Shetty', { hostel: [gone._id, kept._id] });
    await ok(t.admin('DELETE', `/api/people/${person._id}`));
    await ok(t.admin('DELETE', `/api/hostels/${gone._id}`));
    const restored = await ok(restore(person._id));
    expect(restored.data.notes).toEqual(['It is no longer listed under Netravati, which has been deleted.']);
    expect(byId<Person>((await t.call('GET', '/api/people')).json, person._id)!.hostel).toEqual([
      { _id: kept._id, name: 'Kapila' },
    ]);
  });
});

describe('a hostel', () => {
  test('comes back with its picture, staff, people, messes and wardens’ accounts', async () => {
    const hostel = await hostelNamed('Tunga');
    const resident = await personNamed('Ms. Latha', { role: 'supervisor', hostel: [hostel._id] });
    const mess = await addMess(t, { hostel: hostel._id });
    const account = (
      await ok(
        t.admin('POST', '/api/admin/accounts', { username: 'tunga_warden', role: 'warden', hostels: [hostel._id] }),
      )
    ).data;
    const picture = await bytesOf(hostel.image);

    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    expect((await t.call('GET', `/api/hostels/${hostel._id}`)).status).toBe(404);
    expect(byId<Mess>((await t.call('GET', '/api/mess')).json, mess._id)!.hostel).toBeNull();
    const hostelsOf = async (id: string) =>
      byId<Account>((await t.admin('GET', '/api/admin/accounts')).json, id)!.hostels;
    expect(await hostelsOf(account._id)).toEqual([]);

    const restored = await ok(restore(hostel._id));
    expect(restored.data.notes).toEqual([]);
    const back = (await t.call('GET', `/api/hostels/${hostel._id}`)).json;
    expect(back).toEqual(hostel);
    expect(await bytesOf(back.image)).toEqual(picture);
    expect(byId<Mess>((await t.call('GET', '/api/mess')).json, mess._id)!.hostel).toEqual({
      _id: hostel._id,
      name: 'Tunga',
    });
    expect(byId<Person>((await t.call('GET', '/api/people')).json, resident._id)!.hostel).toEqual([
      { _id: hostel._id, name: 'Tunga' },
    ]);
    expect(await hostelsOf(account._id)).toEqual([hostel._id]);
  });

  test('comes back without a warden deleted meanwhile, and says what to do', async () => {
    const temporary = await personNamed('Dr. Suresh Kamath');
    const hostel = await addHostel(t, {
      name: 'Varada',
      warden: temporary._id,
      supervisor,
      gender: 'female',
      sharing: 'double',
      year: '2nd',
      image: PNG_DATA_URL,
    });
    const mess = await addMess(t, { hostel: hostel._id, mess_name: 'Varada Mess' });
    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    await ok(t.admin('DELETE', `/api/people/${temporary._id}`));
    await ok(
      t.admin(
        'PUT',
        `/api/mess/${mess._id}`,
        aMess({ hostel: (await hostelNamed('Aghanashini'))._id, mess_name: 'Varada Mess' }),
      ),
    );

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

describe('a hostel, then a person listed under it', () => {
  test('the hostel comes back saying the person it listed has been deleted; the person comes back', async () => {
    const cook = await personNamed('Mr. Kiran Cook', { role: 'hostel_staff' });
    const hostel = await hostelNamed('Sharavati');
    await ok(
      t.admin('POST', '/api/people', {
        _id: cook._id,
        name: cook.name,
        designation: 'Staff',
        role: 'hostel_staff',
        hostel: [hostel._id],
      }),
    );
    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    await ok(t.admin('DELETE', `/api/people/${cook._id}`));

    expect((await ok(restore(hostel._id))).data.notes).toEqual([
      'Mr. Kiran Cook, who has been deleted, is no longer listed under it.',
    ]);
    expect((await ok(restore(cook._id))).data.notes).toEqual([]);
  });
});

describe('a mess', () => {
  test('comes back with its weekly menu, as old as it was', async () => {
    const hostel = await hostelNamed('Sita');
    const mess = await addMess(t, { hostel: hostel._id, mess_name: 'Sita Mess' });
    const menu = (await ok(t.admin('PUT', `/api/mess/${mess._id}/menu`, { week }))).data;
    await ok(t.admin('DELETE', `/api/mess/${mess._id}`));
    expect((await t.call('GET', '/api/mess/menus')).json.some((menu: { mess: string }) => menu.mess === mess._id)).toBe(
      false,
    );
    await ok(restore(mess._id));
    expect((await t.call('GET', `/api/mess/${mess._id}/menu`)).json).toEqual(menu);
    expect(byId((await t.call('GET', '/api/mess')).json, mess._id)).toEqual(mess);
  });

  test('comes back without a hostel deleted meanwhile', async () => {
    const hostel = await hostelNamed('Bhadra');
    const mess = await addMess(t, { hostel: hostel._id, mess_name: 'Bhadra Mess' });
    await ok(t.admin('DELETE', `/api/mess/${mess._id}`));
    await ok(t.admin('DELETE', `/api/hostels/${hostel._id}`));
    expect((await ok(restore(mess._id))).data.notes).toEqual([
      'Its hostel, Bhadra, has been deleted: choose one when you next edit this mess.',
    ]);
    expect(byId<Mess>((await t.call('GET', '/api/mess')).json, mess._id)!.hostel).toBeNull();
  });
});

describe('a mess gone for good', () => {
  const purged = (itemId: string) => ok(t.admin('DELETE', `/api/admin/trash/${itemId}`));
  const emptiedAway = async (itemId: string) => {
    await writeFromOutside(
      t,
      'UPDATE trash SET deleted_at = ? WHERE id = ?',
      new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(),
      itemId,
    );
    await emptyExpiredTrash(t.ctx, 30);
  };

  test.each([
    ['purged', 'Tunga', purged],
    ['emptied away', 'Pampa', emptiedAway],
  ])("%s takes its translations and its weekly menu's with it", async (_, name, goForGood) => {
    const mess = await addMess(t, {
      hostel: (await hostelNamed(name))._id,
      mess_name: `${name} Mess`,
      translations: { hi: { mess_name: 'मेस' } },
    });
    await ok(
      t.admin('PUT', `/api/mess/${mess._id}/menu`, { week, translations: { hi: { 'monday.breakfast': 'इडली' } } }),
    );
    await ok(t.admin('DELETE', `/api/mess/${mess._id}`));
    await goForGood((await trashed(mess._id))._id);
    expect(await t.ctx.db.all('SELECT entity, path FROM translations WHERE record_id = ?', mess._id)).toEqual([]);
  });
});

describe('a page the office added', () => {
  const document = (title: string) => ({
    title,
    summary: 'When the laundry is open.',
    body: ['Collected every **Tuesday**.'],
  });
  const hindi = { hi: { summary: 'लॉन्ड्री कब खुली रहती है।' } };
  const slugCount = { next: 0 };
  /** A page added with its Hindi and saved twice: three revisions' worth of history. */
  async function addPage(title: string) {
    const slug = `laundry-${++slugCount.next}`;
    await ok(t.admin('POST', '/api/pages', { slug, content: document(title), translations: hindi }));
    await ok(t.admin('PUT', `/api/pages/${slug}`, { content: document(`${title} hours`) }));
    return slug;
  }
  const rowsOf = async (slug: string) => ({
    pages: await t.ctx.db.all('SELECT slug FROM pages WHERE slug = ?', slug),
    revisions: await t.ctx.db.all('SELECT id FROM page_revisions WHERE slug = ?', slug),
    translations: await t.ctx.db.all("SELECT path FROM translations WHERE entity = 'pages' AND record_id = ?", slug),
  });
  const none = { pages: [], revisions: [], translations: [] };

  /** An account of `role`, signed in with a password of its own. */
  async function signedIn(username: string, role: 'editor' | 'owner') {
    const added = await ok(t.admin('POST', '/api/admin/accounts', { username, role }));
    const first = await t.signIn({ username, password: added.password });
    const body = { currentPassword: added.password, newPassword: 'Office@2026' };
    const changed = await ok(t.call('PUT', '/api/admin/password', { token: first.json.accessToken, body }));
    return (method: string, path: string) => t.call(method, path, { token: changed.data.accessToken });
  }

  test(
    'an editor deletes it to the trash and restores it, with every ' +
      'revision and its Hindi; only an owner deletes it for good',
    async () => {
      const editor = await signedIn('pages_editor', 'editor');
      const slug = await addPage('Laundry');
      const before = await rowsOf(slug);
      expect(before.revisions).toHaveLength(2);
      await ok(editor('DELETE', `/api/pages/${slug}`));
      expect(await rowsOf(slug)).toEqual(none);
      const item = await trashed(slug);
      expect(item).toMatchObject({ entity: 'pages', name: 'Laundry hours', deletedBy: 'pages_editor' });
      expect((await trashList('?entity=pages')).items.map((listed) => listed._id)).toContain(item._id);

      expect((await editor('DELETE', `/api/admin/trash/${item._id}`)).status).toBe(403);
      const restored = await ok(editor('POST', `/api/admin/trash/${item._id}/restore`));
      expect(restored).toEqual({
        message: "'Laundry hours' is restored.",
        data: { entity: 'pages', _id: slug, name: 'Laundry hours', notes: [] },
      });
      expect(await rowsOf(slug)).toEqual(before);
      expect(
        ((await t.call('GET', `/api/pages/${slug}?lang=hi`)).json as { content: { summary: string } }).content.summary,
      ).toBe(hindi.hi.summary);

      await ok(editor('DELETE', `/api/pages/${slug}`));
      await ok(t.admin('DELETE', `/api/admin/trash/${(await trashed(slug))._id}`));
      expect(await rowsOf(slug)).toEqual(none);
      expect(await trashItemOf(slug)).toBeUndefined();
    },
  );

  const purged = (itemId: string) => ok(t.admin('DELETE', `/api/admin/trash/${itemId}`));
  const emptiedAway = async (itemId: string) => {
    await writeFromOutside(
      t,
      'UPDATE trash SET deleted_at = ? WHERE id = ?',
      new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(),
      itemId,
    );
    await emptyExpiredTrash(t.ctx, 30);
  };
  test.each([
    ['purged', purged],
    ['emptied away', emptiedAway],
  ])('%s, it takes nothing of a page added at its address since', async (_, goForGood) => {
    const slug = await addPage('Washing');
    await ok(t.admin('DELETE', `/api/pages/${slug}`));
    await ok(t.admin('POST', '/api/pages', { slug, content: document('Ironing'), translations: hindi }));
    const now = await rowsOf(slug);
    await goForGood((await trashed(slug))._id);
    expect(await trashItemOf(slug)).toBeUndefined();
    expect(await rowsOf(slug)).toEqual(now);
    expect(now.translations).toHaveLength(1);
  });
});

describe('events, notices and files', () => {
  test('an event comes back with its picture and its schedule', async () => {
    const event = await addEvent(t, {
      description: 'Annual day',
      image: PNG_DATA_URL,
      publishAt: '2030-02-01T04:30:00.000Z',
    });
    const picture = await bytesOf(event.image);
    const inConsole = async () => byId((await t.admin('GET', '/api/events')).json, event._id);
    await ok(t.admin('DELETE', `/api/events/${event._id}`));
    expect(await inConsole()).toBeUndefined();
    await ok(restore(event._id));
    expect(await inConsole()).toEqual(event);
    expect(await bytesOf(event.image)).toEqual(picture);
  });

  test('a pinned notice comes back pinned, and is on the public list again', async () => {
    const notice = await addNotice(t, { pinned: true });
    const shown = async () => idsOf((await t.call('GET', '/api/notifications')).json).includes(notice._id);
    expect(await shown()).toBe(true);
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    expect(await shown()).toBe(false);
    await ok(restore(notice._id));
    expect(await shown()).toBe(true);
    expect(byId((await t.admin('GET', '/api/notifications/admin')).json, notice._id)).toEqual(notice);
  });

  test(
    'a file comes back with its bytes, ' +
      'and as the Hostel Subcommittees file ' +
      'unless another has taken its place',
    async () => {
      const file = (
        await ok(
          t.admin('POST', '/api/files', { file_name: 'Subcommittees', for_student: true, file: aPdf('subcommittees') }),
        )
      ).data;
      await ok(t.admin('PUT', '/api/files/subcommittees', { fileId: file._id }));
      const bytes = await bytesOf(`/api/files/download/${file._id}`);
      await ok(t.admin('DELETE', `/api/files/${file._id}`));
      expect((await trashed(file._id)).size).toBe(bytes.length);
      await ok(restore(file._id));
      expect(await bytesOf(`/api/files/download/${file._id}`)).toEqual(bytes);
      expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: file._id });

      await ok(t.admin('DELETE', `/api/files/${file._id}`));
      const other = (
        await ok(
          t.admin('POST', '/api/files', { file_name: 'Committees 2027', for_student: true, file: aPdf('other') }),
        )
      ).data;
      await ok(t.admin('PUT', '/api/files/subcommittees', { fileId: other._id }));
      expect((await ok(restore(file._id))).data.notes).toEqual([
        'Another file is the Hostel Subcommittees file now, so this one is restored as an ordinary file.',
      ]);
    },
  );
});

describe('the trash itself', () => {
  test('lists newest first in pages of 50, one kind or all', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) {
      const notice = await addNotice(t, { title: `Notice ${i}`, message: 'Old news', priority: 'low' });
      await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
      ids.push(notice._id);
    }
    const first = await trashList('?entity=notifications');
    expect(first.items).toHaveLength(50);
    expect(first.items[0].name).toBe('Notice 54');
    expect(first.items.every((item) => item.entity === 'notifications')).toBe(true);
    const second = await trashList(`?entity=notifications&before=${encodeURIComponent(first.next!)}`);
    expect([...first.items, ...second.items].map((item) => item.name).slice(0, 55)).toEqual(
      ids.map((_, i) => `Notice ${54 - i}`),
    );
    expect((await t.admin('GET', '/api/admin/trash?entity=admins')).status).toBe(400);
  });

  test('purging deletes for good, picture and all; an item gone already is a 404', async () => {
    const person = await personNamed('Mr. Purged', { image: PNG_DATA_URL });
    const key = (await imageKeyOf(t, 'people', person._id))!;
    await ok(t.admin('DELETE', `/api/people/${person._id}`));
    const item = await trashed(person._id);
    const purged = await t.admin('DELETE', `/api/admin/trash/${item._id}`);
    expect(purged.json).toEqual({
      message: "'Mr. Purged' is deleted for good.",
      data: { entity: 'people', _id: person._id, name: 'Mr. Purged' },
    });
    expect(await blobStored(t.ctx, key)).toBe(false);
    for (const [method, path] of [
      ['DELETE', `/api/admin/trash/${item._id}`],
      ['POST', `/api/admin/trash/${item._id}/restore`],
    ] as const) {
      expect((await t.admin(method, path)).json).toEqual({ message: 'That item is not in the trash any more.' });
    }
  });

  test('two restores of one item at once: one restores, the other finds it gone', async () => {
    const notice = await addNotice(t, { title: 'Twice', message: 'Restored twice', priority: 'low' });
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    const item = await trashed(notice._id);
    const responses = await Promise.all([1, 2].map(() => t.admin('POST', `/api/admin/trash/${item._id}/restore`)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 404]);
  });

  test('empties itself of what is older than its period, with the bytes', async () => {
    const event = await addEvent(t, {
      title: 'Old Event',
      description: 'Long ago',
      date: '2020-01-01',
      image: PNG_DATA_URL,
    });
    const key = (await imageKeyOf(t, 'events', event._id))!;
    await ok(t.admin('DELETE', `/api/events/${event._id}`));
    const recent = await addNotice(t, { title: 'Recent', message: 'Stays', priority: 'low' });
    await ok(t.admin('DELETE', `/api/notifications/${recent._id}`));
    const item = await trashed(event._id);
    await writeFromOutside(
      t,
      'UPDATE trash SET deleted_at = ? WHERE id = ?',
      new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(),
      item._id,
    );

    expect(await emptyExpiredTrash(t.ctx, 30)).toBe(1);
    expect(await trashItemOf(event._id)).toBeUndefined();
    expect(await trashItemOf(recent._id)).toBeDefined();
    expect(await blobStored(t.ctx, key)).toBe(false);
  });

  test('restoring and purging are in the activity log', async () => {
    const notice = await addNotice(t, { title: 'Logged', message: 'In the log', priority: 'low' });
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    await ok(restore(notice._id));
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    await ok(t.admin('DELETE', `/api/admin/trash/${(await trashed(notice._id))._id}`));
    const entries = (await ok(t.admin('GET', '/api/admin/activity?entity=notifications'))).entries.filter(
      (entry: ActivityEntry) => entry.entityId === notice._id,
    );
    expect(entries.map((entry: ActivityEntry) => [entry.action, entry.name, entry.actor])).toEqual([
      ['purge', 'Logged', 'admin'],
      ['delete', 'Logged', 'admin'],
      ['restore', 'Logged', 'admin'],
      ['delete', 'Logged', 'admin'],
      ['create', 'Logged', 'admin'],
    ]);
  });
});
