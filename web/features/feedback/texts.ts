// The Feedback page's texts; the Inbox's are admin-texts.ts.
import { feedbackMessages } from '@contract/modules/feedback/texts';
import { localized } from '../../lib/texts';

export const feedbackTexts = localized('feedback', {
  title: 'Feedback',
  intro:
    'Tell the hostel office what is wrong, missing or out of date on ' +
    'this site, or anything else on your mind. Only the office reads it.',
  message: 'Your message',
  name: 'Your name (optional)',
  email: 'Your e-mail (optional, if you would like a reply)',
  page: 'The page it is about (optional)',
  pageHint: 'Its address on this site, such as /hostels.',
  trap: 'Leave this empty',
  send: 'Send to the office',
  sending: 'Sending…',
  sendAnother: 'Send another message',
  failed: 'Your message could not be sent. Check the connection and try again.',
});

/** What the server says of a send, which it says in English (SPEC.md's texts), as the page's language says it. */
export const feedbackOutcomeTexts = localized('feedbackOutcomes', {
  sent: feedbackMessages.sent,
  messageRequired: feedbackMessages.messageRequired,
  messageTooLong: feedbackMessages.messageTooLong,
  nameTooLong: feedbackMessages.nameTooLong,
  emailInvalid: feedbackMessages.emailInvalid,
  pageInvalid: feedbackMessages.pageInvalid,
  tooFast: feedbackMessages.tooFast,
  formExpired: feedbackMessages.formExpired,
  looksAutomated: feedbackMessages.looksAutomated,
  tooMany: feedbackMessages.tooMany,
});

/** The server's `message` about a send in the page's language; one it does not know, as it came. */
export function outcomeMessage(message: string) {
  const english = Object.entries(feedbackMessages);
  const key = english.find(([, text]) => text === message)?.[0];
  if (key && key in feedbackOutcomeTexts)
    return feedbackOutcomeTexts[key as keyof typeof feedbackOutcomeTexts] as string;
  const minutes = Number(/(\d+) minute/.exec(message)?.[1]);
  return minutes && feedbackMessages.tooMany(minutes) === message ? feedbackOutcomeTexts.tooMany(minutes) : message;
}
