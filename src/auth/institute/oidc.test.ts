// Sign-in through the institute's OpenID Connect provider (panva's
// oidc-provider in this process): the code flow with PKCE, state and nonce,
// an identity bound at its first sign-in and matched by issuer and `sub` after,
// the same session a password opens, and refusals that say why.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestCa } from '../../../scripts/test-certificates';
import { type TestApp, startTestApp } from '../../testing';
import { addLinkedAccount, ok } from '../../testing/fixtures';
import {
  type ProviderAccount,
  TEST_CLIENT,
  type TestOidcProvider,
  startOidcProvider,
  throughProvider,
} from '../../testing/oidc-provider';
import { oidcProvider } from './oidc';
import { SIGNED_OUT_BECAUSE, UNREACHABLE_MS, WITHOUT_GRANT_MS, recheckSession } from './recheck';
import { REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../sessions';
import { setTwoStepRequired } from '../two-step';
import { seal } from '../sealed';
import { FLOW_COOKIE, sealFlow } from './oidc-routes';

setDefaultTimeout(60_000);

const CALLBACK = 'http://localhost/api/admin/oidc/callback';
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider([CALLBACK]);
  const oidc = {
    issuer: provider.issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    ca: null,
    domain: null,
  };
  t = await startTestApp({ institute: { oidc, ldap: null } });
});
afterAll(async () => {
  await t?.stop();
  await provider?.stop();
});

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

/** The site's /start: where it sends the browser, and the flow cookie it sets. */
async function start(from = '/admin/notifications', remember = true) {
  const started = await t.call(
    'GET',
    `/api/admin/oidc/start?${new URLSearchParams({ from, remember: String(remember) })}`,
  );
  expect(started.status).toBe(303);
  return { location: started.response.headers.get('location')!, flowCookie: cookieOf(started.response, FLOW_COOKIE)! };
}

/** The callback as the browser comes back to it: the provider's answer and the flow cookie. */
const callback = (answer: URL, flowCookie: string) =>
  t.call('GET', `${answer.pathname}${answer.search}`, { headers: { cookie: flowCookie } });

/** Signs `login` in at the provider and follows the site's callback: the callback's response. */
async function signInAs(login: string, from?: string) {
  const { location, flowCookie } = await start(from);
  return callback(await throughProvider(location, login), flowCookie);
}

/** The session a callback opened, taken up as the console does on the sign-in page. */
async function takeUp(response: Response) {
  const refresh = cookieOf(response, REFRESH_COOKIE);
  const xsrf = cookieOf(response, XSRF_COOKIE);
  expect(refresh).toBeDefined();
  return t.call('POST', '/api/admin/refresh', {
    headers: { cookie: `${refresh}; ${xsrf}`, [XSRF_HEADER]: xsrf!.split('=')[1] },
  });
}

const linkedAccount = (username: string, instituteLogin: string) =>
  addLinkedAccount(t, username, 'oidc', instituteLogin);

