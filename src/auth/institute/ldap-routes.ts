// Sign-in through the institute's LDAP directory: a form of its own (directory
// usernames such as r.kumar do not pass SPEC.md's), then the same second step
// and session as a password sign-in. Directory errors say only that sign-in is
// unavailable, never whether the account exists.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { Message, responds } from '../../http/contract';
import { HttpError, badRequest } from '../../http/errors';
import { recordFailedSignIn } from '../activity';
import { adminAuth } from '../guard';
import { signInFrom } from '../known-devices';
import { SecondStep, SignedIn } from '../model';
import { secondStepOrSignIn } from '../signed-in-session';
import { accountSigningIn } from './identities';
import { DirectoryUnavailable } from './ldap';
import { INSTITUTE_OUTCOMES, instituteMessages } from './texts';

const DirectoryLogin = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, instituteMessages.directoryFailed), v.maxLength(200)),
  password: v.pipe(v.string(), v.maxLength(200)),
  remember: v.optional(v.boolean(), false),
  /** The account a session that ended is renewed for, over the console: no one else signs in there. */
  account: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export function ldapRoutes(ctx: AppContext) {
  return new Elysia({ prefix: '/api/admin/ldap' }).use(adminAuth(ctx)).post(
    '/login',
    async ({ body, cookie, accessJwt, request, server }) => {
      const directory = ctx.institute.ldap;
      if (!directory) throw new HttpError(404, instituteMessages.notSetUp('ldap'));
      if (!body.password) throw badRequest(instituteMessages.directoryPasswordRequired);
      const from = signInFrom(ctx, request, server);
      // The limiter counts a directory username apart from a local one of the same letters.
      const limited = `directory:${body.username.toLowerCase()}`;
      await ctx.loginLimiter.reserveAttempt(from.address, limited);
      const refuse = async (status: number, message: string, reason: string) => {
        await recordFailedSignIn(ctx.activity, body.username, from.address, reason, 'ldap');
        return new HttpError(status, message);
      };
      let identity: { subject: string } | null;
      try {
        identity = await directory.signIn(body.username, body.password);
      } catch (error) {
        if (!(error instanceof DirectoryUnavailable)) throw error;
        await ctx.loginLimiter.takeBack(from.address, limited);
        throw await refuse(503, instituteMessages.directoryUnavailable, `the directory failed: ${error.message}`);
      }
      if (!identity) throw await refuse(401, instituteMessages.directoryFailed, 'wrong username or password');
      await ctx.loginLimiter.takeBack(from.address, limited);
      const found = await accountSigningIn(ctx, 'ldap', identity.subject, body.username);
      if ('refused' in found) throw await refuse(403, INSTITUTE_OUTCOMES[found.refused], found.reason);
      const { admin } = found;
      if (body.account !== undefined && body.account !== admin.username)
        throw await refuse(403, instituteMessages.anotherAccount(body.account), 'another account than the one renewed');
      const by = { way: 'ldap' as const, grant: identity.subject };
      return secondStepOrSignIn(ctx, admin, { remember: body.remember, from, cookie, accessJwt, by });
    },
    {
      body: DirectoryLogin,
      readsBody: true,
      detail: responds("Sign in with the institute directory's username and password", {
        200: v.union([SignedIn, SecondStep]),
        400: Message,
        401: Message,
        403: Message,
        404: Message,
        429: Message,
        503: Message,
      }),
    },
  );
}
