// The demo content, read back through the public and admin API as a visitor
// and an admin would see it, and the empty site a folder started without it.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { startTestApp, type TestApp } from '../testing';
import { seedDemoContentOnce } from './seed';
import type { Event } from '../modules/events/model';
import type { StoredFile } from '../modules/files/model';
import type { Hostel } from '../modules/hostels/model';
import type { MessMenu } from '../modules/messes/menu';
import type { Mess } from '../modules/messes/model';
import type { Notification } from '../modules/notifications/model';
import type { Person } from '../modules/people/model';

setDefaultTimeout(60_000);

// SPEC.md section 3, in display order.
const ROLES = [
  'warden',
  'quality_maintenance_warden',
  'supervisor',
  'hostel_council',
  'hostel_staff',
  'gmc_mc',
  'se_office_staff',
  'housekeeping_staff',
];

const LISTS = [
  '/api/hostels',
  '/api/people',
  '/api/mess',
  '/api/mess/menus',
  '/api/events',
  '/api/notifications',
  '/api/files',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContentOnce(t.app, t.ctx, true);
});
afterAll(() => t.stop());

const now = () => new Date().toISOString();

describe('demo content', () => {
  test('at least 12 hostels for boys and girls, named by block, each with staff and a picture', async () => {
    const hostels = (await t.call('GET', '/api/hostels')).json as Hostel[];
    expect(hostels.length).toBeGreaterThanOrEqual(12);
    const names = hostels.map((hostel) => hostel.name);
    expect(names).toContain('Karavali (Block I)');
    expect(names).toContain('Ganga (GH I)');
    for (const hostel of hostels) {
      // The public pages call a hostel a girls' hostel when its name contains GH.
      expect(hostel.gender).toBe(hostel.name.includes('GH') ? 'female' : 'male');
      expect(hostel.name).toMatch(/\((Block|GH) [IVX]+\)$/);
      expect(hostel.warden?.role).toBe('warden');
      expect(hostel.supervisor?.role).toBe('supervisor');
      expect(hostel.image).toMatch(/^\/api\/hostels\/image\//);
    }
    expect(hostels.filter((hostel) => hostel.gender === 'female').length).toBeGreaterThanOrEqual(2);
  });

  test('people in every role, with pictures, several linked to hostels', async () => {
    const people = (await t.call('GET', '/api/people')).json as Person[];
    for (const role of ROLES) expect(people.some((person) => person.role === role)).toBe(true);
    expect(people.every((person) => person.image)).toBe(true);
    expect(people.filter((person) => person.hostel.length > 0).length).toBeGreaterThanOrEqual(ROLES.length);
  });

  test('eleven messes for their hostels, with nominated members as strings', async () => {
    const messes = (await t.call('GET', '/api/mess')).json as Mess[];
    expect(messes.length).toBe(11);
    expect(messes.every((mess) => mess.hostel?.name)).toBe(true);
    expect(new Set(messes.map((mess) => mess.type))).toEqual(new Set(['Veg', 'NonVeg']));
    const members = messes.flatMap((mess) => mess.nominated_mess_members);
    expect(members.length).toBeGreaterThanOrEqual(5);
    expect(members.some((member) => member.split(' - ').length === 5)).toBe(true);
  });

  test('every mess has a whole week of menus, every meal written', async () => {
    const messes = (await t.call('GET', '/api/mess')).json as Mess[];
    const menus = (await t.call('GET', '/api/mess/menus')).json as MessMenu[];
    expect(menus.map((menu) => menu.mess)).toEqual(messes.map((mess) => mess._id));
    for (const menu of menus) {
      expect(Object.keys(menu.week)).toEqual([
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ]);
      for (const day of Object.values(menu.week)) {
        expect(Object.keys(day)).toEqual(['breakfast', 'lunch', 'snacks', 'dinner']);
        expect(Object.values(day).every((meal) => meal.length > 0)).toBe(true);
      }
      expect(menu.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    // Vegetarian messes serve no meat or fish.
    for (const mess of messes.filter((mess) => mess.type === 'Veg')) {
      const text = JSON.stringify(menus.find((menu) => menu.mess === mess._id)!.week).toLowerCase();
      expect(text).not.toMatch(/chicken|mutton|fish|egg/);
    }
  });

  test('upcoming and past events, and an inactive one only admins see', async () => {
    const all = (await t.admin('GET', '/api/events')).json as Event[];
    expect(all.some((event) => event.isActive && event.date > now())).toBe(true);
    expect(all.some((event) => event.date < now())).toBe(true);
    const inactive = all.filter((event) => !event.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    const published = (await t.call('GET', '/api/events')).json as Event[];
    expect(published.length).toBe(all.length - inactive.length);
  });

  test('active, expired and inactive notices; the public sees only the active ones', async () => {
    const all = (await t.admin('GET', '/api/notifications/admin')).json as Notification[];
    const active = all.filter((notice) => notice.isActive && (!notice.expiresAt || notice.expiresAt > now()));
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(all.some((notice) => notice.isActive && notice.expiresAt && notice.expiresAt < now())).toBe(true);
    expect(all.some((notice) => !notice.isActive)).toBe(true);
    expect(active.some((notice) => notice.url)).toBe(true);
    const published = (await t.call('GET', '/api/notifications')).json as Notification[];
    expect(published.map((notice) => notice._id)).toEqual(active.map((notice) => notice._id));
  });

  test('several files, the Hostel Subcommittees one among them and named by the setting', async () => {
    const files = (await t.admin('GET', '/api/files')).json as StoredFile[];
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.some((file) => !file.for_student)).toBe(true);
    const subcommittees = files.find((file) => file.file_name.startsWith('Hostel Subcommittees'));
    expect(subcommittees).toBeDefined();
    expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: subcommittees!._id });
    const download = await t.call('GET', `/api/files/download/${subcommittees!._id}`);
    expect(download.status).toBe(200);
    expect(download.response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await download.response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  test('no list carries picture bytes', async () => {
    for (const path of LISTS) {
      const text = JSON.stringify((await t.admin('GET', path)).json);
      expect(text).not.toContain('data:');
      expect(text).not.toMatch(/[A-Za-z0-9+/]{200,}/);
    }
  });

  test('seeded once: a second start leaves the content as it is', async () => {
    const before = (await t.call('GET', '/api/hostels')).json.length;
    await seedDemoContentOnce(t.app, t.ctx, true);
    expect((await t.call('GET', '/api/hostels')).json.length).toBe(before);
  });
});

describe('a site started without the demo flag', () => {
  test('stays empty, but for the admin account, even if started with it later', async () => {
    const empty = await startTestApp();
    try {
      await seedDemoContentOnce(empty.app, empty.ctx, false);
      await seedDemoContentOnce(empty.app, empty.ctx, true);
      for (const path of LISTS) expect((await empty.admin('GET', path)).json).toEqual([]);
    } finally {
      empty.stop();
    }
  });
});
