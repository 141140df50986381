// Scheduling, under a controlled clock: a scheduled notice
// and event appear in the public API and in the page the server renders
// exactly at their publish time, with no write in between and no one signed
// in; the cached list and page say so themselves (valid until that time). A
// restart (a new server on the same database) keeps a schedule, because the
// schedule is only the column. The server is started as `hostel serve` starts
// it, in this process so that the test's clock is its clock, on this pass's engine.
import { afterEach, describe, expect, setDefaultTimeout, setSystemTime, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../server';
import { TEST_PASSWORD, testDatabaseUrl } from '../testing';
import { readPublishedNotifications } from '../modules/notifications/reads';
import { readEvents, readUpcomingEvents } from '../modules/events/reads';
import { rawTextsIn } from '../testing/html';

setDefaultTimeout(60_000);

// The evening before at the institute (17:30 there).
// The same institute day as the notice's time (00:30 in India): a rendered page says which day it is for.
const START = Date.parse('2031-11-23T19:00:00.000Z');
const EXAM_NOTICE_AT = '2031-11-24T06:00:00+05:30';
const EXAM_NOTICE_TIME = Date.parse(EXAM_NOTICE_AT);
const LATER_NOTICE_TIME = Date.parse('2031-11-24T06:30:00+05:30');

let dataDir = '';
let databaseUrl: string | undefined;
let server: RunningServer | undefined;

async function start() {
  process.env.HOSTEL_ADMIN_PASSWORD = TEST_PASSWORD;
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    demo: false,
    backupSchedule: { everyHours: 0, keep: 0 },
    log: () => {},
  });
  return server;
}

async function stop() {
  await server?.stop();
  server = undefined;
}

/** Each test's own new site, started with the clock at `time`: what it reads is what it wrote. */
async function startSiteAt(time: number) {
  setSystemTime(time);
  dataDir = mkdtempSync(join(tmpdir(), 'hostel-scheduling-'));
  databaseUrl = await testDatabaseUrl();
  await start();
  return signIn();
}

