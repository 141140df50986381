import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import type { Role } from '../../auth/permissions';
import { deleteSessionsOfAdmin, findAdminByUsername, insertAdmin, updateAdminPassword } from '../../auth/repo';
import { randomValidPassword } from '../../auth/rules';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idParam } from '../../http/fields';
import { AccountChange, AccountInput, accountErrors, accountMessages, type Account } from './model';
import * as repo from './repo';

/** A warden needs hostels that exist; the other roles have none. */
async function hostelsFor(db: Queries, role: Role, hostels: string[]) {
  if (role !== 'warden') return [];
  if (!hostels.length) throw badRequest(accountMessages.hostelsRequired);
  if ((await repo.unknownHostels(db, hostels)).length) throw badRequest(accountErrors.unknownHostel);
  return hostels;
}

/** Refuses a change that would leave no owner able to sign in. */
async function keepAnOwner(db: Queries, current: Account, after: { role: Role; disabled: boolean } | null) {
  const wasActiveOwner = current.role === 'owner' && !current.disabled;
  const staysActiveOwner = after?.role === 'owner' && !after.disabled;
  if (wasActiveOwner && !staysActiveOwner && (await repo.otherActiveOwners(db, current._id)) === 0) {
    throw conflict(accountMessages.lastOwner);
  }
}

async function oneTimePassword() {
  const password = randomValidPassword();
  return { password, hash: await Bun.password.hash(password, 'argon2id') };
}

/** The office's accounts (issue 17): owners add, change, disable, reset and delete them. */
export function accountRoutes(ctx: AppContext) {
  const { db } = ctx;
  // One change at a time across instances: two owners demoting each other at once must not leave none.
  const change = async <T>(work: (tx: Queries) => Promise<T>) => (await db.exclusive('accounts', () => db.write(work))) as T;
  const existing = async (tx: Queries, id: string) => {
    const account = await repo.findAccount(tx, id);
    if (!account) throw notFound(accountErrors.notFound);
    return account;
  };

  return new Elysia({ prefix: '/api/admin/accounts' })
    .use(adminAuth(ctx))
    .get('/', () => repo.listAccounts(db), { may: 'accounts.manage' })
    .post(
      '/',
      async ({ body }) => {
        const { password, hash } = await oneTimePassword();
        const account = await change(async (tx) => {
          if (await findAdminByUsername(tx, body.username)) throw conflict(accountErrors.usernameTaken);
          const hostels = await hostelsFor(tx, body.role, body.hostels);
          const id = await insertAdmin(tx, body.username, hash, body.role, true);
          await repo.setAccountHostels(tx, id, hostels);
          return existing(tx, id);
        });
        return { message: accountMessages.added, data: account, password };
      },
      { may: 'accounts.manage', body: AccountInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const { before, after } = await change(async (tx) => {
          const before = await existing(tx, params.id);
          const role = body.role ?? before.role;
          const disabled = body.disabled ?? before.disabled;
          await keepAnOwner(tx, before, { role, disabled });
          const hostels = await hostelsFor(tx, role, body.hostels ?? before.hostels);
          await repo.updateAccount(tx, params.id, role, disabled);
          await repo.setAccountHostels(tx, params.id, hostels);
          // Its access tokens stop at once too: every request looks its session up.
          if (disabled) await deleteSessionsOfAdmin(tx, params.id);
          return { before, after: await existing(tx, params.id) };
        });
        const message =
          after.disabled === before.disabled ? accountMessages.updated : after.disabled ? accountMessages.disabled : accountMessages.enabled;
        return { message, data: after };
      },
      { may: 'accounts.manage', params: idParam, body: AccountChange },
    )
    .post(
      '/:id/password',
      async ({ params }) => {
        const { password, hash } = await oneTimePassword();
        const account = await change(async (tx) => {
          await existing(tx, params.id);
          await updateAdminPassword(tx, params.id, hash, true);
          await deleteSessionsOfAdmin(tx, params.id);
          return existing(tx, params.id);
        });
        return { message: accountMessages.passwordReset, data: account, password };
      },
      { may: 'accounts.manage', params: idParam },
    )
    .delete(
      '/:id',
      async ({ params }) => {
        await change(async (tx) => {
          await keepAnOwner(tx, await existing(tx, params.id), null);
          await repo.deleteAccount(tx, params.id);
        });
        return { message: accountMessages.deleted, data: { _id: params.id } };
      },
      { may: 'accounts.manage', params: idParam },
    );
}