describe('signing in through the provider', () => {
  test('start sends the browser to the provider with PKCE, state and nonce, in a Lax cookie of its own', async () => {
    const started = await t.call('GET', '/api/admin/oidc/start?from=%2Fadmin%2Fevents');
    const location = new URL(started.response.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    for (const parameter of ['state', 'nonce', 'code_challenge'])
      expect(location.searchParams.get(parameter)).toBeTruthy();
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const flow = started.response.headers.getSetCookie().find((cookie) => cookie.startsWith(FLOW_COOKIE))!;
    expect(flow).toContain('SameSite=Lax');
    expect(flow).toContain('HttpOnly');
    expect(flow).toContain('Path=/api/admin/oidc');
  });

  test('a linked account lands in the console on the page it came from, with its own role', async () => {
    await linkedAccount('warden_kumar', 'R.Kumar@example.edu');
    provider.setAccount('kumar-sub', { email: 'r.kumar@example.edu' });
    const landed = await signInAs('kumar-sub', '/admin/notifications');
    expect(landed.status).toBe(303);
    const to = new URL(landed.response.headers.get('location')!, 'http://localhost');
    expect(to.pathname).toBe('/admin/login');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      institute: 'signed-in',
      from: '/admin/notifications',
      remember: 'true',
    });
    for (const cookie of landed.response.headers.getSetCookie().filter((each) => !each.startsWith(FLOW_COOKIE)))
      expect(cookie).toContain('SameSite=Strict');
    const session = await takeUp(landed.response);
    expect(session.json).toMatchObject({ username: 'warden_kumar', role: 'editor', signIn: 'oidc' });
    const entry = (await t.admin('GET', '/api/admin/activity?action=sign-in')).json.entries[0];
    expect(entry.actor).toBe('warden_kumar');
    expect(entry.changes).toEqual([{ field: 'way', before: '', after: expect.stringContaining('OpenID Connect') }]);
  });

  test('after the first sign-in the identity, not the address, is what signs in', async () => {
    await linkedAccount('office_rao', 'rao@example.edu');
    provider.setAccount('rao-sub', { email: 'rao@example.edu' });
    expect(await takeUp((await signInAs('rao-sub')).response)).toMatchObject({ status: 200 });
    // Someone else given the old address at the institute does not become office_rao.
    provider.setAccount('rao-sub', { email: 'rao.new@example.edu' });
    provider.setAccount('newcomer-sub', { email: 'rao@example.edu' });
    expect((await takeUp((await signInAs('rao-sub')).response)).json.username).toBe('office_rao');
    const stranger = await signInAs('newcomer-sub');
    expect(stranger.response.headers.get('location')).toContain('institute=unknown');
  });

  test('an identity no account is linked to, or an address not verified, is refused with why', async () => {
    provider.setAccount('stranger-sub', { email: 'stranger@example.edu' });
    const refused = await signInAs('stranger-sub', '/admin/events');
    expect(refused.response.headers.get('location')).toBe('/admin/login?institute=unknown&from=%2Fadmin%2Fevents');
    expect(cookieOf(refused.response, REFRESH_COOKIE)).toBeUndefined();
    await linkedAccount('unverified', 'unverified@example.edu');
    provider.setAccount('unverified-sub', { email: 'unverified@example.edu', emailVerified: false });
    expect((await signInAs('unverified-sub')).response.headers.get('location')).toContain('institute=unknown');
    const log = await t.admin('GET', '/api/admin/activity?action=failed%20sign-in');
    expect(log.json.entries[0].changes).toContainEqual(
      expect.objectContaining({ field: 'reason', after: 'no account is linked to this identity' }),
    );
  });

  test('a disabled account is refused', async () => {
    const id = await linkedAccount('gone_soon', 'gone@example.edu');
    provider.setAccount('gone-sub', { email: 'gone@example.edu' });
    await t.admin('PUT', `/api/admin/accounts/${id}`, { disabled: true });
    expect((await signInAs('gone-sub')).response.headers.get('location')).toContain('institute=disabled');
  });
});

describe('an identity no account is linked to, where owners let it ask for one', () => {
  test('its first sign-in asks; until an owner approves, its sign-in says so; approved, it signs in', async () => {
    const allowed = await t.admin('PUT', '/api/admin/accounts/requests', { allowed: true });
    expect(allowed.json.data).toEqual({ allowed: true });
    // The owner chose to hear of requests.
    const owner = (await t.admin('GET', '/api/admin/accounts')).json[0]._id;
    await ok(t.admin('PUT', `/api/admin/accounts/${owner}`, { email: 'office@example.edu' }));
    await ok(t.admin('PUT', '/api/admin/mail/mine', { chosen: ['account request'] }));
    try {
      provider.setAccount('asking-sub', { email: 'new.warden@example.edu' });
      const asked = await signInAs('asking-sub');
      expect(asked.response.headers.get('location')).toContain('institute=awaiting');
      const account = (await t.admin('GET', '/api/admin/accounts')).json.find(
        (each: { instituteLogin: string | null }) => each.instituteLogin === 'new.warden@example.edu',
      );
      expect(account).toMatchObject({
        username: 'new_warden',
        signIn: 'oidc',
        disabled: true,
        awaitingApproval: true,
        role: 'warden',
      });
      const mailed = await t.ctx.db.all<{ to: string; subject: string }>(
        'SELECT to_address AS "to", subject FROM mail_outbox WHERE subject LIKE \'%asks for an account%\'',
      );
      expect(mailed).toEqual([{ to: 'office@example.edu', subject: expect.stringContaining('new.warden@') }]);
      expect((await signInAs('asking-sub')).response.headers.get('location')).toContain('institute=awaiting');
      const approved = await t.admin('PUT', `/api/admin/accounts/${account._id}`, { role: 'editor', disabled: false });
      expect(approved.json.data).toMatchObject({ awaitingApproval: false, disabled: false, role: 'editor' });
      expect((await takeUp((await signInAs('asking-sub')).response)).json.username).toBe('new_warden');
    } finally {
      await t.admin('PUT', '/api/admin/accounts/requests', { allowed: false });
    }
    provider.setAccount('refused-sub', { email: 'someone.else@example.edu' });
    expect((await signInAs('refused-sub')).response.headers.get('location')).toContain('institute=unknown');
  });
});

