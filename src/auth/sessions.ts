// Refresh sessions: a random token in an httpOnly cookie, stored only as its
// hash, rotated on every refresh. Remember-me makes the cookie persistent;
// without it the cookie dies with the browser and the session within a day.
import type { AppContext } from '../context';
import { DAY_MS, startDailyChore } from '../db/daily-chore';
import type { Db, Queries } from '../db/database';
import * as repo from './repo';

export const REFRESH_COOKIE = 'hostel_refresh';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
export const hashToken = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex');

function lifetimeMs(ctx: AppContext, persistent: boolean) {
  return persistent ? ctx.config.rememberDays * DAY_MS : DAY_MS;
}

export async function openSession(ctx: AppContext, db: Queries, adminId: string, persistent: boolean) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + lifetimeMs(ctx, persistent)).toISOString();
  const sessionId = await repo.insertSession(db, adminId, hashToken(token), persistent, expiresAt);
  return { sessionId, token, persistent };
}

/** How long a just-rotated token still refreshes: two tabs refreshing at once with one cookie both succeed. */
export const REFRESH_GRACE_MS = 10_000;

/**
 * A rotation's new token comes from the one presented, so a
 * second refresh with it in the grace period gets the same token.
 */
const successorOf = (secret: string, presentedToken: string) =>
  new Bun.CryptoHasher('sha256', secret).update(presentedToken).digest('base64url');

/**
 * Swaps the session's token for a new one. The old token gets the same
 * new one for REFRESH_GRACE_MS; presented later, it is a replay and ends the session.
 */
export async function rotateSession(ctx: AppContext, db: Queries, presentedToken: string) {
  const presentedHash = hashToken(presentedToken);
  const token = successorOf(ctx.secret, presentedToken);
  const now = new Date();
  const session = await repo.findSessionByTokenHash(db, presentedHash);
  if (session) {
    if (session.expiresAt <= now.toISOString()) {
      await repo.deleteSession(db, session.sessionId);
      return null;
    }
    const persistent = session.persistent === 1;
    const expiresAt = new Date(now.getTime() + lifetimeMs(ctx, persistent)).toISOString();
    if (
      await repo.rotateSessionToken(
        db,
        session.sessionId,
        presentedHash,
        hashToken(token),
        expiresAt,
        now.toISOString(),
      )
    ) {
      return { ...session, token, persistent };
    }
  }
  const rotated = await repo.findSessionByPreviousTokenHash(db, presentedHash);
  if (!rotated) return null;
  const inGrace =
    Date.parse(rotated.rotatedAt) + REFRESH_GRACE_MS >= now.getTime() && rotated.expiresAt > now.toISOString();
  if (inGrace && rotated.tokenHash === hashToken(token))
    return { ...rotated, token, persistent: rotated.persistent === 1 };
  await repo.deleteSession(db, rotated.sessionId);
  return null;
}

export async function closeSessionByToken(ctx: AppContext, presentedToken: string) {
  await repo.deleteSessionByTokenHash(ctx.db, hashToken(presentedToken));
}

export const newXsrfToken = randomToken;

/**
 * Removes the sessions past their expiry (refused already, but never deleted
 * otherwise) now and then every `everyMs`. stop() clears the timer.
 */
export const startExpiredSessionSweep = (db: Db, warn: (line: string) => void, everyMs = DAY_MS) =>
  startDailyChore(
    db,
    'expired sessions',
    () => repo.deleteExpiredSessions(db),
    warn,
    'Removing expired sessions failed',
    everyMs,
  );
