// Every text of signing in, the console's guard and the Admin Profile dialog
// that SPEC.md fixes (sections 2, 5 and 8), in one place to compare with the spec.
import { RECOVERY_CODE_COUNT, authMessages, passwordResetMessages, twoStepMessages } from '@contract/auth/rules';

export const loginTexts = {
  title: 'Admin Login',
  subtitle: 'Sign in to manage the hostel website.',
  username: 'Username',
  password: 'Password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  submit: 'Login',
  backToSite: 'Back to the website',
  invalidUsername: 'Invalid username',
  invalidPassword: 'Invalid password',
  progress: 'Logging in...',
  success: authMessages.loginSuccessful,
  failure: 'Login failed',
  or: 'or',
  directoryUsername: 'Institute username',
  directoryPassword: 'Institute password',
  directoryTitle: 'Sign in with your institute username and password.',
  directoryEmpty: 'Enter your institute username and password',
  withSitePassword: 'Sign in with a password of this site instead',
  takingUpInstitute: 'Signing you in...',
  handedOver: 'You are signed in again. Close this window to carry on where you were.',
};

/** A forgotten password: asking for a link by mail, and choosing the new password with it. */
export const passwordResetTexts = {
  forgotten: 'Forgotten your password?',
  askTitle: 'Forgotten password',
  askIntro:
    'Enter your username. A link to choose a new password goes to the e-mail address an owner gave your account.',
  send: 'Send the link',
  sending: 'Sending the link...',
  sendFailed: 'The link could not be sent',
  backToSignIn: 'Back to sign in',
  chooseTitle: 'Choose a new password',
  checkingLink: 'Checking the link...',
  forAccount: (username: string) =>
    `For the account ${username}. Saving it signs the account out everywhere else, and signs you in here.`,
  noLink: 'This address has no link in it. Open the link from the mail again, or ask for a new one.',
  linkEnded: passwordResetMessages.linkEnded,
  askAgain: 'Ask for a new link',
  codeIntro: 'Your account has two-step sign-in: enter a code from your authenticator app, or a recovery code.',
  codeNeeded: passwordResetMessages.codeNeeded,
  save: 'Save and sign in',
  saving: 'Saving your new password...',
  saveFailed: 'The password could not be changed',
};

/** The sign-in page opened over plain http on another machine: the password would cross the network as it is typed. */
export const insecureConnectionTexts = {
  title: 'This connection is not secure',
  risk:
    'This page came over plain http: the password you type here would ' +
    'cross the network unencrypted, readable by anyone on the way.',
  advice: "Sign in at the site's https:// address instead.",
  setUp: 'To set HTTPS up, see the section “HTTPS” in the operating guide,',
  guide: 'docs/operating.md',
};

export const guardTexts = {
  loading: 'Loading...',
};

export const profileTexts = {
  title: 'Admin Profile',
  usernameTab: 'Change Username',
  passwordTab: 'Change Password',
  twoStepTab: 'Two-step sign-in',
  mailTab: 'Mail',
  mailLoading: 'Loading your mail choices...',
  mailIntro: "Which of the office's mails come to your address.",
  mailAddress: (email: string) => `Mail goes to ${email}.`,
  mailNoAddress: 'Your account has no e-mail address yet: an owner gives it one in Accounts.',
  mailChoices: {
    feedback: 'New feedback in the Inbox',
    'backup failed': 'A scheduled backup that failed',
    certificate: 'The HTTPS certificate near its end, or a new one that could not be taken',
    'new device': 'A sign-in to my account from a browser it had not used',
    'two-step off': 'Two-step sign-in turned off for my account',
    'account request': 'Someone without an account asking for one at an institute sign-in',
  },
  mailSave: 'Save mail choices',
  mailSaving: 'Saving mail choices...',
  mailSaved: 'Your mail choices are saved.',
  mailFailed: 'Your mail choices could not be saved.',
  currentPassword: 'Current Password',
  newUsername: 'New Username',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  usernameHint: '4-14 characters, start with a letter, letters, numbers and underscores only',
  passwordHint: '8-24 characters with lowercase, uppercase, number and special character',
  fillAllFields: authMessages.fillAllFields,
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  changingUsername: 'Changing username...',
  usernameChanged: authMessages.usernameChanged,
  usernameFailed: 'Failed to change username. Please check your current password.',
  changingPassword: 'Changing password...',
  passwordChanged: authMessages.passwordChanged,
  passwordFailed: 'Failed to change password. Please check your current password.',
};

