// Hostile input: a generated corpus (hostile-corpus.ts) of bad requests for
// every route. Each gets a 4xx with `{ message }` (reads that may ignore
// junk: anything below 500), never a 5xx, never an echo of the input, never a
// stack trace; and afterwards every table and every stored file is exactly as
// before. The counts per route family are printed and asserted (>= 200).
// The app is the one `hostel serve` runs, the site's routes mounted:
// the public pages rendered on the server take hostile queries and paths
// too, and respond below 500 with nothing of the input as markup.
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { blobStored, PNG_DATA_URL, TEST_ENGINE, TEST_PASSWORD, startTestApp, type TestApp } from '../testing';
import { SECURITY_HEADERS, UNTRUSTED_CONTENT_HEADERS } from '../http/security';
import { ECHO_MARKERS, hostileCorpus, routeTemplate, type Fixtures, type HostileRequest } from './hostile-corpus';
import { snapshotDatabase, snapshotFiles } from './snapshot';
import * as v from 'valibot';
import { NUL_IN_TEXT, requiredText } from '../http/fields';
import { siteRoutes } from '../render/site';
import * as webBuild from '../../dist/web/manifest';
import { HYDRATION_ELEMENT_ID } from '../render/public-data';
import { ENTITY_NAMES, MANIFEST } from '../manifest';
import { ENTITY_EXAMPLES } from '../testing/fixtures';

const UPLOAD_LIMIT = 64 * 1024;
/** Route families that must each see at least 200 hostile requests. */
const FAMILIES = ['auth', 'events', 'notifications', 'hostels', 'messes', 'people', 'files', 'backups'] as const;
/** The family of the public pages, robots.txt and sitemap.xml. */
const SITE_FAMILY = 'site';

type Outcome = { request: HostileRequest; status: number; ms: number; problems: string[] };

/**
 * The server CPU time no request may take (a backtracking pattern would); the
 * admin calls verify an argon2 hash and get more. CPU time, as a shared machine stretches the wall clock.
 */
const timeBudgetMs = (request: HostileRequest) => (request.path.startsWith('/api/admin/') ? 3000 : 300);

let t: TestApp;
let fixtures: Fixtures;
let corpus: HostileRequest[];
let outcomes: Outcome[];
let before: { db: Awaited<ReturnType<typeof snapshotDatabase>>; files: ReturnType<typeof snapshotFiles> };
let after: typeof before;
let loggedErrors: unknown[][];

async function created(path: string, body: unknown) {
  const { status, json } = await t.admin('POST', path, body);
  if (status !== 200) throw new Error(`Fixture ${path} responded with ${status}: ${JSON.stringify(json)}`);
  return json.data._id as string;
}

async function makeFixtures(): Promise<Fixtures> {
  const person = (name: string, role: string) => ({ name, designation: 'Professor', role, image: PNG_DATA_URL });
  const warden = await created('/api/people', person('Dr. Warden', 'warden'));
  const supervisor = await created('/api/people', person('Mr. Supervisor', 'supervisor'));
  const hostel = await created('/api/hostels', {
    name: 'Karavali',
    warden,
    supervisor,
    rooms: 100,
    image: PNG_DATA_URL,
  });
  const records = {} as Fixtures['records'];
  for (const name of ENTITY_NAMES)
    records[name] = await created(MANIFEST[name].path, ENTITY_EXAMPLES[name]({ warden, supervisor, hostel }));
  return {
    warden,
    supervisor,
    hostel,
    records,
    account: await created('/api/admin/accounts', { username: 'corpus_editor', role: 'editor' }),
    adminPassword: TEST_PASSWORD,
    ...(await feedbackFixtures()),
  };
}

/** A message in the Inbox, and a form to send another (the app takes a form at once: minFillMs is 0). */
async function feedbackFixtures() {
  const form = async () => (await t.call('GET', '/api/feedback/form')).json.token as string;
  await t.call('POST', '/api/feedback', { body: { message: 'The menu is old', issued: await form() } });
  const inbox = await t.admin('GET', '/api/admin/feedback');
  return { feedback: inbox.json.items[0]._id as string, feedbackForm: await form() };
}

