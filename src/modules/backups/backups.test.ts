import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestAppBeforeAll } from '../../testing';
import { backupsFolder } from '../../backup/backup-folder';
import { createDownloadLink, isValidDownloadSignature } from './service';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const t = startTestAppBeforeAll();

describe('backups API', () => {
  test('the admin makes a backup, lists it and downloads it', async () => {
    const before = (await t.admin('GET', '/api/backups')).json as unknown[];
    const made = await t.admin('POST', '/api/backups');
    expect(made.status).toBe(200);
    expect(made.json.message).toBe('Backup created');
    const { name, size, createdAt, kind } = made.json.data;
    expect(name).toMatch(/^hostel-backup-.*\.tar$/);
    expect(kind).toBe('manual');
    expect(size).toBeGreaterThan(1024);
    expect(Date.parse(createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = (await t.admin('GET', '/api/backups')).json as unknown[];
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(made.json.data);

    const download = await t.admin('GET', `/api/backups/download/${name}`);
    expect(download.status).toBe(200);
    expect(download.response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(download.response.headers.get('content-type')).toBe('application/x-tar');
    expect(download.response.headers.get('cache-control')).toBe('no-store');
    expect((await download.response.arrayBuffer()).byteLength).toBe(size);
  });

  test('a signed link downloads without the token, for a minute, for that backup only', async () => {
    const { name } = (await t.admin('POST', '/api/backups')).json.data;
    const link = await t.admin('POST', `/api/backups/download-link/${name}`);
    expect(link.status).toBe(200);
    const { url, expiresAt } = link.json.data;
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const viaLink = await t.call('GET', url);
    expect(viaLink.status).toBe(200);
    expect(viaLink.response.headers.get('content-disposition')).toContain(name);

    const query = new URL(url, 'http://localhost').searchParams;
    const tampered = await t.call(
      'GET',
      `/api/backups/download/${name}?expires=` +
        `${Number(query.get('expires')) + 1000}&signature=${query.get('signature')}`,
    );
    expect(tampered.status).toBe(403);
    const other = (await t.admin('POST', '/api/backups')).json.data.name;
    expect((await t.call('GET', `/api/backups/download/${other}?${query}`)).status).toBe(403);

    const old = createDownloadLink(t.ctx, name, Date.now() - 120_000);
    const oldQuery = new URL(old.url, 'http://localhost').searchParams;
    expect(isValidDownloadSignature(t.ctx, name, oldQuery.get('expires')!, oldQuery.get('signature')!)).toBe(false);
    expect((await t.call('GET', old.url)).status).toBe(403);
  });

  test('only admins; names are checked strictly', async () => {
    expect((await t.call('GET', '/api/backups')).status).toBe(401);
    expect((await t.call('POST', '/api/backups')).status).toBe(401);
    expect((await t.call('GET', '/api/backups', { token: 'x' })).status).toBe(403);
    const { name } = (await t.admin('POST', '/api/backups')).json.data;
    expect((await t.call('GET', `/api/backups/download/${name}`)).status).toBe(401);
    expect((await t.call('GET', `/api/backups/download/${name}`, { token: 'x' })).status).toBe(403);
    expect((await t.call('POST', `/api/backups/download-link/${name}`)).status).toBe(401);

    writeFileSync(join(t.dataDir, 'outside.tar'), 'secret');
    for (const bad of [
      '..%2Foutside.tar',
      '..%2F..%2Fsecret.key',
      '..%5Csecret.key',
      'secret.key',
      'hostel-backup-x.tar',
      `${name}%00`,
    ]) {
      const response = await t.admin('GET', `/api/backups/download/${bad}`);
      expect([400, 404]).toContain(response.status);
      expect(response.json.message).toBeString();
    }
    const missing = name.replace(/\d{3}Z/, '999Z');
    expect((await t.admin('GET', `/api/backups/download/${missing}`)).status).toBe(404);
    expect((await t.admin('POST', `/api/backups/download-link/${missing}`)).status).toBe(404);
    writeFileSync(join(backupsFolder(t.dataDir), 'notes.txt'), 'x');
    expect((await t.admin('GET', '/api/backups')).json.map((backup: { name: string }) => backup.name)).not.toContain(
      'notes.txt',
    );
  });

  test(
    'an owner deletes a backup on either engine: gone ' + 'from the list and the download, in the activity log',
    async () => {
      const { name } = (await t.admin('POST', '/api/backups')).json.data;
      const deleted = await t.admin('DELETE', `/api/backups/${name}`);
      expect({ status: deleted.status, message: deleted.json.message }).toEqual({
        status: 200,
        message: 'Backup deleted',
      });
      expect(
        ((await t.admin('GET', '/api/backups')).json as { name: string }[]).map((backup) => backup.name),
      ).not.toContain(name);
      expect((await t.admin('GET', `/api/backups/download/${name}`)).status).toBe(404);
      const [entry] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries;
      expect(entry).toMatchObject({ action: 'delete', entity: 'backups', name });
      const again = await t.admin('DELETE', `/api/backups/${name}`);
      expect({ status: again.status, message: again.json.message }).toEqual({
        status: 404,
        message: 'There is no such backup.',
      });
      expect((await t.admin('DELETE', '/api/backups/..%2Fhostel.db')).status).toBe(400);
      expect((await t.call('DELETE', `/api/backups/${name}`)).status).toBe(401);
    },
  );

  test('health checks the database', async () => {
    const health = await t.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json.status).toBe('ok');
  });
});
