import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { startTestApp, storedBlobKeys, type TestApp } from '../../testing';
import { expectResponses, idsOf, ok } from '../../testing/fixtures';
import { contentDisposition, downloadName, downloadType } from './content';
import { getSetting, setSetting } from '../../db/settings';
import { SUBCOMMITTEES_SETTING } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% hostel rules\n%%EOF\n');
const pdfDataUrl = (name = 'rules.pdf') =>
  `data:application/pdf;name=${name};base64,${Buffer.from(PDF_BYTES).toString('base64')}`;

const storedBlobs = () => storedBlobKeys(t.ctx, 'files');

/** Makes every new file row fail to insert (a constraint the schema does not have), or stops doing so. */
async function refuseFileRows(refuse: boolean) {
  const statements =
    t.ctx.db.engine === 'sqlite'
      ? refuse
        ? ["CREATE TRIGGER refuse_files BEFORE INSERT ON files BEGIN SELECT RAISE(ABORT, 'refused'); END"]
        : ['DROP TRIGGER refuse_files']
      : refuse
        ? [
            'CREATE FUNCTION refuse_files() RETURNS trigger LANGUAGE ' +
              "plpgsql AS 'BEGIN RAISE EXCEPTION ''refused''; END'",
            'CREATE TRIGGER refuse_files BEFORE INSERT ON files FOR EACH ROW EXECUTE FUNCTION refuse_files()',
          ]
        : ['DROP TRIGGER refuse_files ON files', 'DROP FUNCTION refuse_files()'];
  for (const statement of statements) await t.ctx.db.run(statement);
}

function form(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

async function download(id: string) {
  const { status, json, response } = await t.call('GET', `/api/files/download/${id}`);
  const bytes = status === 200 ? new Uint8Array(await response.arrayBuffer()) : null;
  return { status, json, headers: response.headers, bytes };
}

describe('download names and types', () => {
  test("keeps the upload's extension on the admin's name", () => {
    expect(downloadName('Hostel Rules', 'files/abc.pdf')).toBe('Hostel Rules.pdf');
    expect(downloadName('rules.PDF', 'files/abc.pdf')).toBe('rules.PDF');
    expect(downloadName('Notes', 'files/abc')).toBe('Notes');
    expect(downloadName('a/b\\c"d\u0007e\u202Efdp.exe', 'files/abc.txt')).toBe('abcdefdp.exe.txt');
    expect(downloadName(' "/" ', 'files/abc.txt')).toBe('download.txt');
  });

  test('an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Hostel Rules.pdf')).toBe(
      `attachment; filename="Hostel Rules.pdf"; filename*=UTF-8''Hostel%20Rules.pdf`,
    );
    expect(contentDisposition("Mess menu – 100%'s.pdf")).toBe(
      `attachment; filename="Mess menu _ 100_'s.pdf"; filename*=UTF-8''Mess%20menu%20%E2%80%93%20100%25%27s.pdf`,
    );
  });

  test('only inert types are passed on', () => {
    for (const type of [
      'application/pdf',
      'image/png',
      'text/plain',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'video/mp4',
    ]) {
      expect(downloadType(type)).toBe(type);
    }
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/javascript',
      'application/javascript',
      'text/xml',
      'application/x-unknown',
    ]) {
      expect(downloadType(type)).toBe('application/octet-stream');
    }
  });
});

