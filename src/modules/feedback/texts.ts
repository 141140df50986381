// The feedback form's texts that the server responds with and the web shows
// too: apart from model.ts, so the public page does not pull in valibot.
export const FEEDBACK_LIMITS = { message: 2000, name: 100, email: 200, page: 300 } as const;

export const feedbackMessages = {
  sent: 'Thank you. Your message has reached the hostel office.',
  messageRequired: 'Please write your message.',
  messageTooLong: `Your message must be at most ${FEEDBACK_LIMITS.message} characters.`,
  nameTooLong: `Your name must be at most ${FEEDBACK_LIMITS.name} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
  pageInvalid: 'The page must be an address on this site, such as /hostels.',
  tooFast: 'That was sent faster than a person can write. Please wait a few seconds and send it again.',
  formExpired: 'The form has expired or could not be verified. Please reload the page and send your message again.',
  looksAutomated:
    'Your message looks automated and was not sent. Please leave the hidden "Leave this empty" field empty.',
  tooMany: (minutes: number) =>
    `You have sent several messages already. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  statusChanged: 'Feedback updated.',
  notFound: 'Feedback not found.',
};

export const FEEDBACK_STATUSES = ['new', 'in hand', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