describe('two-step sign-in', () => {
  test("the provider's second factor (amr) meets 'two-step required'; without one, ours is asked", async () => {
    await setTwoStepRequired(t.ctx.db, true);
    try {
      await linkedAccount('with_mfa', 'mfa@example.edu');
      provider.setAccount('mfa-sub', { email: 'mfa@example.edu', amr: ['pwd', 'otp'] });
      const strong = await signInAs('mfa-sub');
      expect(strong.response.headers.get('location')).toContain('institute=signed-in');
      await linkedAccount('password_only', 'pwd@example.edu');
      provider.setAccount('pwd-sub', { email: 'pwd@example.edu', amr: ['pwd'] });
      const weak = await signInAs('pwd-sub', '/admin?panel=events');
      const location = new URL(weak.response.headers.get('location')!, 'http://localhost');
      expect(location.pathname + location.search).toBe(
        `/admin/login?from=${encodeURIComponent('/admin?panel=events')}`,
      );
      const [step, challenge] = location.hash.slice(1).split('=');
      expect(step).toBe('setup');
      expect(cookieOf(weak.response, REFRESH_COOKIE)).toBeUndefined();
      // The challenge goes on as a password sign-in's would: setting two-step up, and the session after it.
      const setup = await t.call('POST', '/api/admin/login/two-step/setup', { body: { challenge } });
      expect(setup.status).toBe(200);
    } finally {
      await setTwoStepRequired(t.ctx.db, false);
    }
  });
});

describe('a callback that does not hold is refused', () => {
  beforeAll(async () => {
    await linkedAccount('state_test', 'state@example.edu');
    provider.setAccount('state-sub', { email: 'state@example.edu' });
  });

  test('a wrong state', async () => {
    const { location, flowCookie } = await start();
    const answer = await throughProvider(location, 'state-sub');
    answer.searchParams.set('state', 'forged-state');
    const refused = await callback(answer, flowCookie);
    expect(refused.response.headers.get('location')).toContain('institute=refused');
    expect(cookieOf(refused.response, REFRESH_COOKIE)).toBeUndefined();
  });

  test('a wrong nonce: the ID token was issued for another sign-in', async () => {
    const { location, flowCookie } = await start();
    const answer = await throughProvider(location, 'state-sub');
    const sealed = decodeURIComponent(flowCookie.split('=')[1]);
    const flow = JSON.parse(Buffer.from(sealed.split('.')[0], 'base64url').toString());
    const forged = `${FLOW_COOKIE}=${sealFlow(t.ctx.secret, { ...flow, nonce: 'another-nonce' })}`;
    const refused = await callback(answer, forged);
    expect(refused.response.headers.get('location')).toContain('institute=refused');
    const log = await t.admin('GET', '/api/admin/activity?action=failed%20sign-in');
    expect(JSON.stringify(log.json.entries[0].changes)).toContain('nonce');
  });

  test('no flow cookie, or a forged one: the sign-in is started again', async () => {
    const { location } = await start();
    const answer = await throughProvider(location, 'state-sub');
    expect((await callback(answer, '')).response.headers.get('location')).toContain('institute=expired');
    expect((await callback(answer, `${FLOW_COOKIE}=eyJ9.forged`)).response.headers.get('location')).toContain(
      'institute=expired',
    );
  });

  test('a page to come back to on another site is not followed', async () => {
    const { location, flowCookie } = await start('https://evil.example/admin');
    const landed = await callback(await throughProvider(location, 'state-sub'), flowCookie);
    expect(landed.response.headers.get('location')).toContain(`from=${encodeURIComponent('/admin')}&`);
  });
});

