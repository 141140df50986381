import type { AppContext } from '../../context';
import { mailWithLinks } from '../../config';
import { issueFormToken } from '../feedback/form-token';
import type { SubscribeForm, Subscription } from './model';
import { findSubscriber } from './repo';
import { readToken } from './token';

/** Whether visitors may subscribe: mail needs a relay, and its links the site's public address. */
export const subscriptionsOpen = ({ config }: AppContext) => mailWithLinks(config);

/** A new subscribe form: the time it is given out, signed, and whether subscriptions are open. */
export const issueSubscribeForm = (ctx: AppContext): SubscribeForm => ({
  token: issueFormToken(ctx.secret, (ctx.config.feedback.now ?? Date.now)()),
  available: subscriptionsOpen(ctx),
});

/** The subscription a mail's link names, as its holder sees it; null for a link that names none (any longer). */
export async function readSubscription({ db, secret }: AppContext, token: string): Promise<Subscription | null> {
  const read = readToken(secret, 'manage', token);
  const subscriber = typeof read === 'object' ? await findSubscriber(db, read.subscriberId) : null;
  return subscriber && { email: subscriber.email, ...subscriber.choices, confirmed: subscriber.confirmedAt !== null };
}
