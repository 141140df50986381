// Every write of every role: each route as an owner, an editor and
// a warden of one hostel, allowed or refused with a 403 and its message, and
// when refused nothing in the database or the backups folder changed. Each
// entity's add, change, delete and CSV export come from its manifest row and
// its example (testing/fixtures.ts): a new entity is tried with no case written.
import { beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { rulesDefaults } from '../modules/pages/content/rules';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PNG_DATA_URL, startTestAppBeforeAll } from '../testing';
import {
  ENTITY_EXAMPLES,
  aHostel,
  aMess,
  changeOf,
  aNotice,
  anEvent,
  aPdf,
  addHostel,
  addMess,
  addPerson,
  ok,
  type TestResponse,
} from '../testing/fixtures';
import { MENU_DAYS, MENU_MEALS } from '../modules/messes/menu';
import { ROLES, VERB_NAMES, type Role } from './permissions';
import { ENTITY_NAMES, rowOf, type EntityName, type Reach, type Verb } from '../manifest';
import { insertFeedback } from '../modules/feedback/repo';
import { insertSubscriber } from '../modules/subscriptions/repo';

// Accounts sign in with argon2id hashes, and a backup is made: slow on a busy machine.
setDefaultTimeout(120_000);

// A relay nothing listens on: a test mail is queued and never sent.
const t = startTestAppBeforeAll({ mail: { relay: 'smtp://127.0.0.1:9', from: 'hostels@example.edu', ca: null } });
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, string>;
let warden: string;
let supervisor: string;
let ownHostel: string;
let otherHostel: string;
let backupName: string;

const NEW_PASSWORD = 'Office@2026';

/** Adds an account as the owner and signs in with it, choosing its own password first. */
async function accountOf(username: string, role: Role, hostels: string[] = []) {
  const added = await t.admin('POST', '/api/admin/accounts', { username, role, hostels });
  expect(added.status).toBe(200);
  const first = await t.signIn({ username, password: added.json.password });
  const changed = await t.call('PUT', '/api/admin/password', {
    token: first.json.accessToken,
    body: { currentPassword: added.json.password, newPassword: NEW_PASSWORD },
  });
  expect(changed.status).toBe(200);
  return { id: added.json.data._id as string, token: changed.json.data.accessToken as string };
}

const personId = async (name = 'Mr. Test Person') =>
  (await addPerson(t, { name, designation: 'Staff', role: 'supervisor' }))._id as string;
const hostelBody = (name: string) => aHostel({ name, warden, supervisor });
const hostelId = async (name = 'Test Hostel') => (await addHostel(t, { name, warden, supervisor }))._id as string;
const week = Object.fromEntries(
  MENU_DAYS.map((day) => [day, Object.fromEntries(MENU_MEALS.map((meal) => [meal, 'Idli, sambar']))]),
);
const messId = async (hostel: string) => (await addMess(t, { hostel }))._id as string;
const eventBody = anEvent({ image: PNG_DATA_URL });
const noticeBody = aNotice();
const fileBody = { file_name: 'Rules', description: 'Hostel rules', for_student: true, file: aPdf() };
const addFile = async () => (await ok(t.admin('POST', '/api/files', fileBody))).data._id as string;
/** A visitor's message in the Inbox. */
const feedbackId = async () =>
  (await insertFeedback(t.ctx.db, { message: 'The menu is old', name: '', email: '', page: '' }, 'local'))._id;
/** A file deleted by the owner: the id of its place in the trash. */
async function trashedFile() {
  const id = await addFile();
  await ok(t.admin('DELETE', `/api/files/${id}`));
  return (await ok(t.admin('GET', '/api/admin/trash'))).items.find((item: { recordId: string }) => item.recordId === id)
    ._id as string;
}

