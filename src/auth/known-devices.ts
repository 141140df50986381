// The browsers an account has signed in from, each by a random cookie that
// stays in it (kept here only as its hash): a sign-in from a browser the
// account has not used before is mailed to the account, if it chose that mail,
// once it has signed in anywhere before. A browser that clears its cookies is
// new again.
import type { Cookie } from 'elysia';
import type { Server } from 'bun';
import { clientAddress } from '../http/client-address';
import type { AppContext } from '../context';
import type { Transaction } from '../db/database';
import { nowIso } from '../ids';
import * as repo from './repo';
import { hashToken, randomToken } from './sessions';

export const DEVICE_COOKIE = 'hostel_device';

/** Where a sign-in comes from: the network address, and the browser's own description of itself. */
export type SignInFrom = { address: string; userAgent: string };

export const signInFrom = (ctx: AppContext, request: Request, server: Server<unknown> | null): SignInFrom => ({
  address: clientAddress(ctx.config.trustedProxies, request, server),
  userAgent: request.headers.get('user-agent') ?? '',
});

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome on Android', as a person names a browser; 'an unknown browser' when it does not say. */
export function describeBrowser(userAgent: string) {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ? `a browser on ${system}` : 'an unknown browser';
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Remembers the browser of a sign-in in `tx`, and tells the account when it is one it has not used before (its
 * first sign-in anywhere excepted). Returns the cookie's value for the browser to keep.
 */
export async function rememberDevice(
  ctx: AppContext,
  tx: Transaction,
  account: { id: string; username: string },
  presented: string | undefined,
  from: SignInFrom,
) {
  const now = nowIso();
  if (presented && (await repo.touchDevice(tx, account.id, hashToken(presented), now)) > 0) return presented;
  const token = presented && /^[\w-]{43}$/.test(presented) ? presented : randomToken();
  const signedInBefore = await repo.hasKnownDevice(tx, account.id);
  await repo.insertDevice(tx, account.id, hashToken(token), now);
  if (signedInBefore)
    await ctx.mail.office(tx, {
      kind: 'new device',
      account: account.id,
      at: now,
      address: from.address,
      browser: describeBrowser(from.userAgent),
    });
  return token;
}

/** The cookie that names the browser to the next sign-in: only sign-in calls read it. */
export const setDeviceCookie = (cookie: Record<string, Cookie<unknown>>, token: string, secure: boolean) =>
  cookie[DEVICE_COOKIE].set({
    value: token,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/admin',
    maxAge: repo.DEVICE_DAYS * 24 * 60 * 60,
  });
