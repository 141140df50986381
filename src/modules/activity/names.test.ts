// Every recorded write's entry names what a person recognises:
// the record's name, the account, the setting's label and value, the file,
// never the request's path or an id. Each write route is made once and makes its entry.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { PNG_DATA_URL, startTestAppBeforeAll } from '../../testing';
import type { TestResponse } from '../../testing/fixtures';
import { base32Decode, totp } from '../../auth/totp';
import { emptyWeek } from '../messes/menu';
import { rulesDefaults } from '../pages/content/rules';
import type { ActivityEntry } from './model';
import { insertSubscriber } from '../subscriptions/repo';
import { insertAdmin } from '../../auth/repo';
import { hashPassword } from '../../auth/password-hash';

// Sign-ins verify argon2id hashes: slow on purpose, slower on a busy machine.
setDefaultTimeout(120_000);

// The feedback form may be sent at once here.
const t = startTestAppBeforeAll({
  feedback: { minFillMs: 0, perAddress: 5, windowMs: 60 * 60 * 1000 },
  mail: { relay: 'smtp://127.0.0.1:9', from: 'hostels@example.edu', ca: null },
  publicUrl: 'https://hostels.example.edu',
});

/** The id of a page's newest revision. */
const latestRevision = async (slug: string) => (await t.admin('GET', `/api/pages/${slug}/revisions`)).json[0]._id;