beforeAll(async () => {
  warden = await personId('Dr. Warden');
  supervisor = await personId('Mr. Supervisor');
  ownHostel = await hostelId('Own Hostel');
  otherHostel = await hostelId('Other Hostel');
  for (const [role, hostels] of [
    ['editor', []],
    ['warden', [ownHostel]],
  ] as const) {
    const account = await accountOf(`the_${role}`, role, [...hostels]);
    tokens[role] = account.token;
    ids[role] = account.id;
  }
  tokens.owner = t.token;
  ids.owner = (await t.signIn({ username: 'admin', password: process.env.HOSTEL_ADMIN_PASSWORD })).json.accountId;
  backupName = (await ok(t.admin('POST', '/api/backups'))).data.name;
});

const STATE_TABLES = [
  'people',
  'hostels',
  'person_hostels',
  'messes',
  'mess_menus',
  'events',
  'notifications',
  'files',
  'gallery',
  'pages',
  'page_revisions',
  'settings',
  'admins',
  'account_hostels',
  'blobs',
  'trash',
  'feedback',
  'mail_outbox',
  'subscribers',
  'mail_suppressions',
];

/** Everything a write could change: every table's rows, and the backups on disk. */
async function state() {
  const tables: Record<string, unknown[]> = {};
  for (const table of STATE_TABLES) tables[table] = await t.ctx.db.all(`SELECT * FROM ${table} ORDER BY 1, 2`);
  const backups = join(t.dataDir, 'backups');
  return { tables, backups: existsSync(backups) ? readdirSync(backups).sort() : [] };
}

type Call = (token: string) => Promise<TestResponse>;
/** A write, prepared as the owner for the role that will try it. */
type Case = { name: string; allowed: Role[]; prepare(as: Role): Promise<Call> };

const call =
  (method: string, path: string, body?: unknown): Call =>
  (token) =>
    t.call(method, path, { token, body });
/** A CSV file as the console's import sends it. */
function csvFile(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'import.csv', { type: 'text/csv' }));
  return form;
}
/** The id of what `by` adds at `path`. */
const addedBy = async (by: Role, path: string, body: unknown) =>
  (await ok(t.call('POST', path, { token: tokens[by], body }))).data._id as string;
/** An account other than `as` that may add content. */
const someoneElse = (as: Role): Role => (as === 'owner' ? 'editor' : 'owner');
/** The id of an editor account the owner adds for the case. */
const addedAccount = async (username: string) =>
  (await ok(t.admin('POST', '/api/admin/accounts', { username, role: 'editor' }))).data._id as string;
const everyone: Role[] = ['owner', 'editor', 'warden'];
const content: Role[] = ['owner', 'editor'];
const ownerOnly: Role[] = ['owner'];

const pageDocument = { title: 'Office hours', summary: 'When the office is open.', body: ['Open **10 am to 5 pm**.'] };
let pagesAdded = 0;

