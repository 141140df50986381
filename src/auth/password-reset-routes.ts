// A forgotten password's three calls: ask for a link by username (the same
// answer whoever asks, limited as sign-in is), read what a link is for, and
// choose the new password with it, with the two-step code where the account
// has two-step sign-in. The last signs the account out everywhere and in here.
import { Elysia, type Cookie } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../http/errors';
import { Message, responds } from '../http/contract';
import { passwordReset } from './activity';
import { adminAuth } from './guard';
import { LoginLimiter } from './login-limiter';
import { signInFrom, type SignInFrom } from './known-devices';
import { SecondStep, SignedIn } from './model';
import { hashPassword } from './password-hash';
import { accountOfResetToken, mailResetLink, passwordResetOpen, takeResetToken } from './password-reset';
import * as repo from './repo';
import { PASSWORD_RULE, isValidPassword, passwordResetMessages, twoStepMessages } from './rules';
import { takeSecondFactor } from './two-step';
import { SecondFactorCode } from './two-step-routes';

const ResetRequestBody = v.object({ username: v.pipe(v.string(), v.maxLength(200)) });
/** A mailed link's token: base64url, as randomToken makes it; anything else is no link. */
const ResetToken = v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, passwordResetMessages.linkEnded));
const ResetTokenBody = v.object({ token: ResetToken });
const ResetBody = v.object({
  token: ResetToken,
  newPassword: v.pipe(v.string(), v.maxLength(200)),
  code: v.optional(SecondFactorCode),
});

/** What a live link is for: the account's name, and whether its two-step code is asked with the new password. */
const ResetLink = v.object({ username: v.string(), twoStep: v.boolean() });

/** After the new password: the session, or the two-step setup first when every account must have it. */
export type AfterNewPassword = (
  admin: repo.AdminRow,
  from: SignInFrom,
  cookie: Record<string, Cookie<unknown>>,
  accessJwt: { sign(claims: Record<string, string>): Promise<string> },
) => Promise<v.InferOutput<typeof SignedIn> | v.InferOutput<typeof SecondStep>>;

export function passwordResetRoutes(ctx: AppContext, afterNewPassword: AfterNewPassword) {
  const requests = new LoginLimiter(ctx.db, {
    ...ctx.config.login,
    kind: { key: 'password reset', tooMany: passwordResetMessages.tooMany },
  });
  const requireMail = () => {
    if (!passwordResetOpen(ctx)) throw new HttpError(409, passwordResetMessages.notSetUp);
  };
  const liveAccount = async (token: string) => {
    const admin = await accountOfResetToken(ctx.db, token);
    if (!admin) throw new HttpError(410, passwordResetMessages.linkEnded);
    return admin;
  };

  return new Elysia({ prefix: '/password-reset' })
    .use(adminAuth(ctx))
    .post(
      '',
      async ({ body, request, server }) => {
        requireMail();
        const { address } = signInFrom(ctx, request, server);
        const username = body.username.trim();
        // Every request counts, whatever it names: a limit reached tells nothing of the account either.
        await requests.reserveAttempt(address, username);
        await mailResetLink(ctx, username, address);
        return { message: passwordResetMessages.linkSent };
      },
      {
        body: ResetRequestBody,
        readsBody: true,
        detail: responds('Mail a link to choose a new password to the account’s address', {
          200: Message,
          429: Message,
          409: Message,
        }),
      },
    )
    .post(
      '/link',
      async ({ body }) => {
        requireMail();
        const admin = await liveAccount(body.token);
        return { username: admin.username, twoStep: !!(await repo.findTwoStep(ctx.db, admin.id))?.totp_secret };
      },
      {
        body: ResetTokenBody,
        readsBody: true,
        detail: responds('What a reset link is for', { 200: ResetLink, 410: Message, 409: Message }),
      },
    )
    .post(
      '/new-password',
      async ({ body, cookie, accessJwt, request, server }) => {
        requireMail();
        const admin = await liveAccount(body.token);
        if (!isValidPassword(body.newPassword)) throw badRequest(PASSWORD_RULE);
        const from = signInFrom(ctx, request, server);
        if ((await repo.findTwoStep(ctx.db, admin.id))?.totp_secret) {
          if (!body.code) throw badRequest(passwordResetMessages.codeNeeded);
          // A code is a guess like a sign-in's: counted and limited the same way.
          await ctx.loginLimiter.reserveAttempt(from.address, admin.username);
          if (!(await takeSecondFactor(ctx, ctx.db, admin.id, body.code)))
            throw new HttpError(401, twoStepMessages.wrongCode);
          await ctx.loginLimiter.takeBack(from.address, admin.username);
        }
        const passwordHash = await hashPassword(body.newPassword);
        await ctx.db.write(async (tx) => {
          if (!(await takeResetToken(tx, body.token, admin.id)))
            throw new HttpError(410, passwordResetMessages.linkEnded);
          await repo.updateAdminPassword(tx, admin.id, passwordHash);
          await repo.deleteSessionsOfAdmin(tx, admin.id);
          await ctx.activity.record(
            tx,
            { username: admin.username, adminId: admin.id, address: from.address },
            passwordReset(admin),
          );
        });
        return afterNewPassword({ ...admin, password_is_temporary: 0 }, from, cookie, accessJwt);
      },
      {
        body: ResetBody,
        readsBody: true,
        detail: responds('Choose a new password with a reset link, and sign in', {
          200: v.union([SignedIn, SecondStep]),
          400: Message,
          401: Message,
          410: Message,
          429: Message,
          409: Message,
        }),
      },
    );
}
