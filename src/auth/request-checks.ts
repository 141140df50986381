import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import type { SignedIn } from './guard';
import * as repo from './repo';
import { authMessages } from './rules';

/**
 * The signed-in account, if `currentPassword` is its password; else 400. A
 * wrong one counts as a failed sign-in, so a stolen session cannot guess the password faster than the login allows.
 */
export async function checkCurrentPassword(ctx: AppContext, admin: SignedIn, currentPassword: string) {
  await ctx.loginLimiter.reserveAttempt(admin.address, admin.username);
  const account = await repo.findAdminById(ctx.db, admin.adminId);
  if (!account || !(await Bun.password.verify(currentPassword, account.password_hash))) {
    throw badRequest(authMessages.currentPasswordWrong);
  }
  await ctx.loginLimiter.takeBack(admin.address, admin.username);
  return account;
}
