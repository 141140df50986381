// A full or read-only storage during an upload: the admin gets a clear
// response (507 no room, 503 read-only), and nothing is lost or half-written:
// the record keeps its previous file and the database is unchanged. Through
// a test seam (BlobStore.stage throwing as the OS would), on either engine;
// disk-faults.test.ts fills and freezes a real disk under the data folder.
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { PNG_DATA_URL, startTestApp, type TestApp } from '../testing';
import { snapshotDatabase, snapshotFiles } from './snapshot';
import { NO_ROOM, READ_ONLY, download, osError, pdf } from './faults';

describe('through a seam: the blob store fails as a full or read-only disk would', () => {
  let t: TestApp;
  let fileId: string;
  let eventId: string;
  beforeAll(async () => {
    t = await startTestApp();
    fileId = (await t.admin('POST', '/api/files', { file_name: 'Rules', file: pdf(10, 'r') })).json.data._id;
    eventId = (
      await t.admin('POST', '/api/events', { title: 'Day', description: 'D', date: '2031-01-01', image: PNG_DATA_URL })
    ).json.data._id;
  });
  afterAll(() => t?.stop());

  for (const [code, status, message] of [
    ['ENOSPC', 507, NO_ROOM],
    ['EDQUOT', 507, NO_ROOM],
    ['EROFS', 503, READ_ONLY],
  ] as const) {
    test(`${code}: ${status} with a clear message on every upload, and nothing changes`, async () => {
      const before = { db: await snapshotDatabase(t.ctx.db), files: snapshotFiles(t.dataDir) };
      const put = spyOn(t.ctx.blobs, 'stage').mockImplementation(() => {
        throw osError(code, 'no space left on device, write');
      });
      const quiet = spyOn(console, 'error').mockImplementation(() => {});
      try {
        const form = new FormData();
        form.append('file_name', 'Menu');
        form.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'menu.pdf', { type: 'application/pdf' }));
        const attempts = [
          await t.admin('POST', '/api/files', { file_name: 'New', file: pdf(100) }),
          await t.call('POST', '/api/files', { body: form, token: t.token }),
          await t.admin('PUT', `/api/files/${fileId}`, { file_name: 'Rules', file: pdf(100) }),
          await t.admin('POST', '/api/events', {
            title: 'New',
            description: 'D',
            date: '2031-01-01',
            image: PNG_DATA_URL,
          }),
          await t.admin('PUT', `/api/events/${eventId}`, {
            title: 'Day',
            description: 'D',
            date: '2031-01-01',
            image: PNG_DATA_URL,
          }),
          await t.admin('POST', '/api/people', { name: 'P', designation: 'D', image: PNG_DATA_URL }),
        ];
        for (const attempt of attempts)
          expect({ status: attempt.status, json: attempt.json }).toEqual({ status, json: { message } });
      } finally {
        put.mockRestore();
        quiet.mockRestore();
      }
      expect(await snapshotDatabase(t.ctx.db)).toEqual(before.db);
      expect(snapshotFiles(t.dataDir)).toEqual(before.files);
      expect(await download(t, fileId)).toEqual({ status: 200, text: '%PDF-1.4\nrrrrrrrrrr\n%%EOF\n' });
      // Once the disk has room again, the same upload works.
      expect((await t.admin('PUT', `/api/files/${fileId}`, { file_name: 'Rules', file: pdf(10, 'r') })).status).toBe(
        200,
      );
    });
  }
});
