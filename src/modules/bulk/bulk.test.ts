import { describe, expect, spyOn, test } from 'bun:test';
import { csvDocument, parseCsv } from '../../http/csv';
import { conflict } from '../../http/errors';
import { startTestAppBeforeAll } from '../../testing';
import { addHostel, addPerson, ok } from '../../testing/fixtures';
import * as peopleRepo from '../people/repo';
import type { ImportRow } from './model';
import type { Hostel } from '../hostels/model';
import type { Person } from '../people/model';

const t = startTestAppBeforeAll();

const personId = async (name: string, fields: Record<string, unknown> = {}) =>
  (await addPerson(t, { name, ...fields }))._id as string;
const hostelId = async (name: string, warden: string, supervisor: string) =>
  (await addHostel(t, { name, warden, supervisor }))._id as string;

async function exported(entity: string) {
  const { status, response } = await t.admin('GET', `/api/admin/export/${entity}.csv`);
  expect(status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const [header, ...rows] = parseCsv(text)!;
  return {
    headers: response.headers,
    text,
    header,
    rows,
    record: (column: string, value: string) => rows.find((row) => row[header.indexOf(column)] === value),
  };
}

const importCsv = (entity: string, mode: string, rows: (string | null)[][], token = t.token) => {
  const form = new FormData();
  form.set('file', new File([csvDocument(rows)], `${entity}.csv`, { type: 'text/csv' }));
  return t.call('POST', `/api/admin/import/${entity}.csv?mode=${mode}`, { body: form, token });
};

const TABLES = ['people', 'person_hostels', 'hostels'];
async function state() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[table] = await t.ctx.db.all(`SELECT * FROM ${table} ORDER BY 1, 2`);
  return tables;
}

