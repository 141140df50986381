// Sign-in attacks: forged, expired and revoked tokens on every write route
// (enumerated from the app itself), refresh-cookie replay and CSRF, brute
// force against the login limit, username enumeration by response and by
// timing, and two-step sign-in: replayed codes (one after the other and at
// once), guessing codes, and forged challenges. Every refused call leaves the
// database as it was.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SignJWT } from 'jose';
import { PNG_DATA_URL, TEST_PASSWORD, startTestApp, type TestApp } from '../testing';
import { idsOf } from '../testing/fixtures';
import { PUBLIC_WRITES } from '../auth/guard';
import { insertAdmin } from '../auth/repo';
import { REFRESH_GRACE_MS } from '../auth/sessions';
import { base32Decode, totp } from '../auth/totp';
import { hashPassword } from '../auth/password-hash';
import { snapshotDatabase } from './snapshot';

const WINDOW_MS = 15 * 60 * 1000;
let clock = Date.now();

let t: TestApp;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ login: { perUsername: 5, perAddress: 20, windowMs: WINDOW_MS, now: () => clock } });
  const make = async (path: string, body: unknown) => (await t.admin('POST', path, body)).json.data._id as string;
  const warden = await make('/api/people', { name: 'W', designation: 'D', role: 'warden' });
  const supervisor = await make('/api/people', { name: 'S', designation: 'D', role: 'supervisor' });
  const hostel = await make('/api/hostels', { name: 'H', warden, supervisor, rooms: 1 });
  ids = {
    people: warden,
    hostels: hostel,
    mess: await make('/api/mess', { mess_name: 'M', caterers_name: 'C', hostel, capacity: 1, night_canteen: 'Yes' }),
    events: await make('/api/events', { title: 'E', description: 'D', date: '2031-01-01' }),
    notifications: await make('/api/notifications', { title: 'N', message: 'M' }),
    files: await make('/api/files', { file_name: 'F', file: 'data:text/plain,hello' }),
  };
});
afterAll(() => t?.stop());

// ------------------------------------------------------------ helpers

const secretKey = () => new TextEncoder().encode(t.ctx.secret);
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string; exp: number };

type Forger = { label: string; token: () => Promise<string> };

