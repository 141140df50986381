import { beforeAll, describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../testing';
import { aPerson, addHostel, addMess, addNotice, addPerson, ok } from '../testing/fixtures';

const t = startTestAppBeforeAll();

/** Another office account's token: its saves are the ones a stale form must not undo. */
let other: string;
let staff: { warden: string; supervisor: string };
type Hostel = { _id: string; updatedAt: string; rooms: number; contact: string } & Record<string, unknown>;
/** A hostel of the test's own, as the office read it. */
const newHostel = async (): Promise<Hostel> => addHostel(t, { name: 'Karavali', rooms: 210, ...staff });

beforeAll(async () => {
  const added = await t.admin('POST', '/api/admin/accounts', { username: 'office_two', role: 'owner' });
  const first = (await t.signIn({ username: 'office_two', password: added.json.password })).json.accessToken;
  await ok(
    t.call('PUT', '/api/admin/password', {
      token: first,
      body: { currentPassword: added.json.password, newPassword: 'Office@2026x' },
    }),
  );
  other = (await t.signIn({ username: 'office_two', password: 'Office@2026x' })).json.accessToken;
  const warden = await addPerson(t, { name: 'Dr. Arjun Hegde', role: 'warden' });
  const supervisor = await addPerson(t, { name: 'Mr. Ravi Kumar', role: 'supervisor' });
  staff = { warden: warden._id, supervisor: supervisor._id };
});

/**
 * Waits until the clock has left the millisecond of the version read: two saves within one
 * millisecond share a version, so the other person's save must come in a later one.
 */
async function pastVersionOf(record: { updatedAt: string }) {
  while (Date.now() <= Date.parse(record.updatedAt)) await Bun.sleep(1);
}

const ifMatch = (version: string) => ({ 'If-Match': `"${version}"` });
const asAdmin = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  t.call(method, path, { body, token: t.token, headers });
const activityCount = async () =>
  ((await t.admin('GET', '/api/admin/activity?limit=100')).json.entries as unknown[]).length;
const plain = (record: Record<string, unknown>) => ({
  ...record,
  warden: (record.warden as { _id: string })._id,
  supervisor: (record.supervisor as { _id: string })._id,
});

describe('a save based on a version someone has since replaced', () => {
  test("is refused with 412, who changed it and when, and nothing changes: the other person's rooms stay", async () => {
    const read = await newHostel();
    await pastVersionOf(read);
    const theirs = await ok(
      t.call('PUT', `/api/hostels/${read._id}`, { body: { ...plain(read), rooms: 240 }, token: other }),
    );
    const entries = await activityCount();

    const mine = await asAdmin(
      'PUT',
      `/api/hostels/${read._id}`,
      { ...plain(read), contact: '0824-2474000' },
      ifMatch(read.updatedAt),
    );
    expect(mine.status).toBe(412);
    expect(mine.json).toEqual({
      message: 'office_two changed this after you opened it, so nothing was saved.',
      changedBy: 'office_two',
      changedAt: theirs.data.updatedAt,
    });
    const now = (await t.call('GET', `/api/hostels/${read._id}`)).json;
    expect(now).toMatchObject({ rooms: 240, updatedAt: theirs.data.updatedAt });
    expect(now.contact).not.toBe('0824-2474000');
    expect(await activityCount()).toBe(entries);
  });

  test('the version standing, or *, is saved; a save that says nothing is saved as SPEC.md expects', async () => {
    const hostel = await newHostel();
    const saved = await ok(
      asAdmin(
        'PUT',
        `/api/hostels/${hostel._id}`,
        { ...plain(hostel), contact: '0824-2474000' },
        ifMatch(hostel.updatedAt),
      ),
    );
    expect(saved.data).toMatchObject({ rooms: 210, contact: '0824-2474000' });
    const any = await ok(
      asAdmin('PUT', `/api/hostels/${hostel._id}`, { ...plain(saved.data), rooms: 250 }, { 'If-Match': '*' }),
    );
    const unsaid = await ok(t.admin('PUT', `/api/hostels/${hostel._id}`, { ...plain(hostel), rooms: 260 }));
    expect(unsaid.data.rooms).toBe(260);
    // Two saves within one millisecond share a version; it never goes back.
    expect(unsaid.data.updatedAt >= any.data.updatedAt).toBe(true);
  });

  test('two saves based on the same version at once: one is saved, the other gets 412', async () => {
    const hostel = await newHostel();
    const based = ifMatch(hostel.updatedAt);
    const [a, b] = await Promise.all([
      asAdmin('PUT', `/api/hostels/${hostel._id}`, { ...plain(hostel), rooms: 301 }, based),
      t.call('PUT', `/api/hostels/${hostel._id}`, {
        body: { ...plain(hostel), rooms: 302 },
        token: other,
        headers: based,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const winner = a.status === 200 ? 301 : 302;
    expect((await t.call('GET', `/api/hostels/${hostel._id}`)).json.rooms).toBe(winner);
  });

  test("a person's change, sent as POST with _id, takes it too", async () => {
    const person = await addPerson(t, aPerson({ name: 'Ms. Lata Rao', role: 'supervisor' }));
    await pastVersionOf(person);
    await ok(t.call('POST', '/api/people', { body: { ...person, phone: '111' }, token: other }));
    const stale = await asAdmin(
      'POST',
      '/api/people',
      { ...person, email: 'lata@example.org' },
      ifMatch(person.updatedAt),
    );
    expect(stale.status).toBe(412);
    expect(stale.json.changedBy).toBe('office_two');
  });

  test('a notice, and an unknown record is still a 404', async () => {
    const notice = await addNotice(t, { title: 'Water supply' });
    await pastVersionOf(notice);
    await ok(
      t.call('PUT', `/api/notifications/${notice._id}`, {
        body: { ...notice, title: 'Water supply on Sunday' },
        token: other,
      }),
    );
    expect(
      (
        await asAdmin(
          'PUT',
          `/api/notifications/${notice._id}`,
          { ...notice, priority: 'low' },
          ifMatch(notice.updatedAt),
        )
      ).status,
    ).toBe(412);
    expect(
      (await asAdmin('PUT', `/api/notifications/${'0'.repeat(24)}`, { ...notice }, ifMatch(notice.updatedAt))).status,
    ).toBe(404);
  });
});

describe('a page or menu never saved', () => {
  test('is written with If-None-Match: *; once someone has saved it, that is a 412', async () => {
    const rules = (await t.admin('GET', '/api/pages/rules-regulations')).json;
    expect(rules.updatedAt).toBeNull();
    const content = { content: rules.content };
    const first = await ok(
      t.call('PUT', '/api/pages/rules-regulations', { body: content, token: other, headers: { 'If-None-Match': '*' } }),
    );
    const second = await asAdmin('PUT', '/api/pages/rules-regulations', content, { 'If-None-Match': '*' });
    expect(second.status).toBe(412);
    expect(second.json).toMatchObject({ changedBy: 'office_two', changedAt: first.data.updatedAt });
    expect((await asAdmin('PUT', '/api/pages/rules-regulations', content, ifMatch(first.data.updatedAt))).status).toBe(
      200,
    );
  });

  test("a week's menu the same way, and a stale one after it", async () => {
    const mess = await addMess(t, { hostel: (await newHostel())._id });
    const menu = (await t.call('GET', `/api/mess/${mess._id}/menu`)).json;
    expect(menu.updatedAt).toBeNull();
    const week = { ...menu.week, monday: { ...menu.week.monday, lunch: 'Rice, sambar' } };
    const first = await ok(
      t.call('PUT', `/api/mess/${mess._id}/menu`, { body: { week }, token: other, headers: { 'If-None-Match': '*' } }),
    );
    const unsaved = await asAdmin('PUT', `/api/mess/${mess._id}/menu`, { week }, { 'If-None-Match': '*' });
    expect(unsaved.status).toBe(412);
    expect(unsaved.json.changedBy).toBe('office_two');
    const saved = await ok(asAdmin('PUT', `/api/mess/${mess._id}/menu`, { week }, ifMatch(first.data.updatedAt)));
    expect((await asAdmin('PUT', `/api/mess/${mess._id}/menu`, { week }, ifMatch(first.data.updatedAt))).status).toBe(
      412,
    );
    expect(saved.data.updatedAt).not.toBe(first.data.updatedAt);
  });
});

test('the API document describes the check on each write that takes it', async () => {
  const document = (await t.call('GET', '/api/openapi.json')).json;
  for (const [path, method] of [
    ['/api/hostels/{id}', 'put'],
    ['/api/people', 'post'],
    ['/api/pages/{slug}', 'put'],
    ['/api/mess/{id}/menu', 'put'],
  ]) {
    const operation = document.paths[path][method];
    expect(operation.responses['412']).toBeDefined();
    expect(operation.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['header If-Match', 'header If-None-Match']),
    );
  }
  expect(document.info.description).toContain('If-Match');
});
