import type { Server } from 'bun';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import * as repo from './repo';
import { authMessages } from './rules';

/** The caller's address, as the login limits count it. */
export const clientAddress = (request: Request, server: Server<unknown> | null) => server?.requestIP(request)?.address ?? 'local';

/** The signed-in account, if `currentPassword` is its password; else 400. */
export async function checkCurrentPassword(ctx: AppContext, adminId: string, currentPassword: string) {
  const account = await repo.findAdminById(ctx.db, adminId);
  if (!account || !(await Bun.password.verify(currentPassword, account.password_hash))) {
    throw badRequest(authMessages.currentPasswordWrong);
  }
  return account;
}