function forgedTokens(valid: string): Forger[] {
  const { sub, sid } = claimsOf(valid);
  const now = Math.floor(Date.now() / 1000);
  const [header, payload, signature] = valid.split('.');
  const sign = (claims: Record<string, unknown>, alg = 'HS256', key: Uint8Array = secretKey()) =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  return [
    {
      label: 'expired (right secret, exp in the past)',
      token: () => sign({ sub, sid, iat: now - 3600, exp: now - 60 }),
    },
    {
      label: 'alg: none',
      token: async () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub, sid, exp: now + 600 })}.`,
    },
    {
      label: 'alg: none, signature kept',
      token: async () => `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    },
    {
      label: 'tampered signature',
      token: async () =>
        `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
    },
    {
      label: 'tampered payload (another sub)',
      token: async () => `${header}.${b64url({ ...claimsOf(valid), sub: 'someone-else' })}.${signature}`,
    },
    {
      label: 'signed with another secret',
      token: () => sign({ sub, sid, exp: now + 600 }, 'HS256', new TextEncoder().encode('not-the-secret')),
    },
    {
      label: 'HS512 with the right secret (algorithm not ours)',
      token: () => sign({ sub, sid, exp: now + 600 }, 'HS512'),
    },
    { label: 'no exp (right secret)', token: () => sign({ sub, sid }) },
    { label: 'unknown session (right secret)', token: () => sign({ sub, sid: 'no-such-session', exp: now + 600 }) },
    { label: 'no session claim (right secret)', token: () => sign({ sub, exp: now + 600 }) },
    { label: 'the signature alone', token: async () => signature },
    { label: 'header and payload only', token: async () => `${header}.${payload}` },
  ];
}

/** A path for the route, with real ids (so only the credentials are wrong) and a valid body. */
function callFor(route: { method: string; path: string }) {
  const entity = route.path.split('/')[2];
  const path = route.path
    .replace(':id', ids[entity] ?? 'x')
    .replace(':name', 'hostel-backup-2025-01-01T00-00-00-000Z.tar.gz');
  const bodies: Record<string, unknown> = {
    people: { name: 'Intruder', designation: 'X', role: 'warden', image: PNG_DATA_URL },
    hostels: { name: 'Intruder', warden: ids.people, supervisor: ids.people, rooms: 1 },
    mess: { mess_name: 'X', caterers_name: 'X', hostel: ids.hostels, capacity: 1, night_canteen: 'X' },
    events: { title: 'Intruder', description: 'X', date: '2031-01-01', image: PNG_DATA_URL },
    notifications: { title: 'Intruder', message: 'X', url: 'https://example.com' },
    files: { file_name: 'Intruder', file: 'data:text/plain,owned' },
    admin: { currentPassword: TEST_PASSWORD, newUsername: 'intruder', newPassword: 'Owned@Pass1' },
    backups: {},
  };
  return { path: path.replace(/\/$/, '') || '/', body: route.method === 'DELETE' ? undefined : bodies[entity] };
}

const protectedRoutes = () =>
  t.app.routes
    .filter(
      (route) =>
        !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && !PUBLIC_WRITES.has(route.path.replace(/\/$/, '')),
    )
    .map((route) => ({ method: route.method, path: route.path }));

/** Admin-only reads. */
const ADMIN_READS = ['/api/notifications/admin', '/api/backups', '/api/admin/two-step'];

function cookiesFrom(response: Response) {
  const jar: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    jar[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return jar;
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

async function adminSession(remember = true, password = TEST_PASSWORD) {
  const { status, json, response } = await t.signIn({ username: 'admin', password, remember });
  expect(status).toBe(200);
  return { token: json.accessToken as string, jar: cookiesFrom(response), setCookies: response.headers.getSetCookie() };
}

const refresh = (jar: Record<string, string>, xsrf: string | undefined = decodeURIComponent(jar['XSRF-TOKEN'] ?? '')) =>
  t.call('POST', '/api/admin/refresh', {
    headers: { cookie: cookieHeader(jar), ...(xsrf === undefined ? {} : { 'x-xsrf-token': xsrf }) },
  });

// ------------------------------------------------------------ tests

describe('every write route refuses a caller who is not a signed-in admin', () => {
  test('the routes come from the app: every write but the sign-in steps, refresh and logout', () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    // Spot-check that the enumeration sees the routes we know of.
    for (const known of [
      'POST /api/events/',
      'DELETE /api/files/:id',
      'PUT /api/admin/password',
      'POST /api/backups/',
      'POST /api/admin/two-step/setup',
      'PUT /api/admin/two-step/required',
    ]) {
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(known);
    }
  });

  test('no token: 401 on every write and admin read, nothing changed', async () => {
    const before = await snapshotDatabase(t.ctx.db);
    const failures: string[] = [];
    let tried = 0;
    for (const route of protectedRoutes()) {
      const { path, body } = callFor(route);
      tried += 4;
      for (const headers of [
        {},
        { authorization: '' },
        { authorization: 'Bearer' },
        { authorization: 'Basic YWRtaW46eA==' },
      ] as Record<string, string>[]) {
        const { status, json } = await t.call(route.method, path, { body, headers });
        if (status !== 401 || json?.message !== 'Please log in to continue.')
          failures.push(`${route.method} ${path} ${JSON.stringify(headers)} → ${status}`);
      }
    }
    for (const path of ADMIN_READS) {
      const { status } = await t.call('GET', path);
      tried++;
      if (status !== 401) failures.push(`GET ${path} → ${status}`);
    }
    console.log(
      `unauthenticated calls to ${protectedRoutes().length} write routes and ` +
        `${ADMIN_READS.length} admin reads: ${tried}, refused: ${tried - failures.length}`,
    );
    expect(failures).toEqual([]);
    expect(await snapshotDatabase(t.ctx.db)).toEqual(before);
  });

  test('forged, tampered and expired tokens: 403 on every write and admin read, nothing changed', async () => {
    const { token } = await adminSession();
    // The forgeries fail for the reason given, not by accident: a well-made token with the same secret works.
    const { sub, sid } = claimsOf(token);
    const genuine = await new SignJWT({ sub, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(secretKey());
    expect((await t.call('GET', '/api/notifications/admin', { token: genuine })).status).toBe(200);

    const before = await snapshotDatabase(t.ctx.db);
    const failures: string[] = [];
    let tried = 0;
    for (const forger of forgedTokens(token)) {
      const forged = await forger.token();
      for (const route of protectedRoutes()) {
        const { path, body } = callFor(route);
        const { status, json } = await t.call(route.method, path, { body, token: forged });
        tried++;
        if (status !== 403 || json?.message !== 'Your session has expired. Please log in again.')
          failures.push(`${forger.label}: ${route.method} ${path} → ${status}`);
      }
      for (const path of ADMIN_READS) {
        tried++;
        if ((await t.call('GET', path, { token: forged })).status !== 403)
          failures.push(`${forger.label}: GET ${path}`);
      }
    }
    console.log(
      `calls with ${forgedTokens(token).length} kinds of forged, tampered ` +
        `or expired token: ${tried}, refused: ${tried - failures.length}`,
    );
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(12 * 18);
    expect(await snapshotDatabase(t.ctx.db)).toEqual(before);
  });

  test(
    'reads that show admins more respond 403 to a forged or ' +
      'expired token (the console refreshes), never the admin list',
    async () => {
      // A session of its own: other tests end the app's first one with a password or username change.
      const { token } = await adminSession();
      const hidden = await t.call('POST', '/api/notifications', {
        token,
        body: { title: 'Staff only', message: 'x', isActive: false },
      });
      for (const forger of forgedTokens(token)) {
        const forged = await forger.token();
        for (const path of ['/api/events', '/api/notifications', '/api/files']) {
          const { status, json } = await t.call('GET', path, { token: forged });
          expect({ forger: forger.label, path, status, message: json?.message }).toEqual({
            forger: forger.label,
            path,
            status: 403,
            message: 'Your session has expired. Please log in again.',
          });
        }
      }
      // No bearer token, or another scheme (a proxy's Basic credentials), is a visitor.
      for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }] as Record<string, string>[]) {
        const asVisitor = await t.call('GET', '/api/notifications', { headers });
        expect(asVisitor.status).toBe(200);
        expect(idsOf(asVisitor.json)).not.toContain(hidden.json.data._id);
      }
      await t.call('DELETE', `/api/notifications/${hidden.json.data._id}`, { token });
    },
  );
});

describe('tokens die with their session', () => {
  test('after logout the access token and the refresh cookie are refused', async () => {
    const { token, jar } = await adminSession();
    expect((await t.call('GET', '/api/notifications/admin', { token })).status).toBe(200);
    const xsrf = decodeURIComponent(jar['XSRF-TOKEN']);
    expect(
      (await t.call('POST', '/api/admin/logout', { headers: { cookie: cookieHeader(jar), 'x-xsrf-token': xsrf } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/notifications', { token, body: { title: 'After logout', message: 'x' } })).status,
    ).toBe(403);
    expect((await refresh(jar)).status).toBe(401);
  });

  test('after a password change, every other session ends; the old password stops working', async () => {
    const a = await adminSession();
    const b = await adminSession(false);
    const changed = await t.call('PUT', '/api/admin/password', {
      token: a.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Other@Pass456' },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.json.data.accessToken as string;

    for (const old of [a.token, b.token]) {
      expect(
        (
          await t.call('POST', '/api/events', {
            token: old,
            body: { title: 'x', description: 'x', date: '2031-01-01' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await refresh(b.jar)).status).toBe(401);
    expect((await refresh(a.jar)).status).toBe(401);
    expect((await t.call('GET', '/api/notifications/admin', { token: fresh })).status).toBe(200);
    expect((await t.signIn({ username: 'admin', password: TEST_PASSWORD })).status).toBe(401);

    // Put it back for the other tests.
    const back = await t.call('PUT', '/api/admin/password', {
      token: fresh,
      body: { currentPassword: 'Other@Pass456', newPassword: TEST_PASSWORD },
    });
    expect(back.status).toBe(200);
    t.ctx.loginLimiter.recordSuccess('admin');
  });

  test('after a username change the old tokens are refused', async () => {
    const a = await adminSession();
    const changed = await t.call('PUT', '/api/admin/username', {
      token: a.token,
      body: { currentPassword: TEST_PASSWORD, newUsername: 'warden_admin' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/api/notifications/admin', { token: a.token })).status).toBe(403);
    expect((await refresh(a.jar)).status).toBe(401);
    const back = await t.call('PUT', '/api/admin/username', {
      token: changed.json.data.accessToken,
      body: { currentPassword: TEST_PASSWORD, newUsername: 'admin' },
    });
    expect(back.status).toBe(200);
  });
});

describe('the refresh cookie', () => {
  test('is httpOnly, SameSite=Strict and scoped to /api/admin; the XSRF cookie is readable by the page', async () => {
    const { setCookies } = await adminSession(true);
    const refreshCookie = setCookies.find((c) => c.startsWith('hostel_refresh='))!;
    expect(refreshCookie).toMatch(/HttpOnly/i);
    expect(refreshCookie).toMatch(/SameSite=Strict/i);
    expect(refreshCookie).toMatch(/Path=\/api\/admin/i);
    expect(refreshCookie).toMatch(/Max-Age=\d+/i);
    const xsrfCookie = setCookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(xsrfCookie).not.toMatch(/HttpOnly/i);
    expect(xsrfCookie).toMatch(/SameSite=Strict/i);
    // Without remember-me the cookie lives only as long as the browser.
    const session = (await adminSession(false)).setCookies.find((c) => c.startsWith('hostel_refresh='))!;
    expect(session).not.toMatch(/Max-Age|Expires/i);
  });

  test(
    'rotates on every refresh; an old ' + 'cookie replayed after the grace ' + 'period is refused and ends the session',
    async () => {
      const { jar } = await adminSession();
      const first = await refresh(jar);
      expect(first.status).toBe(200);
      expect(typeof first.json.accessToken).toBe('string');
      const rotated = { ...jar, ...cookiesFrom(first.response) };
      expect(rotated.hostel_refresh).not.toBe(jar.hostel_refresh);

      const pastGrace = new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString();
      await t.ctx.db.run('UPDATE refresh_sessions SET rotated_at = ?', pastGrace);
      const replay = await refresh(jar);
      expect(replay.status).toBe(401);
      expect(replay.json.message).toBe('Your session has ended. Please log in again.');
      expect((await refresh(rotated)).status).toBe(401);
    },
  );

  test('two refreshes at once with one cookie (two tabs) both succeed and get the same new cookie', async () => {
    const { jar } = await adminSession();
    const [a, b] = await Promise.all([refresh(jar), refresh(jar)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [cookieA, cookieB] = [cookiesFrom(a.response).hostel_refresh, cookiesFrom(b.response).hostel_refresh];
    expect(cookieA).not.toBe(jar.hostel_refresh);
    expect(cookieB).toBe(cookieA);
    // A late third tab inside the grace period too; then the new cookie goes on rotating.
    expect((await refresh(jar)).status).toBe(200);
    expect((await refresh({ ...jar, hostel_refresh: cookieA })).status).toBe(200);
  });

  test('needs the XSRF header: missing, wrong, or without its cookie → 403, and the session is untouched', async () => {
    const { jar } = await adminSession();
    const before = (await snapshotDatabase(t.ctx.db)).refresh_sessions;
    for (const [label, headers] of [
      ['no header', { cookie: cookieHeader(jar) }],
      ['empty header', { cookie: cookieHeader(jar), 'x-xsrf-token': '' }],
      ['wrong header', { cookie: cookieHeader(jar), 'x-xsrf-token': 'forged' }],
      [
        'header but no XSRF cookie',
        { cookie: `hostel_refresh=${jar.hostel_refresh}`, 'x-xsrf-token': decodeURIComponent(jar['XSRF-TOKEN']) },
      ],
      [
        'cookie value sent as the header of another session',
        { cookie: cookieHeader({ ...jar, 'XSRF-TOKEN': 'a' }), 'x-xsrf-token': 'b' },
      ],
    ] as const) {
      const { status } = await t.call('POST', '/api/admin/refresh', { headers });
      expect({ label, status }).toEqual({ label, status: 403 });
      const logout = await t.call('POST', '/api/admin/logout', { headers });
      expect({ label, logout: logout.status }).toEqual({ label, logout: 403 });
    }
    expect((await snapshotDatabase(t.ctx.db)).refresh_sessions).toEqual(before);
    expect((await refresh(jar)).status).toBe(200);
  });
});

describe('brute force against the login', () => {
  const attempt = (username: string, password: string) => t.signIn({ username, password });

  test(
    'five wrong passwords lock the username (even the right ' +
      'password), with the wait; the lock lifts after the window',
    async () => {
      clock += WINDOW_MS + 1; // a window of its own: the clock never goes back
      for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? 'ADMIN' : 'admin', `Wrong@Pass${i}`)).status).toBe(401);
      const locked = await attempt('admin', TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.json.message).toBe('Too many failed login attempts. Try again in 15 minutes.');
      expect(Number(locked.response.headers.get('retry-after'))).toBe(WINDOW_MS / 1000);
      expect(locked.response.headers.getSetCookie()).toEqual([]);

      clock += WINDOW_MS - 60_000;
      const later = await attempt('Admin', TEST_PASSWORD);
      expect(later.status).toBe(429);
      expect(later.json.message).toBe('Too many failed login attempts. Try again in 1 minute.');

      clock += 60_001;
      expect((await attempt('admin', TEST_PASSWORD)).status).toBe(200);
    },
  );

  test('twenty failures from one address lock every username there until the window ends', async () => {
    clock += WINDOW_MS + 1;
    for (let i = 0; i < 20; i++) expect((await attempt(`user${i}`, 'Wrong@Pass1')).status).toBe(401);
    expect((await attempt('admin', TEST_PASSWORD)).status).toBe(429);
    expect((await attempt('someone_new', 'Wrong@Pass1')).status).toBe(429);
    clock += WINDOW_MS + 1;
    expect((await attempt('admin', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('username enumeration', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await startTestApp({ login: { perUsername: 1000, perAddress: 1000, windowMs: WINDOW_MS } });
  });
  afterAll(() => quiet?.stop());

  const timed = async (username: string) => {
    const started = performance.now();
    const result = await quiet.signIn({ username, password: 'Wrong@Pass1' });
    return { ...result, ms: performance.now() - started };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  test('an unknown user and a wrong password get the same response', async () => {
    const unknown = await timed('nobody_here');
    const wrong = await timed('admin');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(unknown.json).toEqual({ message: 'Invalid username or password' });
    const headerNames = (r: Response) => [...r.headers.keys()].sort();
    expect(headerNames(unknown.response)).toEqual(headerNames(wrong.response));
  });

  test('and take about as long (medians within 3x)', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push((await timed(`ghost_${i}`)).ms);
      wrong.push((await timed('admin')).ms);
    }
    const ratio = median(unknown) / median(wrong);
    console.log(
      `login failure medians: unknown user ${median(unknown).toFixed(1)} ms, ` +
        `wrong password ${median(wrong).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    );
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

describe('two-step sign-in', () => {
  const USERNAME = 'totp_target';
  const PASSWORD = 'Totp@Target1';
  let secret: string;
  let recoveryCodes: string[];
  const codeNow = () => totp(base32Decode(secret)!, clock / 1000);
  const nextStep = () => void (clock += 30_000);
  const newWindow = () => void (clock += WINDOW_MS + 1);

  async function challenge() {
    const { status, json } = await t.signIn({ username: USERNAME, password: PASSWORD });
    expect({ status, twoStep: json.twoStep }).toEqual({ status: 200, twoStep: 'code' });
    return json.challenge as string;
  }
  const codeStep = (challenge: string, code: string) =>
    t.call('POST', '/api/admin/login/two-step', { body: { challenge, code } });

  beforeAll(async () => {
    newWindow();
    await insertAdmin(t.ctx.db, USERNAME, await hashPassword(PASSWORD));
    const token = (await t.signIn({ username: USERNAME, password: PASSWORD })).json.accessToken;
    secret = (await t.call('POST', '/api/admin/two-step/setup', { token, body: { currentPassword: PASSWORD } })).json
      .data.secret;
    recoveryCodes = (await t.call('POST', '/api/admin/two-step/confirm', { token, body: { code: codeNow() } })).json
      .data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    nextStep();
  }, 60_000);

  test('a replayed code is refused: after a sign-in with it, and within its own step and the next', async () => {
    newWindow();
    const code = codeNow();
    expect((await codeStep(await challenge(), code)).status).toBe(200);
    const before = await snapshotDatabase(t.ctx.db);
    for (const wait of [0, 1000, 29_000]) {
      clock += wait;
      const replay = await codeStep(await challenge(), code);
      expect({ wait, status: replay.status, cookies: replay.response.headers.getSetCookie() }).toEqual({
        wait,
        status: 401,
        cookies: [],
      });
    }
    expect(await snapshotDatabase(t.ctx.db)).toEqual(before);
    nextStep();
  });

  test('one code sent twice at once signs in once; so does one recovery code', async () => {
    newWindow();
    const [a, b] = [await challenge(), await challenge()];
    const code = codeNow();
    const both = await Promise.all([codeStep(a, code), codeStep(b, code)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    const [c, d] = [await challenge(), await challenge()];
    const recovery = await Promise.all([codeStep(c, recoveryCodes[0]), codeStep(d, recoveryCodes[0])]);
    expect(recovery.map((r) => r.status).sort()).toEqual([200, 401]);
    nextStep();
  });

  test(
    'guessing codes with the right password: five wrong ' + 'codes lock the account, new challenges do not help',
    async () => {
      newWindow();
      let tried = 0;
      for (let i = 0; i < 5; i++) {
        const guess = String(123456 + i);
        if (guess === codeNow()) continue;
        tried++;
        expect((await codeStep(await challenge(), guess)).status).toBe(401);
      }
      expect(tried).toBeGreaterThanOrEqual(4);
      const held = tried < 5 ? await codeStep(await challenge(), '000001') : null;
      if (held) expect(held.status).toBe(401);
      const locked = await t.signIn({ username: USERNAME, password: PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.json).toEqual({ message: 'Too many failed login attempts. Try again in 15 minutes.' });
      newWindow();
      expect((await codeStep(await challenge(), codeNow())).status).toBe(200);
      nextStep();
    },
  );

  test('fifty guesses spread over two challenges: at most five are checked, the rest refused unread', async () => {
    newWindow();
    const challenges = await Promise.all([challenge(), challenge()]);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 50; i++) {
      const { status } = await codeStep(challenges[i % 2], String(100000 + i * 7919).slice(0, 6));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // At most five guesses are ever checked; the rest are refused unread.
    expect((statuses.get(401) ?? 0) + (statuses.get(200) ?? 0)).toBeLessThanOrEqual(5);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(45);
    newWindow();
  });

  test('forged challenges and the challenge as a bearer token: refused, nothing changed', async () => {
    newWindow();
    const genuine = await challenge();
    const [payload, mac] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const reSigned = async (changes: Record<string, unknown>) => {
      const body = b64url({ ...claims, ...changes });
      // Signed with the access tokens' secret itself, not the challenge key derived from it.
      const key = await crypto.subtle.importKey('raw', secretKey(), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));
      return `${body}.${Buffer.from(signature).toString('base64url')}`;
    };
    const adminId = (await t.ctx.db.get<{ id: string }>("SELECT id FROM admins WHERE username = 'admin'"))!.id;
    const accessToken = (await adminSession()).token;
    const before = await snapshotDatabase(t.ctx.db);
    for (const [label, forged] of [
      ['the admin named instead', `${b64url({ ...claims, sub: adminId })}.${mac}`],
      ['signed with the signing secret', await reSigned({ sub: adminId })],
      ['an access token', accessToken],
      [
        'alg none JWT',
        `${b64url({ alg: 'none' })}.${b64url({ sub: adminId, kind: 'code', exp: Date.now() + 60_000 })}.`,
      ],
      ['a thousand characters of junk', 'a'.repeat(1000)],
    ] as const) {
      for (const path of [
        '/api/admin/login/two-step',
        '/api/admin/login/two-step/setup',
        '/api/admin/login/two-step/confirm',
      ]) {
        const { status, json } = await t.call('POST', path, { body: { challenge: forged, code: codeNow() } });
        expect({ label, path, status, message: json.message }).toEqual({
          label,
          path,
          status: 401,
          message: 'This sign-in has expired or could not be verified. Please log in again.',
        });
      }
    }
    for (const route of protectedRoutes()) {
      const { path, body } = callFor(route);
      expect({ route: path, status: (await t.call(route.method, path, { body, token: genuine })).status }).toEqual({
        route: path,
        status: 403,
      });
    }
    expect(await snapshotDatabase(t.ctx.db)).toEqual(before);
  });
});
