// The login rules of SPEC.md section 5. The server holds new usernames and
// passwords to them too, or an admin could set one they can never log in with.

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,13}$/;
// Any characters but control, format (zero-width, bidi) and line-break ones, which no login form can type back.
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%])[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{8,24}$/u;

export const isValidUsername = (username: string) => USERNAME_PATTERN.test(username);
export const isValidPassword = (password: string) => PASSWORD_PATTERN.test(password);

export const USERNAME_RULE =
  'The username must be 4-14 characters, start with a letter, and use only letters, numbers and underscores.';
export const PASSWORD_RULE =
  'The password must be 8-24 characters with a lowercase letter, an uppercase letter, a number and one of ! @ # $ %.';

/** The account texts the server responds with and the web shows (SPEC.md sections 5 and 8). */
export const authMessages = {
  fillAllFields: 'Please fill in all fields',
  loginSuccessful: 'Login successful',
  usernameChanged: 'Username changed successfully!',
  passwordChanged: 'Password changed successfully!',
  sameTemporaryPassword: 'Choose a password of your own, not the one you were given.',
  currentPasswordWrong: 'The current password is incorrect.',
};

export const ACCOUNT_DISABLED = 'This account is disabled. Ask an owner of the site to enable it.';

/** How long a link mailed for a forgotten password works. */
export const RESET_LINK_MINUTES = 30;

/** A forgotten password's answers, which the console's pages show. */
export const passwordResetMessages = {
  linkSent:
    'If that account has an e-mail address, a link to choose a new password is on its way to it. ' +
    `The link works once, within ${RESET_LINK_MINUTES} minutes.`,
  notSetUp: 'This site cannot send mail, so a password cannot be reset by mail. Ask an owner of the site to reset it.',
  linkEnded: 'This link has expired or has been used already. Ask for a new one.',
  codeNeeded: 'Enter a code from your authenticator app, or a recovery code: this account has two-step sign-in.',
  tooMany: (minutes: number) =>
    `Too many requests for a new password. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};

/**
 * Two-step sign-in: how many recovery codes an account gets,
 * and the texts the server responds with and the console shows.
 */
export const RECOVERY_CODE_COUNT = 10;

export const twoStepMessages = {
  enterCode: 'Enter the 6-digit code from your authenticator app',
  setUpRequired: 'Two-step sign-in is required for every account. Set it up to continue.',
  scanKey: 'Add the key to your authenticator app, then enter the code it shows',
  wrongCode: 'That code is not right or has been used already. Try the newest code from your app.',
  challengeEnded: 'This sign-in has expired or could not be verified. Please log in again.',
  notOn: 'Two-step sign-in is not on for this account.',
  alreadyOn: 'Two-step sign-in is already on for this account. Turn it off first to set it up again.',
  notBegun: 'Start the setup again: there is no new key waiting for its first code.',
  turnedOn: 'Two-step sign-in is on',
  turnedOff: 'Two-step sign-in is off',
  requiredCannotTurnOff: 'Two-step sign-in is required for every account, so it cannot be turned off.',
  newRecoveryCodes: 'New recovery codes made; the old ones no longer work',
  requiredOn: 'Two-step sign-in is now required for every account',
  requiredOff: 'Two-step sign-in is now optional',
  setUpYoursFirst: 'Turn on two-step sign-in for your own account before requiring it for everyone.',
};

/** A random password that meets the rules, for a first start without HOSTEL_ADMIN_PASSWORD. */
export function randomValidPassword(): string {
  const pick = (set: string) => set[crypto.getRandomValues(new Uint32Array(1))[0] % set.length];
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const special = '!@#$%';
  const all = lower + upper + digits;
  const chars = [pick(lower), pick(upper), pick(digits), pick(special)];
  while (chars.length < 16) chars.push(pick(all));
  return chars.sort(() => (crypto.getRandomValues(new Uint8Array(1))[0] & 1 ? 1 : -1)).join('');
}
