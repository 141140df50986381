// The session a finished sign-in opens, whichever way it came (the password
// form, two-step, a reset link, the institute): the refresh and XSRF cookies,
// the browser remembered, the sign-in's activity entry.
import type { Cookie } from 'elysia';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { recordSignIn } from './activity';
import type { InstituteWay } from './institute/texts';
import { DEVICE_COOKIE, rememberDevice, setDeviceCookie, type SignInFrom } from './known-devices';
import { type AdminRow, markInstituteChecked } from './repo';
import { REFRESH_COOKIE, XSRF_COOKIE, newXsrfToken, openSession } from './sessions';

export type Cookies = Record<string, Cookie<unknown>>;

export const ACCOUNT_DISABLED = 'This account is disabled. Ask an owner of the site to enable it.';

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
    if (by.way !== 'password') await markInstituteChecked(tx, session.sessionId, by.grant);
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