/**
 * Whether the site serves the address (a rendered page, robots.txt,
 * sitemap.xml) rather than the API, as the server reads it.
 */
function isSiteAddress(path: string) {
  const { pathname } = new URL(`http://localhost${path}`);
  return pathname !== '/api' && !pathname.startsWith('/api/');
}

/** The texts a request's address carries (query names and values, path segments), decoded as the server reads them. */
function addressTexts(path: string) {
  const url = new URL(`http://localhost${path}`);
  const found = [...url.searchParams].flat();
  for (const segment of url.pathname.split('/')) {
    try {
      found.push(decodeURIComponent(segment));
    } catch {
      found.push(segment);
    }
  }
  return found;
}

/**
 * What a payload could have made of a page's markup: an inline handler, a
 * script that is not the app's module or its hydration data, a frame with its
 * own document, an object, a javascript:, vbscript: or data: link, a picture
 * named x. The same detector the browser suite (web/e2e/script-injection.test.ts) runs on the page.
 */
async function injectedMarkup(html: string) {
  const found: string[] = [];
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        const tag = element.tagName.toLowerCase();
        for (const [name, value] of element.attributes) {
          if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
          if (
            ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(name) &&
            /^\s*(javascript|vbscript|data):/i.test(value)
          )
            found.push(`<${tag} ${name}=${value.slice(0, 40)}>`);
        }
        if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
        if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
        if (tag === 'object' || tag === 'embed' || tag === 'base') found.push(`<${tag}>`);
        if (tag === 'script') {
          const app =
            element.getAttribute('type') === 'module' && (element.getAttribute('src') ?? '').startsWith('/assets/');
          const data =
            element.getAttribute('type') === 'application/json' && element.getAttribute('id') === HYDRATION_ELEMENT_ID;
          if (!app && !data)
            found.push(`<script type=${element.getAttribute('type')} src=${element.getAttribute('src')}>`);
        }
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

/** What the site serves besides pages: robots.txt, sitemap.xml, the service worker and the web app manifest. */
const SITE_FILE_TYPES = ['text/plain', 'application/xml', 'text/javascript', 'application/manifest+json'];

/** A page's response: below 500 (a 404 page for an address that names nothing), nothing of the input as markup. */
async function pageProblems(request: HostileRequest, response: Response, text: string) {
  const problems: string[] = [];
  // A refused form (the Feedback page's) gets the page again, saying why, and a 4xx.
  if (response.status >= 400 && response.status !== 404 && request.expect !== 'refuse')
    problems.push(`responded with ${response.status}`);
  for (const value of addressTexts(request.path)) {
    if (/[<>"']/.test(value) && text.includes(value))
      problems.push(`repeats the input as markup: ${JSON.stringify(value.slice(0, 60))}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    for (const markup of await injectedMarkup(text)) problems.push(`the page holds ${markup}`);
  } else if (response.status !== 304 && !SITE_FILE_TYPES.some((expected) => type.startsWith(expected))) {
    problems.push(`responded with ${type}`);
  }
  return problems;
}

async function check(request: HostileRequest, response: Response, text: string): Promise<string[]> {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500) problems.push(`responded with ${status}`);
  else if (request.expect === 'refuse' && status < 400) problems.push(`was accepted (${status})`);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const allowed =
      name === 'Content-Security-Policy' ? [value, UNTRUSTED_CONTENT_HEADERS['Content-Security-Policy']] : [value];
    if (!allowed.includes(response.headers.get(name)!))
      problems.push(`header ${name} is ${response.headers.get(name)}`);
  }
  // The site serves what is outside /api (a path such as
  // /api/../secret.key too, once resolved): a page, not a JSON error.
  if (request.expect === 'page' || isSiteAddress(request.path))
    return [...problems, ...(await pageProblems(request, response, text))];
  if (status < 400) return problems;
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    problems.push(`error is not JSON (${response.headers.get('content-type')})`);
  let body: { message?: unknown; errors?: { path: unknown; message: unknown }[] };
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `error body is not JSON: ${text.slice(0, 80)}`];
  }
  if (typeof body.message !== 'string' || !body.message) problems.push('error has no message');
  const extraKeys = Object.keys(body).filter((key) => key !== 'message' && key !== 'errors');
  if (extraKeys.length) problems.push(`error has extra keys ${extraKeys.join(', ')}`);
  const said = [String(body.message), ...(body.errors ?? []).map((e) => `${e.path} ${e.message}`)].join('\n');
  if (said.length > 2000) problems.push(`error is ${said.length} characters long`);
  if (/\n\s+at |\.ts:\d+|node_modules|SQLITE|Error:|TypeError|RangeError/.test(said))
    problems.push(`error leaks internals: ${said.slice(0, 120)}`);
  const echoed = ECHO_MARKERS.find((marker) => said.includes(marker));
  if (echoed) problems.push(`error echoes the input (${JSON.stringify(echoed)}): ${said.slice(0, 120)}`);
  return problems;
}

/** The app's response to `request`, and the CPU it took. */
async function timed(request: HostileRequest) {
  const headers = new Headers(request.headers);
  if (request.auth) headers.set('authorization', `Bearer ${t.token}`);
  const started = process.cpuUsage();
  const response = await t.app.handle(
    new Request(`http://localhost${request.path}`, {
      method: request.method,
      headers,
      body: request.body as BodyInit | undefined,
    }),
  );
  const text = await bodyText(response);
  const used = process.cpuUsage(started);
  return { response, text, ms: (used.user + used.system) / 1000 };
}

/** The body as a browser reads it: compressed bytes decompressed first, as they can look like any markup. */
async function bodyText(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(decoded);
}

async function send(request: HostileRequest): Promise<Outcome> {
  let sent = await timed(request);
  // Over its budget, it is sent again after a full collection: `npm test` runs every file in one process,
  // and collecting what the files before this one left is not this request's cost.
  if (sent.ms > timeBudgetMs(request)) {
    Bun.gc(true);
    sent = await timed(request);
  }
  const { response, text, ms } = sent;
  const problems = await check(request, response, text);
  if (ms > timeBudgetMs(request)) problems.push(`took ${ms.toFixed(0)} ms of CPU`);
  return { request, status: response.status, ms, problems };
}

beforeAll(async () => {
  t = await startTestApp({
    uploadLimitBytes: UPLOAD_LIMIT,
    feedback: { minFillMs: 0, perAddress: 5, windowMs: 60 * 60 * 1000 },
    // A relay nothing listens on: a test mail wrongly taken would stay queued, and the snapshot would show it.
    mail: { relay: 'smtp://127.0.0.1:9', from: 'hostels@example.edu', ca: null },
  });
  // As `hostel serve` mounts them (src/server.ts), then compiled again: the app has handled the sign-in already.
  t.app.use(siteRoutes(t.ctx, webBuild)).compile();
  fixtures = await makeFixtures();
  corpus = hostileCorpus(fixtures, { uploadLimitBytes: UPLOAD_LIMIT, routes: t.app.routes });
  before = { db: await snapshotDatabase(t.ctx.db), files: snapshotFiles(t.dataDir) };
  const errorSpy = spyOn(console, 'error').mockImplementation(() => {});
  try {
    outcomes = [];
    for (const request of corpus) outcomes.push(await send(request));
    loggedErrors = errorSpy.mock.calls.slice();
  } finally {
    errorSpy.mockRestore();
  }
  after = { db: await snapshotDatabase(t.ctx.db), files: snapshotFiles(t.dataDir) };
}, 120_000);
afterAll(() => t?.stop());

const describeFailures = (list: Outcome[]) =>
  list.map((o) => `${o.request.route} [${o.request.label}] → ${o.status}: ${o.problems.join('; ')}`).join('\n');

describe('hostile input', () => {
  test.each(FAMILIES.map((family) => [family]))(
    '%s: at least 200 hostile requests, each refused with a 4xx { message }',
    (family) => {
      const mine = outcomes.filter((o) => o.request.family === family);
      const routes = new Map<string, number>();
      for (const o of mine) routes.set(o.request.route, (routes.get(o.request.route) ?? 0) + 1);
      console.log(
        `${family}: ${mine.length} requests (${[...routes].map(([route, n]) => `${route} ${n}`).join(', ')})`,
      );
      expect(mine.length).toBeGreaterThanOrEqual(200);
      expect(describeFailures(mine.filter((o) => o.problems.length))).toBe('');
    },
  );

  test('the corpus covers every route of the app', () => {
    const covered = new Set(corpus.map((r) => routeTemplate(r.route)));
    const routes = t.app.routes.map((r) => routeTemplate(`${r.method} ${r.path}`));
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  test('a route no case names is attacked from what the app says of it: ids, queries, its fields', () => {
    const added = [
      { method: 'PUT', path: '/api/wardens/:warden', hooks: {} },
      { method: 'GET', path: '/api/rosters', hooks: {} },
      { method: 'POST', path: '/api/admin/rosters', hooks: { body: v.object({ title: requiredText('Title', 40) }) } },
    ];
    const attacks = hostileCorpus(fixtures, { uploadLimitBytes: UPLOAD_LIMIT, routes: [...t.app.routes, ...added] })
      .filter((request) =>
        ['PUT /api/wardens/:id', 'GET /api/rosters', 'POST /api/admin/rosters'].includes(request.route),
      )
      .map((request) => `${request.family} ${request.route} [${request.label}]`);
    expect(attacks).toContain('wardens PUT /api/wardens/:id [id: traversal]');
    expect(attacks).toContain('rosters GET /api/rosters [query ?__proto__[admin]=1]');
    expect(attacks).toContain('rosters POST /api/admin/rosters [title: one character too long]');
    expect(attacks).toContain('rosters POST /api/admin/rosters [title: missing]');
    expect(attacks).toContain('rosters POST /api/admin/rosters [broken JSON: trailing comma]');
  });

  test(
    'public pages, robots.txt and sitemap.xml: at least 200 hostile queries, ' +
      'paths and headers, each responded to below 500 with nothing of it as markup',
    () => {
      const site = outcomes.filter((o) => o.request.family === SITE_FAMILY);
      const statuses = new Map<number, number>();
      for (const o of site) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
      console.log(
        `${SITE_FAMILY}: ${site.length} requests (${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')})`,
      );
      expect(site.length).toBeGreaterThanOrEqual(200);
      for (const page of ['/people?role=', '/files?q=', '/gallery?category=', '/achievements?category=', '/hostel/']) {
        const hostile = site.filter((o) => o.request.path.startsWith(page)).length;
        expect({ page, atLeast40: hostile >= 40 }).toEqual({ page, atLeast40: true });
      }
      expect(describeFailures(site.filter((o) => o.problems.length))).toBe('');
    },
  );

  test('the page detector sees markup a payload made', async () => {
    const page =
      '<html><body><img src=x onerror=alert(1)><a href=" javascript:alert(1)">x</a><iframe ' +
      'srcdoc="<b>"></iframe><script>alert(1)</script><script type="module" ' +
      'src="/assets/app.js"></script><script type="application/json" ' +
      `id="${HYDRATION_ELEMENT_ID}">{}</script></body></html>`;
    expect(await injectedMarkup(page)).toEqual([
      '<img onerror>',
      '<img src=x>',
      '<a href= javascript:alert(1)>',
      '<iframe srcdoc>',
      '<script type=null src=null>',
    ]);
  });

  test('reads, unknown routes and every other request: no 5xx, no leak', () => {
    const rest = outcomes.filter(
      (o) => !(FAMILIES as readonly string[]).includes(o.request.family) && o.request.family !== SITE_FAMILY,
    );
    expect(rest.length).toBeGreaterThan(20);
    expect(describeFailures(rest.filter((o) => o.problems.length))).toBe('');
    const slowest = outcomes
      .filter((o) => !o.request.path.startsWith('/api/admin/'))
      .reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      `hostile requests in all: ${outcomes.length}; refused (4xx): ` +
        `${outcomes.filter((o) => o.status >= 400 && o.status < 500).length}; ` +
        `5xx: ${outcomes.filter((o) => o.status >= 500).length}; most CPU outside sign-in ` +
        `${slowest.ms.toFixed(0)} ms (${slowest.request.route} [${slowest.request.label}])`,
    );
  });

  test('nothing was logged as a server error', () => {
    expect(loggedErrors.map((args) => args.map(String).join(' ').slice(0, 200))).toEqual([]);
  });

  test('the database is unchanged: every table, every row', () => {
    expect(Object.keys(after.db).length).toBeGreaterThanOrEqual(9);
    for (const table of Object.keys(before.db))
      expect({ table, ...after.db[table] }).toEqual({ table, ...before.db[table] });
  });

  test('the data folder is unchanged: no new, half-written or missing file', () => {
    expect(after.files).toEqual(before.files);
    expect(readdirSync(join(t.dataDir, 'blobs', 'tmp'))).toEqual([]);
  });

  test('the server still responds', async () => {
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    for (const path of [
      '/api/events',
      '/api/notifications',
      '/api/hostels',
      '/api/mess',
      '/api/people',
      '/api/files',
    ]) {
      const { status, json } = await t.admin('GET', path);
      expect(status).toBe(200);
      expect(json.length).toBeGreaterThan(0);
    }
  });
});

describe('file names never become paths', () => {
  const NAMES = [
    '../../../secret.key',
    '..\\..\\hostel.db',
    '/etc/passwd',
    'blobs/files/x.pdf',
    '%2e%2e%2fsecret.key',
    'a\u0000b.pdf',
    '\u202egpj.exe',
    'CON',
    '.htaccess',
    ' ',
  ];

  test.each(NAMES.map((name) => [name]))(
    'an upload named %p is stored under a random key inside blobs/files',
    async (name) => {
      const upload = new FormData();
      // A NUL in the name the admin types is refused (below); in the uploaded file's own name it is cleaned away.
      upload.append('file_name', name.trim() && !name.includes('\0') ? name : 'Blank name');
      upload.append('file', new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' }));
      const beforeFiles = snapshotFiles(t.dataDir);
      const { status, json } = await t.call('POST', '/api/files', { body: upload, token: t.token });
      expect(status).toBe(200);
      const row = (await t.ctx.db.get<{ blob: string; original_name: string }>(
        'SELECT blob, original_name FROM files WHERE id = ?',
        json.data._id,
      ))!;
      expect(row.blob).toMatch(/^files\/[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/);
      expect(row.original_name).not.toMatch(/[\\/\u0000\u202e]/);
      expect(await blobStored(t.ctx, row.blob)).toBe(true);
      const download = await t.call('GET', `/api/files/download/${json.data._id}`);
      expect(download.status).toBe(200);
      const disposition = download.response.headers.get('content-disposition')!;
      expect(disposition).toStartWith('attachment;');
      expect(disposition).not.toMatch(/[\\/\u0000\r\n]/);
      expect(await download.response.text()).toBe('%PDF-1.4\n%%EOF\n');
      // The one new file is that blob; nothing appeared anywhere else, in the data folder or beside it.
      const added = Object.keys(snapshotFiles(t.dataDir)).filter((path) => !(path in beforeFiles));
      expect(added).toEqual(TEST_ENGINE === 'sqlite' ? [join('blobs', row.blob)] : []);
      expect(existsSync(join(dirname(t.dataDir), 'secret.key'))).toBe(false);
      expect(existsSync(join(dirname(t.dataDir), 'hostel.db'))).toBe(false);
      expect((await t.admin('DELETE', `/api/files/${json.data._id}`)).status).toBe(200);
    },
  );
});

describe('text with a NUL character', () => {
  let site: TestApp;
  beforeAll(async () => void (site = await startTestApp()));
  afterAll(() => site.stop());

  test('is refused with 400 wherever it comes (JSON, a form field, an id), and nothing is stored', async () => {
    const form = new FormData();
    form.append('file_name', 'Rules\u0000.pdf');
    form.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'rules.pdf', { type: 'application/pdf' }));
    const responses = [
      await site.admin('POST', '/api/notifications', { title: 'Water\u0000', message: 'M' }),
      await site.signIn({ username: 'admin\u0000', password: TEST_PASSWORD }),
      await site.call('POST', '/api/files', { body: form, token: site.token }),
      await site.admin('DELETE', '/api/events/a%00b'),
    ];
    for (const response of responses)
      expect({ status: response.status, message: response.json.message }).toEqual({
        status: 400,
        message: NUL_IN_TEXT,
      });
    expect((await site.admin('GET', '/api/notifications/admin')).json).toEqual([]);
    expect((await site.admin('GET', '/api/files')).json).toEqual([]);
  });
});
