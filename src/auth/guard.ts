import { Elysia } from 'elysia';
import { jwt } from '@elysiajs/jwt';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { findLiveSession, type SessionIdentity } from './repo';

export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

type Verifier = { verify(token?: string): Promise<false | Record<string, unknown>> };

async function identify(ctx: AppContext, verifier: Verifier, authorization: string | undefined) {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return 'missing' as const;
  const claims = await verifier.verify(token);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return 'invalid' as const;
  return findLiveSession(ctx.db, claims.sid, claims.sub) ?? ('invalid' as const);
}

/**
 * Access tokens: short-lived HS256 JWTs naming the admin and the refresh
 * session they came from, so ending the session ends its tokens too.
 * `{ admin: true }` on a route demands one (401 without, 403 when invalid or
 * expired: the client refreshes once on 403); `{ viewer: true }` only tells
 * whether an admin is asking, for reads that show admins more.
 */
export function adminAuth(ctx: AppContext) {
  return new Elysia()
    .use(jwt({ name: 'accessJwt', secret: ctx.secret, exp: `${ctx.config.accessTokenSeconds}s` }))
    .macro({
      admin: {
        async resolve({ headers, accessJwt }) {
          const identity = await identify(ctx, accessJwt, headers.authorization);
          if (identity === 'missing') throw new HttpError(401, LOGIN_REQUIRED);
          if (identity === 'invalid') throw new HttpError(403, SESSION_EXPIRED);
          return { admin: identity as SessionIdentity };
        },
      },
      viewer: {
        async resolve({ headers, accessJwt }) {
          if (!headers.authorization) return { isAdmin: false };
          return { isAdmin: typeof (await identify(ctx, accessJwt, headers.authorization)) === 'object' };
        },
      },
    });
}
