// Sign-in through the institute's OpenID Connect provider: /start sends the
// browser to the provider with a flow cookie (the one cookie that is Lax, so it
// comes back on the provider's redirect), /callback checks the answer and opens
// the same session a password sign-in opens, then goes back to the sign-in page,
// which takes the session up and returns to the page the person came from.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { siteOrigin } from '../../config';
import { document, responds } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { recordFailedSignIn } from '../activity';
import { signInFrom } from '../known-devices';
import { findTwoStep } from '../repo';
import { type Cookies, openSignedInSession } from '../signed-in-session';
import { isTwoStepRequired, signChallenge } from '../two-step';
import { accountSigningIn } from './identities';
import { readPayload, signPayload } from '../signed-payload';
import type { OidcFlow, OidcProvider } from './oidc';
import { type InstituteOutcome, instituteMessages } from './texts';

export const FLOW_COOKIE = 'hostel_oidc';
const FLOW_PATH = '/api/admin/oidc';
const FLOW_SECONDS = 10 * 60;
const CALLBACK = `${FLOW_PATH}/callback`;
const LOGIN_PAGE = '/admin/login';
/** Who a refused sign-in is logged under: the provider named no account of ours. */
const INSTITUTE_IDENTITY = 'institute account';

/** `window`: begun over a console waiting to sign in again, in a window of its own that hands the session over. */
export type Flow = OidcFlow & { remember: boolean; from: string; expires: number; window?: true };

const StartQuery = v.object({
  remember: v.optional(v.picklist(['true', 'false'])),
  from: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  window: v.optional(v.picklist(['1'])),
});
const CallbackQuery = v.record(v.string(), v.pipe(v.string(), v.maxLength(4000)));

/** A console path to come back to, never another site's. */
const consolePath = (from: string | undefined) =>
  from && /^\/admin(\/|\?|$)/.test(from) && !from.startsWith(LOGIN_PAGE) ? from : '/admin';

const FLOW_PURPOSE = 'institute sign-in flow';

export const sealFlow = (secret: string, flow: Flow) => signPayload(secret, FLOW_PURPOSE, flow);

function openFlow(secret: string, sealed: unknown): Flow | null {
  const flow = readPayload<Flow>(secret, FLOW_PURPOSE, sealed);
  return flow && flow.expires > Date.now() ? flow : null;
}

/** The sign-in page with what happened, and where to go after it. */
const loginPage = (outcome: InstituteOutcome | 'signed-in', from: string, extra: Record<string, string> = {}) =>
  `${LOGIN_PAGE}?${new URLSearchParams({ institute: outcome, from, ...extra })}`;

/** A refusal's reason for the activity log: the check that failed, as the library that made it says. */
function whyRefused(error: unknown) {
  let reason = error as Error;
  while (reason.cause instanceof Error) reason = reason.cause;
  return reason.message.slice(0, 200);
}

export function oidcRoutes(ctx: AppContext) {
  const provider = ctx.institute.oidc;
  const secure = ctx.config.https;

  function setFlowCookie(cookie: Cookies, value: string, maxAge: number) {
    cookie[FLOW_COOKIE].set({ value, httpOnly: true, sameSite: 'lax', secure, path: FLOW_PATH, maxAge });
  }

  function redirect(set: { status?: number | string; headers: Record<string, unknown> }, location: string) {
    set.status = 303;
    set.headers.location = location;
    return '';
  }

  const notSetUp = () => new HttpError(404, instituteMessages.notSetUp('oidc'));

  return new Elysia({ prefix: FLOW_PATH })
    .get(
      '/start',
      async ({ query, cookie, set, request }) => {
        if (!provider) throw notSetUp();
        const from = consolePath(query.from);
        let started: Awaited<ReturnType<OidcProvider['start']>>;
        try {
          started = await provider.start(`${siteOrigin(ctx.config, request)}${CALLBACK}`);
        } catch {
          return redirect(set, loginPage('unavailable', from));
        }
        const flow: Flow = {
          ...started.flow,
          remember: query.remember === 'true',
          from,
          expires: Date.now() + FLOW_SECONDS * 1000,
          ...(query.window && { window: true as const }),
        };
        setFlowCookie(cookie, sealFlow(ctx.secret, flow), FLOW_SECONDS);
        return redirect(set, started.url.href);
      },
      {
        query: StartQuery,
        detail: responds("Sign in through the institute's provider: off to its sign-in page", {
          303: document('', "To the provider's sign-in page, or back to the sign-in page when it cannot be reached"),
          404: document('application/json', 'Sign-in through an OpenID Connect provider is not set up'),
        }),
      },
    )
    .get(
      '/callback',
      async ({ cookie, set, request, server }) => {
        if (!provider) throw notSetUp();
        const flow = openFlow(ctx.secret, cookie[FLOW_COOKIE]?.value);
        setFlowCookie(cookie, '', 0);
        if (!flow) return redirect(set, loginPage('expired', '/admin'));
        const from = signInFrom(ctx, request, server);
        const refuse = async (outcome: InstituteOutcome, reason: string) => {
          await recordFailedSignIn(ctx.activity, INSTITUTE_IDENTITY, from.address, reason, 'oidc');
          return redirect(set, loginPage(outcome, flow.from));
        };
        const callbackUrl = new URL(`${siteOrigin(ctx.config, request)}${CALLBACK}${new URL(request.url).search}`);
        let identity: Awaited<ReturnType<OidcProvider['finish']>>;
        try {
          identity = await provider.finish(callbackUrl, flow);
        } catch (error) {
          return refuse('refused', whyRefused(error));
        }
        const found = await accountSigningIn(ctx, 'oidc', identity.subject, identity.verifiedEmail);
        if ('refused' in found) return refuse(found.refused, found.reason);
        const { admin } = found;
        const hasOwnTwoStep = Boolean((await findTwoStep(ctx.db, admin.id))?.totp_secret);
        if (!identity.multiFactor && (hasOwnTwoStep || (await isTwoStepRequired(ctx.db)))) {
          const step = hasOwnTwoStep ? 'code' : 'setup';
          // The provider's refresh token stays off the address: a session finished by our code lasts the hour.
          const challenge = signChallenge(ctx, admin, step, flow.remember, { way: 'oidc', grant: null });
          return redirect(set, `${LOGIN_PAGE}?${new URLSearchParams({ from: flow.from })}#${step}=${challenge}`);
        }
        await openSignedInSession(ctx, admin, flow.remember, from, cookie, {
          way: 'oidc',
          grant: identity.refreshToken,
        });
        const extra = { remember: String(flow.remember), ...(flow.window && { window: '1' }) };
        return redirect(set, loginPage('signed-in', flow.from, extra));
      },
      {
        query: CallbackQuery,
        detail: responds("The provider's answer: signed in, and back to the console", {
          303: document('', 'To the sign-in page, which takes up the session or says why there is none'),
          404: document('application/json', 'Sign-in through an OpenID Connect provider is not set up'),
        }),
      },
    );
}