afterEach(async () => {
  setSystemTime();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn() {
  const response = await fetch(`${server!.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function post(token: string, path: string, body: object) {
  const response = await fetch(server!.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { _id: string } }).data;
}

/** A visitor's GET: no token, no cookie; `etag` revalidates. */
const visit = (path: string, etag?: string) =>
  fetch(server!.url + path, { headers: etag ? { 'if-none-match': etag } : {} });

const titles = async (path: string) =>
  ((await (await visit(path)).json()) as { title: string }[]).map((item) => item.title);
const homeNotices = async () => rawTextsIn(await (await visit('/')).text(), '.notice-item h4');
const homeEvents = async () => rawTextsIn(await (await visit('/')).text(), '.event-item h4');

/** The public lists' entries as the API and the pages read them: when they stop being valid by time alone. */
async function validUntil() {
  const ctx = server!.ctx;
  return {
    notifications: (await readPublishedNotifications(ctx)).validUntil,
    events: (await readEvents(ctx)).validUntil,
  };
}

describe('a scheduled notice and event, under a controlled clock', () => {
  test('appear in the API and on the rendered home page exactly at their time, with no write in between', async () => {
    const token = await startSiteAt(START);
    await post(token, '/api/notifications', {
      title: 'Exam week timetable',
      message: 'The timetable is out.',
      priority: 'high',
      publishAt: EXAM_NOTICE_AT,
    });
    setSystemTime(START + 1000);
    await post(token, '/api/notifications', { title: 'Mess timings', message: 'Breakfast from 7.', priority: 'low' });
    await post(token, '/api/events', {
      title: 'Hostel Day',
      description: 'Annual day.',
      date: '2031-11-28',
      publishAt: EXAM_NOTICE_AT,
    });
    await post(token, '/api/events', { title: 'Football finals', description: 'At the ground.', date: '2031-11-29' });

    expect(await titles('/api/notifications')).toEqual(['Mess timings']);
    expect(await titles('/api/events')).toEqual(['Football finals']);
    expect(await titles('/api/notifications/latest')).toEqual(['Mess timings']);
    expect(await titles('/api/events/upcoming')).toEqual(['Football finals']);
    expect(await homeNotices()).toEqual(['Mess timings']);
    expect(await homeEvents()).toEqual(['Football finals']);
    expect(await validUntil()).toEqual({ notifications: EXAM_NOTICE_TIME, events: EXAM_NOTICE_TIME });
    const before = {
      api: (await visit('/api/notifications')).headers.get('etag')!,
      page: (await visit('/')).headers.get('etag')!,
    };

    // A millisecond before: the same responses, revalidated as unchanged.
    setSystemTime(EXAM_NOTICE_TIME - 1);
    expect((await visit('/api/notifications', before.api)).status).toBe(304);
    expect((await visit('/', before.page)).status).toBe(304);
    expect(await homeNotices()).toEqual(['Mess timings']);

    // At the time: no one has written or signed in since.
    setSystemTime(EXAM_NOTICE_TIME);
    const api = await visit('/api/notifications', before.api);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { title: string }[]).map((n) => n.title)).toEqual([
      'Exam week timetable',
      'Mess timings',
    ]);
    const page = await visit('/', before.page);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(await rawTextsIn(html, '.notice-item h4')).toEqual(['Exam week timetable', 'Mess timings']);
    expect(await rawTextsIn(html, '.event-item h4')).toEqual(['Hostel Day', 'Football finals']);
    expect(await titles('/api/events')).toEqual(['Hostel Day', 'Football finals']);
    // The home page's own reads, made from those lists, show them at the same time.
    expect(await titles('/api/notifications/latest')).toEqual(['Exam week timetable', 'Mess timings']);
    expect(await titles('/api/events/upcoming')).toEqual(['Hostel Day', 'Football finals']);
    // Written before 'Mess timings', it comes first: posted at its publish time.
    expect(await rawTextsIn(html, '.notice-item .notice-foot span')).toEqual([
      'Posted Nov 24, 2031',
      'Posted Nov 24, 2031',
    ]);
    expect(await validUntil()).toEqual({ notifications: Infinity, events: Infinity });
  });

  test('a restart keeps a schedule: a new server on the same database shows it at its time', async () => {
    const token = await startSiteAt(EXAM_NOTICE_TIME);
    await post(token, '/api/notifications', {
      title: 'Water supply',
      message: 'Off from 10 to 12.',
      priority: 'urgent',
      publishAt: new Date(LATER_NOTICE_TIME).toISOString(),
    });
    expect(await homeNotices()).not.toContain('Water supply');

    await stop();
    await start();
    expect(await validUntil()).toEqual({ notifications: LATER_NOTICE_TIME, events: Infinity });
    expect(await titles('/api/notifications')).not.toContain('Water supply');
    expect(await homeNotices()).not.toContain('Water supply');

    setSystemTime(LATER_NOTICE_TIME);
    expect((await titles('/api/notifications'))[0]).toBe('Water supply');
    expect((await homeNotices())[0]).toBe('Water supply');
  });

  test('a pinned notice comes first on the rendered home page, which still shows 3', async () => {
    const token = await startSiteAt(LATER_NOTICE_TIME);
    await post(token, '/api/notifications', { title: 'Mess timings', message: 'Breakfast from 7.' });
    setSystemTime(LATER_NOTICE_TIME + 1000);
    await post(token, '/api/notifications', { title: 'Water supply', message: 'Off from 10 to 12.' });
    setSystemTime(LATER_NOTICE_TIME + 60_000);
    await post(token, '/api/notifications', { title: 'Room allotment', message: 'Lists are up.', pinned: true });
    setSystemTime(LATER_NOTICE_TIME + 61_000);
    await post(token, '/api/notifications', { title: 'Newest of all', message: 'Just now.' });
    expect((await titles('/api/notifications'))[0]).toBe('Newest of all');
    expect(await homeNotices()).toEqual(['Room allotment', 'Newest of all', 'Water supply']);
  });
});

describe("the home page's upcoming events, at the institute's midnight", () => {
  test(
    "an event of today is shown until the institute's day " +
      'ends, then gone from the read and the page with no write',
    async () => {
      const lastMinute = Date.parse('2031-11-24T23:59:00+05:30');
      const midnight = Date.parse('2031-11-25T00:00:00+05:30');
      const token = await startSiteAt(lastMinute);
      await post(token, '/api/events', { title: 'Hostel Day', description: 'Annual day.', date: '2031-11-28' });
      await post(token, '/api/events', { title: 'Football finals', description: 'At the ground.', date: '2031-11-29' });
      await post(token, '/api/events', {
        title: 'Hostel sports day',
        description: 'At the ground.',
        date: '2031-11-24',
      });
      expect(await titles('/api/events/upcoming')).toEqual(['Hostel sports day', 'Hostel Day', 'Football finals']);
      expect(await homeEvents()).toEqual(['Hostel sports day', 'Hostel Day', 'Football finals']);
      expect((await readUpcomingEvents(server!.ctx)).validUntil).toBe(midnight);
      const etag = (await visit('/api/events/upcoming')).headers.get('etag')!;

      setSystemTime(midnight - 1);
      expect((await visit('/api/events/upcoming', etag)).status).toBe(304);
      setSystemTime(midnight);
      expect((await visit('/api/events/upcoming', etag)).status).toBe(200);
      expect(await titles('/api/events/upcoming')).toEqual(['Hostel Day', 'Football finals']);
      expect(await homeEvents()).toEqual(['Hostel Day', 'Football finals']);
    },
  );
});
