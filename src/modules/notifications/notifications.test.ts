import { describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../../testing';
import { normalizeAudience } from './model';

const t = startTestAppBeforeAll();

const notice = {
  title: 'Water supply',
  message: 'No water in Block A from 10 to 12.',
  priority: 'high',
  targetAudience: ['students'],
  isActive: true,
  expiresAt: '2099-01-01T00:00:00.000Z',
  url: 'https://example.edu/notice',
};

const ids = (list: any[]) => list.map((n) => n._id);

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
      [['supervisors', 'wardens', 'wardens'], ['wardens', 'supervisors']],
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
    expect(updated.json.data).toMatchObject({ _id: data._id, title: 'Water supply restored', priority: 'low', expiresAt: null, url: null });
    expect(updated.json.data.createdAt).toBe(data.createdAt);

    const deleted = await t.admin('DELETE', `/api/notifications/${data._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'Notification deleted successfully!', data: { _id: data._id } });
    expect(ids((await t.admin('GET', '/api/notifications/admin')).json)).not.toContain(data._id);
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
    const nulls = await t.admin('POST', '/api/notifications', { ...notice, priority: null, expiresAt: null, url: null });
    expect(nulls.json.data).toMatchObject({ priority: 'medium', expiresAt: null, url: null });
  });

  test('expiry dates are stored as ISO UTC', async () => {
    const created = await t.admin('POST', '/api/notifications', { ...notice, expiresAt: '2099-06-30' });
    expect(created.json.data.expiresAt).toBe('2099-06-30T00:00:00.000Z');
  });

  test('the public sees active, unexpired notices newest first; admins see all', async () => {
    const post = async (change: Record<string, unknown>) => (await t.admin('POST', '/api/notifications', { ...notice, ...change })).json.data._id;
    const older = await post({ title: 'Older', expiresAt: null });
    const inactive = await post({ title: 'Inactive', isActive: false });
    const expired = await post({ title: 'Expired', expiresAt: '2000-01-01T00:00:00.000Z' });
    const future = await post({ title: 'Future expiry', expiresAt: new Date(Date.now() + 60_000).toISOString() });

    const published = await t.call('GET', '/api/notifications');
    expect(published.status).toBe(200);
    const publicIds = ids(published.json);
    expect(publicIds).toContain(older);
    expect(publicIds).toContain(future);
    expect(publicIds).not.toContain(inactive);
    expect(publicIds).not.toContain(expired);
    expect(publicIds.indexOf(future)).toBeLessThan(publicIds.indexOf(older));

    for (const list of [(await t.admin('GET', '/api/notifications')).json, (await t.admin('GET', '/api/notifications/admin')).json]) {
      const adminIds = ids(list);
      for (const id of [older, inactive, expired, future]) expect(adminIds).toContain(id);
      expect(adminIds.slice(0, 4)).toEqual([future, expired, inactive, older]);
      const created = list.map((n: any) => n.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    }

    // An invalid token is no admin: 403, so the console refreshes it rather than showing the public list.
    const invalid = await t.call('GET', '/api/notifications', { token: 'nonsense' });
    expect(invalid.status).toBe(403);
    expect(invalid.json).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  test('bad input answers 400 with a message', async () => {
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
      const answer = await t.admin('POST', '/api/notifications', { ...notice, ...change });
      expect({ change, status: answer.status }).toEqual({ change, status: 400 });
      expect(typeof answer.json.message).toBe('string');
      if (message) expect(answer.json.message).toBe(message);
    }
    expect((await t.admin('POST', '/api/notifications', '{"title":')).status).toBe(400);
  });

  test('urls must be http(s)', async () => {
    const http = await t.admin('POST', '/api/notifications', { ...notice, url: 'http://intranet.example.edu/a?b=c' });
    expect(http.json.data.url).toBe('http://intranet.example.edu/a?b=c');
  });

  test('unknown ids answer 404', async () => {
    const updated = await t.admin('PUT', '/api/notifications/nope', notice);
    expect(updated.status).toBe(404);
    expect(updated.json.message).toBe('Notification not found.');
    const deleted = await t.admin('DELETE', '/api/notifications/nope');
    expect(deleted.status).toBe(404);
    expect(deleted.json.message).toBe('Notification not found.');
  });

  test('writes and the admin list need a valid token', async () => {
    expect((await t.call('GET', '/api/notifications/admin')).status).toBe(401);
    expect((await t.call('GET', '/api/notifications/admin', { token: t.token + 'x' })).status).toBe(403);
    expect((await t.call('POST', '/api/notifications', { body: notice })).status).toBe(401);
    expect((await t.call('PUT', '/api/notifications/x', { body: notice })).status).toBe(401);
    expect((await t.call('DELETE', '/api/notifications/x')).status).toBe(401);
    expect((await t.call('POST', '/api/notifications', { body: notice, token: t.token + 'x' })).status).toBe(403);
  });
});
