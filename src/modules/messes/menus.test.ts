// The weekly mess menus: GET and PUT /api/mess/{id}/menu, the
// public list GET /api/mess/menus, and every bad write refused with a clear
// 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startTestApp, type TestApp } from '../../testing';
import type { TestResponse } from '../../testing/fixtures';
import { snapshotDatabase } from '../../security/snapshot';
import { MENU_DAYS, MENU_MEALS, emptyWeek, isMenuStale, menuDayOf, type WeekMenu } from './menu';

let t: TestApp;
let hostelId: string;
let messId: string;
let otherMessId: string;

const mess = (mess_name: string) => ({
  mess_name,
  caterers_name: 'Sai Caterers',
  hostel: hostelId,
  capacity: 250,
  night_canteen: 'Available',
});

beforeAll(async () => {
  t = await startTestApp();
  const now = new Date().toISOString();
  hostelId = 'hostel00000000000000000000000001';
  await t.ctx.db.run(
    'INSERT INTO hostels (id, name, rooms, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    hostelId,
    'Ganga (GH I)',
    100,
    now,
    now,
  );
  messId = (await t.admin('POST', '/api/mess', mess('Ganga Mess'))).json.data._id;
  otherMessId = (await t.admin('POST', '/api/mess', mess('Annapurna Mess'))).json.data._id;
});
afterAll(() => t.stop());

/** A week whose every meal names its day and meal, e.g. 'monday lunch'. */
const namedWeek = (): WeekMenu =>
  Object.fromEntries(
    MENU_DAYS.map((day) => [day, Object.fromEntries(MENU_MEALS.map((meal) => [meal, `${day} ${meal}`]))]),
  ) as WeekMenu;

/** A full week with one change made to a copy of it (the change may break it). */
function weekWith(change: (week: Record<string, any>) => void) {
  const week: Record<string, any> = structuredClone(namedWeek());
  change(week);
  return week;
}

const menuPath = (id: string) => `/api/mess/${id}/menu`;

/** A mess of its own for a test, so no test depends on another's menus. */
const newMess = async (name: string) => (await t.admin('POST', '/api/mess', mess(name))).json.data._id as string;
/** The public list of menus, only those of `messes`, in the list's order. */
const listedOf = async (messes: string[]) =>
  ((await t.call('GET', '/api/mess/menus')).json as { mess: string }[]).filter((menu) => messes.includes(menu.mess));

