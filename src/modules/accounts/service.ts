// The office's accounts' writes: each one transaction, one at a time across
// instances, with the checks on the account, the rows and its activity entry.
import type { AppContext } from '../../context';
import type { Queries, Transaction } from '../../db/database';
import { twoStepReset } from '../../auth/activity';
import type { SignedIn } from '../../auth/guard';
import type { Role } from '../../auth/permissions';
import { deleteSessionsOfAdmin, findAdminByUsername, insertAdmin, updateAdminPassword } from '../../auth/repo';
import { randomValidPassword } from '../../auth/rules';
import { turnOff } from '../../auth/two-step';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Before } from '../activity/log';
import { accountKind } from './entity';
import { accountErrors, accountMessages, type Account, type AccountChange, type AccountInput } from './model';
import * as repo from './repo';
import { hashPassword } from '../../auth/password-hash';
import { type InstituteWay, instituteMessages, isInstituteWay } from '../../auth/institute/texts';
import { allowAccountRequests } from '../../auth/institute/identities';
import { emailAddress } from '../mail/model';
import * as v from 'valibot';

/** A warden needs hostels that exist; the other roles have none. */
async function hostelsFor(db: Queries, role: Role, hostels: string[]) {
  if (role !== 'warden') return [];
  if (!hostels.length) throw badRequest(accountMessages.hostelsRequired);
  if ((await repo.unknownHostels(db, hostels)).length) throw badRequest(accountErrors.unknownHostel);
  return hostels;
}

type Standing = Pick<Account, 'role' | 'disabled' | 'signIn'>;
const passwordOwner = (account: Standing | null) =>
  account?.role === 'owner' && !account.disabled && account.signIn === 'password';

/**
 * Refuses a change that would leave no owner able to sign in with a password: the one way in that does not depend
 * on the institute's provider or directory being up.
 */
async function keepAnOwner(db: Queries, current: Account, after: Standing | null) {
  if (!passwordOwner(current) || passwordOwner(after) || (await repo.otherPasswordOwners(db, current._id)) > 0) return;
  throw conflict(
    after && isInstituteWay(after.signIn) ? instituteMessages.lastPasswordOwner : accountMessages.lastOwner,
  );
}

/** The login an institute account is found by, checked for its way: set up on this site, given, not another's. */
async function instituteLoginFor(ctx: AppContext, tx: Queries, id: string, way: InstituteWay, given?: string) {
  if (!ctx.institute[way]) throw badRequest(instituteMessages.notSetUp(way));
  const login = given ?? '';
  if (!login || (way === 'oidc' && !v.is(emailAddress, login))) throw badRequest(instituteMessages.loginRequired(way));
  if (await repo.otherAccountOfLogin(tx, way, login, id)) throw conflict(instituteMessages.loginTaken);
  return login;
}

async function oneTimePassword() {
  const password = randomValidPassword();
  return { password, hash: await hashPassword(password) };
}

async function existing(tx: Queries, id: string) {
  const account = await repo.findAccount(tx, id);
  if (!account) throw notFound(accountErrors.notFound);
  return account;
}

/** An account has no picture: the record its checks read is the one its entry compares with. */
const asBefore = (record: Account): Before<Account> => ({ record, pictureBytes: null });

