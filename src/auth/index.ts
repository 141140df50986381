import { Elysia } from 'elysia';
import type { Server } from 'bun';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { HttpError, badRequest, conflict } from '../http/errors';
import { NOT_RECORDED, ownChange, recordFailedSignIn } from './activity';
import { LOGIN_REQUIRED, adminAuth } from './guard';
import * as repo from './repo';
import { PASSWORD_RULE, USERNAME_RULE, authMessages, isValidPassword, isValidUsername, twoStepMessages } from './rules';
import { checkCurrentPassword } from './request-checks';
import { Message, Written, responds } from '../http/contract';
import { SecondStep, SessionState, SignInOptions, SignedIn, TwoStepKey } from './model';
import { SecondFactorCode, twoStepRoutes } from './two-step-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { passwordResetOpen } from './password-reset';
import { INSTITUTE_WAYS, instituteMessages, isInstituteWay } from './institute/texts';
import { recheckSession } from './institute/recheck';
import { signInFrom } from './known-devices';
import {
  type Cookies,
  accountState,
  clearSessionCookies,
  secondStepOrSignIn,
  setSessionCookies,
  setUpOrSignIn,
  signedIn,
} from './signed-in-session';
import { beginSetup, confirmSetup, readChallenge, takeSecondFactor, type ChallengeKind } from './two-step';
import { decoyHash, hashPassword } from './password-hash';
import { REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER, closeSessionByToken, openSession, rotateSession } from './sessions';

const LoginBody = v.object({
  username: v.pipe(v.string(), v.maxLength(200)),
  password: v.pipe(v.string(), v.maxLength(200)),
  remember: v.optional(v.boolean(), false),
});
const UsernameBody = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, authMessages.fillAllFields), v.maxLength(200)),
  newUsername: v.pipe(v.string(), v.minLength(1, authMessages.fillAllFields), v.maxLength(200)),
});
const PasswordBody = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, authMessages.fillAllFields), v.maxLength(200)),
  newPassword: v.pipe(v.string(), v.minLength(1, authMessages.fillAllFields), v.maxLength(200)),
});

const ChallengeBody = v.object({ challenge: v.pipe(v.string(), v.maxLength(1000)) });
const ChallengeCodeBody = v.object({ challenge: v.pipe(v.string(), v.maxLength(1000)), code: SecondFactorCode });

const LOGIN_FAILED = 'Invalid username or password';