/** A record as a sentence names it: "a person", "an event". */
const aRecordOf = (name: EntityName) => {
  const one = rowOf(name).one.toLowerCase();
  return `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
};

/**
 * Each entity's add, change and delete and its CSV export, allowed as its manifest row says: owners and editors
 * all, a warden what the row grants. A grant to a warden's own hostels is tried on its hostel and on another;
 * one to its own items, on its own record and on someone else's.
 */
function entityCases(): Case[] {
  return ENTITY_NAMES.flatMap((name): Case[] => {
    const { path, warden: grants = {}, csv } = rowOf(name);
    const record = aRecordOf(name);
    /** The example, under `hostel` (the warden's own, or another). */
    const example = (hostel = ownHostel) => ENTITY_EXAMPLES[name]({ warden, supervisor, hostel });
    const changed = async (id: string, hostel?: string) => {
      const { method, path, body } = changeOf(name, id, example(hostel));
      return call(method, path, body);
    };
    /** A record to change or delete: the warden's own hostel itself, or one added under it. */
    const target = async (hostel: string, by: Role = 'owner') =>
      name === 'hostels' ? hostel : addedBy(by, path, example(hostel));
    const allowedFor = (reach: Reach | undefined, own = true) =>
      reach === 'all' || (reach && own) ? everyone : content;
    const cases = (verb: Verb, attempt: (as: Role, own: boolean) => Promise<Call>): Case[] => {
      const reach = grants[verb];
      const described = `${VERB_NAMES[verb]} ${record}`;
      const ownAndOther = (own: string, other: string) =>
        [true, false].map((mine) => ({
          name: mine ? own : other,
          allowed: allowedFor(reach, mine),
          prepare: (as: Role) => attempt(as, mine),
        }));
      const verbName = VERB_NAMES[verb];
      if (reach === 'own hostels' && name === 'hostels')
        return ownAndOther(`${verbName} the warden's hostel`, `${verbName} another hostel`);
      if (reach === 'own hostels')
        return ownAndOther(`${described} of the warden's hostel`, `${described} of another hostel`);
      if (reach === 'own items')
        return ownAndOther(`${described} of its own`, `${verbName} someone else's ${rowOf(name).one.toLowerCase()}`);
      return [{ name: described, allowed: allowedFor(reach), prepare: (as) => attempt(as, true) }];
    };
    const hostelOf = (own: boolean) => (own ? ownHostel : otherHostel);
    return [
      ...cases('create', async (_as, own) => call('POST', path, example(hostelOf(own)))),
      ...cases('update', async (_as, own) => changed(await target(hostelOf(own)), hostelOf(own))),
      ...cases('delete', async (as, own) => {
        const by = grants.delete !== 'own items' ? 'owner' : own ? as : someoneElse(as);
        return call('DELETE', `${path}/${await addedBy(by, path, example())}`);
      }),
      ...(csv
        ? [
            {
              name: `export ${csv} as CSV`,
              allowed: allowedFor(grants.update),
              prepare: async () => call('GET', `/api/admin/export/${csv}.csv`),
            },
          ]
        : []),
    ];
  });
}

