// The Feedback page's texts; the Inbox's are admin-texts.ts.
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
