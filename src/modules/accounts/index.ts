import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { Message, Written, responds } from '../../http/contract';
import { deleteRoute } from '../entity-routes';
import { Account, AccountChange, AccountInput, AccountRequests, WithPassword, accountMessages } from './model';
import { accountRequestsAllowed } from '../../auth/institute/identities';
import * as repo from './repo';
import { accountService } from './service';

/** The office's accounts: owners add, change, disable, reset (password, two-step) and delete them. */
export function accountRoutes(ctx: AppContext) {
  const accounts = accountService(ctx);

  return new Elysia({ prefix: '/api/admin/accounts' })
    .use(adminAuth(ctx))
    .get('/', () => repo.listAccounts(ctx.db), {
      may: 'accounts.manage',
      detail: responds('Every account of the office', { 200: v.array(Account) }),
    })
    .get('/requests', async () => ({ allowed: await accountRequestsAllowed(ctx.db) }), {
      may: 'accounts.manage',
      detail: responds("Whether an unknown institute identity's first sign-in asks for an account", {
        200: AccountRequests,
      }),
    })
    .put(
      '/requests',
      async ({ body, admin }) => ({
        message: accountMessages.requestsChanged(body.allowed),
        data: await accounts.allowRequests(admin, body.allowed),
      }),
      {
        may: 'accounts.manage',
        body: AccountRequests,
        detail: responds('Let unknown institute identities ask for an account, or not', {
          200: Written(AccountRequests),
        }),
      },
    )
    .post(
      '/',
      async ({ body, admin }) => {
        const { account, password } = await accounts.create(admin, body);
        return { message: password ? accountMessages.added : accountMessages.addedInstitute, data: account, password };
      },
      {
        may: 'accounts.manage',
        body: AccountInput,
        detail: responds('Add an account; its one-time password is shown once', { 200: WithPassword, 409: Message }),
      },
    )
    .put(
      '/:id',
      async ({ params, body, admin }) => {
        const { before, after } = await accounts.update(admin, params.id, body);
        const message =
          after.disabled === before.disabled
            ? accountMessages.updated
            : after.disabled
              ? accountMessages.disabled
              : before.awaitingApproval
                ? accountMessages.approved
                : accountMessages.enabled;
        return { message, data: after };
      },
      {
        may: 'accounts.manage',
        params: idParam,
        body: AccountChange,
        detail: responds("Change an account's role, hostels or disabled", { 200: Written(Account) }),
      },
    )
    .post(
      '/:id/password',
      async ({ params, admin }) => {
        const { account, password } = await accounts.resetPassword(admin, params.id);
        return { message: accountMessages.passwordReset, data: account, password };
      },
      {
        may: 'accounts.manage',
        params: idParam,
        detail: responds('Give an account a new one-time password', { 200: WithPassword }),
      },
    )
    .delete(
      '/:id/two-step',
      async ({ params, admin }) => ({
        message: accountMessages.twoStepReset,
        data: await accounts.resetTwoStep(admin, params.id),
      }),
      {
        may: 'accounts.manage',
        params: idParam,
        detail: responds(
          "Reset another account's two-step sign-in (a lost phone): " +
            'its key and recovery codes removed, its sessions kept',
          {
            200: Written(Account),
            400: Message,
            409: Message,
          },
        ),
      },
    )
    .use(
      deleteRoute(ctx, {
        may: 'accounts.manage',
        remove: accounts.remove,
        message: accountMessages.deleted,
        summary: 'Delete an account',
      }),
    );
}
