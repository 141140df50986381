import { Elysia } from 'elysia';
import { jwt } from '@elysiajs/jwt';
import type { AppContext } from '../context';
import { earlierAnswer, idempotencyOf, keepAnswer, type Idempotency } from '../http/idempotency';
import { writesSeenCookie } from '../http/writes-seen';
import { requestWrites } from '../db/database';
import { HttpError } from '../http/errors';
import { requestBodies } from '../http/body-parse';
import { clientAddress } from '../http/client-address';
import { findLiveSession, hostelsOfAdmin, type SessionIdentity } from './repo';
import { may, mayEver, refusal, type Account, type Action, type Target } from './permissions';

export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export const CHOOSE_OWN_PASSWORD = 'Please choose your own password before you go on.';

/**
 * Writes anyone may call: signing in (the two-step calls carry the challenge
 * the right password earned), and the cookie calls that guard themselves
 * (refresh token + XSRF header).
 */
export const PUBLIC_WRITES = new Set([
  '/api/admin/login',
  '/api/admin/login/two-step',
  '/api/admin/login/two-step/setup',
  '/api/admin/login/two-step/confirm',
  // The institute directory's sign-in: limited as sign-in is, and its password checked by the directory.
  '/api/admin/ldap/login',
  '/api/admin/refresh',
  '/api/admin/logout',
  // A forgotten password: limited as sign-in is; only a link from the account's mailbox changes anything.
  '/api/admin/password-reset',
  '/api/admin/password-reset/link',
  '/api/admin/password-reset/new-password',
  // A visitor's message to the office: it guards itself (a signed form time, a hidden field, a limit per address).
  '/api/feedback',
  // Subscribing guards itself as feedback does; a mail's links carry a signed token (modules/subscriptions).
  '/api/subscriptions',
  '/api/subscriptions/confirm',
  '/api/subscriptions/choices',
  '/api/subscriptions/unsubscribe',
]);
/** The only write an account with a temporary password may make. */
const OWN_PASSWORD_WRITE = '/api/admin/password';

/** The account behind a valid token: its session, and what it may do. */
type Verified = SessionIdentity & { account: Account };
/** A signed-in account making a request: also the actor its writes record, from its address. */
/**
 * An account making a request: from where, and the write's
 * Idempotency-Key (its claim commits with the write's activity entry).
 */
export type SignedIn = Verified & { address: string; idempotency: Idempotency | null };
type Identity = Verified | 'missing' | 'invalid';

/**
 * The signer and verifier of access tokens, as `accessJwt`; a
 * named plugin, so Elysia keeps one per secret and lifetime.
 */
const accessTokens = (ctx: AppContext) =>
  jwt({ name: 'accessJwt', secret: ctx.secret, exp: `${ctx.config.accessTokenSeconds}s` });

type Verifier = { verify(token?: string, options?: Record<string, unknown>): Promise<false | Record<string, unknown>> };
const verifierOf = (tokens: ReturnType<typeof accessTokens>) => tokens.decorator.accessJwt as Verifier;

// Only our own algorithm, and only tokens that expire: never
// `alg: none`, never another HMAC, never a token without `exp`.
const VERIFY_OPTIONS = { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] };

// A request is identified once, whether by the write gate, a route's guard, or both.
const identities = new WeakMap<Request, Promise<Identity>>();

async function resolveIdentity(ctx: AppContext, verifier: Verifier, authorization: string | null): Promise<Identity> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return 'missing';
  const claims = await verifier.verify(token.trim(), VERIFY_OPTIONS);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return 'invalid';
  const session = await findLiveSession(ctx.db, claims.sid, claims.sub);
  if (!session) return 'invalid';
  const hostels = session.role === 'warden' ? await hostelsOfAdmin(ctx.db, session.adminId) : [];
  return { ...session, account: { id: session.adminId, role: session.role, hostels } };
}

function identify(ctx: AppContext, verifier: Verifier, request: Request): Promise<Identity> {
  let identity = identities.get(request);
  if (!identity) {
    identity = resolveIdentity(ctx, verifier, request.headers.get('authorization'));
    identities.set(request, identity);
  }
  return identity;
}

function requireAdmin(identity: Identity): Verified {
  if (identity === 'missing') throw new HttpError(401, LOGIN_REQUIRED);
  if (identity === 'invalid') throw new HttpError(403, SESSION_EXPIRED);
  return identity;
}

// For the OpenAPI document (http/openapi/): which routes take a bearer token, and which show admins more.
const BEARER = { security: [{ bearer: [] as string[] }] };
const BEARER_OPTIONAL = { security: [{}, { bearer: [] as string[] }] as Record<string, string[]>[] };

/** Refuses (403, nothing changed) an action the account may not do to this target. */
export function requireMay(account: Account, action: Action, target?: Target) {
  if (!may(account, action, target)) throw new HttpError(403, refusal(account, action));
}