/** Sign-in and the admin's own account: SPEC.md section 7's /api/admin calls, plus logout. */
export function authRoutes(ctx: AppContext) {
  /** Cookie-authenticated calls must echo the XSRF cookie in a header (double submit). */
  function requireXsrf(cookie: Cookies, headers: Record<string, string | undefined>) {
    const expected = cookie[XSRF_COOKIE]?.value;
    if (typeof expected !== 'string' || !expected || headers[XSRF_HEADER] !== expected) {
      throw new HttpError(403, 'The request could not be verified. Please reload the page.');
    }
  }

  /** The account a challenge names, or 401: the sign-in starts again from the password. */
  async function challenged(token: string, kind: ChallengeKind) {
    const found = await readChallenge(ctx, token, kind);
    if (!found) throw new HttpError(401, twoStepMessages.challengeEnded);
    return found;
  }

  /**
   * The account a challenge names and the address finishing its sign-in,
   * its code counted as an attempt (429 while either is locked out).
   */
  async function finishing(token: string, kind: ChallengeKind, request: Request, server: Server<unknown> | null) {
    const { admin, remember, by } = await challenged(token, kind);
    const from = signInFrom(ctx, request, server);
    await ctx.loginLimiter.reserveAttempt(from.address, admin.username);
    return { admin, remember, from, by };
  }

  return new Elysia({ prefix: '/api/admin' })
    .use(adminAuth(ctx))
    .get(
      '/sign-in-options',
      () => ({ passwordReset: passwordResetOpen(ctx), institute: INSTITUTE_WAYS.filter((way) => ctx.institute[way]) }),
      {
        detail: responds('What the sign-in page offers besides its form', { 200: SignInOptions }),
      },
    )
    .post(
      '/login',
      async ({ body, cookie, accessJwt, request, server }) => {
        const from = signInFrom(ctx, request, server);
        const { address } = from;
        await ctx.loginLimiter.reserveAttempt(address, body.username);
        const admin = await repo.findAdminByUsername(ctx.db, body.username);
        if (admin && isInstituteWay(admin.sign_in)) {
          await recordFailedSignIn(ctx.activity, body.username, address, 'the account signs in through the institute');
          throw new HttpError(403, instituteMessages.signsInThroughInstitute);
        }
        const passwordMatches = await Bun.password.verify(body.password, admin?.password_hash ?? (await decoyHash()));
        if (!admin || !passwordMatches) {
          await recordFailedSignIn(ctx.activity, body.username, address);
          throw new HttpError(401, LOGIN_FAILED);
        }
        await ctx.loginLimiter.takeBack(address, body.username);
        return secondStepOrSignIn(ctx, admin, { remember: body.remember, from, cookie, accessJwt });
      },
      {
        body: LoginBody,
        readsBody: true,
        detail: responds('Sign in with username and password', {
          200: v.union([SignedIn, SecondStep]),
          401: Message,
          403: Message,
          429: Message,
        }),
      },
    )
    .post(
      '/login/two-step',
      async ({ body, cookie, accessJwt, request, server }) => {
        const { admin, remember, from, by } = await finishing(body.challenge, 'code', request, server);
        if (!(await takeSecondFactor(ctx, ctx.db, admin.id, body.code)))
          throw new HttpError(401, twoStepMessages.wrongCode);
        await ctx.loginLimiter.takeBack(from.address, admin.username);
        await ctx.loginLimiter.recordSuccess(admin.username);
        return signedIn(ctx, admin, { remember, from, cookie, accessJwt, by });
      },
      {
        body: ChallengeCodeBody,
        readsBody: true,
        detail: responds('Finish signing in with the two-step code', {
          200: SignedIn,
          401: Message,
          403: Message,
          429: Message,
        }),
      },
    )
    .post(
      '/login/two-step/setup',
      async ({ body }) => {
        const { admin } = await challenged(body.challenge, 'setup');
        if ((await repo.findTwoStep(ctx.db, admin.id))?.totp_secret) throw conflict(twoStepMessages.alreadyOn);
        return { message: twoStepMessages.scanKey, data: await ctx.db.write((tx) => beginSetup(ctx, tx, admin)) };
      },
      {
        body: ChallengeBody,
        readsBody: true,
        detail: responds('Begin the two-step setup a sign-in requires', { 200: Written(TwoStepKey), 401: Message }),
      },
    )
    .post(
      '/login/two-step/confirm',
      async ({ body, cookie, accessJwt, request, server }) => {
        const { admin, remember, from, by } = await finishing(body.challenge, 'setup', request, server);
        const { outcome, recoveryCodes } = await ctx.db.write((tx) => confirmSetup(ctx, tx, admin.id, body.code));
        if (outcome === 'wrong-code') throw new HttpError(401, twoStepMessages.wrongCode);
        await ctx.loginLimiter.takeBack(from.address, admin.username);
        if (outcome === 'already-on') throw conflict(twoStepMessages.alreadyOn);
        if (outcome === 'not-begun') throw badRequest(twoStepMessages.notBegun);
        await ctx.loginLimiter.recordSuccess(admin.username);
        return { ...(await signedIn(ctx, admin, { remember, from, cookie, accessJwt, by })), recoveryCodes };
      },
      {
        body: ChallengeCodeBody,
        readsBody: true,
        detail: responds('Confirm the new two-step key and finish signing in', {
          200: SignedIn,
          401: Message,
          429: Message,
        }),
      },
    )
    .post(
      '/refresh',
      async ({ cookie, headers, accessJwt }) => {
        const presented = cookie[REFRESH_COOKIE]?.value;
        if (typeof presented !== 'string' || !presented) throw new HttpError(401, LOGIN_REQUIRED);
        requireXsrf(cookie, headers);
        const rotated = await ctx.db.write((tx) => rotateSession(ctx, tx, presented));
        // An institute account's refresh asks the institute too: someone who left is signed out here.
        const session =
          rotated && isInstituteWay(rotated.signIn) && !(await recheckSession(ctx, rotated.sessionId)) ? null : rotated;
        if (!session) {
          clearSessionCookies(ctx, cookie);
          throw new HttpError(401, 'Your session has ended. Please log in again.');
        }
        setSessionCookies(ctx, cookie, session.token, session.persistent);
        const accessToken = await accessJwt.sign({ sub: session.adminId, sid: session.sessionId });
        return {
          accessToken,
          ...(await accountState(ctx, {
            id: session.adminId,
            ...session,
            password_is_temporary: session.passwordIsTemporary,
            sign_in: session.signIn,
          })),
        };
      },
      {
        readsBody: true,
        detail: responds('A new access token from the refresh cookie (and the XSRF header)', {
          200: SessionState,
          401: Message,
          403: Message,
        }),
      },
    )
    .post(
      '/logout',
      async ({ cookie, headers }) => {
        const presented = cookie[REFRESH_COOKIE]?.value;
        if (typeof presented === 'string' && presented) {
          requireXsrf(cookie, headers);
          await closeSessionByToken(ctx, presented);
        }
        clearSessionCookies(ctx, cookie);
        return { message: 'Logged out' };
      },
      { readsBody: true, detail: responds('End the session of the refresh cookie', { 200: Message, 403: Message }) },
    )
    .put(
      '/username',
      async ({ body, admin, cookie, accessJwt }) => {
        const account = await checkCurrentPassword(ctx, admin, body.currentPassword);
        const newUsername = body.newUsername.trim();
        if (!isValidUsername(newUsername)) throw badRequest(USERNAME_RULE);
        const session = await ctx.db.write(async (tx) => {
          // Inside the write, so two admins cannot take the same name at once (a UNIQUE failure would be a 500).
          const taken = await repo.findAdminByUsername(tx, newUsername);
          if (taken && taken.id !== account.id) throw conflict('That username is already taken.');
          await repo.updateAdminUsername(tx, account.id, newUsername);
          await repo.deleteSessionsOfAdmin(tx, account.id);
          await ctx.activity.record(tx, admin, ownChange(admin, 'username', admin.username, newUsername, newUsername));
          return openSession(ctx, tx, account.id, admin.persistent === 1);
        });
        setSessionCookies(ctx, cookie, session.token, session.persistent);
        const accessToken = await accessJwt.sign({ sub: account.id, sid: session.sessionId });
        return {
          message: authMessages.usernameChanged,
          data: { accessToken, ...(await accountState(ctx, { ...account, username: newUsername })) },
        };
      },
      {
        admin: true,
        body: UsernameBody,
        detail: responds('Change your username', { 200: Written(SessionState), 409: Message, 429: Message }),
      },
    )
    .put(
      '/password',
      async ({ body, admin, cookie, accessJwt }) => {
        const account = await checkCurrentPassword(ctx, admin, body.currentPassword);
        if (!isValidPassword(body.newPassword)) throw badRequest(PASSWORD_RULE);
        const passwordHash = await hashPassword(body.newPassword);
        if (account.password_is_temporary && (await Bun.password.verify(body.newPassword, account.password_hash))) {
          throw badRequest(authMessages.sameTemporaryPassword);
        }
        const session = await ctx.db.write(async (tx) => {
          await repo.updateAdminPassword(tx, account.id, passwordHash);
          await repo.deleteSessionsOfAdmin(tx, account.id);
          await ctx.activity.record(tx, admin, ownChange(admin, 'password', NOT_RECORDED, NOT_RECORDED));
          return openSession(ctx, tx, account.id, admin.persistent === 1);
        });
        setSessionCookies(ctx, cookie, session.token, session.persistent);
        const accessToken = await accessJwt.sign({ sub: account.id, sid: session.sessionId });
        return {
          message: authMessages.passwordChanged,
          data: { accessToken, ...(await accountState(ctx, { ...account, password_is_temporary: 0 })) },
        };
      },
      {
        admin: true,
        body: PasswordBody,
        detail: responds('Change your password', { 200: Written(SessionState), 429: Message }),
      },
    )
    .use(twoStepRoutes(ctx))
    .use(
      passwordResetRoutes(ctx, async (admin, from, cookie, accessJwt) => {
        // The code was asked with the new password already; only a setup can be left.
        if ((await repo.findTwoStep(ctx.db, admin.id))?.totp_secret) {
          await ctx.loginLimiter.recordSuccess(admin.username);
          return signedIn(ctx, admin, { remember: false, from, cookie, accessJwt });
        }
        return setUpOrSignIn(ctx, admin, { remember: false, from, cookie, accessJwt });
      }),
    );
}
