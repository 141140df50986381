// What the sign-in and account calls respond with, for the OpenAPI document (their inputs are next to their routes).
import * as v from 'valibot';
import { ROLES } from './permissions';
import { INSTITUTE_WAYS, SIGN_IN_WAYS } from './institute/texts';

/** What the console keeps of the signed-in account, with a fresh access token. */
export const SessionState = v.object({
  accessToken: v.string(),
  username: v.string(),
  role: v.picklist(ROLES),
  accountId: v.string(),
  hostels: v.array(v.string()),
  mustChangePassword: v.boolean(),
  /** How the account signs in: an institute account has no password or username of its own to change. */
  signIn: v.picklist(SIGN_IN_WAYS),
});

/** A finished sign-in; after confirming a new two-step key, with its recovery codes. */
export const SignedIn = v.object({
  message: v.string(),
  ...SessionState.entries,
  recoveryCodes: v.optional(v.array(v.string())),
});

/** The right password of an account with two-step: the next step, and the challenge that carries it there. */
export const SecondStep = v.object({
  message: v.string(),
  twoStep: v.picklist(['code', 'setup']),
  challenge: v.string(),
});

/** A two-step key being set up: its secret and the otpauth URI its QR code shows. */
export const TwoStepKey = v.object({ secret: v.string(), uri: v.string() });

export const TwoStepState = v.object({ enabled: v.boolean(), required: v.boolean(), recoveryCodesLeft: v.number() });
export const TwoStepStateWithCodes = v.object({ ...TwoStepState.entries, recoveryCodes: v.array(v.string()) });

/**
 * What the sign-in page offers besides SPEC.md's form: a forgotten password mailed a link, where mail is set up;
 * the ways through the institute this site has set up.
 */
export const SignInOptions = v.object({ passwordReset: v.boolean(), institute: v.array(v.picklist(INSTITUTE_WAYS)) });