const CASES: Case[] = [
  {
    name: 'change a page',
    allowed: content,
    prepare: async () => call('PUT', '/api/pages/rules-regulations', { content: rulesDefaults }),
  },
  {
    name: "put back a page's revision",
    allowed: content,
    prepare: async () => {
      await ok(t.admin('PUT', '/api/pages/rules-regulations', { content: rulesDefaults }));
      const [revision] = (await ok(t.admin('GET', '/api/pages/rules-regulations/revisions'))) as { _id: string }[];
      return call('POST', `/api/pages/rules-regulations/revisions/${revision._id}/restore`);
    },
  },
  {
    name: 'add a page',
    allowed: content,
    prepare: async () => call('POST', '/api/pages', { slug: `page-${++pagesAdded}`, content: pageDocument }),
  },
  {
    name: 'delete a page the office added',
    allowed: content,
    prepare: async () => {
      const slug = `page-${++pagesAdded}`;
      await ok(t.admin('POST', '/api/pages', { slug, content: pageDocument }));
      return call('DELETE', `/api/pages/${slug}`);
    },
  },
  ...entityCases(),
  {
    name: "move a mess of the warden's hostel to another",
    allowed: content,
    prepare: async () => call('PUT', `/api/mess/${await messId(ownHostel)}`, aMess({ hostel: otherHostel })),
  },
  {
    name: "change the menu of a mess of the warden's hostel",
    allowed: everyone,
    prepare: async () => call('PUT', `/api/mess/${await messId(ownHostel)}/menu`, { week }),
  },
  {
    name: 'change the menu of a mess of another hostel',
    allowed: content,
    prepare: async () => call('PUT', `/api/mess/${await messId(otherHostel)}/menu`, { week }),
  },
  {
    name: 'mail an urgent notice to its subscribers again',
    allowed: everyone,
    prepare: async () => {
      const urgent = { ...noticeBody, priority: 'urgent' };
      return call(
        'POST',
        `/api/notifications/${(await ok(t.admin('POST', '/api/notifications', urgent))).data._id}/announce`,
      );
    },
  },
  {
    name: 'choose the Hostel Subcommittees file',
    allowed: content,
    prepare: async () => call('PUT', '/api/files/subcommittees', { fileId: await addFile() }),
  },
  ...(['preview', 'commit'] as const).flatMap((mode) => [
    {
      name: `import people from CSV (${mode})`,
      allowed: content,
      prepare: async () =>
        call(
          'POST',
          `/api/admin/import/people.csv?mode=${mode}`,
          csvFile('Name,Designation\r\nMr. Imported,Staff\r\n'),
        ),
    },
    {
      name: `import hostels from CSV (${mode})`,
      allowed: content,
      prepare: async () =>
        call(
          'POST',
          `/api/admin/import/hostels.csv?mode=${mode}`,
          csvFile('Name,Rooms,Warden,Supervisor\r\nImported Hostel,40,Dr. Warden,Mr. Supervisor\r\n'),
        ),
    },
  ]),
  { name: "read visitors' feedback", allowed: content, prepare: async () => call('GET', '/api/admin/feedback') },
  {
    name: 'mark a message in hand',
    allowed: content,
    prepare: async () => call('PUT', `/api/admin/feedback/${await feedbackId()}`, { status: 'in hand' }),
  },
  { name: 'list the trash', allowed: content, prepare: async () => call('GET', '/api/admin/trash') },
  {
    name: 'restore from the trash',
    allowed: content,
    prepare: async () => call('POST', `/api/admin/trash/${await trashedFile()}/restore`),
  },
  {
    name: 'delete from the trash for good',
    allowed: ownerOnly,
    prepare: async () => call('DELETE', `/api/admin/trash/${await trashedFile()}`),
  },
  {
    name: "see the site's certificate",
    allowed: ownerOnly,
    prepare: async () => call('GET', '/api/admin/certificate'),
  },
  { name: 'list the backups', allowed: ownerOnly, prepare: async () => call('GET', '/api/backups') },
  { name: 'make a backup', allowed: ownerOnly, prepare: async () => call('POST', '/api/backups') },
  {
    name: 'get a download link for a backup',
    allowed: ownerOnly,
    prepare: async () => call('POST', `/api/backups/download-link/${backupName}`),
  },
  {
    name: 'download a backup',
    allowed: ownerOnly,
    prepare: async () => call('GET', `/api/backups/download/${backupName}`),
  },
  {
    name: 'delete a backup',
    allowed: ownerOnly,
    prepare: async () => call('DELETE', `/api/backups/${(await ok(t.admin('POST', '/api/backups'))).data.name}`),
  },
  {
    name: 'require two-step sign-in of every account',
    allowed: ownerOnly,
    prepare: async () => call('PUT', '/api/admin/two-step/required', { required: false }),
  },
  { name: 'read the activity log', allowed: ownerOnly, prepare: async () => call('GET', '/api/admin/activity') },
  { name: 'export the activity log', allowed: ownerOnly, prepare: async () => call('GET', '/api/admin/activity.csv') },
  { name: 'list the accounts', allowed: ownerOnly, prepare: async () => call('GET', '/api/admin/accounts') },
  {
    name: 'add an account',
    allowed: ownerOnly,
    prepare: async (as) => call('POST', '/api/admin/accounts', { username: `new_${as.slice(0, 2)}`, role: 'owner' }),
  },
  {
    name: 'make itself an owner',
    allowed: ownerOnly,
    prepare: async (as) => call('PUT', `/api/admin/accounts/${ids[as]}`, { role: 'owner' }),
  },
  {
    name: "reset another account's password",
    allowed: ownerOnly,
    prepare: async (as) =>
      call('POST', `/api/admin/accounts/${await addedAccount(`reset_${as.slice(0, 2)}`)}/password`),
  },
  {
    name: 'read whether institute staff may ask for an account',
    allowed: ownerOnly,
    prepare: async () => call('GET', '/api/admin/accounts/requests'),
  },
  {
    name: 'let institute staff ask for an account',
    allowed: ownerOnly,
    prepare: async () => call('PUT', '/api/admin/accounts/requests', { allowed: false }),
  },
  { name: 'read the subscribers', allowed: content, prepare: async () => call('GET', '/api/admin/subscribers') },
  { name: 'export the subscribers', allowed: content, prepare: async () => call('GET', '/api/admin/subscribers.csv') },
  {
    name: 'remove a subscriber',
    allowed: content,
    prepare: async (as) => {
      const { id } = await insertSubscriber(t.ctx.db, `${as}@example.edu`, {
        language: 'en',
        urgent: true,
        digest: 'none',
        menuHostel: null,
      });
      return call('DELETE', `/api/admin/subscribers/${id}`);
    },
  },
  {
    name: 'send a test mail',
    allowed: ownerOnly,
    prepare: async () => call('POST', '/api/admin/mail/test', { to: 'warden@example.edu' }),
  },
  {
    name: 'delete an account',
    allowed: ownerOnly,
    prepare: async (as) => call('DELETE', `/api/admin/accounts/${await addedAccount(`gone_${as.slice(0, 2)}`)}`),
  },
];

