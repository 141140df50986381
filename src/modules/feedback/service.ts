// Feedback's writes: a visitor's message (after the bot checks, with its
// activity entry and the address's count, in one transaction) and the
// office's status change.
import type { AppContext } from '../../context';
import type { SignedIn } from '../../auth/guard';
import * as v from 'valibot';
import { HttpError, issuesOf, notFound } from '../../http/errors';
import { changedFields } from '../activity/log';
import { checkFormToken, isGenuineFormToken, issueFormToken } from './form-token';
import { countSent } from './limiter';
import { FeedbackInput, feedbackMessages, type FeedbackFormState, type FeedbackStatus } from './model';
import * as repo from './repo';

const ENTITY = 'feedback';

/** How the log names a message: who sent it, as a person recognises them. */
const entryName = (name: string) => `Feedback from ${name || 'a visitor'}`;

export function feedbackService(ctx: AppContext) {
  const { db, activity, secret } = ctx;
  const { minFillMs, now = Date.now, ...limit } = ctx.config.feedback;

  async function submit(input: FeedbackInput, address: string) {
    if (input.website) throw new HttpError(400, feedbackMessages.looksAutomated);
    const time = now();
    checkFormToken(secret, input.issued, time, minFillMs);
    const { message, name, email, page } = input;
    return db.write(async (tx) => {
      await countSent(tx, address, limit, time);
      const feedback = await repo.insertFeedback(tx, { message, name, email, page }, address);
      const { _id, status, createdAt, updatedAt, ...fields } = feedback;
      // Always the visitor: a name given is anyone's to type, an account's too.
      await activity.record(
        tx,
        { username: 'visitor', adminId: null, address },
        {
          action: 'create',
          entity: ENTITY,
          entityId: _id,
          name: entryName(name),
          changes: changedFields(null, fields),
        },
      );
      await ctx.mail.office(tx, { kind: 'feedback', from: name || 'A visitor', message });
      return feedback;
    });
  }

  return {
    /**
     * Stores a visitor's message; a bot's (hidden field filled, too fast, no or a
     * forged form) or one over the address's limit is refused and nothing is stored.
     */
    submit,

    /**
     * A form sent without JavaScript (POST /feedback): the form the page then
     * shows, saying how it went, with the status of the response. A refused
     * form keeps the time it was first given out (when genuine), so the
     * message corrected is not then refused as sent too fast.
     */
    async submitForm(body: unknown, address: string): Promise<FeedbackFormState & { status: number }> {
      const fields = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
      const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 5000) : '');
      const values = { message: text('message'), name: text('name'), email: text('email'), page: text('page') };
      const refused = (status: number, message: string) => {
        const sentToken = text('issued');
        const token = isGenuineFormToken(secret, sentToken, now()) ? sentToken : issueFormToken(secret, now());
        return { status, token, outcome: { sent: false, message, values } };
      };
      const parsed = v.safeParse(FeedbackInput, fields);
      if (!parsed.success) return refused(400, issuesOf(FeedbackInput, fields)[0].message);
      try {
        await submit(parsed.output, address);
        return {
          status: 200,
          token: issueFormToken(secret, now()),
          outcome: { sent: true, message: feedbackMessages.sent, values: {} },
        };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return refused(error.status, error.message);
      }
    },

    list: async (status?: FeedbackStatus) => ({
      items: await repo.listFeedback(db, status),
      newCount: await repo.countNew(db),
    }),

    setStatus: (admin: SignedIn, id: string, status: FeedbackStatus) =>
      db.write(async (tx) => {
        const before = await repo.findFeedback(tx, id);
        if (!before) throw notFound(feedbackMessages.notFound);
        const after = (await repo.updateStatus(tx, id, status))!;
        await activity.record(tx, admin, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          name: entryName(before.name),
          changes: [{ field: 'status', before: before.status, after: status }],
        });
        return after;
      }),
  };
}
