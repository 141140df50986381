// What the subscription routes answer. The page shows these in its language
// (web/texts); the mails' own words are in mails.ts.
export const SUBSCRIPTION_DIGESTS = ['none', 'daily', 'weekly'] as const;
export type SubscriptionDigest = (typeof SUBSCRIPTION_DIGESTS)[number];

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48;
/** Confirmation mails to one address in a day; past them the page answers as before and nothing is sent. */
export const CONFIRMATIONS_PER_DAY = 3;

export const subscriptionMessages = {
  notAvailable:
    'Mail alerts are not available on this site yet: the hostel office has not set up mail and the site address.',
  checkMail: (address: string) =>
    `Almost done: we sent a link to ${address}. Follow it within ${CONFIRM_HOURS / 24} days to start receiving mail.`,
  nothingChosen: 'Choose at least one kind of mail to receive.',
  unknownHostel: 'Choose a hostel from the list.',
  confirmed: 'Your subscription is confirmed. Mail from the site comes to this address from now on.',
  saved: 'Your choices are saved.',
  unsubscribed: 'You are unsubscribed and your address is deleted. No more mail comes from the site.',
  removed: 'Subscription removed. Its address is deleted and gets no more mail.',
  notFound: 'Subscription not found.',
  linkExpired: 'This link has expired. Please subscribe again to get a new one.',
  linkInvalid: 'This link is not valid, or the subscription has ended. Please subscribe again.',
  formExpired: 'The form has expired or could not be verified. Please reload the page and send it again.',
  tooFast: 'That was sent faster than a person can fill the form. Please wait a few seconds and send it again.',
  looksAutomated: 'This looks automated and was not sent. Please leave the hidden "Leave this empty" field empty.',
  tooMany: (minutes: number) =>
    `Several subscriptions were asked for from your network. Please try again in ${minutes} minute${
      minutes === 1 ? '' : 's'
    }.`,
};