const PASSWORD = 'Office@2026x';
const pdf = (name: string) =>
  `data:application/pdf;name=${name};base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

/** A route's entry: the write's own token, or the test app's admin. */
type Step = { write: () => Promise<TestResponse>; name?: string | RegExp };

test('every recorded write route names its entry by what a person recognises, never a path or an id', async () => {
  const ids: Record<string, string> = {};
  const ok = async (call: Promise<TestResponse>, route = '') => {
    const response = await call;
    expect(`${route} ${response.status}`).toBe(`${route} 200`);
    return response.json;
  };
  const as = (token: () => string) => (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token: token(), body });
  let office = '';
  const asOffice = as(() => office);
  const code = (secret: string) => totp(base32Decode(secret)!, Date.now() / 1000);
  let secret = '';
  let recoveryCodes: string[] = [];
  let challenge = '';
  let setupSecret = '';
  let backup = '';
  /** The token of a subscription's links. */
  let subscription = '';
  const importForm = () => {
    const form = new FormData();
    form.append(
      'file',
      new File(['\uFEFFName,Designation,Role\r\nDr. Meera,Warden,warden\r\n'], 'wardens.csv', { type: 'text/csv' }),
    );
    return form;
  };
  const accountId = async (username: string) =>
    ((await t.admin('GET', '/api/admin/accounts')).json as { _id: string; username: string }[]).find(
      (account) => account.username === username,
    )!._id;
  const trashItem = async (recordId: string) =>
    ((await t.admin('GET', '/api/admin/trash')).json.items as { _id: string; recordId: string }[]).find(
      (item) => item.recordId === recordId,
    )!._id;

  // In the order they run; each is the route's entry, and `name` what it must read.
  const steps: [route: string, step: Step][] = [
    [
      'POST /api/admin/login',
      { write: () => t.signIn({ username: 'admin', password: 'Test@Pass123' }), name: 'admin' },
    ],
    [
      'POST /api/admin/accounts/',
      {
        write: () => t.admin('POST', '/api/admin/accounts', { username: 'office_one', role: 'editor' }),
        name: 'office_one',
      },
    ],
    [
      'PUT /api/admin/accounts/:id',
      { write: () => t.admin('PUT', `/api/admin/accounts/${ids.account}`, { role: 'owner' }), name: 'office_one' },
    ],
    [
      'PUT /api/admin/accounts/requests',
      {
        write: () => t.admin('PUT', '/api/admin/accounts/requests', { allowed: true }),
        name: 'Accounts asked for at an institute sign-in: allowed',
      },
    ],
    [
      'PUT /api/admin/archive/',
      {
        write: () => t.admin('PUT', '/api/admin/archive', { keepYears: 5 }),
        name: 'The archive keeps items for 5 years',
      },
    ],
    [
      'POST /api/admin/accounts/:id/password',
      { write: () => t.admin('POST', `/api/admin/accounts/${ids.account}/password`), name: 'office_one' },
    ],
    [
      'POST /api/admin/password-reset/new-password',
      {
        write: async () => {
          const id = await insertAdmin(t.ctx.db, 'forgetful', await hashPassword(PASSWORD));
          await ok(t.admin('PUT', `/api/admin/accounts/${id}`, { email: 'forgetful@example.edu' }));
          await ok(t.call('POST', '/api/admin/password-reset', { body: { username: 'forgetful' } }));
          const mail = await t.ctx.db.get<{ text_body: string }>(
            "SELECT text_body FROM mail_outbox WHERE purpose = 'password reset'",
          );
          const token = mail!.text_body.match(/#token=([\w-]+)/)![1];
          return t.call('POST', '/api/admin/password-reset/new-password', {
            body: { token, newPassword: 'Forgot@2026x' },
          });
        },
        name: 'forgetful',
      },
    ],
    [
      'PUT /api/admin/password',
      {
        write: () => asOffice('PUT', '/api/admin/password', { currentPassword: ids.password, newPassword: PASSWORD }),
        name: 'office_one',
      },
    ],
    [
      'PUT /api/admin/username',
      {
        write: () => asOffice('PUT', '/api/admin/username', { currentPassword: PASSWORD, newUsername: 'office_desk' }),
        name: 'office_desk',
      },
    ],
    [
      'POST /api/admin/two-step/setup',
      {
        write: () => asOffice('POST', '/api/admin/two-step/setup', { currentPassword: PASSWORD }),
        name: 'office_desk',
      },
    ],
    [
      'POST /api/admin/two-step/confirm',
      { write: () => asOffice('POST', '/api/admin/two-step/confirm', { code: code(secret) }), name: 'office_desk' },
    ],
    [
      'POST /api/admin/two-step/recovery-codes',
      {
        write: () => asOffice('POST', '/api/admin/two-step/recovery-codes', { code: recoveryCodes.shift() }),
        name: 'office_desk',
      },
    ],
    [
      'POST /api/admin/login/two-step',
      {
        write: () => t.call('POST', '/api/admin/login/two-step', { body: { challenge, code: recoveryCodes.shift() } }),
        name: 'office_desk',
      },
    ],
    [
      'PUT /api/admin/two-step/required',
      {
        write: () => asOffice('PUT', '/api/admin/two-step/required', { required: true }),
        name: 'Two-step sign-in for every account: required',
      },
    ],
    [
      'POST /api/admin/login/two-step/confirm',
      {
        write: () =>
          t.call('POST', '/api/admin/login/two-step/confirm', { body: { challenge, code: code(setupSecret) } }),
        name: 'admin',
      },
    ],
    [
      'POST /api/admin/two-step/off',
      {
        write: () =>
          asOffice('POST', '/api/admin/two-step/off', { currentPassword: PASSWORD, code: recoveryCodes.shift() }),
        name: 'office_desk',
      },
    ],
    // The admin set two-step up at its last sign-in; the other owner resets it.
    [
      'DELETE /api/admin/accounts/:id/two-step',
      {
        write: async () => asOffice('DELETE', `/api/admin/accounts/${await accountId('admin')}/two-step`),
        name: 'admin',
      },
    ],
    [
      'DELETE /api/admin/accounts/:id',
      { write: () => t.admin('DELETE', `/api/admin/accounts/${ids.account}`), name: 'office_desk' },
    ],
    [
      'POST /api/people/',
      {
        write: () =>
          t.admin('POST', '/api/people', {
            name: 'Dr. Rao',
            designation: 'Warden',
            role: 'warden',
            image: PNG_DATA_URL,
          }),
        name: 'Dr. Rao',
      },
    ],
    [
      'POST /api/hostels/',
      {
        write: () =>
          t.admin('POST', '/api/hostels', {
            name: 'Ganga (GH I)',
            rooms: 100,
            warden: ids.person,
            supervisor: ids.person,
          }),
        name: 'Ganga (GH I)',
      },
    ],
    [
      'PUT /api/hostels/:id',
      {
        write: () =>
          t.admin('PUT', `/api/hostels/${ids.hostel}`, {
            name: 'Ganga (GH II)',
            rooms: 120,
            warden: ids.person,
            supervisor: ids.person,
          }),
        name: 'Ganga (GH II)',
      },
    ],
    [
      'POST /api/mess/',
      {
        write: () =>
          t.admin('POST', '/api/mess', {
            mess_name: 'Ganga Mess',
            caterers_name: 'Sai Caterers',
            hostel: ids.hostel,
            capacity: 250,
            night_canteen: 'Available',
          }),
        name: 'Ganga Mess',
      },
    ],
    [
      'PUT /api/mess/:id',
      {
        write: () =>
          t.admin('PUT', `/api/mess/${ids.mess}`, {
            mess_name: 'Ganga Dining',
            caterers_name: 'Sai Caterers',
            hostel: ids.hostel,
            capacity: 250,
            night_canteen: 'Available',
          }),
        name: 'Ganga Dining',
      },
    ],
    [
      'PUT /api/mess/:id/menu',
      {
        write: () =>
          t.admin('PUT', `/api/mess/${ids.mess}/menu`, {
            week: { ...emptyWeek(), monday: { breakfast: 'Idli', lunch: '', snacks: '', dinner: '' } },
          }),
        name: 'Ganga Dining menu',
      },
    ],
    ['DELETE /api/mess/:id', { write: () => t.admin('DELETE', `/api/mess/${ids.mess}`), name: 'Ganga Dining' }],
    [
      'DELETE /api/hostels/:id',
      { write: () => t.admin('DELETE', `/api/hostels/${ids.hostel}`), name: 'Ganga (GH II)' },
    ],
    ['DELETE /api/people/:id', { write: () => t.admin('DELETE', `/api/people/${ids.person}`), name: 'Dr. Rao' }],
    [
      'POST /api/events/',
      {
        write: () => t.admin('POST', '/api/events', { title: 'Hostel Day', description: 'x', date: '2031-01-01' }),
        name: 'Hostel Day',
      },
    ],
    [
      'PUT /api/events/:id',
      {
        write: () =>
          t.admin('PUT', `/api/events/${ids.event}`, { title: 'Hostel Night', description: 'x', date: '2031-01-01' }),
        name: 'Hostel Night',
      },
    ],
    ['DELETE /api/events/:id', { write: () => t.admin('DELETE', `/api/events/${ids.event}`), name: 'Hostel Night' }],
    [
      'POST /api/notifications/',
      {
        write: () =>
          t.admin('POST', '/api/notifications', { title: 'Water', message: 'Off on Sunday', priority: 'low' }),
        name: 'Water',
      },
    ],
    [
      'PUT /api/notifications/:id',
      {
        write: () =>
          t.admin('PUT', `/api/notifications/${ids.notice}`, {
            title: 'Water supply',
            message: 'Off',
            priority: 'low',
          }),
        name: 'Water supply',
      },
    ],
    [
      'DELETE /api/notifications/:id',
      { write: () => t.admin('DELETE', `/api/notifications/${ids.notice}`), name: 'Water supply' },
    ],
    [
      'POST /api/admin/trash/:id/restore',
      {
        write: async () => t.admin('POST', `/api/admin/trash/${await trashItem(ids.notice)}/restore`),
        name: 'Water supply',
      },
    ],
    [
      'DELETE /api/admin/trash/:id',
      { write: async () => t.admin('DELETE', `/api/admin/trash/${await trashItem(ids.event)}`), name: 'Hostel Night' },
    ],
    [
      'POST /api/files/',
      {
        write: () =>
          t.admin('POST', '/api/files', {
            file_name: 'Committee list',
            for_student: false,
            file: pdf('committees.pdf'),
          }),
        name: 'Committee list',
      },
    ],
    [
      'PUT /api/files/:id',
      {
        write: () => t.admin('PUT', `/api/files/${ids.file}`, { file_name: 'Subcommittees 2031', for_student: false }),
        name: 'Subcommittees 2031',
      },
    ],
    [
      'PUT /api/files/subcommittees',
      {
        write: () => t.admin('PUT', '/api/files/subcommittees', { fileId: ids.file }),
        name: 'Hostel Subcommittees file: Subcommittees 2031',
      },
    ],
    ['DELETE /api/files/:id', { write: () => t.admin('DELETE', `/api/files/${ids.file}`), name: 'Subcommittees 2031' }],
    ['POST /api/backups/', { write: () => t.admin('POST', '/api/backups') }],
    ['POST /api/backups/download-link/:name', { write: () => t.admin('POST', `/api/backups/download-link/${backup}`) }],
    ['DELETE /api/backups/:name', { write: () => t.admin('DELETE', `/api/backups/${backup}`) }],
    [
      'POST /api/subscriptions/',
      {
        write: async () => {
          const form = await t.call('GET', '/api/subscriptions/form');
          return t.call('POST', '/api/subscriptions', {
            body: { email: 'parent@example.edu', urgent: true, issued: form.json.token },
          });
        },
        name: 'Subscription asked for: urgent notices',
      },
    ],
    [
      'POST /api/subscriptions/confirm',
      {
        write: async () => {
          const mail = await t.ctx.db.get<{ text_body: string }>(
            "SELECT text_body FROM mail_outbox WHERE purpose = 'confirmation'",
          );
          const token = decodeURIComponent(/[?]confirm=(\S+)/.exec(mail!.text_body)![1]);
          return t.call('POST', '/api/subscriptions/confirm', { body: { token } });
        },
        name: 'Subscription confirmed: urgent notices',
      },
    ],
    [
      'PUT /api/subscriptions/choices',
      {
        write: () =>
          t.call('PUT', '/api/subscriptions/choices', { body: { token: subscription, urgent: true, digest: 'daily' } }),
        name: 'Subscription changed: urgent notices, daily digest',
      },
    ],
    [
      'POST /api/subscriptions/unsubscribe',
      {
        write: () => t.call('POST', '/api/subscriptions/unsubscribe', { body: { token: subscription } }),
        name: 'Subscription ended: urgent notices, daily digest',
      },
    ],
    [
      'POST /api/notifications/:id/announce',
      {
        write: async () => {
          const urgent = { title: 'Water supply off tonight', message: 'From 10 pm.', priority: 'urgent' };
          const { _id } = (await t.admin('POST', '/api/notifications', urgent)).json.data;
          return t.admin('POST', `/api/notifications/${_id}/announce`);
        },
      },
    ],
    [
      'DELETE /api/admin/subscribers/:id',
      {
        write: async () => {
          const { id } = await insertSubscriber(t.ctx.db, 'removed@example.edu', {
            language: 'en',
            urgent: true,
            digest: 'none',
            menuHostel: null,
          });
          return t.admin('DELETE', `/api/admin/subscribers/${id}`);
        },
        name: 'A subscription, removed by the office',
      },
    ],
    [
      'PUT /api/admin/mail/mine',
      { write: () => t.admin('PUT', '/api/admin/mail/mine', { chosen: ['feedback'] }), name: 'admin' },
    ],
    [
      'POST /api/admin/mail/test',
      {
        write: () => t.admin('POST', '/api/admin/mail/test', { to: 'warden@example.edu' }),
        name: 'warden@example.edu',
      },
    ],
    [
      'POST /api/feedback',
      {
        write: async () =>
          t.call('POST', '/api/feedback', {
            body: {
              message: 'The menu is old',
              name: 'Asha',
              issued: (await t.call('GET', '/api/feedback/form')).json.token,
            },
          }),
        name: 'Feedback from Asha',
      },
    ],
    [
      'PUT /api/admin/feedback/:id',
      {
        write: async () =>
          t.admin('PUT', `/api/admin/feedback/${(await t.admin('GET', '/api/admin/feedback')).json.items[0]._id}`, {
            status: 'done',
          }),
        name: 'Feedback from Asha',
      },
    ],
    [
      'POST /api/gallery/',
      {
        write: () =>
          t.admin('POST', '/api/gallery', { image: PNG_DATA_URL, caption: 'Hostel Day lights', category: 'Events' }),
        name: 'Hostel Day lights',
      },
    ],
    [
      'PUT /api/gallery/:id',
      {
        write: () =>
          t.admin('PUT', `/api/gallery/${ids.picture}`, {
            image: ids.pictureImage,
            caption: 'Hostel Day at night',
            category: 'Events',
          }),
        name: 'Hostel Day at night',
      },
    ],
    [
      'DELETE /api/gallery/:id',
      { write: () => t.admin('DELETE', `/api/gallery/${ids.picture}`), name: 'Hostel Day at night' },
    ],
    [
      'POST /api/pages/',
      {
        write: () =>
          t.admin('POST', '/api/pages', {
            slug: 'mess-committee',
            content: {
              title: 'Mess Committee',
              summary: 'Who runs the messes.',
              body: ['The committee meets monthly.'],
            },
          }),
        name: 'Mess Committee',
      },
    ],
    [
      'DELETE /api/pages/:slug',
      { write: () => t.admin('DELETE', '/api/pages/mess-committee'), name: 'Mess Committee' },
    ],
    [
      'PUT /api/pages/:slug',
      {
        write: () => t.admin('PUT', '/api/pages/rules-regulations', { content: rulesDefaults }),
        name: 'Rules and Regulations',
      },
    ],
    [
      'POST /api/pages/:slug/revisions/:id/restore',
      {
        write: async () =>
          t.admin(
            'POST',
            `/api/pages/rules-regulations/revisions/${await latestRevision('rules-regulations')}/restore`,
          ),
        name: 'Rules and Regulations',
      },
    ],
    [
      'POST /api/admin/import/:file',
      {
        write: () => t.call('POST', '/api/admin/import/people.csv?mode=commit', { token: t.token, body: importForm() }),
        name: 'wardens.csv: 1 added, 0 updated',
      },
    ],
  ];

  // What each write leaves for the next ones.
  const after: Record<string, (json: TestResponse['json']) => void | Promise<void>> = {
    'POST /api/admin/accounts/': async (json) => {
      ids.account = json.data._id;
    },
    'POST /api/admin/accounts/:id/password': async (json) => {
      ids.password = json.password;
      office = (await t.signIn({ username: 'office_one', password: json.password })).json.accessToken;
    },
    'PUT /api/admin/password': (json) => void (office = json.data.accessToken),
    'PUT /api/admin/username': (json) => void (office = json.data.accessToken),
    'POST /api/admin/two-step/setup': (json) => void (secret = json.data.secret),
    'POST /api/admin/two-step/confirm': (json) => void (recoveryCodes = json.data.recoveryCodes),
    'POST /api/admin/two-step/recovery-codes': async (json) => {
      recoveryCodes = json.data.recoveryCodes;
      challenge = (await t.signIn({ username: 'office_desk', password: PASSWORD })).json.challenge;
    },
    'POST /api/admin/login/two-step': (json) => void (office = json.accessToken),
    'PUT /api/admin/two-step/required': async () => {
      // The admin has no two-step yet, so its sign-in now sets it up.
      challenge = (await t.signIn({ username: 'admin', password: 'Test@Pass123' })).json.challenge;
      setupSecret = (await ok(t.call('POST', '/api/admin/login/two-step/setup', { body: { challenge } }))).data.secret;
    },
    'POST /api/admin/login/two-step/confirm': async () => {
      await ok(asOffice('PUT', '/api/admin/two-step/required', { required: false }));
    },
    'POST /api/people/': (json) => void (ids.person = json.data._id),
    'POST /api/hostels/': (json) => void (ids.hostel = json.data._id),
    'POST /api/mess/': (json) => void (ids.mess = json.data._id),
    'POST /api/events/': (json) => void (ids.event = json.data._id),
    'POST /api/notifications/': (json) => void (ids.notice = json.data._id),
    'POST /api/files/': (json) => void (ids.file = json.data._id),
    'POST /api/gallery/': (json) => {
      ids.picture = json.data._id;
      ids.pictureImage = json.data.image;
    },
    'POST /api/backups/': (json) => void (backup = json.data.name),
    'POST /api/subscriptions/confirm': (json) => void (subscription = json.token),
  };

  // Every write of the app is here, a new one too, but refreshing the session, signing out, the
  // sign-in's two-step setup (no account yet), asking for a password reset link (the same for any name) and
  // reading what one is for, a subscriber reading its choices (reads sent as a POST), and a sign-in through the
  // institute's directory, which this site has not set up (src/auth/institute/ldap.test.ts reads its entries).
  const unrecorded = [
    'POST /api/admin/ldap/login',
    'POST /api/admin/password-reset',
    'POST /api/admin/password-reset/link',
    'POST /api/admin/login/two-step/setup',
    'POST /api/admin/logout',
    'POST /api/admin/refresh',
    'POST /api/subscriptions/choices',
  ];
  const writes = t.app.routes
    .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !unrecorded.includes(route));
  expect(steps.map(([route]) => route).sort()).toEqual(writes.sort());

  const newest = async () => ((await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[])[0];
  const named: Record<string, string> = {};
  for (const [route, { write, name }] of steps) {
    const before = await newest();
    const json = await ok(write(), route);
    const entry = await newest();
    expect(entry._id, route).not.toBe(before._id);
    named[route] = entry.name;
    if (name !== undefined) expect(`${route}: ${entry.name}`).toBe(`${route}: ${name}`);
    await after[route]?.(json);
  }
  // The whole log, the entries of the steps between too (a sign-in that asked for the second step is none).
  const ofIds = new Set(Object.values(ids));
  const entries = (await t.admin('GET', '/api/admin/activity?limit=200')).json.entries as ActivityEntry[];
  const unrecognisable = entries.filter(
    ({ name }) => !name.trim() || name.includes('/') || /^[0-9a-f]{32}$|undefined|null/.test(name) || ofIds.has(name),
  );
  expect(unrecognisable).toEqual([]);
  expect(named['POST /api/backups/']).toBe(backup);
  expect(named['POST /api/backups/download-link/:name']).toBe(backup);
  expect(named['DELETE /api/backups/:name']).toBe(backup);
});
