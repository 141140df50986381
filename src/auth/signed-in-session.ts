// The session a finished sign-in opens, whichever way it came (the password
// form, two-step, a reset link, the institute): the second step first where the
// account has or needs it, then the refresh and XSRF cookies, the browser
// remembered, the sign-in's activity entry and the access token.
import type { Cookie } from 'elysia';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { recordSignIn } from './activity';
import type { InstituteWay } from './institute/texts';
import { DEVICE_COOKIE, rememberDevice, setDeviceCookie, type SignInFrom } from './known-devices';
import { type AdminRow, findTwoStep, hostelsOfAdmin, markInstituteChecked } from './repo';
import { sealGrant } from './institute/grants';
import { ACCOUNT_DISABLED, authMessages, twoStepMessages } from './rules';
import { isTwoStepRequired, signChallenge } from './two-step';
import { REFRESH_COOKIE, XSRF_COOKIE, newXsrfToken, openSession } from './sessions';

export type Cookies = Record<string, Cookie<unknown>>;

export function setSessionCookies(ctx: AppContext, cookie: Cookies, token: string, persistent: boolean) {
  const secure = ctx.config.https;
  const maxAge = persistent ? ctx.config.rememberDays * 24 * 60 * 60 : undefined;
  cookie[REFRESH_COOKIE].set({ value: token, httpOnly: true, sameSite: 'strict', secure, path: '/api/admin', maxAge });
  cookie[XSRF_COOKIE].set({ value: newXsrfToken(), httpOnly: false, sameSite: 'strict', secure, path: '/', maxAge });
}

export function clearSessionCookies(ctx: AppContext, cookie: Cookies) {
  const secure = ctx.config.https;
  cookie[REFRESH_COOKIE].set({ value: '', httpOnly: true, sameSite: 'strict', secure, path: '/api/admin', maxAge: 0 });
  cookie[XSRF_COOKIE].set({ value: '', sameSite: 'strict', secure, path: '/', maxAge: 0 });
}

/** How a sign-in came: the way, and for the institute's provider its refresh token (null: none given). */
export type SignedInBy = { way: 'password' } | { way: InstituteWay; grant: string | null };

/** A new session for the account (403 when it is disabled), with its cookies set; its id. */
export async function openSignedInSession(
  ctx: AppContext,
  admin: AdminRow,
  remember: boolean,
  from: SignInFrom,
  cookie: Cookies,
  by: SignedInBy = { way: 'password' },
) {
  if (admin.disabled) throw new HttpError(403, ACCOUNT_DISABLED);
  const presented = cookie[DEVICE_COOKIE]?.value;
  const { session, device } = await ctx.db.write(async (tx) => {
    const session = await openSession(ctx, tx, admin.id, remember);
    if (by.way !== 'password') await markInstituteChecked(tx, session.sessionId, sealGrant(ctx, by.grant));
    return {
      session,
      device: await rememberDevice(ctx, tx, admin, typeof presented === 'string' ? presented : undefined, from),
    };
  });
  setSessionCookies(ctx, cookie, session.token, session.persistent);
  setDeviceCookie(cookie, device, ctx.config.https);
  await recordSignIn(ctx.activity, admin, from.address, by.way);
  return session.sessionId;
}

export type AccessJwt = { sign(claims: Record<string, string>): Promise<string> };

/**
 * What the console keeps of the signed-in account: SPEC.md's username and
 * role, and what it needs to show only what the account may do.
 */
export async function accountState(
  ctx: AppContext,
  account: Pick<AdminRow, 'id' | 'username' | 'role' | 'password_is_temporary' | 'sign_in'>,
) {
  return {
    username: account.username,
    role: account.role,
    accountId: account.id,
    hostels: account.role === 'warden' ? await hostelsOfAdmin(ctx.db, account.id) : [],
    mustChangePassword: account.password_is_temporary === 1,
    signIn: account.sign_in,
  };
}

/** A sign-in on its way: remember-me, who asks, where the cookies go, how it came and the access token's signer. */
export type Finishing = {
  remember: boolean;
  from: SignInFrom;
  cookie: Cookies;
  accessJwt: AccessJwt;
  by?: SignedInBy;
};

/** Opens the session a finished sign-in gets; the response with an access token. */
export async function signedIn(ctx: AppContext, admin: AdminRow, { remember, from, cookie, accessJwt, by }: Finishing) {
  const sessionId = await openSignedInSession(ctx, admin, remember, from, cookie, by);
  const accessToken = await accessJwt.sign({ sub: admin.id, sid: sessionId });
  return { message: authMessages.loginSuccessful, accessToken, ...(await accountState(ctx, admin)) };
}

/**
 * An account without two-step past its first step: it sets two-step up first when every account must have it,
 * or is signed in.
 */
export async function setUpOrSignIn(ctx: AppContext, admin: AdminRow, finishing: Finishing) {
  if (await isTwoStepRequired(ctx.db)) {
    return {
      message: twoStepMessages.setUpRequired,
      twoStep: 'setup' as const,
      challenge: signChallenge(ctx, admin, 'setup', finishing.remember, finishing.by),
    };
  }
  await ctx.loginLimiter.recordSuccess(admin.username);
  return signedIn(ctx, admin, finishing);
}

/**
 * Past its password (or its directory's): the code comes next with two-step on, the failures counted so far
 * staying until it is right too; otherwise as setUpOrSignIn.
 */
export async function secondStepOrSignIn(ctx: AppContext, admin: AdminRow, finishing: Finishing) {
  if ((await findTwoStep(ctx.db, admin.id))?.totp_secret) {
    return {
      message: twoStepMessages.enterCode,
      twoStep: 'code' as const,
      challenge: signChallenge(ctx, admin, 'code', finishing.remember, finishing.by),
    };
  }
  return setUpOrSignIn(ctx, admin, finishing);
}