describe('export', () => {
  test('people: headers, rows, names in Indian languages, lists and the download headers', async () => {
    const warden = await personId('डॉ. आशा राव', { phone: '+91 94480 11201', department: 'सिविल, इंजीनियरिंग' });
    const supervisor = await personId('முனைவர் கார்த்திகேயன்', { role: 'supervisor' });
    const ganga = await hostelId('ಗಂಗಾ (GH I)', warden, supervisor);
    const kaveri = await hostelId('Kaveri (Block II)', warden, supervisor);
    await ok(
      t.admin('POST', '/api/people', {
        _id: warden,
        name: 'डॉ. आशा राव',
        designation: 'Warden',
        role: 'warden',
        phone: '+91 94480 11201',
        department: 'सिविल, इंजीनियरिंग',
        hostel: [ganga, kaveri],
      }),
    );
    const { headers, text, header, record } = await exported('people');
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="people-\d{4}-\d\d-\d\d\.csv"$/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(text).toContain('\r\n');
    expect(header).toEqual([
      'ID',
      'Name',
      'Name (हिन्दी)',
      'Designation',
      'Designation (हिन्दी)',
      'Role',
      'Department',
      'Department (हिन्दी)',
      'Phone',
      'Email',
      'Contact',
      'Hostels',
      'Alt text',
      'Alt text (हिन्दी)',
      'Created',
      'Updated',
    ]);
    const row = record('ID', warden)!;
    expect(row.slice(1, 12)).toEqual([
      'डॉ. आशा राव',
      '',
      'Warden',
      '',
      'warden',
      'सिविल, इंजीनियरिंग',
      '',
      "'+91 94480 11201",
      '',
      '',
      'ಗಂಗಾ (GH I); Kaveri (Block II)',
    ]);
    expect(record('ID', supervisor)![1]).toBe('முனைவர் கார்த்திகேயன்');
  });

  test('hostels: warden and supervisor by name with their ids, facilities joined', async () => {
    const warden = await personId('Dr. Ramesh Shetty');
    const supervisor = await personId('Ms. ಲಕ್ಷ್ಮಿ', { role: 'supervisor' });
    const id = (
      await ok(
        t.admin('POST', '/api/hostels', {
          name: 'Sahyadri (Block III)',
          warden,
          supervisor,
          rooms: 200,
          gender: 'female',
          sharing: 'triple',
          year: '2nd',
          other_facilities: ['Gym', 'Reading room'],
        }),
      )
    ).data._id;
    const { header, record } = await exported('hostels');
    expect(header).toEqual([
      'ID',
      'Name',
      'Name (हिन्दी)',
      'Rooms',
      'Gender',
      'Sharing',
      'Year',
      'Warden',
      'Warden ID',
      'Supervisor',
      'Supervisor ID',
      'Mess',
      'Mess (हिन्दी)',
      'Contact',
      'Other facilities',
      'Other facilities (हिन्दी)',
      'Photo sphere',
      'Created',
      'Updated',
    ]);
    expect(record('ID', id)!.slice(1, 16)).toEqual([
      'Sahyadri (Block III)',
      '',
      '200',
      'female',
      'triple',
      '2nd',
      'Dr. Ramesh Shetty',
      warden,
      'Ms. ಲಕ್ಷ್ಮಿ',
      supervisor,
      '',
      '',
      '',
      'Gym; Reading room',
      '',
    ]);
  });

  test('mess, events, notifications and files, hidden and staff-only ones too', async () => {
    const warden = await personId('Dr. Mess Warden');
    const hostel = await hostelId('Netravati (Block IV)', warden, warden);
    const mess = (
      await ok(
        t.admin('POST', '/api/mess', {
          hostel,
          mess_name: 'ಅನ್ನಪೂರ್ಣ',
          caterers_name: 'Shree Caterers',
          type: 'Veg',
          capacity: 300,
          night_canteen: 'Available',
          nominated_mess_members: ['Ravi - Secretary', 'Anu - Member'],
        }),
      )
    ).data;
    const event = (
      await ok(
        t.admin('POST', '/api/events', {
          title: '=HYPERLINK("x")',
          description: 'Line one\nline two',
          date: '2030-03-01',
          category: 'cultural',
          isActive: false,
        }),
      )
    ).data;
    const notice = (
      await ok(
        t.admin('POST', '/api/notifications', {
          title: 'Water, "again"',
          message: 'No water',
          priority: 'high',
          targetAudience: ['students', 'staff'],
          isActive: false,
        }),
      )
    ).data;
    const file = (
      await ok(
        t.admin('POST', '/api/files', {
          file_name: 'Staff rota',
          for_student: false,
          file: `data:application/pdf;name=rota.pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`,
        }),
      )
    ).data;

    const messes = await exported('mess');
    expect(messes.header).toEqual([
      'ID',
      'Mess name',
      'Mess name (हिन्दी)',
      'Cateror',
      'Cateror (हिन्दी)',
      'Hostel',
      'Hostel ID',
      'Type',
      'Capacity',
      'Night canteen',
      'Night canteen (हिन्दी)',
      'Nominated members',
      'Nominated members (हिन्दी)',
      'Created',
      'Updated',
    ]);
    expect(messes.record('ID', mess._id)!.slice(1, 12)).toEqual([
      'ಅನ್ನಪೂರ್ಣ',
      '',
      'Shree Caterers',
      '',
      'Netravati (Block IV)',
      hostel,
      'Veg',
      '300',
      'Available',
      '',
      'Ravi - Secretary; Anu - Member',
    ]);

    const events = await exported('events');
    expect(events.header).toEqual([
      'ID',
      'Title',
      'Title (हिन्दी)',
      'Date',
      'Time',
      'Location',
      'Location (हिन्दी)',
      'Category',
      'Active',
      'Publish at',
      'Description',
      'Description (हिन्दी)',
      'Created',
      'Updated',
    ]);
    expect(events.record('ID', event._id)!.slice(1, 12)).toEqual([
      `'=HYPERLINK("x")`,
      '',
      event.date,
      '',
      '',
      '',
      'cultural',
      'No',
      '',
      'Line one\nline two',
      '',
    ]);

    const notices = await exported('notifications');
    expect(notices.header).toEqual([
      'ID',
      'Title',
      'Title (हिन्दी)',
      'Priority',
      'Audience',
      'Active',
      'Pinned',
      'Expires at',
      'Publish at',
      'URL',
      'Message',
      'Message (हिन्दी)',
      'Created',
      'Updated',
    ]);
    expect(notices.record('ID', notice._id)!.slice(1, 12)).toEqual([
      'Water, "again"',
      '',
      'high',
      'students; staff',
      'No',
      'No',
      '',
      '',
      '',
      'No water',
      '',
    ]);

    const files = await exported('files');
    expect(files.header).toEqual([
      'ID',
      'File name',
      'File name (हिन्दी)',
      'Description',
      'Description (हिन्दी)',
      'For students',
      'Original name',
      'Type',
      'Size (bytes)',
      'Download',
      'Created',
      'Updated',
    ]);
    expect(files.record('ID', file._id)!.slice(1, 10)).toEqual([
      'Staff rota',
      '',
      '',
      '',
      'No',
      'rota.pdf',
      'application/pdf',
      String(file.size),
      `/api/files/download/${file._id}`,
    ]);
  });

  test('needs a signed-in account; an unknown export is refused', async () => {
    expect((await t.call('GET', '/api/admin/export/people.csv')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/export/people.csv', { token: `${t.token}x` })).status).toBe(403);
    expect((await t.admin('GET', '/api/admin/export/backups.csv')).status).toBe(400);
  });
});

describe('import', () => {
  test(
    'the preview lists every row with its ' +
      'errors and writes nothing; a commit ' +
      'of the same file writes nothing',
    async () => {
      const hostelWarden = await personId('Dr. Import Warden');
      await hostelId('Tunga (Block VI)', hostelWarden, hostelWarden);
      const rows = [
        ['Name', 'Designation', 'Role', 'Email', 'Hostels', 'Phone'],
        ['Mr. ರವಿ ಕುಮಾರ್', 'Supervisor', 'supervisor', 'ravi@example.edu', 'Tunga (Block VI)', '+91 90000 00001'],
        ['', 'Supervisor', 'supervisor', '', '', ''],
        ['Ms. Meena', 'Cook', 'hostel_staff', 'not-an-email', 'Tunga (Block VI); No Such Hostel', ''],
        ['Mr. Arun', 'Warden', 'warden', '', '', ''],
      ];
      const before = await state();
      const preview = (await ok(importCsv('people', 'preview', rows))).data;
      expect(preview.columns).toEqual(['Name', 'Designation', 'Role', 'Email', 'Hostels', 'Phone']);
      expect(preview.note).toContain('Pictures are not imported');
      expect({ added: preview.added, updated: preview.updated, withErrors: preview.withErrors }).toEqual({
        added: 2,
        updated: 0,
        withErrors: 2,
      });
      expect(preview.rows.map((row: ImportRow) => [row.row, row.action, row.errors])).toEqual([
        [2, 'add', []],
        [3, 'add', [{ column: 'Name', message: 'Name is required' }]],
        [
          4,
          'add',
          [
            { column: 'Hostels', message: 'Hostel 2 of the list is not the name of a hostel.' },
            { column: 'Email', message: 'Email must be a valid email address' },
          ],
        ],
        [5, 'add', []],
      ]);
      expect(preview.rows[0].values).toMatchObject({ Name: 'Mr. ರವಿ ಕುಮಾರ್', Phone: '+91 90000 00001' });
      expect(await state()).toEqual(before);

      const commit = await importCsv('people', 'commit', rows);
      expect(commit.status).toBe(400);
      expect(commit.json.message).toBe('2 rows have errors; nothing was imported. Fix them and choose the file again.');
      expect(commit.json.errors).toContainEqual({ path: 'row 3: Name', message: 'Name is required' });
      expect(await state()).toEqual(before);
    },
  );

  test('a clean file adds and updates every row in one go, hostels named', async () => {
    const warden = await personId('Dr. Bhadra Warden');
    const hostel = await hostelId('Bhadra (Block VII)', warden, warden);
    const kept = await personId('Mr. Old Name', { role: 'supervisor', email: 'old@example.edu', department: 'Kept' });
    const commit = await importCsv('people', 'commit', [
      ['ID', 'Name', 'Designation', 'Role', 'Hostels'],
      [kept, 'Mr. New Name', 'Senior Supervisor', 'supervisor', 'Bhadra (Block VII)'],
      ['', 'डॉ. नई व्यक्ति', 'Warden', 'warden', ''],
      ['', 'Ms. Third', 'Staff', 'hostel_staff', 'Bhadra (Block VII)'],
    ]);
    expect(commit.status).toBe(200);
    expect(commit.json).toEqual({ message: 'Imported: 2 rows added, 1 updated.', data: { added: 2, updated: 1 } });
    const everyone = (await t.call('GET', '/api/people')).json as Person[];
    // Columns the file leaves out keep their value.
    expect(everyone.find((p) => p._id === kept)).toMatchObject({
      name: 'Mr. New Name',
      designation: 'Senior Supervisor',
      email: 'old@example.edu',
      department: 'Kept',
      hostel: [{ _id: hostel, name: 'Bhadra (Block VII)' }],
    });
    expect(everyone.find((p) => p.name === 'डॉ. नई व्यक्ति')).toMatchObject({ role: 'warden', hostel: [] });
    expect(everyone.find((p) => p.name === 'Ms. Third')).toMatchObject({
      hostel: [{ _id: hostel, name: 'Bhadra (Block VII)' }],
    });
  });

  test(
    'role labels and capitalised choices are read as the ' + "console's values; columns left out keep their value",
    async () => {
      const warden = await personId('Dr. Label Warden');
      const female = (
        await ok(
          t.admin('POST', '/api/hostels', {
            name: 'Ganga (GH III)',
            warden,
            supervisor: warden,
            rooms: 90,
            gender: 'female',
            sharing: 'triple',
          }),
        )
      ).data._id;
      await ok(
        importCsv('people', 'commit', [
          ['Name', 'Designation', 'Role'],
          ['Ms. Labelled', 'Staff', 'House Keeping Staff'],
          ['Mr. Other', 'Staff', 'mess_staff'],
        ]),
      );
      const everyone = (await t.call('GET', '/api/people')).json as Person[];
      expect(everyone.find((p) => p.name === 'Ms. Labelled')!.role).toBe('housekeeping_staff');
      expect(everyone.find((p) => p.name === 'Mr. Other')!.role).toBe('mess_staff');
      await ok(
        importCsv('hostels', 'commit', [
          ['ID', 'Name', 'Rooms'],
          [female, 'Ganga (GH III)', '95'],
        ]),
      );
      const added = await importCsv('hostels', 'commit', [
        ['Name', 'Rooms', 'Gender', 'Sharing', 'Warden', 'Supervisor'],
        ['Yamuna (GH IV)', '80', 'Female', 'Double', 'Dr. Label Warden', 'Dr. Label Warden'],
      ]);
      expect(added.status).toBe(200);
      const hostels = (await t.call('GET', '/api/hostels')).json as Hostel[];
      expect(hostels.find((h) => h._id === female)).toMatchObject({
        rooms: 95,
        gender: 'female',
        sharing: 'triple',
        warden: { _id: warden },
      });
      expect(hostels.find((h) => h.name === 'Yamuna (GH IV)')).toMatchObject({ gender: 'female', sharing: 'double' });
    },
  );

  test('an exported file imports back unchanged: every row an update without errors', async () => {
    await personId('Mr. Round Trip', { phone: '+91 98450 12345', contact: '=not a formula' });
    const { text } = await exported('people');
    const form = new FormData();
    form.set('file', new File([text], 'people.csv', { type: 'text/csv' }));
    const preview = (
      await ok(t.call('POST', '/api/admin/import/people.csv?mode=preview', { body: form, token: t.token }))
    ).data;
    expect(preview.withErrors).toBe(0);
    expect(preview.added).toBe(0);
    expect(preview.updated).toBe(preview.rows.length);
    expect(preview.rows.find((row: ImportRow) => row.values.Name === 'Mr. Round Trip').values).toMatchObject({
      Phone: '+91 98450 12345',
      Contact: '=not a formula',
    });
  });

  test('a failure part-way through the writes leaves nothing behind', async () => {
    const before = await state();
    let calls = 0;
    const insert = peopleRepo.insertPerson;
    const spy = spyOn(peopleRepo, 'insertPerson').mockImplementation(async (...args) => {
      if (++calls === 3) throw conflict('Injected failure');
      return insert(...args);
    });
    try {
      const commit = await importCsv('people', 'commit', [
        ['Name', 'Designation'],
        ['One', 'Staff'],
        ['Two', 'Staff'],
        ['Three', 'Staff'],
        ['Four', 'Staff'],
      ]);
      expect(commit.status).toBe(409);
      expect(calls).toBe(3);
    } finally {
      spy.mockRestore();
    }
    expect(await state()).toEqual(before);
  });

  test(
    'a reference gone between the preview and the commit ' + 'is caught inside the write, and nothing is written',
    async () => {
      const warden = await personId('Dr. Short Warden');
      const doomed = await hostelId('Doomed (Block IX)', warden, warden);
      const rows = [
        ['Name', 'Designation', 'Hostels'],
        ['Mr. First', 'Staff', ''],
        ['Mr. Late', 'Staff', 'Doomed (Block IX)'],
      ];
      expect((await ok(importCsv('people', 'preview', rows))).data.withErrors).toBe(0);
      await ok(t.admin('DELETE', `/api/hostels/${doomed}`));
      const before = await state();
      const commit = await importCsv('people', 'commit', rows);
      expect(commit.status).toBe(400);
      expect(commit.json.errors).toEqual([
        { path: 'row 3: Hostels', message: 'Hostel 1 of the list is not the name of a hostel.' },
      ]);
      expect(await state()).toEqual(before);
    },
  );

  test('hostels: staff by name, namesakes told apart by their ID, updates by ID', async () => {
    const warden = await personId('Dr. Unique Warden');
    const twinA = await personId('Mr. Twin', { role: 'supervisor' });
    const twinB = await personId('Mr. Twin', { role: 'supervisor' });
    const existing = await hostelId('Kumaradhara (Block X)', warden, twinA);
    const header = [
      'ID',
      'Name',
      'Rooms',
      'Gender',
      'Sharing',
      'Year',
      'Warden',
      'Supervisor',
      'Supervisor ID',
      'Other facilities',
    ];
    const preview = (
      await ok(
        importCsv('hostels', 'preview', [
          header,
          [
            '',
            'Phalguni (Block XI)',
            '150',
            'female',
            'double',
            '',
            'Dr. Unique Warden',
            'Mr. Twin',
            twinB,
            'Gym; Gym; Wi-Fi',
          ],
          ['', 'Ambiguous', '10', 'male', 'single', '', 'Dr. Unique Warden', 'Mr. Twin', '', ''],
          ['', 'Nobody', '0', 'other', 'double', '5th', 'Dr. Nobody', 'Mr. Twin', warden, ''],
          [
            existing,
            'Kumaradhara (Block X)',
            '180',
            'male',
            'double',
            '1st',
            'Dr. Unique Warden',
            'Mr. Twin',
            twinA,
            '',
          ],
          [existing, 'Again', '1', 'male', 'double', '', 'Dr. Unique Warden', 'Mr. Twin', twinA, ''],
          ['no-such-id', 'Missing', '1', 'male', 'double', '', 'Dr. Unique Warden', 'Mr. Twin', twinA, ''],
        ]),
      )
    ).data;
    expect(
      preview.rows.map((row: ImportRow) => [row.action, row.errors.map((e) => `${e.column}: ${e.message}`)]),
    ).toEqual([
      ['add', []],
      ['add', ['Supervisor: 2 people have this name: fill in Supervisor ID to choose one.']],
      [
        'add',
        [
          'Warden: No person has this name.',
          'Supervisor ID: Supervisor ID names someone other than Supervisor.',
          'Rooms: Rooms must be at least 1',
          'Gender: Gender must be one of: male, female',
          'Year: Year must be empty or one of: 1st, 2nd, 3rd, 4th',
        ],
      ],
      ['update', []],
      ['update', ['ID: This ID is also on row 5.']],
      ['update', ['ID: No record has this ID.']],
    ]);

    const commit = await importCsv('hostels', 'commit', [
      header,
      ...[0, 3].map((i) => header.map((h) => preview.rows[i].values[h])),
    ]);
    expect(commit.json).toEqual({ message: 'Imported: 1 row added, 1 updated.', data: { added: 1, updated: 1 } });
    const hostels = (await t.call('GET', '/api/hostels')).json as Hostel[];
    expect(hostels.find((h) => h.name === 'Phalguni (Block XI)')).toMatchObject({
      rooms: 150,
      gender: 'female',
      year: null,
      warden: { _id: warden },
      supervisor: { _id: twinB },
      other_facilities: ['Gym', 'Wi-Fi'],
    });
    expect(hostels.find((h) => h._id === existing)).toMatchObject({
      rooms: 180,
      year: '1st',
      supervisor: { _id: twinA },
    });
  });

  test('a file that is not a table of the entity is refused as a whole', async () => {
    const send = async (text: string) => {
      const form = new FormData();
      form.set('file', new File([text], 'x.csv'));
      return t.call('POST', '/api/admin/import/people.csv?mode=preview', { body: form, token: t.token });
    };
    const cases: [string, string][] = [
      ['Name,Designation\r\n"Unclosed,Staff\r\n', 'The file is not CSV: a quoted field never ends.'],
      ['Name,Designation\r\n', 'The file has no rows under its header row.'],
      [
        'Name,Shoe size\r\nA,42\r\n',
        "Column 2's heading is not one of: ID, Name, Name (हिन्दी), Designation, " +
          'Designation (हिन्दी), Role, Department, Department (हिन्दी), Phone, ' +
          'Email, Contact, Hostels, Alt text, Alt text (हिन्दी), Created, Updated.',
      ],
      ['Name,name\r\nA,B\r\n', "Column 2 repeats an earlier column's heading."],
      ['Designation\r\nStaff\r\n', "The first row must name the columns, and one of them must be 'Name'."],
      [
        `Name,Designation\r\n${'A,B\r\n'.repeat(5001)}`,
        'A file may have at most 5,000 rows. Split it and import each part.',
      ],
    ];
    for (const [text, message] of cases) {
      const refused = await send(text);
      expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 400, message });
    }
    expect((await t.admin('POST', '/api/admin/import/people.csv?mode=later', new FormData())).status).toBe(400);
    expect((await t.admin('POST', '/api/admin/import/mess.csv?mode=preview', new FormData())).status).toBe(400);
  });

  test(
    "a spreadsheet's leftovers are read as not there: rows of empty " +
      'cells, empty columns past the table, spaces around a choice',
    async () => {
      const warden = await personId('Dr. Leftover Warden');
      const people = (
        await ok(
          importCsv('people', 'preview', [
            ['Name', 'Designation', 'Role', '', ' '],
            ['Mr. Anil Kumar', 'Supervisor', 'supervisor', '', ''],
            ['', '', '', '', ''],
            [' ', '', ' ', '', ''],
          ]),
        )
      ).data;
      expect({ columns: people.columns, added: people.added, withErrors: people.withErrors }).toEqual({
        columns: ['Name', 'Designation', 'Role'],
        added: 1,
        withErrors: 0,
      });
      const hostels = (
        await ok(
          importCsv('hostels', 'commit', [
            ['Name', 'Rooms', 'Gender', 'Sharing', 'Year', 'Warden', 'Supervisor', ''],
            ['Netravati (GH V)', '40', 'Female ', ' Double', '2nd ', 'Dr. Leftover Warden', 'Dr. Leftover Warden', ''],
          ]),
        )
      ).data;
      expect(hostels.added).toBe(1);
      expect(
        ((await t.call('GET', '/api/hostels')).json as Hostel[]).find((h) => h.name === 'Netravati (GH V)'),
      ).toMatchObject({ gender: 'female', sharing: 'double', year: '2nd', warden: { _id: warden } });
      // An empty heading over values is still a mistake.
      const refused = await importCsv('people', 'preview', [
        ['Name', ''],
        ['Mr. Anil Kumar', 'Supervisor'],
      ]);
      expect({ status: refused.status, message: refused.json.message }).toEqual({
        status: 400,
        message: expect.stringMatching(/^Column 2's heading is not one of:/),
      });
    },
  );

  test(
    "a file in another encoding than UTF-8 (Excel's plain 'CSV') is refused, " +
      'on preview and commit, rather than stored with its letters lost',
    async () => {
      const windows1252 = new Uint8Array([
        ...new TextEncoder().encode('Name,Designation\r\nJos'),
        0xe9,
        ...new TextEncoder().encode(',Supervisor\r\n'),
      ]);
      const before = await state();
      for (const mode of ['preview', 'commit']) {
        const form = new FormData();
        form.set('file', new File([windows1252], 'people.csv', { type: 'text/csv' }));
        const refused = await t.call('POST', `/api/admin/import/people.csv?mode=${mode}`, {
          body: form,
          token: t.token,
        });
        expect({ status: refused.status, message: refused.json.message }).toEqual({
          status: 400,
          message: "The file is not in UTF-8. In Excel, save it as 'CSV UTF-8 (Comma delimited)'.",
        });
      }
      expect(await state()).toEqual(before);
    },
  );

  test('2,000 people fit in one file', async () => {
    const rows = [
      ['Name', 'Designation', 'Role'],
      ...Array.from({ length: 2000 }, (_, i) => [`Person ${i}`, 'Staff', 'hostel_staff']),
    ];
    const preview = (await ok(importCsv('people', 'preview', rows))).data;
    expect(preview.added).toBe(2000);
  });
});

describe('translations in the files', () => {
  test(
    "an export carries each text's Hindi beside it, and an import " +
      'of people and hostels reads it back, a list item by item',
    async () => {
      const warden = await personId('Dr. Kiran Rao');
      await ok(
        t.admin('POST', '/api/people', {
          _id: warden,
          name: 'Dr. Kiran Rao',
          designation: 'Warden',
          role: 'warden',
          translations: { hi: { name: 'डॉ. किरण राव' } },
        }),
      );
      const hostel = (
        await ok(
          t.admin('POST', '/api/hostels', {
            name: 'Tunga',
            warden,
            supervisor: warden,
            rooms: 10,
            other_facilities: ['Gym', 'Library'],
            translations: { hi: { 'other_facilities.1': 'पुस्तकालय' } },
          }),
        )
      ).data;
      const people = await exported('people');
      expect(people.record('ID', warden)!.slice(1, 3)).toEqual(['Dr. Kiran Rao', 'डॉ. किरण राव']);
      const hostels = await exported('hostels');
      const column = (name: string) => hostels.header.indexOf(name);
      expect(hostels.record('ID', hostel._id)![column('Other facilities (हिन्दी)')]).toBe('; पुस्तकालय');

      await ok(
        importCsv('hostels', 'commit', [
          ['ID', 'Name', 'Name (हिन्दी)', 'Other facilities (हिन्दी)'],
          [hostel._id, 'Tunga', 'तुंगा', 'जिम; पुस्तकालय'],
        ]),
      );
      const hindi = (await t.call('GET', `/api/hostels/${hostel._id}?lang=hi`)).json;
      expect({
        name: hindi.name,
        facilities: hindi.other_facilities,
        english: hindi.englishFields.filter((path: string) => !path.includes('.')),
      }).toEqual({ name: 'तुंगा', facilities: ['जिम', 'पुस्तकालय'], english: [] });

      // More Hindi items than English ones: that row's error, nothing written.
      const preview = (
        await ok(
          importCsv('hostels', 'preview', [
            ['ID', 'Name', 'Other facilities (हिन्दी)'],
            [hostel._id, 'Tunga', 'जिम; पुस्तकालय; तरणताल'],
          ]),
        )
      ).data;
      expect(preview.rows[0].errors).toEqual([
        {
          column: 'Other facilities (हिन्दी)',
          message: 'This translation has more items than the English list: put each item in its place.',
        },
      ]);
    },
  );

  test("a list item with a ';' in it, and its Hindi, come back whole from an export imported back", async () => {
    const warden = await personId('Dr. Semicolon Warden');
    const facilities = ['Gym; open 6-9 AM', 'Wi-Fi'];
    const hostel = (
      await ok(
        t.admin('POST', '/api/hostels', {
          name: 'Semicolon (Block XIII)',
          warden,
          supervisor: warden,
          rooms: 10,
          other_facilities: facilities,
          translations: { hi: { 'other_facilities.0': 'जिम; सुबह 6-9 बजे' } },
        }),
      )
    ).data;
    const hostels = await exported('hostels');
    await ok(importCsv('hostels', 'commit', [hostels.header, ...hostels.rows]));
    const read = async (lang: string) =>
      (await t.call('GET', `/api/hostels/${hostel._id}${lang}`)).json.other_facilities;
    expect({ english: await read(''), hindi: await read('?lang=hi') }).toEqual({
      english: facilities,
      hindi: ['जिम; सुबह 6-9 बजे', 'Wi-Fi'],
    });
  });

  test(
    'an out-of-date translation stays out of date through an export imported ' +
      'back; a Hindi text the file changes is saved against the English as it is now',
    async () => {
      const person = await personId('Dr. Meera Iyer', {
        designation: 'Assistant Warden',
        role: 'warden',
        translations: { hi: { designation: 'सहायक वार्डन' } },
      });
      const warden = await personId('Dr. Stale Warden');
      const hostel = (
        await ok(
          t.admin('POST', '/api/hostels', {
            name: 'Stale (Block XII)',
            warden,
            supervisor: warden,
            rooms: 10,
            other_facilities: ['Gym', 'Library'],
            translations: { hi: { 'other_facilities.0': 'जिम', 'other_facilities.1': 'पुस्तकालय' } },
          }),
        )
      ).data;
      await ok(
        t.admin('POST', '/api/people', {
          _id: person,
          name: 'Dr. Meera Iyer',
          designation: 'Chief Warden',
          role: 'warden',
        }),
      );
      await ok(
        t.admin('PUT', `/api/hostels/${hostel._id}`, {
          name: 'Stale (Block XII)',
          warden,
          supervisor: warden,
          rooms: 10,
          other_facilities: ['Gym', 'Reading room'],
        }),
      );
      const hindi = async () => ({
        designation: (await t.call('GET', '/api/people?lang=hi')).json.find((p: Person) => p._id === person)
          .designation,
        facilities: (await t.call('GET', `/api/hostels/${hostel._id}?lang=hi`)).json.other_facilities,
      });
      expect(await hindi()).toEqual({ designation: 'Chief Warden', facilities: ['जिम', 'Reading room'] });

      const people = await exported('people');
      const hostels = await exported('hostels');
      await ok(importCsv('people', 'commit', [people.header, ...people.rows]));
      await ok(importCsv('hostels', 'commit', [hostels.header, ...hostels.rows]));
      expect(await hindi()).toEqual({ designation: 'Chief Warden', facilities: ['जिम', 'Reading room'] });

      const row = people.record('ID', person)!;
      row[people.header.indexOf('Designation (हिन्दी)')] = 'मुख्य वार्डन';
      await ok(importCsv('people', 'commit', [people.header, row]));
      expect((await hindi()).designation).toBe('मुख्य वार्डन');
    },
  );
});