test('the provider down: the sign-in page says so, and a local owner still signs in', async () => {
  const down = await startTestApp({
    institute: {
      oidc: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: null, ca: null, domain: null },
      ldap: null,
    },
  });
  try {
    const started = await down.call('GET', '/api/admin/oidc/start');
    expect(started.response.headers.get('location')).toBe('/admin/login?institute=unavailable&from=%2Fadmin');
    expect((await down.signIn({ username: 'admin', password: process.env.HOSTEL_ADMIN_PASSWORD! })).status).toBe(200);
  } finally {
    await down.stop();
  }
});

test('with --oidc-domain, an identity of another domain is refused (hd or tid, as the provider says)', async () => {
  const oidc = {
    issuer: provider.issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    ca: null,
    domain: 'example.edu',
  };
  const strict = await startTestApp({ institute: { oidc, ldap: null } });
  try {
    await addLinkedAccount(strict, 'outsider', 'oidc', 'outsider@example.edu');
    provider.setAccount('outsider-sub', { email: 'outsider@example.edu' });
    const started = await strict.call('GET', '/api/admin/oidc/start');
    const answer = await throughProvider(started.response.headers.get('location')!, 'outsider-sub');
    const refused = await strict.call('GET', `${answer.pathname}${answer.search}`, {
      headers: { cookie: cookieOf(started.response, FLOW_COOKIE)! },
    });
    // The test provider names no hosted domain: the identity is not shown to be the institute's.
    expect(refused.response.headers.get('location')).toContain('institute=refused');
    const log = await strict.admin('GET', '/api/admin/activity?action=failed%20sign-in');
    expect(JSON.stringify(log.json.entries[0].changes)).toContain('not of example.edu');
  } finally {
    await strict.stop();
  }
});

