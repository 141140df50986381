// The archive (issue 46.4), under a controlled clock: a notice that expires
// moves to the archive at its expiry, with no write, and is not lost; an event
// joins it at the institute's midnight after its day. What visitors could
// never read (inactive, kept out, never published) never shows there; the
// lists SPEC.md defines are unchanged; the office sets how long it keeps items.
import { afterEach, beforeEach, describe, expect, setSystemTime, test } from 'bun:test';
import { startTestApp, type TestApp } from '../../testing';
import { addEvent, addNotice, ok } from '../../testing/fixtures';
import { archiveMessages } from './model';

// 10:00 on Wednesday 12 March 2031 at the institute.
const NOW = Date.parse('2031-03-12T10:00:00+05:30');
const IN_AN_HOUR = new Date(NOW + 3600_000).toISOString();
const NEXT_MIDNIGHT = Date.parse('2031-03-13T00:00:00+05:30');

let t: TestApp;
beforeEach(async () => {
  setSystemTime(NOW);
  t = await startTestApp();
});
afterEach(async () => {
  setSystemTime();
  await t.stop();
});

const titles = async (path: string) => ((await ok(t.call('GET', path))) as { title: string }[]).map((r) => r.title);

describe('notices', () => {
  test('one that expires moves to the archive at its expiry, with no write, and is not lost', async () => {
    await addNotice(t, { title: 'Fee circular 2031', expiresAt: IN_AN_HOUR });
    await addNotice(t, { title: 'Water supply', expiresAt: null });
    expect(await titles('/api/notifications')).toEqual(['Water supply', 'Fee circular 2031']);
    expect(await titles('/api/notifications/archive')).toEqual([]);
    const etag = (await t.call('GET', '/api/notifications/archive')).response.headers.get('etag')!;

    setSystemTime(Date.parse(IN_AN_HOUR));
    expect(await titles('/api/notifications')).toEqual(['Water supply']);
    const moved = await t.call('GET', '/api/notifications/archive', { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect((moved.json as { title: string }[]).map((notice) => notice.title)).toEqual(['Fee circular 2031']);
  });

  test('inactive, kept out or never published before it expired: never in the archive', async () => {
    await addNotice(t, { title: 'Draft', expiresAt: IN_AN_HOUR, isActive: false });
    await addNotice(t, { title: 'Kept out', expiresAt: IN_AN_HOUR, keepOutOfArchive: true });
    await addNotice(t, {
      title: 'Never shown',
      expiresAt: IN_AN_HOUR,
      publishAt: new Date(NOW + 7200_000).toISOString(),
    });
    await addNotice(t, { title: 'Archived', expiresAt: IN_AN_HOUR });
    setSystemTime(NOW + 3 * 3600_000);
    expect(await titles('/api/notifications/archive')).toEqual(['Archived']);
  });

  test('in Hindi with ?lang=hi, as the other lists', async () => {
    await addNotice(t, {
      title: 'Room allotment',
      expiresAt: IN_AN_HOUR,
      translations: { hi: { title: 'कमरा आवंटन' } },
    });
    setSystemTime(NOW + 2 * 3600_000);
    expect(await titles('/api/notifications/archive?lang=hi')).toEqual(['कमरा आवंटन']);
  });
});

describe('events', () => {
  test("a past one is there; today's joins it at the institute's midnight; /api/events keeps both", async () => {
    await addEvent(t, { title: 'Freshers night', date: '2031-03-01' });
    await addEvent(t, { title: 'Sports day', date: '2031-03-12' });
    await addEvent(t, { title: 'Kept out', date: '2031-03-02', keepOutOfArchive: true });
    await addEvent(t, { title: 'Cancelled', date: '2031-03-03', isActive: false });
    await addEvent(t, { title: 'Hostel day', date: '2031-04-01' });
    expect(await titles('/api/events/archive')).toEqual(['Freshers night']);

    setSystemTime(NEXT_MIDNIGHT - 1);
    expect(await titles('/api/events/archive')).toEqual(['Freshers night']);
    setSystemTime(NEXT_MIDNIGHT);
    expect(await titles('/api/events/archive')).toEqual(['Sports day', 'Freshers night']);
    expect(await titles('/api/events')).toEqual(['Freshers night', 'Kept out', 'Sports day', 'Hostel day']);
  });
});

describe('how long the archive keeps items', () => {
  test('always at first; set to a year, what is older leaves; the setting is in the activity log', async () => {
    await addEvent(t, { title: 'Last year', date: '2030-03-12' });
    await addEvent(t, { title: 'Two years ago', date: '2029-03-11' });
    expect(await ok(t.admin('GET', '/api/admin/archive'))).toEqual({ keepYears: null });
    expect(await titles('/api/events/archive')).toEqual(['Last year', 'Two years ago']);

    const saved = await ok(t.admin('PUT', '/api/admin/archive', { keepYears: 1 }));
    expect(saved).toEqual({ message: 'The archive keeps items for a year', data: { keepYears: 1 } });
    expect(await titles('/api/events/archive')).toEqual(['Last year']);
    const [entry] = (await ok(t.admin('GET', '/api/admin/activity?limit=1'))).entries;
    expect(entry).toMatchObject({ action: 'update', entity: 'settings', name: 'The archive keeps items for a year' });

    // The day after, last year's event is more than a year old.
    setSystemTime(NEXT_MIDNIGHT);
    expect(await titles('/api/events/archive')).toEqual([]);

    setSystemTime(NOW);
    await ok(t.admin('PUT', '/api/admin/archive', { keepYears: null }));
    expect(await titles('/api/events/archive')).toEqual(['Last year', 'Two years ago']);
  });

  test('a choice other than always, 1, 2, 3, 5 or 10 years is refused; visitors may not read or set it', async () => {
    for (const keepYears of [0, 4, -1, 1.5, '2', undefined]) {
      const refused = await t.admin('PUT', '/api/admin/archive', { keepYears });
      expect({ keepYears, status: refused.status }).toEqual({ keepYears, status: 400 });
    }
    const refused = await t.admin('PUT', '/api/admin/archive', { keepYears: 4 });
    expect(JSON.stringify(refused.json.errors)).toContain(archiveMessages.keepYearsInvalid);
    expect((await t.call('PUT', '/api/admin/archive', { body: { keepYears: 1 } })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/archive')).status).toBe(401);
    expect(await ok(t.admin('GET', '/api/admin/archive'))).toEqual({ keepYears: null });
  });
});
