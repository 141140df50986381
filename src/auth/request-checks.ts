import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import * as repo from './repo';
import { authMessages } from './rules';

/** The signed-in account, if `currentPassword` is its password; else 400. */
export async function checkCurrentPassword(ctx: AppContext, adminId: string, currentPassword: string) {
  const account = await repo.findAdminById(ctx.db, adminId);
  if (!account || !(await Bun.password.verify(currentPassword, account.password_hash))) {
    throw badRequest(authMessages.currentPasswordWrong);
  }
  return account;
}
