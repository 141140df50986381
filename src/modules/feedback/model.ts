import * as v from 'valibot';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, feedbackMessages } from './texts';
import { storedRecord } from '../stored-record';

export { FEEDBACK_STATUSES, feedbackMessages };
export type { FeedbackStatus } from './texts';

const optional = (schema: v.GenericSchema<string, string>) =>
  v.pipe(
    v.optional(v.nullable(schema), ''),
    v.transform((value) => value ?? ''),
  );
const textOf = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));

/**
 * A path on this site ('/hostels', '/hostel/abc?x=1'): never another origin, a scheme or a protocol-relative address.
 */
const isSitePath = (value: string) =>
  value === '' ||
  (/^\/(?![/\\])[^\s\\]*$/.test(value) && URL.parse(value, 'http://site.invalid')?.origin === 'http://site.invalid');

/**
 * What the Feedback form sends: `website` is the field only bots fill, `issued` the signed time the form was given out.
 */
export const FeedbackInput = v.object({
  message: v.pipe(
    v.optional(v.string(feedbackMessages.messageRequired), ''),
    v.trim(),
    v.minLength(1, feedbackMessages.messageRequired),
    v.maxLength(FEEDBACK_LIMITS.message, feedbackMessages.messageTooLong),
  ),
  name: optional(textOf(FEEDBACK_LIMITS.name, feedbackMessages.nameTooLong)),
  email: optional(
    v.pipe(
      textOf(FEEDBACK_LIMITS.email, feedbackMessages.emailInvalid),
      v.check((value) => value === '' || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value), feedbackMessages.emailInvalid),
    ),
  ),
  page: optional(
    v.pipe(
      textOf(FEEDBACK_LIMITS.page, feedbackMessages.pageInvalid),
      v.check(isSitePath, feedbackMessages.pageInvalid),
    ),
  ),
  website: optional(v.pipe(v.string(), v.maxLength(1000))),
  issued: optional(v.pipe(v.string(feedbackMessages.formExpired), v.maxLength(200, feedbackMessages.formExpired))),
});
export type FeedbackInput = v.InferOutput<typeof FeedbackInput>;

export const FeedbackStatusInput = v.object({
  status: v.picklist(FEEDBACK_STATUSES, `Status must be one of: ${FEEDBACK_STATUSES.join(', ')}`),
});

export const FeedbackQuery = v.object({ status: v.optional(v.picklist(FEEDBACK_STATUSES, 'Unknown status')) });

/** One message as the Inbox reads it. */
export const Feedback = storedRecord({
  message: v.string(),
  name: v.string(),
  email: v.string(),
  page: v.string(),
  status: v.picklist(FEEDBACK_STATUSES),
});
export type Feedback = v.InferOutput<typeof Feedback>;

/** The Inbox: its messages newest first (of one status, when asked), and how many are new. */
export const FeedbackInbox = v.object({ items: v.array(Feedback), newCount: v.number() });

/** What the form is given out with: the signed time it was issued. */
export const FeedbackForm = v.object({ token: v.string() });
export type FeedbackForm = v.InferOutput<typeof FeedbackForm>;

/** What a form sent without JavaScript came to: the page shows it, and a refused message's fields as they were. */
export type FeedbackOutcome = {
  sent: boolean;
  message: string;
  values: Partial<Record<'message' | 'name' | 'email' | 'page', string>>;
};

/** The Feedback page's form: its signed time and, after a send without JavaScript, the outcome. */
export type FeedbackFormState = FeedbackForm & { outcome?: FeedbackOutcome };