test("--oidc-ca-cert: a provider signed by the institute's own CA is trusted through it, and only then", async () => {
  const folder = mkdtempSync(join(tmpdir(), 'hostel-oidc-ca-'));
  const ca = makeTestCa(folder);
  const certificate = ca.issue(['127.0.0.1']);
  const secured = await startOidcProvider([CALLBACK], { cert: certificate.cert, key: certificate.key });
  const settings = { issuer: secured.issuer, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, domain: null };
  const trusting = await startTestApp({ institute: { oidc: { ...settings, ca: ca.cert }, ldap: null } });
  const untrusting = await startTestApp({ institute: { oidc: { ...settings, ca: null }, ldap: null } });
  try {
    const started = await trusting.call('GET', '/api/admin/oidc/start');
    expect(started.response.headers.get('location')).toStartWith(`${secured.issuer}/auth?`);
    const refused = await untrusting.call('GET', '/api/admin/oidc/start');
    expect(refused.response.headers.get('location')).toBe('/admin/login?institute=unavailable&from=%2Fadmin');
  } finally {
    await trusting.stop();
    await untrusting.stop();
    await secured.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('without a provider set up, its routes say so', async () => {
  const plain = await startTestApp();
  try {
    expect((await plain.call('GET', '/api/admin/oidc/start')).status).toBe(404);
  } finally {
    await plain.stop();
  }
});

describe('leaving the institute means leaving the site', () => {
  /** A live session of a newly linked account signed in through the provider: its id and how to refresh it. */
  async function signedInSession(username: string, login: string, account: Partial<ProviderAccount> = {}) {
    await linkedAccount(username, `${login}@example.edu`);
    provider.setAccount(login, { email: `${login}@example.edu`, ...account });
    const landed = await signInAs(login);
    const taken = await takeUp(landed.response);
    expect(taken.status).toBe(200);
    const sessionId = (await t.ctx.db.get<{ id: string }>(
      'SELECT s.id AS id FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id WHERE a.username = ?',
      username,
    ))!.id;
    return { sessionId, refresh: () => takeUp(taken.response) };
  }

  const signOutReason = async (username: string) =>
    (await t.admin('GET', `/api/admin/activity?action=sign-out&actor=${username}`)).json.entries[0]?.changes[0]?.after;

  test('an identity disabled at the provider is signed out at the next recheck, and the log says why', async () => {
    const { sessionId } = await signedInSession('leaver_one', 'leaver1');
    expect(await recheckSession(t.ctx, sessionId)).toBe(true);
    provider.setAccount('leaver1', { email: 'leaver1@example.edu', disabled: true });
    expect(await recheckSession(t.ctx, sessionId)).toBe(false);
    expect(await t.ctx.db.get('SELECT 1 FROM refresh_sessions WHERE id = ?', sessionId)).toBeNull();
    expect(await signOutReason('leaver_one')).toBe(SIGNED_OUT_BECAUSE.refused);
  });

  test('a token refresh asks the institute too', async () => {
    const { refresh } = await signedInSession('leaver_two', 'leaver2');
    provider.setAccount('leaver2', { email: 'leaver2@example.edu', disabled: true });
    expect((await refresh()).status).toBe(401);
  });

  test('rechecks of one session at once use each provider token once: the grant survives', async () => {
    const { sessionId } = await signedInSession('many_tabs', 'tabs');
    const before = provider.refreshes();
    const answers = await Promise.all(Array.from({ length: 5 }, () => recheckSession(t.ctx, sessionId)));
    expect(answers).toEqual([true, true, true, true, true]);
    expect(provider.refreshes() - before).toBe(5);
    // A token used twice would have revoked the grant: the next recheck would fail.
    expect(await recheckSession(t.ctx, sessionId)).toBe(true);
  });

  test('its refresh token is kept sealed; one sealed under another secret ends the session', async () => {
    const { sessionId } = await signedInSession('sealed_one', 'sealed1');
    const row = await t.ctx.db.get<{ grant: string }>(
      'SELECT institute_grant AS "grant" FROM refresh_sessions WHERE id = ?',
      sessionId,
    );
    expect(row!.grant).toStartWith('v1.');
    expect(await recheckSession(t.ctx, sessionId)).toBe(true);
    const foreign = seal('another site secret', 'institute grants', 'a-refresh-token');
    await t.ctx.db.run('UPDATE refresh_sessions SET institute_grant = ? WHERE id = ?', foreign, sessionId);
    expect(await recheckSession(t.ctx, sessionId)).toBe(false);
    expect(await signOutReason('sealed_one')).toBe(SIGNED_OUT_BECAUSE.unreadable);
  });

  test('without a refresh token, a session lasts an hour', async () => {
    const { sessionId } = await signedInSession('no_grant', 'nogrant', { refreshToken: false });
    expect(await t.ctx.db.get('SELECT institute_grant FROM refresh_sessions WHERE id = ?', sessionId)).toEqual({
      institute_grant: null,
    });
    expect(await recheckSession(t.ctx, sessionId)).toBe(true);
    const hourAgo = new Date(Date.now() - WITHOUT_GRANT_MS - 1000).toISOString();
    await t.ctx.db.run('UPDATE refresh_sessions SET created_at = ? WHERE id = ?', hourAgo, sessionId);
    expect(await recheckSession(t.ctx, sessionId)).toBe(false);
    expect(await signOutReason('no_grant')).toBe(SIGNED_OUT_BECAUSE.hourOver);
  });

  test('the institute unreachable: a session lives 15 more minutes, then ends', async () => {
    const { sessionId } = await signedInSession('far_away', 'faraway');
    const reachable = t.ctx.institute;
    const down = oidcProvider({
      issuer: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: null,
      ca: null,
      domain: null,
    });
    t.ctx.institute = { oidc: down, ldap: null };
    try {
      expect(await recheckSession(t.ctx, sessionId)).toBe(true);
      const since = new Date(Date.now() - UNREACHABLE_MS - 1000).toISOString();
      await t.ctx.db.run('UPDATE refresh_sessions SET institute_unreachable_since = ? WHERE id = ?', since, sessionId);
      expect(await recheckSession(t.ctx, sessionId)).toBe(false);
      expect(await signOutReason('far_away')).toBe(SIGNED_OUT_BECAUSE.unreachable);
    } finally {
      t.ctx.institute = reachable;
    }
  });
});
