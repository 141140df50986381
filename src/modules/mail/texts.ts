// What the mail routes answer, and the test mail's own words.

/** The longest e-mail address taken, as long as a person's may be. */
export const EMAIL_MAX_LENGTH = 200;

export const mailMessages = {
  notConfigured:
    'Mail is not set up: start the server with --smtp (the institute relay) and --mail-from (the sender address).',
  testQueued: (to: string) => `A test mail to ${to} is queued; it shows here as sent once the relay takes it.`,
  addressInvalid: 'Enter an e-mail address such as warden@example.edu.',
  undeliverable: 'Not sent: the relay has refused this address for good three times.',
};

export const testMail = (siteName: string, from: string) => ({
  subject: `Test mail from ${siteName}`,
  text:
    `This is a test mail from ${siteName}, sent from the console's Mail panel.\n\n` +
    `It came through the institute's relay from ${from}: mail from the site reaches this address.\n`,
});

/** The office's own mail an account may choose to receive (the profile's Mail tab). */
export const OFFICE_MAIL = [
  'feedback',
  'backup failed',
  'certificate',
  'new device',
  'two-step off',
  'account request',
] as const;
export type OfficeMail = (typeof OFFICE_MAIL)[number];

export const officeMailMessages = {
  saved: 'Your mail choices are saved.',
  notOffered: 'Choose only the mail your account may receive.',
};

/** What the office's mails say: plain text, in English, as the console is. */
export const officeMails = {
  feedback: (siteName: string, from: string, message: string, inbox: string | null) => ({
    subject: `New feedback on ${siteName}`,
    text:
      `${from} sent the hostel office a message:\n\n${message}\n\n` +
      (inbox ? `Read it in the console's Inbox: ${inbox}\n` : "Read it in the console's Inbox.\n"),
  }),
  backupFailed: (siteName: string, reason: string) => ({
    subject: `A scheduled backup of ${siteName} failed`,
    text:
      `The scheduled backup of ${siteName} failed: ${reason}\n\n` +
      "Make one in the console's Backups panel, and check the server's disk and log.\n",
  }),
  certificateExpiring: (
    siteName: string,
    names: string,
    notAfter: string,
    source: 'files' | 'acme',
    lastFailure: string | null,
  ) => ({
    subject: `The HTTPS certificate of ${siteName} expires on ${notAfter}`,
    text:
      `The certificate ${siteName} serves https with (${names}) expires on ${notAfter}. After that, browsers ` +
      'refuse the site.\n\n' +
      (source === 'files'
        ? 'Put the renewed certificate and key in place of the files the server was started with (--tls-cert, ' +
          '--tls-key): it takes them without a restart.\n'
        : 'The site renews it through ACME by itself, and has not managed to yet' +
          `${lastFailure ? `: ${lastFailure}` : ''}. ` +
          'Check that the certificate authority can reach the site on port 80 (the operating guide, HTTPS).\n'),
  }),
  certificateRenewalFailed: (siteName: string, names: string, reason: string, notAfter: string) => ({
    subject: `A new HTTPS certificate for ${siteName} could not be taken`,
    text:
      `A new certificate for ${names} could not be taken: ${reason}\n\n` +
      `The current one keeps serving until ${notAfter}. The site tries again by itself; ` +
      "the console's dashboard shows how it goes.\n",
  }),
  newDevice: (siteName: string, username: string, at: string, browser: string, address: string) => ({
    subject: `A new sign-in to ${username} on ${siteName}`,
    text:
      `The account ${username} signed in to ${siteName} on ${at} from ${browser} (network address ${address}), ` +
      'a browser it had not used before.\n\n' +
      'If it was you, there is nothing to do. If not, change your password at once in your profile, and tell an ' +
      'owner of the site.\n',
  }),
  accountRequest: (siteName: string, username: string, login: string, accounts: string | null) => ({
    subject: `${login} asks for an account on ${siteName}`,
    text:
      `${login} signed in through the institute without an account on ${siteName}, and so asked for one. ` +
      `It waits, disabled, as ${username} until an owner approves it and gives it a role` +
      (accounts ? `: ${accounts}\n` : " in the console's Accounts panel.\n") +
      '\nIf you do not know who this is, delete the account there.\n',
  }),
  twoStepOff: (siteName: string, username: string, by: string) => ({
    subject: `Two-step sign-in was turned off for ${username}`,
    text:
      `Two-step sign-in was turned off for the account ${username} on ${siteName}, by ${by}.\n\n` +
      'The password alone now signs it in. If you did not expect this, tell an owner of the site at once.\n',
  }),
};
