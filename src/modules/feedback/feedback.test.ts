// Feedback: a visitor's message is stored with its activity
// entry; a bot's (hidden field, too fast, no or a forged form), an invalid one
// or one past the address's limit gets a clear 4xx and nothing is stored; the
// Inbox is for owners and editors, who move a message on.
import { beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { startTestAppBeforeAll } from '../../testing';
import { addHostel, addPerson, ok } from '../../testing/fixtures';
import type { ActivityEntry } from '../activity/model';
import { siteRoutes } from '../../render/site';
import * as webBuild from '../../../dist/web/manifest';
import { issueFormToken } from './form-token';
import { feedbackMessages } from './texts';

// Accounts sign in with argon2id hashes: slow on a busy machine.
setDefaultTimeout(60_000);

let clock = Date.UTC(2031, 0, 1);
const MIN_FILL_MS = 3000;
const t = startTestAppBeforeAll({
  feedback: { minFillMs: MIN_FILL_MS, perAddress: 3, windowMs: 60 * 60 * 1000, now: () => clock },
});

/** A form given out now, and the clock moved on as a person writes. */
async function filledForm() {
  const form = await ok(t.call('GET', '/api/feedback/form'));
  clock += MIN_FILL_MS;
  return form.token as string;
}

// Each test sends from a new window of the address's limit, whatever others sent.
beforeEach(() => {
  clock += 2 * 60 * 60 * 1000;
});

const send = (body: Record<string, unknown>) => t.call('POST', '/api/feedback', { body });
const stored = async () =>
  (await t.ctx.db.all<{ message: string }>('SELECT message FROM feedback')).map((row) => row.message);
const newest = async () => ((await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[])[0];

describe('a visitor sends the office a message', () => {
  test(
    "stored as new, with its activity entry the visitor's " +
      '(no account) named with the name given, from its address',
    async () => {
      const issued = await filledForm();
      const response = await ok(
        send({
          message: "The mess menu on /hostels is last month's.",
          name: 'Asha',
          email: 'asha@example.edu',
          page: '/hostels',
          website: '',
          issued,
        }),
      );
      expect(response.message).toBe(feedbackMessages.sent);
      const inbox = await ok(t.admin('GET', '/api/admin/feedback'));
      expect(inbox.items[0]).toMatchObject({
        message: "The mess menu on /hostels is last month's.",
        name: 'Asha',
        email: 'asha@example.edu',
        page: '/hostels',
        status: 'new',
      });
      const entry = await newest();
      expect(entry).toMatchObject({
        action: 'create',
        entity: 'feedback',
        entityId: inbox.items[0]._id,
        actor: 'visitor',
        actorId: null,
        address: 'local',
        name: 'Feedback from Asha',
      });
      expect(entry.changes).toContainEqual({
        field: 'message',
        before: null,
        after: "The mess menu on /hostels is last month's.",
      });
    },
  );

  test("name, e-mail and page may be left out; the entry is then the visitor's", async () => {
    await ok(send({ message: 'Thank you for the new site.', issued: await filledForm() }));
    expect(await newest()).toMatchObject({ actor: 'visitor', name: 'Feedback from a visitor' });
  });

  test("a name that is an account's username does not make the entry that account's", async () => {
    await ok(send({ message: 'Water cooler leaking.', name: 'admin', issued: await filledForm() }));
    expect(await newest()).toMatchObject({ actor: 'visitor', actorId: null, name: 'Feedback from admin' });
    const { entries } = await ok(t.admin('GET', '/api/admin/activity?actor=admin'));
    // The office's own changes to messages are admin's; no message sent is.
    expect(entries.filter((entry: ActivityEntry) => entry.entity === 'feedback' && entry.action === 'create')).toEqual(
      [],
    );
  });

  test('a <script> is kept as text', async () => {
    await ok(
      send({ message: '<script>alert(1)</script>', name: '<img src=x onerror=alert(1)>', issued: await filledForm() }),
    );
    expect((await ok(t.admin('GET', '/api/admin/feedback'))).items[0]).toMatchObject({
      message: '<script>alert(1)</script>',
      name: '<img src=x onerror=alert(1)>',
    });
  });
});

describe('each refusal is a clear 4xx and stores nothing', () => {
  const valid = { message: 'Rule 4 is out of date.', name: 'Ravi', email: '', page: '/rules-regulations' };
  const cases: [label: string, body: () => Promise<Record<string, unknown>>, status: number, message: string][] = [
    [
      'the hidden field filled',
      async () => ({ ...valid, website: 'https://spam.example', issued: await filledForm() }),
      400,
      feedbackMessages.looksAutomated,
    ],
    [
      'sent too fast',
      async () => ({ ...valid, issued: (await ok(t.call('GET', '/api/feedback/form'))).token }),
      400,
      feedbackMessages.tooFast,
    ],
    ['no form time', async () => ({ ...valid }), 400, feedbackMessages.formExpired],
    [
      'a forged form time',
      async () => ({ ...valid, issued: issueFormToken('not the secret', clock - 60_000) }),
      400,
      feedbackMessages.formExpired,
    ],
    [
      'a form time with its signature from another time',
      async () => ({ ...valid, issued: `${clock - 60_000}.${(await filledForm()).split('.')[1]}` }),
      400,
      feedbackMessages.formExpired,
    ],
    [
      'a form older than a day',
      async () => ({ ...valid, issued: issueFormToken(t.ctx.secret, clock - 25 * 60 * 60 * 1000) }),
      400,
      feedbackMessages.formExpired,
    ],
    [
      'no message',
      async () => ({ ...valid, message: '   ', issued: await filledForm() }),
      400,
      feedbackMessages.messageRequired,
    ],
    [
      'a message too long',
      async () => ({ ...valid, message: 'x'.repeat(2001), issued: await filledForm() }),
      400,
      feedbackMessages.messageTooLong,
    ],
    [
      'a name too long',
      async () => ({ ...valid, name: 'x'.repeat(101), issued: await filledForm() }),
      400,
      feedbackMessages.nameTooLong,
    ],
    [
      'a bad e-mail',
      async () => ({ ...valid, email: 'asha(at)example', issued: await filledForm() }),
      400,
      feedbackMessages.emailInvalid,
    ],
    [
      'a page on another site',
      async () => ({ ...valid, page: 'https://evil.example/x', issued: await filledForm() }),
      400,
      feedbackMessages.pageInvalid,
    ],
    [
      'a protocol-relative page',
      async () => ({ ...valid, page: '//evil.example/x', issued: await filledForm() }),
      400,
      feedbackMessages.pageInvalid,
    ],
    [
      'a javascript: page',
      async () => ({ ...valid, page: 'javascript:alert(1)', issued: await filledForm() }),
      400,
      feedbackMessages.pageInvalid,
    ],
  ];
  for (const [label, body, status, message] of cases) {
    test(label, async () => {
      const before = await stored();
      const response = await send(await body());
      expect({ status: response.status, message: response.json.message }).toEqual({ status, message });
      expect(await stored()).toEqual(before);
    });
  }

  test('past the limit per address: 429 with the wait, nothing stored; the next window may send again', async () => {
    for (let sent = 0; sent < 3; sent++) await ok(send({ message: `Message ${sent}`, issued: await filledForm() }));
    const before = await stored();
    const refused = await send({ message: 'One too many', issued: await filledForm() });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^You have sent several messages already\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await stored()).toEqual(before);
    clock += 60 * 60 * 1000;
    await ok(send({ message: 'A new hour', issued: await filledForm() }));
  });

  test(
    'messages sent at once with one form: only as many as the limit ' +
      'are stored, each with its entry; the rest 429 and store nothing',
    async () => {
      const issued = await filledForm();
      const before = await stored();
      const burst = Array.from({ length: 10 }, (_, i) => `Burst ${i}`);
      const responses = await Promise.all(burst.map((message) => send({ message, issued })));
      expect(responses.map((response) => response.status).sort()).toEqual([
        200, 200, 200, 429, 429, 429, 429, 429, 429, 429,
      ]);
      const refused = responses.find((response) => response.status === 429)!;
      expect(refused.json.message).toMatch(
        /^You have sent several messages already\. Please try again in \d+ minutes?\.$/,
      );
      const added = (await stored()).filter((message) => !before.includes(message));
      expect(added).toHaveLength(3);
      const entries = (await ok(t.admin('GET', '/api/admin/activity?entity=feedback&limit=10')))
        .entries as ActivityEntry[];
      const changed = entries
        .flatMap((entry) => entry.changes)
        .filter((change) => change.field === 'message')
        .map((change) => change.after);
      expect(burst.filter((message) => changed.includes(message)).sort()).toEqual(added.sort());
    },
  );
});

describe('a form sent without JavaScript (POST /feedback)', () => {
  // The rendered pages, which the app alone leaves out.
  beforeAll(() => void t.app.use(siteRoutes(t.ctx, webBuild)).compile());
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return t.app.handle(new Request('http://localhost/feedback', { method: 'POST', body }));
  };
  /** The page the server responds with: what it says, and the form time its form carries. */
  async function pageOf(response: Response) {
    const html = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      html,
      issued: /name="issued" value="([^"]*)"/.exec(html)?.[1],
    };
  }
  const typed = { message: 'The warden of Block B has changed.', name: 'Meera', page: '/hostels' };

  test.each([
    ['a bad e-mail', { email: 'meera@hostel' }, feedbackMessages.emailInvalid],
    ['no message', { message: '' }, feedbackMessages.messageRequired],
  ])(
    'refused for %s, the page keeps the typing and the form time: corrected and resent at once, it is stored',
    async (_, wrong, message) => {
      const issued = await filledForm();
      const refused = await pageOf(await post({ ...typed, email: '', ...wrong, issued }));
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(message);
      const kept = { ...typed, email: '', ...wrong };
      expect(refused.html).toContain(`>${kept.message}</textarea>`);
      for (const name of ['name', 'email', 'page'] as const)
        expect(refused.html).toMatch(new RegExp(`name="${name}"[^>]*value="${kept[name]}"`));
      expect(refused.issued).toBe(issued);

      const sent = await pageOf(await post({ ...typed, email: 'meera@hostel.example', issued: refused.issued! }));
      expect(sent.status).toBe(200);
      expect(sent.html).toContain(feedbackMessages.sent);
      expect(await stored()).toContain(typed.message);
    },
  );

  test('a form time not genuine is not given back: the page carries a new one', async () => {
    const forged = issueFormToken('not the secret', clock - 60_000);
    const refused = await pageOf(await post({ ...typed, issued: forged }));
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(feedbackMessages.formExpired);
    expect(refused.issued).not.toBe(forged);
    expect(refused.issued).toMatch(new RegExp(`^${clock}\\.`));
  });
});

