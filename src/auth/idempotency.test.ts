import { describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../testing';
import { aNotice, addNotice, ok } from '../testing/fixtures';
import { deleteOldAnswers, earlierAnswer, idempotencyMessages } from '../http/idempotency';

const t = startTestAppBeforeAll();

let keys = 0;
const aKey = () => `key-${Date.now()}-${++keys}`;
const withKey = (method: string, path: string, body: unknown, key: string, headers: Record<string, string> = {}) =>
  t.call(method, path, { body, token: t.token, headers: { 'Idempotency-Key': key, ...headers } });
const entriesAbout = async (id: string) =>
  (
    (await t.admin('GET', '/api/admin/activity?limit=100')).json.entries as { entityId: string; action: string }[]
  ).filter((entry) => entry.entityId === id);

describe('a write sent again with its Idempotency-Key', () => {
  test(
    'a PUT: the first answer again, marked ' +
      'as replayed, and one activity entry; ' +
      'even with the If-Match now stale',
    async () => {
      const notice = await addNotice(t, aNotice({ title: 'Water supply' }));
      const key = aKey();
      const body = { ...notice, title: 'Water supply on Sunday' };
      const first = await withKey('PUT', `/api/notifications/${notice._id}`, body, key, {
        'If-Match': `"${notice.updatedAt}"`,
      });
      const again = await withKey('PUT', `/api/notifications/${notice._id}`, body, key, {
        'If-Match': `"${notice.updatedAt}"`,
      });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      expect(again.response.headers.get('idempotent-replayed')).toBe('true');
      expect(first.response.headers.get('idempotent-replayed')).toBeNull();
      expect((await entriesAbout(notice._id)).filter((entry) => entry.action === 'update')).toHaveLength(1);
    },
  );

  test('a DELETE: the first answer again, not a 404', async () => {
    const notice = await addNotice(t, aNotice({ title: 'Gone soon' }));
    const key = aKey();
    const first = await withKey('DELETE', `/api/notifications/${notice._id}`, undefined, key);
    const again = await withKey('DELETE', `/api/notifications/${notice._id}`, undefined, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json).toEqual(first.json);
    expect((await entriesAbout(notice._id)).filter((entry) => entry.action === 'delete')).toHaveLength(1);
    // Without the key, a delete of what is gone is the 404 it always was.
    expect((await t.admin('DELETE', `/api/notifications/${notice._id}`)).status).toBe(404);
  });

  test('two at once (a resend while the first still runs): one notice added, both get its answer', async () => {
    const key = aKey();
    const body = aNotice({ title: `Sent twice ${key}` });
    const [a, b] = await Promise.all([
      withKey('POST', '/api/notifications', body, key),
      withKey('POST', '/api/notifications', body, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json).toEqual(a.json);
    const all = (await t.admin('GET', '/api/notifications')).json as { title: string }[];
    expect(all.filter((notice) => notice.title === body.title)).toHaveLength(1);
  });

  test('the same key with another request is a 422; a malformed key a 400', async () => {
    const key = aKey();
    await ok(withKey('POST', '/api/notifications', aNotice({ title: 'First use' }), key));
    const other = await withKey(
      'POST',
      '/api/events',
      { title: 'Hostel Day', description: 'x', date: '2030-03-01' },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(idempotencyMessages.otherRequest);
    const bad = await withKey('POST', '/api/notifications', aNotice(), 'a key with spaces');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(idempotencyMessages.badKey);
  });

  test('the answers that carry secrets are never kept: a key sent with them is ignored', async () => {
    const key = aKey();
    const added = await withKey('POST', '/api/admin/accounts', { username: 'office_kept', role: 'editor' }, key);
    expect(added.status).toBe(200);
    const rows = await t.ctx.db.all<{ key: string }>('SELECT key FROM idempotent_writes WHERE key = ?', key);
    expect(rows).toEqual([]);
  });

  test(
    'a claim committed without its answer (the instance died ' +
      'between) says the change was made, never makes it again',
    async () => {
      const notice = await addNotice(t, aNotice({ title: 'Half answered' }));
      const key = aKey();
      await t.ctx.db.write((tx) =>
        tx.run(
          'INSERT INTO idempotent_writes (account_id, key, method, path, created_at) ' +
            "VALUES ((SELECT id FROM admins WHERE username = 'admin'), ?, 'DELETE', ?, ?)",
          key,
          `/api/notifications/${notice._id}`,
          new Date().toISOString(),
        ),
      );
      const adminId = (await t.ctx.db.get<{ id: string }>("SELECT id FROM admins WHERE username = 'admin'"))!.id;
      await expect(
        earlierAnswer(t.ctx.db, adminId, { key, method: 'DELETE', path: `/api/notifications/${notice._id}` }, 200),
      ).rejects.toThrow(idempotencyMessages.alreadyMade);
    },
  );

  test('answers are kept a day, then swept', async () => {
    const key = aKey();
    await ok(withKey('POST', '/api/notifications', aNotice({ title: 'Kept a day' }), key));
    await t.ctx.db.write((tx) =>
      tx.run(
        'UPDATE idempotent_writes SET created_at = ? WHERE key = ?',
        new Date(Date.now() - 25 * 3600 * 1000).toISOString(),
        key,
      ),
    );
    await deleteOldAnswers(t.ctx.db);
    expect(await t.ctx.db.all('SELECT key FROM idempotent_writes WHERE key = ?', key)).toEqual([]);
  });
});

test('the API document names the header on the signed-in writes', async () => {
  const document = (await t.call('GET', '/api/openapi.json')).json;
  const names = (path: string, method: string) =>
    (document.paths[path][method].parameters ?? []).map((p: { name: string }) => p.name);
  expect(names('/api/hostels/{id}', 'put')).toContain('Idempotency-Key');
  expect(names('/api/notifications/{id}', 'delete')).toContain('Idempotency-Key');
  expect(names('/api/hostels', 'get')).not.toContain('Idempotency-Key');
});