/**
 * Access tokens: short-lived HS256 JWTs naming the admin and the refresh
 * session they came from, so ending the session ends its tokens too.
 * `{ admin: true }` on a route demands one (401 without, 403 when invalid or
 * expired: the client refreshes once on 403); `{ may: action }` demands one
 * whose role may do the action at all (a warden's reach over its hostels or
 * its own items is then checked by the handler with `requireMay`, which knows
 * the target); `{ viewer: true }` tells
 * whether an admin is asking, for reads that show admins more: no bearer
 * token is a visitor, a bearer token that does not hold is a 403 as well.
 * A route with `admin` or `may` has its body read by http/body-parse.ts; its
 * writes record their activity entries themselves (the modules' service.ts).
 */
export function adminAuth(ctx: AppContext) {
  const tokens = accessTokens(ctx);
  const verifier = verifierOf(tokens);
  // Named, and seeded with what makes one app's plugin differ from
  // another's: Elysia applies it once however often it is used.
  return new Elysia({ name: 'admin-auth', seed: ctx.config.dataDir })
    .use(tokens)
    .use(requestBodies)
    .macro({
      admin: {
        readsBody: true,
        detail: BEARER,
        async resolve({ request, server }): Promise<{ admin: SignedIn }> {
          const admin = requireAdmin(await identify(ctx, verifier, request));
          return {
            admin: {
              ...admin,
              address: clientAddress(ctx.config.trustedProxies, request, server),
              idempotency: idempotencyOf(request),
            },
          };
        },
      },
      may: (action: Action) => ({
        readsBody: true,
        detail: BEARER,
        async resolve({ request, server }): Promise<{ admin: SignedIn }> {
          const admin = requireAdmin(await identify(ctx, verifier, request));
          if (!mayEver(admin.account, action)) throw new HttpError(403, refusal(admin.account, action));
          return {
            admin: {
              ...admin,
              address: clientAddress(ctx.config.trustedProxies, request, server),
              idempotency: idempotencyOf(request),
            },
          };
        },
      }),
      viewer: {
        detail: BEARER_OPTIONAL,
        async resolve({ request }): Promise<{ isAdmin: boolean; viewer: Verified | null }> {
          if (!request.headers.get('authorization')) return { isAdmin: false, viewer: null };
          const identity = await identify(ctx, verifier, request);
          // An expired token gets 403 so the console refreshes it and asks again: read as a visitor's,
          // its list would silently lose the inactive events and staff-only files.
          if (identity === 'invalid') throw new HttpError(403, SESSION_EXPIRED);
          return identity === 'missing' ? { isAdmin: false, viewer: null } : { isAdmin: true, viewer: identity };
        },
      },
    });
}

/**
 * Every write under /api but PUBLIC_WRITES needs an admin (one with a
 * temporary password may only choose its own), checked when the
 * request arrives: before its body is read (an anonymous caller cannot make
 * the server parse a 30 MB upload) and before validation (an anonymous caller
 * learns nothing about the fields). A new write route is protected even if
 * it forgets `{ admin: true }`.
 *
 * It wraps Elysia's request function, where a read goes straight through:
 * an async request hook would make Elysia respond to every request through a
 * promise, the public pages and lists too. A refused write is thrown from the
 * (synchronous) request hook, so the error handling responds to it like any other.
 */
export function adminWriteGate(ctx: AppContext) {
  const verifier = verifierOf(accessTokens(ctx));
  const refusals = new WeakMap<Request, unknown>();

  /** The admin's write let through, with its key; or the answer a resend of it gets again. */
  async function check(
    request: Request,
  ): Promise<{ accountId: string; idempotency: Idempotency | null; answered: Response | null } | null> {
    const path = new URL(request.url).pathname;
    const route = path.replace(/\/+$/, '');
    if (!path.startsWith('/api/') || PUBLIC_WRITES.has(route)) return null;
    const admin = requireAdmin(await identify(ctx, verifier, request));
    if (admin.passwordIsTemporary && route !== OWN_PASSWORD_WRITE) throw new HttpError(403, CHOOSE_OWN_PASSWORD);
    const idempotency = idempotencyOf(request);
    const answered = idempotency && (await earlierAnswer(ctx.db, admin.adminId, idempotency));
    return { accountId: admin.adminId, idempotency, answered };
  }

  return new Elysia({ name: 'admin-write-gate' })
    .wrap((handle, request) => (context: unknown) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return handle(context);
      const checked = check(request).catch((refused: unknown) => void refusals.set(request, refused));
      return checked.then(async (passed) => {
        if (passed?.answered) return passed.answered;
        const written = { last: null as number | null };
        const response = await requestWrites.run(written, () => handle(context));
        if (!passed || !(response instanceof Response)) return response;
        // An admin's save: whichever instance they read through next sees it (http/writes-seen.ts).
        if (written.last !== null && response.ok)
          response.headers.append('Set-Cookie', writesSeenCookie(written.last, ctx.config.https));
        if (!passed.idempotency) return response;
        // Kept before it is sent: a resend arriving after it always finds it.
        if (response.ok) await keepAnswer(ctx.db, passed.accountId, passed.idempotency, response);
        // A 409 from the claim: the same write, sent again while the first ran, gets the first's answer.
        else if (response.status === 409)
          return (await earlierAnswer(ctx.db, passed.accountId, passed.idempotency)) ?? response;
        return response;
      }) as never;
    })
    .onRequest(({ request }) => {
      const refused = refusals.get(request);
      if (refused) throw refused;
    });
}