export function accountService(ctx: AppContext) {
  const { db, activity } = ctx;
  // One change at a time across instances: two owners demoting each other at once must not leave none.
  const change = async <T>(work: (tx: Transaction) => Promise<T>) =>
    (await db.exclusive('accounts', () => db.write(work))) as T;

  return {
    /** A new account on a one-time password, returned once; or one that signs in through the institute. */
    async create(admin: SignedIn, input: AccountInput) {
      const { password, hash } = await oneTimePassword();
      const way = input.signIn;
      const account = await change(async (tx) => {
        if (await findAdminByUsername(tx, input.username)) throw conflict(accountErrors.usernameTaken);
        const hostels = await hostelsFor(tx, input.role, input.hostels);
        const login = isInstituteWay(way) ? await instituteLoginFor(ctx, tx, '', way, input.instituteLogin) : null;
        const id = await insertAdmin(tx, input.username, hash, input.role, true);
        if (isInstituteWay(way) && login) await repo.linkToInstitute(tx, id, way, login);
        await repo.setAccountHostels(tx, id, hostels);
        if (input.email) await repo.setAccountEmail(tx, id, input.email);
        const account = await existing(tx, id);
        await activity.recordChange(tx, admin, { kind: accountKind, action: 'create', before: null, after: account });
        return account;
      });
      return { account, password: account.signIn === 'password' ? password : null };
    },

    /**
     * The account as it was and as it is now. Linked to the institute, it has no password from now on and is
     * signed out everywhere; a new login also unbinds the identity found by the old one.
     */
    update: (admin: SignedIn, id: string, input: AccountChange) =>
      change(async (tx) => {
        const before = await existing(tx, id);
        const role = input.role ?? before.role;
        const disabled = input.disabled ?? before.disabled;
        const signIn = input.signIn ?? before.signIn;
        await keepAnOwner(tx, before, { role, disabled, signIn });
        const hostels = await hostelsFor(tx, role, input.hostels ?? before.hostels);
        await repo.updateAccount(tx, id, role, disabled);
        await repo.setAccountHostels(tx, id, hostels);
        if (input.email !== undefined) await repo.setAccountEmail(tx, id, input.email);
        let newLogin = false;
        if (isInstituteWay(signIn) && (signIn !== before.signIn || input.instituteLogin !== undefined)) {
          const login = await instituteLoginFor(
            ctx,
            tx,
            id,
            signIn,
            input.instituteLogin ?? before.instituteLogin ?? '',
          );
          newLogin = signIn !== before.signIn || login !== before.instituteLogin;
          if (newLogin) await repo.linkToInstitute(tx, id, signIn, login);
        }
        // Its access tokens stop at once too: every request looks its session up.
        if (disabled || newLogin) await deleteSessionsOfAdmin(tx, id);
        const after = await existing(tx, id);
        await activity.recordChange(tx, admin, {
          kind: accountKind,
          action: 'update',
          before: asBefore(before),
          after,
        });
        return { before, after };
      }),

    /**
     * A new one-time password, returned once; the account's sessions end. An
     * institute account signs in with a password from now on.
     */
    async resetPassword(admin: SignedIn, id: string) {
      const { password, hash } = await oneTimePassword();
      const account = await change(async (tx) => {
        const before = await existing(tx, id);
        await repo.unlinkFromInstitute(tx, id);
        await updateAdminPassword(tx, id, hash, true);
        await deleteSessionsOfAdmin(tx, id);
        const after = await existing(tx, id);
        await activity.recordChange(tx, admin, {
          kind: accountKind,
          action: 'update',
          before: asBefore(before),
          after,
        });
        return after;
      });
      return { account, password };
    },

    /**
     * Two-step sign-in off for another account (a lost phone): its key and
     * recovery codes go, so the password alone signs in until it sets two-step
     * up again (at once, when every account must have it). Its sessions stay:
     * a lost phone is not a stolen password, and the person can set it up again
     * where they are signed in. An account's own goes off in its profile, with a code.
     */
    resetTwoStep: (admin: SignedIn, id: string) =>
      change(async (tx) => {
        const before = await existing(tx, id);
        if (id === admin.adminId) throw badRequest(accountErrors.ownTwoStep);
        if (!before.twoStep) throw conflict(accountErrors.twoStepNotOn);
        await turnOff(tx, id);
        const after = await existing(tx, id);
        await activity.record(tx, admin, twoStepReset(after));
        await ctx.mail.office(tx, { kind: 'two-step off', account: id, by: admin.username });
        return after;
      }),

    /** Whether an unknown institute identity's first sign-in asks for an account. */
    allowRequests: (admin: SignedIn, allowed: boolean) =>
      change(async (tx) => {
        await allowAccountRequests(tx, allowed);
        await activity.record(tx, admin, {
          action: 'update',
          entity: 'settings',
          entityId: null,
          name: `Accounts asked for at an institute sign-in: ${allowed ? 'allowed' : 'refused'}`,
          changes: [],
        });
        return { allowed };
      }),

    remove: (admin: SignedIn, id: string) =>
      change(async (tx) => {
        const before = await existing(tx, id);
        await keepAnOwner(tx, before, null);
        await repo.deleteAccount(tx, id);
        await activity.recordChange(tx, admin, {
          kind: accountKind,
          action: 'delete',
          before: asBefore(before),
          after: null,
        });
      }),
  };
}
