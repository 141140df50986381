// Which account an institute identity signs in as. An identity is bound to one
// account at its first sign-in, found then by what the owner linked it with
// (a verified e-mail address, a directory username); afterwards only the bound
// identity (the issuer and `sub`, or the entry's UUID) is matched, so a changed
// address or a reused username never signs in as someone else. An identity no
// account is linked to is refused; where owners allow it, its first sign-in
// asks for an account, disabled until an owner approves it.
import type { AppContext } from '../../context';
import type { Db, Queries } from '../../db/database';
import { getSetting, setSetting } from '../../db/settings';
import * as repo from '../repo';
import type { InstituteOutcome, InstituteWay } from './texts';

const ACCOUNT_REQUESTS = 'institute_account_requests';

export const accountRequestsAllowed = async (db: Queries) => (await getSetting(db, ACCOUNT_REQUESTS)) === '1';
export const allowAccountRequests = (db: Queries, allowed: boolean) =>
  setSetting(db, ACCOUNT_REQUESTS, allowed ? '1' : '0');

/** The account `subject` signs in as through `way`, bound now if this is its first sign-in; null: none. */
export const accountOfIdentity = (db: Db, way: InstituteWay, subject: string, login: string | null) =>
  db.write(async (tx) => {
    const bound = await repo.findAdminBySubject(tx, way, subject);
    if (bound || !login) return bound;
    const linked = await repo.findUnboundAdminByLogin(tx, way, login);
    if (linked) await repo.bindSubject(tx, linked.id, subject);
    return linked;
  });

/** A username of the rules (SPEC.md section 5) made from an address or a directory name, not yet taken. */
async function freeUsername(db: Queries, login: string) {
  let base = login.split('@')[0].replace(/[^A-Za-z0-9_]/g, '_');
  if (!/^[A-Za-z]/.test(base)) base = `u${base}`;
  base = base.padEnd(4, '_').slice(0, 14);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base.slice(0, 14 - String(n).length - 1)}_${n}`;
    if (!(await repo.findAdminByUsername(db, name))) return name;
  }
}

/**
 * The account an identity signs in as, or why none: no account is linked to it (an account asked for now, where
 * owners allow it), the one asked for still awaits an owner, or the account is disabled.
 */
export async function accountSigningIn(
  ctx: AppContext,
  way: InstituteWay,
  subject: string,
  login: string | null,
): Promise<{ admin: repo.AdminRow } | { refused: InstituteOutcome; reason: string }> {
  const admin = await accountOfIdentity(ctx.db, way, subject, login);
  if (admin?.awaiting_approval) return { refused: 'awaiting', reason: 'the account awaits an owner' };
  if (admin?.disabled) return { refused: 'disabled', reason: 'the account is disabled' };
  if (admin) return { admin };
  if (!login || !(await accountRequestsAllowed(ctx.db)))
    return { refused: 'unknown', reason: 'no account is linked to this identity' };
  await ctx.db.exclusive('accounts', () =>
    ctx.db.write(async (tx) => {
      const username = await freeUsername(tx, login);
      const id = await repo.insertAdmin(tx, username, repo.NO_PASSWORD_YET, 'warden');
      await repo.markRequested(tx, id, way, login, subject);
      await ctx.activity.record(
        tx,
        { username, adminId: id, address: 'the institute' },
        {
          action: 'create',
          entity: 'accounts',
          entityId: id,
          name: username,
          changes: [{ field: 'awaiting approval', before: '', after: `asked for by ${login}` }],
        },
      );
      await ctx.mail.office(tx, { kind: 'account request', username, login });
    }),
  );
  return { refused: 'awaiting', reason: 'an account was asked for' };
}
