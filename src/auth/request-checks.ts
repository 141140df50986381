import type { AppContext } from '../context';
import { HttpError, badRequest } from '../http/errors';
import type { SignedIn } from './guard';
import * as repo from './repo';
import { authMessages } from './rules';
import { instituteMessages, isInstituteWay } from './institute/texts';

/**
 * The signed-in account, if `currentPassword` is its password; else 400. A
 * wrong one counts as a failed sign-in, so a stolen session cannot guess the password faster than the login allows.
 * An institute account has no password to check or change: 403.
 */
export async function checkCurrentPassword(ctx: AppContext, admin: SignedIn, currentPassword: string) {
  const account = await repo.findAdminById(ctx.db, admin.adminId);
  if (account && isInstituteWay(account.sign_in)) throw new HttpError(403, instituteMessages.signsInThroughInstitute);
  await ctx.loginLimiter.reserveAttempt(admin.address, admin.username);
  if (!account || !(await Bun.password.verify(currentPassword, account.password_hash))) {
    throw badRequest(authMessages.currentPasswordWrong);
  }
  await ctx.loginLimiter.takeBack(admin.address, admin.username);
  return account;
}
