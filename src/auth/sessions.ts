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

const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
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

/** Swaps the session's token for a new one; the old token is worthless from now on. */
export async function rotateSession(ctx: AppContext, db: Queries, presentedToken: string) {
  const presentedHash = hashToken(presentedToken);
  const session = await repo.findSessionByTokenHash(db, presentedHash);
  if (!session) return null;
  if (session.expiresAt <= new Date().toISOString()) {
    await repo.deleteSession(db, session.sessionId);
    return null;
  }
  const token = randomToken();
  const persistent = session.persistent === 1;
  const expiresAt = new Date(Date.now() + lifetimeMs(ctx, persistent)).toISOString();
  if (!(await repo.rotateSessionToken(db, session.sessionId, presentedHash, hashToken(token), expiresAt))) return null;
  return { ...session, token, persistent };
}

export async function closeSessionByToken(ctx: AppContext, presentedToken: string) {
  await repo.deleteSessionByTokenHash(ctx.db, hashToken(presentedToken));
}

export const newXsrfToken = randomToken;

/**
 * Removes the sessions past their expiry (refused already, but never deleted
 * otherwise) now and then every `everyMs`. stop() clears the timer.
 */
export const startExpiredSessionSweep = (db: Db, log: (line: string) => void, everyMs = DAY_MS) =>
  startDailyChore(db, 'expired sessions', () => repo.deleteExpiredSessions(db), log, 'Removing expired sessions failed', everyMs);