describe('each write as each role', () => {
  for (const write of CASES) {
    for (const role of ROLES) {
      const allowed = write.allowed.includes(role);
      test(`${role}: ${write.name} is ${allowed ? 'allowed' : 'refused, and nothing changes'}`, async () => {
        const attempt = await write.prepare(role);
        const before = await state();
        const { status, json } = await attempt(tokens[role]);
        if (allowed) {
          expect({ status, message: json?.message }).toMatchObject({ status: 200 });
          return;
        }
        expect({ status, message: json?.message }).toEqual({
          status: 403,
          message: expect.stringMatching(/^(Only an owner|Your account \((Editor|Warden)\) cannot|A warden can)/),
        });
        expect(await state()).toEqual(before);
      });
    }
  }
});

describe('what a refusal says', () => {
  test('names what the role may not do', async () => {
    const person = await t.call('POST', '/api/people', {
      token: tokens.warden,
      body: { name: 'X', designation: 'Y', role: 'warden' },
    });
    expect(person.json.message).toBe('Your account (Warden) cannot add people.');
    const hostel = await t.call('PUT', `/api/hostels/${otherHostel}`, {
      token: tokens.warden,
      body: hostelBody('Other Hostel'),
    });
    expect(hostel.json.message).toBe('A warden can change only the hostels they look after.');
    const accounts = await t.call('GET', '/api/admin/accounts', { token: tokens.editor });
    expect(accounts.json.message).toBe('Only an owner can manage accounts.');
  });
});

describe('who added a notice or an event', () => {
  test('the console sees it (so it offers a warden Delete only on its own); visitors do not', async () => {
    const notice = await ok(
      t.call('POST', '/api/notifications', { token: tokens.warden, body: { ...noticeBody, title: 'By the warden' } }),
    );
    expect(notice.data.createdBy).toBe(ids.warden);
    const event = await ok(
      t.call('POST', '/api/events', { token: tokens.warden, body: { ...eventBody, title: 'By the warden' } }),
    );
    expect(event.data.createdBy).toBe(ids.warden);
    const adminNotices = (await t.admin('GET', '/api/notifications/admin')).json as {
      title: string;
      createdBy?: string;
    }[];
    expect(adminNotices.find((n) => n.title === 'By the warden')?.createdBy).toBe(ids.warden);
    const adminEvents = (await t.admin('GET', '/api/events')).json as { title: string; createdBy?: string }[];
    expect(adminEvents.find((e) => e.title === 'By the warden')?.createdBy).toBe(ids.warden);
    for (const path of ['/api/notifications', '/api/events']) {
      const visible = (await t.call('GET', path)).json as { title: string }[];
      expect(visible.find((item) => item.title === 'By the warden')).toBeDefined();
      expect(JSON.stringify(visible)).not.toContain('createdBy');
    }
  });
});
