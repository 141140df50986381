// Leaving the institute means leaving the site: each live session of an
// institute account is asked about again every few minutes, idle ones
// included, and at every token refresh. The provider is asked with the
// session's refresh token; without one a session lasts an hour, and while the
// institute cannot be reached a session lives 15 more minutes. One recheck of
// a session at a time, across tabs and instances: a provider that rotates its
// refresh tokens revokes the whole grant when one is used twice.
import type { AppContext } from '../../context';
import { startDailyChore } from '../../db/daily-chore';
import * as repo from '../repo';
import { openGrant, sealGrant } from './grants';

/** How often every institute session is rechecked: one taken away at the institute ends within 15 minutes. */
export const RECHECK_EVERY_MS = 5 * 60_000;
export const WITHOUT_GRANT_MS = 60 * 60_000;
export const UNREACHABLE_MS = 15 * 60_000;

/** Why a session ended, as the activity log says it. */
export const SIGNED_OUT_BECAUSE = {
  refused: 'the institute no longer signs this identity in',
  unreachable: 'the institute could not be reached for 15 minutes',
  hourOver: 'an hour passed, and the institute gave no refresh token to ask it again',
  unreadable: 'what the session is rechecked with was sealed under another signing secret',
};

async function end(ctx: AppContext, session: repo.InstituteSession, reason: string) {
  await ctx.db.write(async (tx) => {
    await repo.deleteSession(tx, session.id);
    await ctx.activity.record(
      tx,
      { username: session.username, adminId: session.adminId, address: 'the institute' },
      {
        action: 'sign-out',
        entity: 'accounts',
        entityId: session.adminId,
        name: session.username,
        changes: [{ field: 'reason', before: '', after: reason }],
      },
    );
  });
  return false;
}

/**
 * What the institute says of the session's person now, asked with the session's grant: the provider's refresh
 * token, or the directory entry's lasting id.
 */
async function ask(ctx: AppContext, session: repo.InstituteSession & { grant: string }) {
  const { oidc, ldap } = ctx.institute;
  if (session.way === 'oidc' && oidc) return oidc.recheck(session.grant);
  if (session.way === 'ldap' && ldap) {
    const answer = await ldap.recheck(session.grant);
    return answer === 'live' ? { refreshToken: session.grant } : answer;
  }
  return 'unreachable' as const;
}

/** Asks the institute whether the session's person may still sign in; ends the session if not. True: it lives on. */
export const recheckSession = async (ctx: AppContext, sessionId: string) =>
  (await ctx.db.exclusive(`institute session ${sessionId}`, async () => {
    const session = await repo.findInstituteSession(ctx.db, sessionId);
    if (!session) return false;
    const now = Date.now();
    if (session.grant === null)
      return Date.parse(session.createdAt) + WITHOUT_GRANT_MS > now || end(ctx, session, SIGNED_OUT_BECAUSE.hourOver);
    const grant = openGrant(ctx, session.grant);
    // Sealed under another signing secret (a backup restored into a running site): no way to ask, so it ends.
    if (grant === null) return end(ctx, session, SIGNED_OUT_BECAUSE.unreadable);
    const answer = await ask(ctx, { ...session, grant });
    if (answer === 'ended') return end(ctx, session, SIGNED_OUT_BECAUSE.refused);
    if (answer === 'unreachable') {
      await repo.markInstituteUnreachable(ctx.db, session.id);
      const since = session.unreachableSince ? Date.parse(session.unreachableSince) : now;
      return since + UNREACHABLE_MS > now || end(ctx, session, SIGNED_OUT_BECAUSE.unreachable);
    }
    await repo.markInstituteChecked(ctx.db, session.id, sealGrant(ctx, answer.refreshToken));
    return true;
  })) === true;

/** Rechecks every live institute session now and then every `everyMs`, once across instances. */
export const startInstituteRecheck = (ctx: AppContext, warn: (line: string) => void, everyMs = RECHECK_EVERY_MS) =>
  startDailyChore(
    ctx.db,
    'institute sessions',
    async () => {
      for (const id of await repo.liveInstituteSessionIds(ctx.db)) await recheckSession(ctx, id);
    },
    warn,
    'Rechecking the sessions of institute accounts failed',
    everyMs,
  );
