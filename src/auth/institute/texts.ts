// How an account signs in, decided by an owner, and what the sign-in pages and
// the Accounts panel say of it. A contract file: no valibot, no server code.
import { ACCOUNT_DISABLED } from '../rules';

export const SIGN_IN_WAYS = ['password', 'oidc', 'ldap'] as const;
export type SignInWay = (typeof SIGN_IN_WAYS)[number];
/** Through the institute: its OpenID Connect provider, or its LDAP directory. */
export const INSTITUTE_WAYS = ['oidc', 'ldap'] as const;
export type InstituteWay = (typeof INSTITUTE_WAYS)[number];

export const isInstituteWay = (way: SignInWay): way is InstituteWay => way !== 'password';

/** How the Accounts panel names each way. */
export const SIGN_IN_WAY_NAMES: Record<SignInWay, string> = {
  password: 'Password',
  oidc: 'Institute account',
  ldap: 'Institute directory',
};

export const instituteMessages = {
  signsInThroughInstitute: 'This account signs in through the institute.',
  signInButton: 'Sign in with your institute account',
  notSetUp: (way: InstituteWay) =>
    `Sign-in through the institute's ${way === 'oidc' ? 'account provider' : 'directory'} is not set up on this ` +
    'site (see the operating guide).',
  loginRequired: (way: InstituteWay) =>
    way === 'oidc'
      ? 'Give the institute e-mail address the account signs in with.'
      : "Give the account's username in the institute directory.",
  loginTaken: 'Another account already signs in with that institute identity.',
  directoryUnavailable: 'Sign-in is unavailable: the institute directory could not be reached. Try again later.',
  directoryFailed: 'Invalid directory username or password',
  directoryPasswordRequired: 'Enter your directory password.',
  anotherAccount: (username: string) => `That institute account signs in as someone else: sign in as ${username}.`,
  lastPasswordOwner:
    'The site needs an owner who signs in with a password, for when the institute cannot be reached: ' +
    'make another account an owner first.',
};

/**
 * Why a sign-in through the institute ended back on the sign-in page: the callback names the outcome in the
 * address (`?institute=unknown`), and the page shows its text. Directory errors never say whether an account exists.
 */
export const INSTITUTE_OUTCOMES = {
  unavailable: 'Sign-in is unavailable: the institute could not be reached. Try again later.',
  expired: 'This sign-in took too long, or was started in another browser. Please try again.',
  refused: "The institute's answer could not be verified. Please try again.",
  unknown: 'No account of this site signs in with that institute identity. Ask an owner of the site to add you.',
  disabled: ACCOUNT_DISABLED,
  awaiting: "Your request for an account is with the site's owners. You can sign in once one of them approves it.",
} as const;
export type InstituteOutcome = keyof typeof INSTITUTE_OUTCOMES;
