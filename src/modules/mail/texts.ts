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
