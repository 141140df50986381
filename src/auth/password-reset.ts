// A forgotten password: the account's own mailbox proves who asks. A link with
// a random token goes to the address an owner gave the account, kept here only
// as the token's hash; it works once, within 30 minutes, and using it signs the
// account out everywhere. Whether the account exists, has an address or is
// disabled, the asker is told the same.
import type { AppContext } from '../context';
import type { Queries } from '../db/database';
import { mailWithLinks } from '../config';
import { SITE_NAME } from '../institute';
import * as repo from './repo';
import { RESET_LINK_MINUTES } from './rules';
import { hashToken, randomToken } from './sessions';

/** The console's page a reset link opens, the token after `#` so no server or proxy log keeps it. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/admin/reset-password#token=${token}`;

export const resetMail = (username: string, address: string, link: string) => ({
  subject: `Choose a new password for ${SITE_NAME}`,
  text:
    `Someone asked for a new password for the account ${username} on ${SITE_NAME} (from the network ` +
    `address ${address}).\n\nChoose it here within ${RESET_LINK_MINUTES} minutes; the link works once:\n${link}\n\n` +
    'Using it signs the account out everywhere. If you did not ask, ignore this mail: your password stays as it is.\n',
});

export const passwordResetOpen = (ctx: AppContext) => mailWithLinks(ctx.config);

/** An account a link may reset: enabled, with a password of its own (not signing in through the institute). */
const resettable = (admin: repo.AdminRow | null): admin is repo.AdminRow =>
  admin !== null && !admin.disabled && admin.sign_in === 'password';

/**
 * Mails a reset link to the account named, when it may be reset and has an address; nothing otherwise. The
 * account's older links stop working: only the newest mail's does.
 */
export async function mailResetLink(ctx: AppContext, username: string, address: string) {
  const admin = await repo.findAdminByUsername(ctx.db, username);
  const email = resettable(admin) && (await repo.emailOfAdmin(ctx.db, admin.id));
  if (!email) return;
  const token = randomToken();
  await ctx.db.write(async (tx) => {
    await repo.deleteResetsOfAdmin(tx, admin.id);
    await repo.insertReset(
      tx,
      hashToken(token),
      admin.id,
      new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString(),
    );
    const mail = resetMail(admin.username, address, resetLink(ctx.config.publicUrl!, token));
    await ctx.mail.queue(tx, { purpose: 'password reset', to: email, ...mail });
  });
}

/** The account a live link's token names, while it may be reset; else null. */
export async function accountOfResetToken(db: Queries, token: string) {
  const adminId = await repo.findResetAdminId(db, hashToken(token));
  const admin = adminId ? await repo.findAdminById(db, adminId) : null;
  return resettable(admin) ? admin : null;
}

/** Uses the link up in `tx`: true once, for a live link of the account; false after that, and for any other. */
export const takeResetToken = async (tx: Queries, token: string, adminId: string) =>
  (await repo.takeReset(tx, hashToken(token), adminId)) > 0;