describe('a mess menu', () => {
  test('a mess without a menu gets a blank week, never updated', async () => {
    const blank = await newMess('Kaveri Mess');
    const response = await t.call('GET', menuPath(blank));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ mess: blank, week: emptyWeek(), updatedAt: null });
    expect(await listedOf([blank])).toEqual([]);
  });

  test('saved whole, read back by anyone, and listed', async () => {
    const week = weekWith((w) => {
      w.monday = {
        breakfast: '  Idli, sambar, chutney, tea  ',
        lunch: 'Rice, dal, beans palya, curd',
        snacks: '',
        dinner: 'Chapati, paneer butter masala',
      };
      w.sunday.snacks = 'x'.repeat(300);
    });
    const ownMess = await newMess('Tunga Mess');
    const before = Date.now();
    const saved = await t.admin('PUT', menuPath(ownMess), { week });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Menu saved successfully!');
    const menu = saved.json.data;
    expect(menu.mess).toBe(ownMess);
    // Trimmed; a blank meal stays blank; 300 characters is the most a meal holds.
    expect(menu.week.monday).toEqual({
      breakfast: 'Idli, sambar, chutney, tea',
      lunch: 'Rice, dal, beans palya, curd',
      snacks: '',
      dinner: 'Chapati, paneer butter masala',
    });
    expect(menu.week.sunday.snacks).toHaveLength(300);
    expect(menu.week.friday).toEqual({
      breakfast: 'friday breakfast',
      lunch: 'friday lunch',
      snacks: 'friday snacks',
      dinner: 'friday dinner',
    });
    expect(Object.keys(menu.week)).toEqual([...MENU_DAYS]);
    expect(Date.parse(menu.updatedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(menu.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    // Anyone may read it, without a token.
    expect((await t.call('GET', menuPath(ownMess))).json).toEqual(menu);
    expect(await listedOf([ownMess])).toEqual([menu]);
  });

  test('a second save replaces the whole week and moves its date', async () => {
    const [later, earlier] = [await newMess('Yamuna Mess'), await newMess('Bhadra Mess')];
    await t.admin('PUT', menuPath(later), { week: namedWeek() });
    const first = (await t.admin('PUT', menuPath(earlier), { week: namedWeek() })).json.data;
    await Bun.sleep(5);
    const week = { ...emptyWeek(), tuesday: { breakfast: 'Poha, tea', lunch: '', snacks: '', dinner: '' } };
    const second = await t.admin('PUT', menuPath(earlier), {
      week,
      mess: 'ignored',
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(second.status).toBe(200);
    expect(second.json.data.week).toEqual(week);
    expect(second.json.data.updatedAt > first.updatedAt).toBe(true);
    // The list keeps the mess list's order: by name.
    expect((await listedOf([later, earlier])).map((menu) => menu.mess)).toEqual([earlier, later]);
  });

  test('the list gets 304 until a menu changes', async () => {
    const first = await t.call('GET', '/api/mess/menus');
    const etag = first.response.headers.get('etag')!;
    expect((await t.call('GET', '/api/mess/menus', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await t.admin('PUT', menuPath(otherMessId), { week: namedWeek() });
    const after = await t.call('GET', '/api/mess/menus', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.json.find((menu: { mess: string }) => menu.mess === otherMessId).week).toEqual(namedWeek());
  });

  test('goes with its mess', async () => {
    const doomed = (await t.admin('POST', '/api/mess', mess('Old Mess'))).json.data._id;
    expect((await t.admin('PUT', menuPath(doomed), { week: namedWeek() })).status).toBe(200);
    expect((await t.admin('DELETE', `/api/mess/${doomed}`)).status).toBe(200);
    expect((await t.call('GET', '/api/mess/menus')).json.map((menu: { mess: string }) => menu.mess)).not.toContain(
      doomed,
    );
    expect((await t.call('GET', menuPath(doomed))).status).toBe(404);
    expect(await t.ctx.db.get('SELECT 1 FROM mess_menus WHERE mess_id = ?', doomed)).toBeNull();
  });
});

describe('bad writes change nothing', () => {
  /** Sends the write, expects `status` and `message`, and finds every table as it was. */
  async function refused(call: () => Promise<TestResponse>, status: number, message: string | RegExp, path?: string) {
    const before = await snapshotDatabase(t.ctx.db);
    const response = await call();
    expect(response.status).toBe(status);
    if (typeof message === 'string') expect(response.json.message).toBe(message);
    else expect(response.json.message).toMatch(message);
    if (path !== undefined) expect(response.json.errors?.[0]?.path).toBe(path);
    expect(await snapshotDatabase(t.ctx.db)).toEqual(before);
    return response;
  }
  const put =
    (week: unknown, id = messId) =>
    () =>
      t.admin('PUT', menuPath(id), { week });

  test('an unknown mess gets 404', async () => {
    await refused(put(namedWeek(), 'no-such-mess'), 404, 'Mess not found.');
    await refused(() => t.call('GET', menuPath('no-such-mess')), 404, 'Mess not found.');
    await refused(put(namedWeek(), 'a'.repeat(65)), 400, /.+/);
  });

  test('a day that does not exist', async () => {
    const response = await refused(
      put(weekWith((w) => (w.funday = w.monday))),
      400,
      'The week has a day that does not exist: the days are monday, ' +
        'tuesday, wednesday, thursday, friday, saturday and sunday',
      'week',
    );
    // Misspelt or otherwise cased days are no days either, and the key is never repeated back.
    await refused(put(weekWith((w) => ((w.Monday = w.monday), delete w.monday))), 400, /a day that does not exist/);
    const markup = await refused(
      put(weekWith((w) => (w['<img src=x onerror=alert(1)>'] = w.monday))),
      400,
      /a day that does not exist/,
    );
    expect(JSON.stringify(markup.json)).not.toContain('<img');
    // Keys an object schema would drop unseen are refused too.
    await refused(put(weekWith((w) => (w.constructor = w.monday))), 400, /a day that does not exist/);
    await refused(
      () =>
        t.admin(
          'PUT',
          menuPath(messId),
          `{"week":${JSON.stringify(namedWeek()).replace('{', '{"__proto__":{"breakfast":"x"},')}}`,
        ),
      400,
      /a day that does not exist/,
    );
    await refused(put(weekWith((w) => (w.monday.constructor = 'x'))), 400, /Monday has a meal that does not exist/);
    expect(JSON.stringify(response.json)).not.toContain('funday');
  });

  test('a meal that does not exist', async () => {
    await refused(
      put(weekWith((w) => (w.monday.brunch = 'Pancakes'))),
      400,
      'Monday has a meal that does not exist: the meals are breakfast, lunch, snacks and dinner',
      'week.monday',
    );
  });

  test('a 10,000-character meal, or one of 301', async () => {
    await refused(
      put(weekWith((w) => (w.wednesday.lunch = 'x'.repeat(10_000)))),
      400,
      "Wednesday's lunch must be at most 300 characters",
      'week.wednesday.lunch',
    );
    await refused(
      put(weekWith((w) => (w.sunday.dinner = 'x'.repeat(301)))),
      400,
      "Sunday's dinner must be at most 300 characters",
      'week.sunday.dinner',
    );
  });

  test('a week in part: a day or a meal missing', async () => {
    await refused(
      put(weekWith((w) => delete w.sunday)),
      400,
      'Sunday is missing: a menu has all seven days',
      'week.sunday',
    );
    await refused(put({ monday: namedWeek().monday }), 400, 'Tuesday is missing: a menu has all seven days');
    await refused(
      put(weekWith((w) => delete w.friday.snacks)),
      400,
      `Friday's snacks is missing: send "" for a meal left blank`,
      'week.friday.snacks',
    );
  });

  test('values of the wrong kind', async () => {
    const weekRequired =
      'The menu needs its week: { week: { monday: { breakfast, lunch, snacks, dinner }, …, sunday: { … } } }';
    const shape =
      'The week must be an object of the seven days, monday to sunday, each with breakfast, lunch, snacks and dinner';
    await refused(() => t.admin('PUT', menuPath(messId), {}), 400, weekRequired, 'week');
    await refused(() => t.admin('PUT', menuPath(messId), namedWeek()), 400, weekRequired);
    await refused(() => t.admin('PUT', menuPath(messId), [namedWeek()]), 400, weekRequired);
    await refused(put(null), 400, shape);
    await refused(put('monday: idli'), 400, shape);
    await refused(put(JSON.stringify(namedWeek())), 400, shape);
    await refused(
      put(weekWith((w) => (w.monday = 'Idli, sambar'))),
      400,
      'Monday must be an object of meals: breakfast, lunch, snacks and dinner',
      'week.monday',
    );
    await refused(
      put(weekWith((w) => (w.monday = ['Idli']))),
      400,
      'Monday must be an object of meals: breakfast, lunch, snacks and dinner',
    );
    await refused(put(MENU_DAYS.map(() => namedWeek().monday)), 400, shape);
    await refused(
      put(weekWith((w) => (w.tuesday.lunch = 42))),
      400,
      "Tuesday's lunch must be text",
      'week.tuesday.lunch',
    );
    await refused(put(weekWith((w) => (w.tuesday.lunch = null))), 400, "Tuesday's lunch must be text");
    await refused(put(weekWith((w) => (w.tuesday.lunch = ['Rice']))), 400, "Tuesday's lunch must be text");
    await refused(() => t.admin('PUT', menuPath(messId), '{"week":'), 400, 'The request body is not valid JSON.');
  });

  test('a write without an admin: 401 without a token, 403 with a bad one', async () => {
    const body = { week: namedWeek() };
    await refused(() => t.call('PUT', menuPath(messId), { body }), 401, 'Please log in to continue.');
    await refused(
      () => t.call('PUT', menuPath(messId), { body, token: `${t.token}x` }),
      403,
      'Your session has expired. Please log in again.',
    );
    await refused(() => t.call('PUT', menuPath('no-such-mess'), { body }), 401, 'Please log in to continue.');
  });
});

describe('the menu day', () => {
  test('an institute day names its day of the week', () => {
    expect(menuDayOf('2030-03-11')).toBe('monday');
    expect(menuDayOf('2030-03-13')).toBe('wednesday');
    expect(menuDayOf('2030-03-17')).toBe('sunday');
    expect(menuDayOf('2024-02-29')).toBe('thursday');
  });

  test('a menu is possibly out of date once more than 14 institute days old', () => {
    // Updated at 23:00 in India on 1 March (17:30 UTC): that is the institute's 1 March.
    const updatedAt = '2030-03-01T17:30:00.000Z';
    expect(isMenuStale(updatedAt, '2030-03-15')).toBe(false);
    expect(isMenuStale(updatedAt, '2030-03-16')).toBe(true);
    // 19:00 UTC is already 2 March in India.
    expect(isMenuStale('2030-03-01T19:00:00.000Z', '2030-03-16')).toBe(false);
  });
});
