import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, OFFICE_MAIL, mailMessages, officeMailMessages } from './texts';

export { mailMessages } from './texts';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What a message is for: the test mail, a subscriber's (confirmation, urgent notice, digest, menu), the office's,
 * a forgotten password's link.
 */
export const MAIL_PURPOSES = [
  'test',
  'confirmation',
  'urgent notice',
  'digest',
  'menu change',
  'office',
  'password reset',
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** An e-mail address as a person types it: one @, no spaces, not too long. */
export const emailAddress = v.pipe(
  v.string(mailMessages.addressInvalid),
  v.trim(),
  v.maxLength(EMAIL_MAX_LENGTH, mailMessages.addressInvalid),
  v.email(mailMessages.addressInvalid),
);

export const TestMailInput = v.object({ to: emailAddress });

/** A message of the outbox as the console lists it: who it is to and how its delivery went, not its body. */
export const OutboxMessage = v.object({
  _id: v.string(),
  to: v.string(),
  subject: v.string(),
  purpose: v.picklist(MAIL_PURPOSES),
  status: v.picklist(MAIL_STATUSES),
  attempts: v.number(),
  /** The relay's words (or why it could not be reached) at the last failed try. */
  lastError: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;

export const MailOverview = v.object({
  /** Whether the server was started with a relay (--smtp, --mail-from). */
  configured: v.boolean(),
  from: v.nullable(v.string()),
  /** The relay without its password: smtp://relay.example.edu:587. */
  relay: v.nullable(v.string()),
  counts: v.object({ queued: v.number(), sent: v.number(), failed: v.number() }),
  /** The newest messages first. */
  messages: v.array(OutboxMessage),
});
export type MailOverview = v.InferOutput<typeof MailOverview>;

/** The signed-in account's mail: its address (an owner sets it), what it may choose and what it chose. */
export const OwnOfficeMail = v.object({
  email: v.nullable(v.string()),
  offered: v.array(v.picklist(OFFICE_MAIL)),
  chosen: v.array(v.picklist(OFFICE_MAIL)),
});
export type OwnOfficeMail = v.InferOutput<typeof OwnOfficeMail>;

export const OwnOfficeMailInput = v.object({
  chosen: v.pipe(
    v.array(v.picklist(OFFICE_MAIL, officeMailMessages.notOffered), officeMailMessages.notOffered),
    v.maxLength(OFFICE_MAIL.length, officeMailMessages.notOffered),
  ),
});
