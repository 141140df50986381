import { describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../../testing';
import { aNotice, byId, expectResponses, idsOf, titlesOf } from '../../testing/fixtures';
import { normalizeAudience, type Notification } from './model';
import { latestNotifications } from './selection';

const t = startTestAppBeforeAll();

const notice = aNotice({
  message: 'No water in Block A from 10 to 12.',
  targetAudience: ['students'],
  isActive: true,
  expiresAt: '2099-01-01T00:00:00.000Z',
  url: 'https://example.edu/notice',
});

describe('audience rules', () => {
  test("'all' stands alone, empty means all, duplicates count once", () => {
    expect(normalizeAudience([])).toEqual(['all']);
    expect(normalizeAudience(['students', 'all'])).toEqual(['all']);
    expect(normalizeAudience(['staff', 'students', 'staff'])).toEqual(['students', 'staff']);
  });

  test('applied by the server', async () => {
    const cases: [unknown, string[]][] = [
      [undefined, ['all']],
      [[], ['all']],
      [['wardens', 'all', 'staff'], ['all']],
      [
        ['supervisors', 'wardens', 'wardens'],
        ['wardens', 'supervisors'],
      ],
    ];
    for (const [targetAudience, expected] of cases) {
      const created = await t.admin('POST', '/api/notifications', { ...notice, targetAudience });
      expect(created.status).toBe(200);
      expect(created.json.data.targetAudience).toEqual(expected);
    }
    const bad = await t.admin('POST', '/api/notifications', { ...notice, targetAudience: ['everyone'] });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Target audience must be drawn from: all, students, staff, wardens, supervisors');
    expect((await t.admin('POST', '/api/notifications', { ...notice, targetAudience: 'students' })).status).toBe(400);
  });
});

describe('notifications', () => {
  test('create, update, delete', async () => {
    const created = await t.admin('POST', '/api/notifications', notice);
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Notification added successfully!');
    const data = created.json.data;
    expect(data).toMatchObject(notice);
    expect(typeof data._id).toBe('string');
    expect(data.createdAt).toMatch(/Z$/);
    expect(data.updatedAt).toBe(data.createdAt);

    const updated = await t.admin('PUT', `/api/notifications/${data._id}`, {
      ...data,
      title: 'Water supply restored',
      priority: 'low',
      expiresAt: '',
      url: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe('Notification updated successfully!');
    expect(updated.json.data).toMatchObject({
      _id: data._id,
      title: 'Water supply restored',
      priority: 'low',
      expiresAt: null,
      url: null,
    });
    expect(updated.json.data.createdAt).toBe(data.createdAt);

    const deleted = await t.admin('DELETE', `/api/notifications/${data._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'Notification deleted successfully!', data: { _id: data._id } });
    expect(idsOf((await t.admin('GET', '/api/notifications/admin')).json)).not.toContain(data._id);
  });

  test('defaults: medium priority, all, active, no expiry, no url', async () => {
    const created = await t.admin('POST', '/api/notifications', { title: 'Hello', message: 'World' });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      title: 'Hello',
      message: 'World',
      priority: 'medium',
      targetAudience: ['all'],
      isActive: true,
      expiresAt: null,
      url: null,
    });
    const nulls = await t.admin('POST', '/api/notifications', {
      ...notice,
      priority: null,
      expiresAt: null,
      url: null,
    });
    expect(nulls.json.data).toMatchObject({ priority: 'medium', expiresAt: null, url: null });
  });

  test('expiry dates are stored as ISO UTC', async () => {
    const created = await t.admin('POST', '/api/notifications', { ...notice, expiresAt: '2099-06-30' });
    expect(created.json.data.expiresAt).toBe('2099-06-30T00:00:00.000Z');
  });

  test('the public sees active, unexpired notices newest first; admins see all', async () => {
    const post = async (change: Record<string, unknown>) =>
      (await t.admin('POST', '/api/notifications', { ...notice, ...change })).json.data._id;
    const older = await post({ title: 'Older', expiresAt: null });
    const inactive = await post({ title: 'Inactive', isActive: false });
    const expired = await post({ title: 'Expired', expiresAt: '2000-01-01T00:00:00.000Z' });
    const future = await post({ title: 'Future expiry', expiresAt: new Date(Date.now() + 60_000).toISOString() });

    const published = await t.call('GET', '/api/notifications');
    expect(published.status).toBe(200);
    const publicIds = idsOf(published.json);
    expect(publicIds).toContain(older);
    expect(publicIds).toContain(future);
    expect(publicIds).not.toContain(inactive);
    expect(publicIds).not.toContain(expired);
    expect(publicIds.indexOf(future)).toBeLessThan(publicIds.indexOf(older));

    for (const list of [
      (await t.admin('GET', '/api/notifications')).json,
      (await t.admin('GET', '/api/notifications/admin')).json,
    ]) {
      const adminIds = idsOf(list);
      for (const id of [older, inactive, expired, future]) expect(adminIds).toContain(id);
      expect(adminIds.slice(0, 4)).toEqual([future, expired, inactive, older]);
      const created = list.map((notice: Notification) => notice.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    }

    // An invalid token is no admin: 403, so the console refreshes it rather than showing the public list.
    const invalid = await t.call('GET', '/api/notifications', { token: 'nonsense' });
    expect(invalid.status).toBe(403);
    expect(invalid.json).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  test('bad input gets 400 with a message', async () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ title: '' }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ message: '' }, 'Message is required'],
      [{ title: undefined }, null],
      [{ title: 42 }, 'Title is required'],
      [{ priority: 'critical' }, 'Priority must be one of: low, medium, high, urgent'],
      [{ isActive: 'yes' }, 'isActive must be true or false'],
      [{ expiresAt: 'someday' }, 'Expiry date is not a valid date'],
      [{ url: 'javascript:alert(1)' }, 'URL must start with http:// or https://'],
      [{ url: 'data:text/html,<script>alert(1)</script>' }, null],
      [{ url: 'not a url' }, null],
    ];
    for (const [change, message] of cases) {
      const response = await t.admin('POST', '/api/notifications', { ...notice, ...change });
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
      expect(typeof response.json.message).toBe('string');
      if (message) expect(response.json.message).toBe(message);
    }
    expect((await t.admin('POST', '/api/notifications', '{"title":')).status).toBe(400);
  });

  test('urls must be http(s)', async () => {
    const http = await t.admin('POST', '/api/notifications', { ...notice, url: 'http://intranet.example.edu/a?b=c' });
    expect(http.json.data.url).toBe('http://intranet.example.edu/a?b=c');
  });

  test('unknown ids get 404', async () => {
    const missing = { token: 'admin', status: 404, message: 'Notification not found.' } as const;
    await expectResponses(t, [
      { method: 'PUT', path: '/api/notifications/nope', body: notice, ...missing },
      { method: 'DELETE', path: '/api/notifications/nope', ...missing },
    ]);
  });

  test('writes and the admin list need a valid token', async () => {
    await expectResponses(t, [
      { method: 'GET', path: '/api/notifications/admin', status: 401 },
      { method: 'GET', path: '/api/notifications/admin', token: 'broken', status: 403 },
      { method: 'POST', path: '/api/notifications', body: notice, status: 401 },
      { method: 'PUT', path: '/api/notifications/x', body: notice, status: 401 },
      { method: 'DELETE', path: '/api/notifications/x', status: 401 },
      { method: 'POST', path: '/api/notifications', body: notice, token: 'broken', status: 403 },
    ]);
  });
});

describe('scheduling and pinning', () => {
  const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

  test(
    'publishAt: absent, null and empty mean at once; a ' + 'date is stored as ISO UTC; anything else is refused',
    async () => {
      const cases: [unknown, string | null][] = [
        [undefined, null],
        [null, null],
        ['', null],
        ['2099-06-30', '2099-06-30T00:00:00.000Z'],
        ['2099-11-24T06:00:00+05:30', '2099-11-24T00:30:00.000Z'],
      ];
      for (const [publishAt, expected] of cases) {
        const created = await t.admin('POST', '/api/notifications', { ...notice, publishAt });
        expect({ publishAt, status: created.status }).toEqual({ publishAt, status: 200 });
        expect(created.json.data.publishAt).toBe(expected);
      }
      for (const publishAt of [
        'someday',
        '2024-13-45',
        '+275760-09-13T00:00:00Z',
        '   ',
        1700000000000,
        true,
        {},
        ['2099-01-01'],
      ]) {
        const response = await t.admin('POST', '/api/notifications', { ...notice, title: 'Refused', publishAt });
        expect({ publishAt, status: response.status }).toEqual({ publishAt, status: 400 });
        expect(typeof response.json.message).toBe('string');
      }
      expect((await t.admin('POST', '/api/notifications', { ...notice, publishAt: 'someday' })).json.message).toBe(
        'Publish time is not a valid date',
      );
      expect(titlesOf((await t.admin('GET', '/api/notifications/admin')).json)).not.toContain('Refused');
    },
  );

  test('pinned: false unless asked, a flag like isActive', async () => {
    expect((await t.admin('POST', '/api/notifications', notice)).json.data.pinned).toBe(false);
    expect((await t.admin('POST', '/api/notifications', { ...notice, pinned: true })).json.data.pinned).toBe(true);
    const bad = await t.admin('POST', '/api/notifications', { ...notice, pinned: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('pinned must be true or false');
    expect((await t.admin('POST', '/api/notifications', { ...notice, pinned: null })).status).toBe(400);
  });

  test('as a form: pinned as text, an empty publishAt is at once', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: 'From a form',
      message: 'Sent as multipart',
      pinned: 'true',
      publishAt: '',
    }))
      form.append(key, value);
    const created = await t.call('POST', '/api/notifications', { body: form, token: t.token });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({ pinned: true, publishAt: null });
    form.set('publishAt', '2099-01-01T06:00:00+05:30');
    form.set('pinned', 'false');
    const scheduled = await t.call('PUT', `/api/notifications/${created.json.data._id}`, {
      body: form,
      token: t.token,
    });
    expect(scheduled.json.data).toMatchObject({ pinned: false, publishAt: '2099-01-01T00:30:00.000Z' });
  });

  test(
    'hidden from the public list until its publish time; admins ' +
      'see it with the time; an update can bring it forward',
    async () => {
      const publishAt = inAMinute();
      const created = await t.admin('POST', '/api/notifications', {
        ...notice,
        title: 'Exam week timetable',
        publishAt,
        expiresAt: null,
      });
      const id = created.json.data._id;
      expect(created.json.data.publishAt).toBe(publishAt);
      expect(idsOf((await t.call('GET', '/api/notifications')).json)).not.toContain(id);
      for (const list of [
        (await t.admin('GET', '/api/notifications')).json,
        (await t.admin('GET', '/api/notifications/admin')).json,
      ]) {
        expect(byId(list, id)).toMatchObject({ publishAt, pinned: false });
      }

      const past = new Date(Date.now() - 1000).toISOString();
      await t.admin('PUT', `/api/notifications/${id}`, { ...created.json.data, publishAt: past });
      const shown = byId((await t.call('GET', '/api/notifications')).json, id);
      expect(shown).toMatchObject({ publishAt: past });

      // Inactive stays hidden whatever the time says.
      await t.admin('PUT', `/api/notifications/${id}`, { ...created.json.data, publishAt: past, isActive: false });
      expect(idsOf((await t.call('GET', '/api/notifications')).json)).not.toContain(id);
    },
  );

  test('the public list has one scheduled after it was written as posted at its publish time', async () => {
    const written = (await t.admin('POST', '/api/notifications', { ...notice, title: 'Written first, shown now' })).json
      .data;
    await Bun.sleep(5);
    const later = (await t.admin('POST', '/api/notifications', { ...notice, title: 'Written later' })).json.data;
    // Written before `later`, published after it.
    await t.admin('PUT', `/api/notifications/${written._id}`, {
      ...written,
      publishAt: new Date(Date.now() + 1).toISOString(),
    });
    await Bun.sleep(5);
    const list = idsOf((await t.call('GET', '/api/notifications')).json);
    expect(list.indexOf(written._id)).toBeLessThan(list.indexOf(later._id));
    // The console lists by creation still.
    const admin = idsOf((await t.admin('GET', '/api/notifications/admin')).json);
    expect(admin.indexOf(later._id)).toBeLessThan(admin.indexOf(written._id));
  });

  test('a response without the new fields is what it was before', async () => {
    const created = await t.admin('POST', '/api/notifications', notice);
    expect(Object.keys(created.json.data).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'createdBy',
        'expiresAt',
        'isActive',
        'keepOutOfArchive',
        'message',
        'pinned',
        'priority',
        'publishAt',
        'targetAudience',
        'title',
        'updatedAt',
        'url',
      ].sort(),
    );
    expect(created.json.data).toMatchObject({ ...notice, publishAt: null, pinned: false, keepOutOfArchive: false });
  });
});

describe("the home page's notices: GET /api/notifications/latest", () => {
  const post = async (change: Record<string, unknown>) =>
    (await t.admin('POST', '/api/notifications', { ...notice, expiresAt: null, ...change })).json.data as Notification;

  test(
    'the three the home page shows of the ' +
      'public list, pinned first; never a ' +
      'scheduled, inactive or expired one',
    async () => {
      await post({ title: 'Older' });
      const pinned = await post({ title: 'Room allotment lists', pinned: true });
      await post({ title: 'Newest of all' });
      for (const hidden of [
        { title: 'Scheduled', publishAt: new Date(Date.now() + 60_000).toISOString() },
        { title: 'Inactive', isActive: false },
        { title: 'Expired', expiresAt: '2000-01-01T00:00:00.000Z' },
      ])
        await post(hidden);

      const latest = await t.call('GET', '/api/notifications/latest');
      expect(latest.status).toBe(200);
      expect(latest.json).toHaveLength(3);
      expect(latest.json).toEqual(latestNotifications((await t.call('GET', '/api/notifications')).json));
      expect(latest.json[0]._id).toBe(pinned._id);
      expect(titlesOf(latest.json).filter((title) => ['Scheduled', 'Inactive', 'Expired'].includes(title))).toEqual([]);
      // A visitor's read, whoever asks: the admin's token shows no more.
      expect((await t.admin('GET', '/api/notifications/latest')).json).toEqual(latest.json);
    },
  );

  test('in Hindi with ?lang=hi; kept with an ETag until a write, which shows at once', async () => {
    const pinned = await post({
      title: 'Hostel fee deadline',
      pinned: true,
      translations: { hi: { title: 'छात्रावास शुल्क की अंतिम तिथि' } },
    });
    const hindi = (await t.call('GET', '/api/notifications/latest?lang=hi')).json;
    expect(hindi[0]).toMatchObject({
      _id: pinned._id,
      title: 'छात्रावास शुल्क की अंतिम तिथि',
      message: notice.message,
      englishFields: ['message'],
    });
    const english = await t.call('GET', '/api/notifications/latest');
    expect(english.json[0]).toMatchObject({ _id: pinned._id, title: 'Hostel fee deadline' });
    expect(english.json[0].englishFields).toBeUndefined();

    const etag = english.response.headers.get('etag')!;
    const unchanged = await t.call('GET', '/api/notifications/latest', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    await t.admin('PUT', `/api/notifications/${pinned._id}`, {
      ...notice,
      expiresAt: null,
      title: 'Hostel fee deadline moved',
      pinned: true,
    });
    const changed = await t.call('GET', '/api/notifications/latest', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.json[0].title).toBe('Hostel fee deadline moved');
  });
});
