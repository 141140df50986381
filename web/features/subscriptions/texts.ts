// The Subscribe page's texts.
import { subscriptionMessages } from '@contract/modules/subscriptions/texts';
import { mailMessages } from '@contract/modules/mail/texts';
import { localized } from '../../lib/texts';

export const subscribeTexts = localized('subscribe', {
  title: 'Mail alerts',
  intro:
    'Get urgent notices, a digest of notices and events, or your hostel’s menu changes by e-mail. ' +
    'No account is needed, and every mail has a link to stop.',
  email: 'Your e-mail address',
  language: 'Language of the mails',
  choose: 'What to receive',
  urgent: 'Urgent notices, as soon as they are posted',
  digest: 'All notices and upcoming events',
  digestNone: 'No digest',
  digestDaily: 'Every morning',
  digestWeekly: 'Every Monday morning',
  menuHostel: 'Mess menu changes of',
  menuNone: 'No hostel',
  trap: 'Leave this empty',
  subscribe: 'Subscribe',
  sending: 'Sending…',
  privacy: 'The address is used only for these mails, and deleted when you unsubscribe.',
  confirmTitle: 'Confirm your subscription',
  confirmIntro: 'Confirm that you want the mails you asked for at this address.',
  confirm: 'Confirm',
  manageTitle: 'Your mail alerts',
  manageIntro: (email: string) => `Mails to ${email}.`,
  notConfirmed: 'Not confirmed yet: follow the link in the confirmation mail first.',
  save: 'Save choices',
  unsubscribe: 'Unsubscribe and delete my address',
  manageLink: 'Change what you receive',
  subscribeAgain: 'Subscribe again',
  unavailable: subscriptionMessages.notAvailable,
  failed: 'That could not be sent. Check the connection and try again.',
  loading: 'Loading your choices…',
});

/** What the server says of a send, which it says in English, as the page's language says it. */
export const subscribeOutcomeTexts = localized('subscribeOutcomes', {
  checkMail: subscriptionMessages.checkMail,
  nothingChosen: subscriptionMessages.nothingChosen,
  unknownHostel: subscriptionMessages.unknownHostel,
  confirmed: subscriptionMessages.confirmed,
  saved: subscriptionMessages.saved,
  unsubscribed: subscriptionMessages.unsubscribed,
  linkExpired: subscriptionMessages.linkExpired,
  linkInvalid: subscriptionMessages.linkInvalid,
  formExpired: subscriptionMessages.formExpired,
  tooFast: subscriptionMessages.tooFast,
  looksAutomated: subscriptionMessages.looksAutomated,
  tooMany: subscriptionMessages.tooMany,
  notAvailable: subscriptionMessages.notAvailable,
  addressInvalid: mailMessages.addressInvalid,
});

/** The messages the server sends about the page's calls, in English, by their key above. */
const ENGLISH = { ...subscriptionMessages, addressInvalid: mailMessages.addressInvalid };

/** The server's `message` in the page's language; one it does not know, as it came. */
export function outcomeMessage(message: string) {
  const key = Object.entries(ENGLISH).find(([, english]) => english === message)?.[0];
  const shown = key && subscribeOutcomeTexts[key as keyof typeof subscribeOutcomeTexts];
  if (typeof shown === 'string') return shown;
  const address = /^Almost done: we sent a link to (.+)\. Follow it/.exec(message)?.[1];
  if (address && subscriptionMessages.checkMail(address) === message) return subscribeOutcomeTexts.checkMail(address);
  const minutes = Number(/(\d+) minute/.exec(message)?.[1]);
  if (minutes && subscriptionMessages.tooMany(minutes) === message) return subscribeOutcomeTexts.tooMany(minutes);
  return message;
}
