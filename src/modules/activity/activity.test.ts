// The activity log: every kind of change is recorded with who,
// when, from where, what and, for a change, each field before and after;
// pictures and passwords never; owners page through it, filter it and export it.
import { beforeAll, describe, expect, setDefaultTimeout, setSystemTime, test } from 'bun:test';
import { PNG_DATA_URL, shownWithin, startTestAppBeforeAll } from '../../testing';
import { aHostel, aMess, aNotice, addHostel, addMess, addNotice, addPerson, ok } from '../../testing/fixtures';
import { emptyWeek } from '../messes/menu';
import type { ActivityEntry } from './model';
import { fileRecentEntries, insertEntry, RECENT_LIMIT } from './repo';
import { startActivitySweep } from './sweep';

setDefaultTimeout(60_000);

const t = startTestAppBeforeAll();

async function log(query = '') {
  const { status, json } = await t.admin('GET', `/api/admin/activity${query}`);
  expect(status).toBe(200);
  return json as { entries: ActivityEntry[]; next: string | null };
}
const newest = async (query = '') => (await log(query)).entries[0];
/** The rows a table holds (PostgreSQL returns count(*) as text). */
const rowsIn = async (table: string) =>
  Number((await t.ctx.db.get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))!.n);

describe('what is recorded', () => {
  test('a sign-in, and a failed one with the name tried', async () => {
    await t.login();
    expect(await newest('?action=sign-in')).toMatchObject({
      actor: 'admin',
      action: 'sign-in',
      entity: 'accounts',
      address: expect.any(String),
    });
    expect((await t.signIn({ username: 'admin', password: 'Wrong@Pass1' })).status).toBe(401);
    // Recorded once the refusal has been sent.
    await shownWithin(10_000, async () => (await log('?action=failed%20sign-in')).entries.length === 1);
    expect(await newest('?action=failed%20sign-in')).toMatchObject({
      actor: 'admin',
      action: 'failed sign-in',
      actorId: null,
    });
  });

  test('a notice added, changed and deleted: who, what, and each changed field before and after', async () => {
    const added = await t.admin('POST', '/api/notifications', {
      title: 'Water',
      message: 'Off on Sunday',
      priority: 'low',
    });
    const id = added.json.data._id;
    expect(await newest()).toMatchObject({
      actor: 'admin',
      action: 'create',
      entity: 'notifications',
      entityId: id,
      name: 'Water',
    });
    await t.admin('PUT', `/api/notifications/${id}`, {
      title: 'Water supply',
      message: 'Off on Sunday',
      priority: 'high',
    });
    const changed = await newest();
    expect(changed).toMatchObject({ action: 'update', entityId: id, name: 'Water supply' });
    expect(changed.changes).toEqual([
      { field: 'title', before: 'Water', after: 'Water supply' },
      { field: 'priority', before: 'low', after: 'high' },
    ]);
    await t.admin('DELETE', `/api/notifications/${id}`);
    expect(await newest()).toMatchObject({ action: 'delete', entityId: id, name: 'Water supply' });
  });

  test('a picture by whether there is one and its size, never its bytes', async () => {
    const person = await t.admin('POST', '/api/people', {
      name: 'Dr. Rao',
      designation: 'Warden',
      role: 'warden',
      image: PNG_DATA_URL,
    });
    const sizeNow = async () => {
      const row = await t.ctx.db.get<{ image: string }>('SELECT image FROM people WHERE id = ?', person.json.data._id);
      return `${((await t.ctx.blobs.size(t.ctx.db, row!.image)) / 1024).toFixed(1)} KB`;
    };
    const first = await sizeNow();
    expect((await newest()).changes).toContainEqual({ field: 'image', before: null, after: `a picture (${first})` });
    const larger = await new Bun.Image(Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')).resize(600).png().bytes();
    await t.admin('POST', '/api/people', {
      ...person.json.data,
      image: `data:image/png;base64,${Buffer.from(larger).toString('base64')}`,
    });
    const size = await sizeNow();
    expect((await newest()).changes).toEqual([
      { field: 'image', before: `a picture (${first})`, after: `a new picture (${size})` },
    ]);
    await t.admin('POST', '/api/people', { ...person.json.data, image: undefined, name: 'Dr. A. Rao' });
    const renamed = await newest();
    expect(renamed).toMatchObject({ action: 'update', entity: 'people', name: 'Dr. A. Rao' });
    expect(renamed.changes).toEqual([{ field: 'name', before: 'Dr. Rao', after: 'Dr. A. Rao' }]);
    await t.admin('POST', '/api/people', { ...person.json.data, name: 'Dr. A. Rao', image: null });
    expect((await newest()).changes).toEqual([{ field: 'image', before: `a picture (${size})`, after: null }]);
    expect(JSON.stringify((await log()).entries)).not.toContain('base64');
  });

  test('a file by its name and size', async () => {
    const pdf = `data:application/pdf;name=rules.pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
    await t.admin('POST', '/api/files', { file_name: 'Rules', for_student: true, file: pdf });
    const entry = await newest();
    expect(entry).toMatchObject({ action: 'create', entity: 'files', name: 'Rules' });
    expect(JSON.stringify(entry.changes)).toContain('rules.pdf');
    expect(JSON.stringify(entry.changes)).not.toContain('base64');
  });

  test("an account's role, and a password change without the password", async () => {
    const added = await t.admin('POST', '/api/admin/accounts', { username: 'office_one', role: 'editor' });
    expect(await newest()).toMatchObject({ action: 'create', entity: 'accounts', name: 'office_one' });
    expect(JSON.stringify(await newest())).not.toContain(added.json.password);
    await t.admin('PUT', `/api/admin/accounts/${added.json.data._id}`, { role: 'owner' });
    expect((await newest()).changes).toContainEqual({ field: 'role', before: 'editor', after: 'owner' });

    const first = await t.signIn({ username: 'office_one', password: added.json.password });
    await t.call('PUT', '/api/admin/password', {
      token: first.json.accessToken,
      body: { currentPassword: added.json.password, newPassword: 'Office@2026x' },
    });
    const change = await newest();
    expect(change).toMatchObject({
      actor: 'office_one',
      action: 'update',
      entity: 'accounts',
      changes: [{ field: 'password', before: 'not recorded', after: 'not recorded' }],
    });
    expect(JSON.stringify((await log()).entries)).not.toContain('Office@2026x');
  });

  test('a backup', async () => {
    const made = await t.admin('POST', '/api/backups');
    expect(await newest()).toMatchObject({ action: 'backup', entity: 'backups', name: made.json.data.name });
  });
});

describe('translations and menus, before and after', () => {
  test("a change to only a record's Hindi: each translated text changed, one added, one removed", async () => {
    const notice = await addNotice(t, aNotice({ title: 'Water', translations: { hi: { title: 'पानी' } } }));
    expect((await newest()).changes).toContainEqual({ field: 'hi: title', before: null, after: 'पानी' });
    const path = `/api/notifications/${notice._id}`;
    await ok(
      t.admin(
        'PUT',
        path,
        aNotice({ title: 'Water', translations: { hi: { title: 'जल', message: 'रविवार को पानी नहीं' } } }),
      ),
    );
    expect(await newest()).toMatchObject({
      action: 'update',
      entity: 'notifications',
      entityId: notice._id,
      name: 'Water',
    });
    expect((await newest()).changes).toEqual([
      { field: 'hi: title', before: 'पानी', after: 'जल' },
      { field: 'hi: message', before: null, after: 'रविवार को पानी नहीं' },
    ]);
    // A text sent as it was is no change; an empty one removes its translation.
    await ok(t.admin('PUT', path, aNotice({ title: 'Water', translations: { hi: { title: 'जल', message: '' } } })));
    expect((await newest()).changes).toEqual([{ field: 'hi: message', before: 'रविवार को पानी नहीं', after: null }]);
  });

  test("the English and the Hindi changed together, a list's item by its place", async () => {
    const staff = await addPerson(t, { name: 'Dr. Log Warden' });
    const hostel = await addHostel(t, {
      warden: staff._id,
      supervisor: staff._id,
      other_facilities: ['Gym', 'Library'],
    });
    const changed = aHostel({
      warden: staff._id,
      supervisor: staff._id,
      other_facilities: ['Gym', 'Reading room'],
      translations: { hi: { 'other_facilities.1': 'वाचनालय' } },
    });
    await ok(t.admin('PUT', `/api/hostels/${hostel._id}`, changed));
    expect((await newest()).changes).toEqual([
      { field: 'other_facilities', before: ['Gym', 'Library'], after: ['Gym', 'Reading room'] },
      { field: 'hi: other_facilities.1', before: null, after: 'वाचनालय' },
    ]);
  });

  test("a week's menu: each meal changed, and each meal's Hindi, named after the mess", async () => {
    const staff = await addPerson(t, { name: 'Dr. Menu Warden' });
    const hostel = await addHostel(t, { warden: staff._id, supervisor: staff._id, name: 'Menu Hall' });
    const mess = await addMess(t, aMess({ hostel: hostel._id, mess_name: 'Logged Mess' }));
    const week = emptyWeek();
    week.monday.lunch = 'Rice, dal';
    week.friday.dinner = 'Chapati';
    await ok(t.admin('PUT', `/api/mess/${mess._id}/menu`, { week }));
    const first = await newest();
    expect(first).toMatchObject({ action: 'update', entity: 'messes', entityId: mess._id, name: 'Logged Mess menu' });
    expect(first.changes).toEqual([
      { field: 'monday.lunch', before: '', after: 'Rice, dal' },
      { field: 'friday.dinner', before: '', after: 'Chapati' },
    ]);
    week.friday.dinner = 'Chapati, paneer';
    await ok(
      t.admin('PUT', `/api/mess/${mess._id}/menu`, { week, translations: { hi: { 'monday.lunch': 'चावल, दाल' } } }),
    );
    expect((await newest()).changes).toEqual([
      { field: 'friday.dinner', before: 'Chapati', after: 'Chapati, paneer' },
      { field: 'hi: monday.lunch', before: null, after: 'चावल, दाल' },
    ]);
  });
});

describe('a recorded write', () => {
  // Every write route making its entry is names.test.ts's walk of the app's routes.
  test('has no cookies, headers or query prepared: its handler names the context parts it reads', () => {
    const save = t.app.routes.find((route) => route.method === 'PUT' && route.path === '/api/notifications/:id')!;
    const compiled = String((save as unknown as { compile: () => unknown }).compile());
    expect(compiled).not.toContain('parseCookie');
    expect(compiled).not.toContain('parseQueryFromURL');
    expect(compiled).not.toContain('headers.toJSON');
  });
});

describe('reading the log', () => {
  /** When this part's three events were added: its reads begin there, whatever other tests added before. */
  let since = '';
  beforeAll(async () => {
    since = encodeURIComponent(new Date().toISOString());
    for (const title of ['One', 'Two', 'Three'])
      await t.admin('POST', '/api/events', { title, description: 'x', date: '2031-01-01' });
  });

  test('filters by person, entity, action and dates, and pages through, newest first', async () => {
    const events = await log(`?entity=events&action=create&limit=2&from=${since}`);
    expect(events.entries.map((entry) => entry.name)).toEqual(['Three', 'Two']);
    const rest = await log(
      `?entity=events&action=create&limit=2&from=${since}&before=${encodeURIComponent(events.next!)}`,
    );
    expect(rest.entries.map((entry) => entry.name)).toEqual(['One']);
    expect(rest.next).toBeNull();
    expect((await log('?actor=nobody')).entries).toEqual([]);
    expect((await log('?from=2999-01-01')).entries).toEqual([]);
    expect(
      (await log(`?to=${encodeURIComponent(new Date().toISOString())}&entity=events`)).entries.length,
    ).toBeGreaterThan(0);
    expect((await t.admin('GET', '/api/admin/activity?action=dance')).status).toBe(400);
    expect((await t.admin('GET', '/api/admin/activity?from=yesterday')).status).toBe(400);
  });

  test(
    'entries read alike before and after they move from activity_recent into the indexed log, ' + 'pages spanning both',
    async () => {
      for (const title of ['Filed', 'Also filed'])
        await t.admin('POST', '/api/notifications', { title, message: 'x', priority: 'low' });
      await fileRecentEntries(t.ctx.db);
      expect(await rowsIn('activity_recent')).toBe(0);
      for (const title of ['Recent', 'Also recent'])
        await t.admin('POST', '/api/notifications', { title, message: 'x', priority: 'low' });
      const first = await log('?entity=notifications&action=create&limit=3');
      expect(first.entries.map((entry) => entry.name)).toEqual(['Also recent', 'Recent', 'Also filed']);
      const rest = await log(`?entity=notifications&action=create&limit=3&before=${encodeURIComponent(first.next!)}`);
      expect(rest.entries.map((entry) => entry.name)[0]).toBe('Filed');
    },
  );

  test('an entry another instance filed already is not filed twice', async () => {
    await fileRecentEntries(t.ctx.db);
    await t.admin('POST', '/api/notifications', { title: 'Filed elsewhere', message: 'x', priority: 'low' });
    // What another instance's move, begun a moment earlier, would leave: the entry in both tables.
    await t.ctx.db.run("INSERT INTO activity SELECT * FROM activity_recent WHERE name = 'Filed elsewhere'");
    expect(await fileRecentEntries(t.ctx.db)).toBe(0);
    expect(await rowsIn('activity_recent')).toBe(0);
    expect(
      (await log('?entity=notifications&action=create')).entries.filter((entry) => entry.name === 'Filed elsewhere')
        .length,
    ).toBe(1);
  });

  test(
    'entries are filed into the indexed log once RECENT_LIMIT of them wait, ' + 'and the daily sweep files the rest',
    async () => {
      const counts = async () => ({ recent: await rowsIn('activity_recent'), filed: await rowsIn('activity') });
      const notice = (await t.admin('POST', '/api/notifications', { title: 'Again', message: 'x', priority: 'low' }))
        .json.data;
      const before = await counts();
      for (let i = 0; i < RECENT_LIMIT; i++)
        await t.admin('PUT', `/api/notifications/${notice._id}`, { ...notice, message: `x${i}` });
      // Filed once the write that made the limit has committed.
      await shownWithin(10_000, async () => (await counts()).filed > before.filed);
      const after = await counts();
      expect(after.recent).toBeLessThan(before.recent + RECENT_LIMIT);
      expect(after.filed).toBeGreaterThan(before.filed);
      expect(after.recent + after.filed).toBe(before.recent + before.filed + RECENT_LIMIT);
      await t.admin('PUT', `/api/notifications/${notice._id}`, { ...notice, message: 'waiting' });
      startActivitySweep(t.ctx.db, 365, () => {}).stop();
      await shownWithin(10_000, async () => (await counts()).recent === 0);
      expect((await newest('?entity=notifications')).changes).toEqual([
        { field: 'message', before: `x${RECENT_LIMIT - 1}`, after: 'waiting' },
      ]);
    },
  );

  test('a page of no entries or of more than 200 is refused with a 400 saying so', async () => {
    for (const limit of ['0', '201', 'ten']) {
      const { status, json } = await t.admin('GET', `/api/admin/activity?limit=${limit}`);
      expect({ limit, status, message: json.message }).toEqual({
        limit,
        status: 400,
        message: 'Limit must be a number from 1 to 200',
      });
    }
  });

  test('exports as CSV with the same filters', async () => {
    const { response } = await t.admin('GET', `/api/admin/activity.csv?entity=events&from=${since}`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('\uFEFFWhen (UTC),Who,From,Action,What,Name,Changes\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean).length).toBe(4);
    expect(text).toContain(',admin,');
  });

  test("the CSV is named after the institute's day, not the UTC one", async () => {
    setSystemTime(new Date('2030-03-13T20:00:00Z')); // 01:30 on 14 March in India
    try {
      // Signed in at that time: the test app's token has long expired by then.
      const { token } = await t.login();
      const { response } = await t.call('GET', '/api/admin/activity.csv', { token });
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="activity-2030-03-14.csv"');
    } finally {
      setSystemTime();
      // Its sign-in, dated 2030, would stay the newest entry every other test reads.
      for (const table of ['activity', 'activity_recent'])
        await t.ctx.db.run(`DELETE FROM ${table} WHERE at >= ?`, '2030-01-01T00:00:00.000Z');
    }
  });

  test('entries older than the kept days go', async () => {
    const ancient = () =>
      insertEntry(t.ctx.db, {
        actor: 'old',
        actorId: null,
        address: 'x',
        action: 'create',
        entity: 'events',
        entityId: null,
        name: 'Ancient',
        changes: [],
      });
    // One already filed in the indexed log, one still in activity_recent.
    await ancient();
    await fileRecentEntries(t.ctx.db);
    await ancient();
    for (const table of ['activity', 'activity_recent'])
      await t.ctx.db.run(`UPDATE ${table} SET at = '2020-01-01T00:00:00.000Z' WHERE name = 'Ancient'`);
    expect((await log('?actor=old')).entries.length).toBe(2);
    startActivitySweep(t.ctx.db, 365, () => {}).stop();
    await shownWithin(10_000, async () => (await log('?actor=old')).entries.length === 0);
    expect((await log('?entity=events')).entries.length).toBeGreaterThan(0);
  });
});

describe('a CSV import', () => {
  test('is one entry, and its preview none', async () => {
    const csv = '\uFEFFName,Designation,Role\r\nDr. Meera,Warden,warden\r\nMr. Ravi,Supervisor,supervisor\r\n';
    const send = (mode: string) => {
      const form = new FormData();
      form.append('file', new File([csv], 'people.csv', { type: 'text/csv' }));
      return t.call('POST', `/api/admin/import/people.csv?mode=${mode}`, { token: t.token, body: form });
    };
    const before = (await log('?action=import')).entries.length;
    expect((await send('preview')).status).toBe(200);
    expect((await log('?action=import')).entries.length).toBe(before);
    const committed = await send('commit');
    expect(committed.status).toBe(200);
    const entries = (await log('?action=import')).entries;
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      actor: 'admin',
      action: 'import',
      entity: 'people',
      name: 'people.csv: 2 added, 0 updated',
    });
    expect((await log('?entity=people&action=create')).entries.map((entry) => entry.name)).not.toContain('Dr. Meera');
  });
});
