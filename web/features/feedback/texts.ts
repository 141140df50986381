// The Feedback page's and the Inbox's texts.
import { localized } from '../../lib/texts';

export const feedbackTexts = localized('feedback', {
  title: 'Feedback',
  intro: 'Tell the hostel office what is wrong, missing or out of date on this site, or anything else on your mind. Only the office reads it.',
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

export const inboxTexts = {
  title: 'Inbox',
  intro: 'Messages visitors sent from the Feedback page. They are never shown on the site.',
  show: 'Show',
  all: 'All',
  saving: 'Saving…',
  saved: 'Feedback updated.',
  saveFailed: 'The message could not be changed.',
  empty: 'No messages here.',
  from: 'From',
  visitor: 'a visitor',
  about: 'About',
  received: 'Received',
  statusLabels: { new: 'New', 'in hand': 'In hand', done: 'Done' } as Record<string, string>,
  moveTo: { new: 'Mark new', 'in hand': 'Mark in hand', done: 'Mark done' } as Record<string, string>,
};