describe('the Inbox', () => {
  /** A new message in the Inbox, sent from a window of its own: its id. */
  async function sentMessage(message: string) {
    clock += 2 * 60 * 60 * 1000;
    await ok(send({ message, issued: await filledForm() }));
    const { items } = await ok(t.admin('GET', '/api/admin/feedback'));
    return items.find((item: { message: string }) => item.message === message)._id as string;
  }
  /** A message the tests only read. */
  let id = '';
  beforeAll(async () => {
    id = await sentMessage('Fan broken in room 12');
  });

  test('newest first, with the count of new messages, and filtered by status', async () => {
    const inbox = await ok(t.admin('GET', '/api/admin/feedback'));
    expect(inbox.items.map((item: { message: string }) => item.message)).toContain('Fan broken in room 12');
    const times = inbox.items.map((item: { createdAt: string }) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(inbox.newCount).toBe(inbox.items.filter((item: { status: string }) => item.status === 'new').length);
  });

  test('a status change: new → in hand → done, each in the activity log', async () => {
    const id = await sentMessage('Tap dripping in washroom 3');
    const { newCount } = await ok(t.admin('GET', '/api/admin/feedback'));
    const inHand = await ok(t.admin('PUT', `/api/admin/feedback/${id}`, { status: 'in hand' }));
    expect(inHand.data.status).toBe('in hand');
    expect((await ok(t.admin('GET', '/api/admin/feedback'))).newCount).toBe(newCount - 1);
    expect(await newest()).toMatchObject({
      action: 'update',
      entity: 'feedback',
      entityId: id,
      actor: 'admin',
      changes: [{ field: 'status', before: 'new', after: 'in hand' }],
    });
    await ok(t.admin('PUT', `/api/admin/feedback/${id}`, { status: 'done' }));
    const done = await ok(t.admin('GET', '/api/admin/feedback?status=done'));
    expect(done.items.map((item: { _id: string }) => item._id)).toEqual([id]);
    expect((await t.admin('PUT', `/api/admin/feedback/${id}`, { status: 'archived' })).status).toBe(400);
    expect((await t.admin('PUT', '/api/admin/feedback/no-such-message', { status: 'done' })).status).toBe(404);
  });

  test('never public: a visitor is refused the Inbox and its changes', async () => {
    expect((await t.call('GET', '/api/admin/feedback')).status).toBe(401);
    expect((await t.call('PUT', `/api/admin/feedback/${id}`, { body: { status: 'new' } })).status).toBe(401);
    for (const path of ['/api/search?q=Fan', '/api/notifications', '/api/openapi.json']) {
      expect(JSON.stringify((await t.call('GET', path)).json)).not.toContain('Fan broken in room 12');
    }
  });

  test('an owner and an editor may read it and move a message on; a warden may not', async () => {
    const id = await sentMessage('Light out on the second floor');
    const staff = (await addPerson(t))._id;
    const hostel = (await addHostel(t, { warden: staff, supervisor: staff }))._id;
    const accountOf = async (username: string, role: string) => {
      const added = await ok(
        t.admin('POST', '/api/admin/accounts', { username, role, hostels: role === 'warden' ? [hostel] : [] }),
      );
      const first = await t.signIn({ username, password: added.password });
      const changed = await ok(
        t.call('PUT', '/api/admin/password', {
          token: first.json.accessToken,
          body: { currentPassword: added.password, newPassword: 'Office@2026' },
        }),
      );
      return changed.data.accessToken as string;
    };
    const editor = await accountOf('inbox_editor', 'editor');
    const warden = await accountOf('inbox_warden', 'warden');
    expect((await t.call('GET', '/api/admin/feedback', { token: editor })).status).toBe(200);
    expect(
      (await t.call('PUT', `/api/admin/feedback/${id}`, { token: editor, body: { status: 'in hand' } })).status,
    ).toBe(200);
    const refused = await t.call('GET', '/api/admin/feedback', { token: warden });
    expect({ status: refused.status, message: refused.json.message }).toEqual({
      status: 403,
      message: "Only an owner or an editor can read visitors' feedback.",
    });
    expect((await t.call('PUT', `/api/admin/feedback/${id}`, { token: warden, body: { status: 'done' } })).status).toBe(
      403,
    );
  });
});