describe('files', () => {
  test('a data URL upload: create, list, download, update, delete', async () => {
    const created = await t.admin('POST', '/api/files', {
      file_name: 'Hostel Rules',
      description: 'Rules for 2025',
      for_student: true,
      file: pdfDataUrl(),
    });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('File added');
    const data = created.json.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'description',
        'file_name',
        'for_student',
        'mimeType',
        'originalName',
        'size',
        'updatedAt',
      ].sort(),
    );
    expect(data).toMatchObject({
      file_name: 'Hostel Rules',
      description: 'Rules for 2025',
      for_student: true,
      size: PDF_BYTES.length,
      mimeType: 'application/pdf',
      originalName: 'rules.pdf',
    });

    expect((await t.call('GET', '/api/files')).json).toContainEqual(data);

    const file = await download(data._id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Hostel Rules.pdf"; filename*=UTF-8''Hostel%20Rules.pdf`,
    );
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-length')).toBe(String(PDF_BYTES.length));
    expect(file.bytes).toEqual(PDF_BYTES);

    // Edit without a file keeps the content.
    const blobsBefore = await storedBlobs();
    const renamed = await t.admin('PUT', `/api/files/${data._id}`, {
      ...data,
      file_name: 'Hostel Rules 2025',
      description: '',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.message).toBe('File updated');
    expect(renamed.json.data).toMatchObject({
      file_name: 'Hostel Rules 2025',
      description: '',
      size: PDF_BYTES.length,
      createdAt: data.createdAt,
    });
    expect(await storedBlobs()).toEqual(blobsBefore);
    const kept = await download(data._id);
    expect(kept.bytes).toEqual(PDF_BYTES);
    expect(kept.headers.get('content-disposition')).toContain('filename="Hostel Rules 2025.pdf"');

    // Edit with a file replaces the content and deletes the old blob.
    const text = new TextEncoder().encode('new rules');
    const replaced = await t.admin('PUT', `/api/files/${data._id}`, {
      file_name: 'Hostel Rules 2025',
      file: `data:text/plain;name=rules.txt;base64,${Buffer.from(text).toString('base64')}`,
    });
    expect(replaced.status).toBe(200);
    // Left out of the change, for_student stays as it was.
    expect(replaced.json.data).toMatchObject({
      size: text.length,
      mimeType: 'text/plain',
      originalName: 'rules.txt',
      for_student: true,
    });
    expect((await storedBlobs()).length).toBe(blobsBefore.length);
    expect(await storedBlobs()).not.toEqual(blobsBefore);
    const fresh = await download(data._id);
    expect(fresh.bytes).toEqual(text);
    expect(fresh.headers.get('content-disposition')).toContain('filename="Hostel Rules 2025.txt"');

    const deleted = await t.admin('DELETE', `/api/files/${data._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'File deleted', data: { _id: data._id } });
    const gone = await download(data._id);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('File not found.');
    expect((await storedBlobs()).length).toBe(blobsBefore.length);
    expect((await t.purge(data._id)).status).toBe(200);
    expect((await storedBlobs()).length).toBe(blobsBefore.length - 1);
  });

  test('a multipart upload', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
    const body = form({
      file_name: 'Mess Menu',
      description: 'Weekly menu',
      for_student: 'false',
      file: new File([bytes], 'menu.ZIP', { type: 'application/zip' }),
    });
    const created = await t.call('POST', '/api/files', { body, token: t.token });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      file_name: 'Mess Menu',
      description: 'Weekly menu',
      for_student: false,
      size: bytes.length,
      mimeType: 'application/zip',
      originalName: 'menu.ZIP',
    });
    const file = await download(created.json.data._id);
    expect(file.bytes).toEqual(bytes);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toContain('filename="Mess Menu.zip"');

    // A file input left empty on edit arrives as an empty, nameless File: the content is kept.
    const edit = form({ file_name: 'Mess Menu', for_student: 'true', file: new File([], '') });
    const updated = await t.call('PUT', `/api/files/${created.json.data._id}`, { body: edit, token: t.token });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ for_student: true, description: '', size: bytes.length });
    expect((await download(created.json.data._id)).bytes).toEqual(bytes);
  });

  test('the public sees files for students; admins see all', async () => {
    const post = async (file_name: string, for_student: boolean) =>
      (await t.admin('POST', '/api/files', { file_name, for_student, file: pdfDataUrl() })).json.data._id;
    const shared = await post('Fee structure', true);
    const internal = await post('Staff roster', false);

    const publicIds = idsOf((await t.call('GET', '/api/files')).json);
    expect(publicIds).toContain(shared);
    expect(publicIds).not.toContain(internal);
    const adminIds = idsOf((await t.admin('GET', '/api/files')).json);
    expect(adminIds.slice(0, 2)).toEqual([internal, shared]);

    // Download links work for anyone who has them.
    expect((await download(internal)).status).toBe(200);
  });

  test('dangerous declared types download as octet-stream', async () => {
    const html = `data:text/html;name=page.html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const fromJson = await t.admin('POST', '/api/files', { file_name: 'Page', file: html });
    const fromForm = await t.call('POST', '/api/files', {
      body: form({ file_name: 'Logo', file: svg }),
      token: t.token,
    });
    for (const [created, name] of [
      [fromJson, 'Page.html'],
      [fromForm, 'Logo.svg'],
    ] as const) {
      expect(created.status).toBe(200);
      const file = await download(created.json.data._id);
      expect(file.headers.get('content-type')).toBe('application/octet-stream');
      expect(file.headers.get('content-disposition')).toStartWith(`attachment; filename="${name}"`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('a data URL without a name gets its extension from the type', async () => {
    const created = await t.admin('POST', '/api/files', {
      file_name: 'Notice',
      file: `data:application/pdf;base64,${Buffer.from(PDF_BYTES).toString('base64')}`,
    });
    expect(created.json.data.originalName).toBe('file');
    const file = await download(created.json.data._id);
    expect(file.headers.get('content-disposition')).toContain('filename="Notice.pdf"');
  });

  test('bad input gets 400 with a message', async () => {
    const cases: [unknown, number, string | null][] = [
      [{ file: pdfDataUrl() }, 400, null],
      [{ file_name: '', file: pdfDataUrl() }, 400, 'File name is required'],
      [{ file_name: 'Rules' }, 400, 'Please choose a file to upload'],
      [{ file_name: 'Rules', file: '' }, 400, 'Please choose a file to upload'],
      [{ file_name: 'Rules', file: null }, 400, 'Please choose a file to upload'],
      [{ file_name: 'Rules', file: 'not a data url' }, 400, 'file: expected a data URL or an uploaded file.'],
      [{ file_name: 'Rules', file: 'data:application/pdf;base64,@@@' }, 400, 'file: the data URL is not valid base64.'],
      // Thirty bytes are forty characters: one more is a lone character, which no byte ends with.
      [{ file_name: 'Rules', file: `${pdfDataUrl()}A` }, 400, 'file: the data URL is not valid base64.'],
      [{ file_name: 'Rules', file: 42 }, 400, 'file must be a data URL or an uploaded file'],
      [{ file_name: 'Rules', file: pdfDataUrl(), for_student: 'maybe' }, 400, 'for_student must be true or false'],
      [{ file_name: ['Rules'], file: pdfDataUrl() }, 400, 'File name is required'],
    ];
    const before = await storedBlobs();
    for (const [body, status, message] of cases) {
      const response = await t.admin('POST', '/api/files', body);
      expect({ body, status: response.status }).toEqual({ body, status });
      if (message) expect(response.json.message).toBe(message);
    }
    const noFile = await t.call('POST', '/api/files', {
      body: form({ file_name: 'Rules', file: new File([], '') }),
      token: t.token,
    });
    expect(noFile.status).toBe(400);
    expect(noFile.json.message).toBe('Please choose a file to upload');
    // A file of 0 bytes, with a name, would reach students as an empty PDF.
    const emptyFile = 'file: the file is empty (0 bytes). Choose the file again, or another one.';
    const emptyPart = await t.call('POST', '/api/files', {
      body: form({ file_name: 'Rules', file: new File([], 'rules.pdf', { type: 'application/pdf' }) }),
      token: t.token,
    });
    expect({ status: emptyPart.status, message: emptyPart.json.message }).toEqual({ status: 400, message: emptyFile });
    const emptyDataUrl = await t.admin('POST', '/api/files', {
      file_name: 'Rules',
      file: 'data:application/pdf;name=rules.pdf;base64,',
    });
    expect({ status: emptyDataUrl.status, message: emptyDataUrl.json.message }).toEqual({
      status: 400,
      message: emptyFile,
    });
    expect((await t.admin('POST', '/api/files', '{"file_name":')).status).toBe(400);
    expect(await storedBlobs()).toEqual(before);
  });

  test(
    'for_student: false when a file is ' +
      'added without it, unchanged when a ' +
      'change leaves it out, and so documented',
    async () => {
      const added = await ok(t.admin('POST', '/api/files', { file_name: 'Fee structure', file: pdfDataUrl() }));
      expect(added.data.for_student).toBe(false);
      const shown = await ok(
        t.admin('PUT', `/api/files/${added.data._id}`, { file_name: 'Fee structure', for_student: true }),
      );
      expect(shown.data.for_student).toBe(true);
      const renamed = await ok(t.admin('PUT', `/api/files/${added.data._id}`, { file_name: 'Fee structure 2026' }));
      expect(renamed.data).toMatchObject({ file_name: 'Fee structure 2026', for_student: true });
      const multipart = await t.call('PUT', `/api/files/${added.data._id}`, {
        body: form({ file_name: 'Fee structure 2026' }),
        token: t.token,
      });
      expect(multipart.json.data.for_student).toBe(true);
      const document = (await t.call('GET', '/api/openapi.json')).json;
      expect(JSON.stringify(document)).toContain(
        '"description":"Whether students see the file on the Files page. Added without it: false',
      );
    },
  );

  test('unknown ids get 404', async () => {
    const missing = { token: 'admin', status: 404, message: 'File not found.' } as const;
    await expectResponses(t, [
      { method: 'PUT', path: '/api/files/nope', body: { file_name: 'Rules', file: pdfDataUrl() }, ...missing },
      { method: 'DELETE', path: '/api/files/nope', ...missing },
      { method: 'GET', path: '/api/files/download/nope', ...missing },
    ]);
  });

  test('a blob whose row fails to commit is removed', async () => {
    const before = await storedBlobs();
    await refuseFileRows(true);
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await t.admin('POST', '/api/files', { file_name: 'Rules', file: pdfDataUrl() });
      expect(response.status).toBe(500);
      expect(response.json.message).toBe('Something went wrong on the server.');
    } finally {
      quiet.mockRestore();
      await refuseFileRows(false);
    }
    expect(await storedBlobs()).toEqual(before);
  });

  test('the subcommittees file id', async () => {
    expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: null });
    const created = await t.admin('POST', '/api/files', {
      file_name: 'Hostel Subcommittees',
      for_student: false,
      file: pdfDataUrl('subcommittees.pdf'),
    });
    const id = created.json.data._id;
    await setSetting(t.ctx.db, SUBCOMMITTEES_SETTING, id);
    const response = await t.call('GET', '/api/files/subcommittees');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ fileId: id });
    expect((await download(id)).status).toBe(200);
    await t.admin('DELETE', `/api/files/${id}`);
    expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: null });
  });

  test(
    'an admin chooses the subcommittees file; choosing ' + 'another moves it; deleting it clears the setting',
    async () => {
      const post = async (file_name: string) =>
        (await t.admin('POST', '/api/files', { file_name, file: pdfDataUrl() })).json.data._id as string;
      const first = await post('Subcommittees 2025-26');
      const second = await post('Subcommittees 2026-27');
      const setting = () => getSetting(t.ctx.db, SUBCOMMITTEES_SETTING);

      const chosen = await t.admin('PUT', '/api/files/subcommittees', { fileId: first });
      expect(chosen.status).toBe(200);
      expect(chosen.json).toEqual({ message: 'Hostel Subcommittees file set', data: { fileId: first } });
      expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: first });

      expect((await t.admin('PUT', '/api/files/subcommittees', { fileId: second })).status).toBe(200);
      expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: second });

      await t.admin('DELETE', `/api/files/${first}`);
      expect(await setting()).toBe(second);
      await t.admin('DELETE', `/api/files/${second}`);
      expect(await setting()).toBeNull();
      expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: null });
    },
  );

  test('choosing the subcommittees file needs a file that exists and an admin', async () => {
    const id = (await t.admin('POST', '/api/files', { file_name: 'Subcommittees', file: pdfDataUrl() })).json.data._id;
    await t.admin('PUT', '/api/files/subcommittees', { fileId: id });

    const unknown = await t.admin('PUT', '/api/files/subcommittees', { fileId: 'no-such-file' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('File not found.');
    for (const body of [{}, { fileId: '' }, { fileId: 7 }, { fileId: 'x'.repeat(65) }]) {
      expect((await t.admin('PUT', '/api/files/subcommittees', body)).status).toBe(400);
    }
    const other = (await t.admin('POST', '/api/files', { file_name: 'Other', file: pdfDataUrl() })).json.data._id;
    expect((await t.call('PUT', '/api/files/subcommittees', { body: { fileId: other } })).status).toBe(401);
    expect(
      (await t.call('PUT', '/api/files/subcommittees', { body: { fileId: other }, token: `${t.token}x` })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/files/subcommittees')).json).toEqual({ fileId: id });
    await ok(t.admin('DELETE', `/api/files/${id}`));
  });

  test('writes need a valid token', async () => {
    const body = { file_name: 'Rules', file: pdfDataUrl() };
    await expectResponses(t, [
      { method: 'POST', path: '/api/files', body, status: 401 },
      {
        method: 'POST',
        path: '/api/files',
        body: form({ file_name: 'Rules', file: new File(['x'], 'x.txt') }),
        status: 401,
      },
      { method: 'PUT', path: '/api/files/x', body, status: 401 },
      { method: 'DELETE', path: '/api/files/x', status: 401 },
      { method: 'POST', path: '/api/files', body, token: 'broken', status: 403 },
    ]);
  });
});

describe('files with a small upload limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ uploadLimitBytes: 1024 });
  });
  afterAll(() => small.stop());

  test('too large gets 413, whichever way it is sent', async () => {
    const big = new Uint8Array(2048).fill(65);
    const asDataUrl = await small.admin('POST', '/api/files', {
      file_name: 'Big',
      file: `data:text/plain;name=big.txt;base64,${Buffer.from(big).toString('base64')}`,
    });
    expect(asDataUrl.status).toBe(413);
    expect(asDataUrl.json.message).toStartWith('The file is too large.');

    const body = new FormData();
    body.append('file_name', 'Big');
    body.append('file', new File([big], 'big.txt', { type: 'text/plain' }));
    const asFile = await small.call('POST', '/api/files', { body, token: small.token });
    expect(asFile.status).toBe(413);
    expect(asFile.json.message).toStartWith('The file is too large.');

    const fits = await small.admin('POST', '/api/files', {
      file_name: 'Small',
      file: `data:text/plain;name=small.txt;base64,${Buffer.from(big.slice(0, 1024)).toString('base64')}`,
    });
    expect(fits.status).toBe(200);
    expect((await storedBlobKeys(small.ctx, 'files')).length).toBe(1);
  });
});