/** Two-step sign-in: the login's code step, its setup (in the profile, or at login when required), recovery codes. */
export const twoStepTexts = {
  title: 'Two-step sign-in',
  codeHeading: 'Enter your code',
  enterCode: twoStepMessages.enterCode,
  scanKey: twoStepMessages.scanKey,
  codeLabel: '6-digit code',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'One of the recovery codes you saved when you set up two-step sign-in. Each works once.',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  verify: 'Verify',
  startAgain: 'Start again',
  checking: 'Checking code...',
  codeMissing: 'Enter the 6 digits of the code',
  recoveryMissing: 'Enter a recovery code',
  setupRequiredHeading: 'Set up two-step sign-in',
  setUpRequired: twoStepMessages.setUpRequired,
  loadingKey: 'Making a key...',
  keyFailed: 'The key could not be made. Start again.',
  scanStep:
    'Scan this QR code with an authenticator app (such as Google ' +
    'Authenticator, Microsoft Authenticator, Aegis or 2FAS).',
  typeStep: 'Or type this key into the app:',
  confirmStep: 'Then enter the 6-digit code the app shows.',
  qrAlt: (username: string) =>
    `QR code for adding ${username} to an authenticator app. The same key is written below it.`,
  keyLabel: 'Key',
  copy: 'Copy',
  copyKey: 'Copy key',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it yourself',
  turnOn: 'Turn on',
  turningOn: 'Turning on...',
  turnedOn: twoStepMessages.turnedOn,
  turnOnFailed: 'Two-step sign-in could not be turned on',
  recoveryHeading: 'Save your recovery codes',
  recoveryIntro:
    `If you lose your phone, each of these ${RECOVERY_CODE_COUNT} codes signs you in once instead of ` +
    'a code from the app. They are shown only now: keep them somewhere safe, away from your phone.',
  recoveryListLabel: 'Recovery codes',
  copyCodes: 'Copy codes',
  downloadCodes: 'Download (.txt)',
  savedCodes: 'I have saved these recovery codes',
  continue: 'Continue',
  done: 'Done',
  recoveryFileName: 'hostel-recovery-codes.txt',
  recoveryFileText: (username: string, codes: string[]) =>
    `Recovery codes for ${username} (Institute Hostels admin console)\nEach code signs ` +
    `in once, instead of a code from the authenticator app.\n\n${codes.join('\n')}\n`,
  statusOn: 'On',
  statusOff: 'Off',
  statusLabel: 'Status',
  offIntro: 'After your password, sign-in will also ask for a code from an authenticator app on your phone.',
  onIntro: (left: number) =>
    `Sign-in asks for a code from your authenticator app. Recovery codes left: ${left} of ${RECOVERY_CODE_COUNT}.`,
  setUp: 'Set up',
  currentPassword: 'Current Password',
  passwordMissing: authMessages.fillAllFields,
  starting: 'Checking password...',
  startFailed: 'Setup could not start. Please check your current password.',
  turnOff: 'Turn off',
  turnOffIntro:
    'Enter your current password and a code from the app (or a recovery code) to turn two-step sign-in off.',
  turningOff: 'Turning off...',
  turnedOff: twoStepMessages.turnedOff,
  turnOffFailed: 'Two-step sign-in could not be turned off',
  codeOrRecovery: 'Code from the app or a recovery code',
  newCodes: 'New recovery codes',
  newCodesIntro:
    'Enter a code from the app (or a recovery code) to make ten new recovery codes. The old ones stop working.',
  makingCodes: 'Making new codes...',
  newCodesFailed: 'New recovery codes could not be made',
  cancel: 'Cancel',
  requiredLabel: 'Require two-step sign-in for every account',
  requiredHint: 'Accounts without it are asked to set it up at their next sign-in.',
  savingRequired: 'Saving...',
  requiredFailed: 'The setting could not be saved',
  loadingStatus: 'Loading...',
};

/**
 * The session ended while the console was open: the same account signs in again over it, nothing on the screen lost.
 */
export const signInAgainTexts = {
  title: 'Your session has ended',
  explain: (username: string) =>
    `Sign in again as ${username} to carry on. Everything on the screen ` +
    'stays as it is, and what you were saving is sent once you are signed in.',
  explainInstitute: (username: string) =>
    `Sign in again as ${username} through the institute to carry on, in the window that opens. Everything on the ` +
    'screen stays as it is, and what you were saving is sent once you are signed in.',
  notYou: 'Not you, or leaving? Sign out: what is on the screen is discarded.',
  signOut: 'Sign out',
};
