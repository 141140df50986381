// Subscriptions without accounts: a request queues one confirmation mail, in
// the same transaction as the subscription and its activity entry; following
// its link confirms it; the link in every later mail changes the choices or
// ends the subscription, deleting the address. The activity log names what a
// subscriber did by the choices, never the address.
import type { AppContext } from '../../context';
import type { Queries, Transaction } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { checkFormToken } from '../feedback/form-token';
import { countSent } from '../feedback/limiter';
import { findHostel } from '../hostels/repo';
import type { Actor } from '../activity/log';
import { alreadySubscribedMail, confirmationMail, linksFor } from './mails';
import { CONFIRMATIONS_PER_DAY, subscriptionMessages as messages } from './texts';
import type { SubscribeInput, Subscription, SubscriptionChoices } from './model';
import * as repo from './repo';
import { readSubscription, subscriptionsOpen } from './reads';
import { readToken, signToken, type TokenPurpose } from './token';

const ENTITY = 'subscribers';
const DAY_MS = 24 * 60 * 60 * 1000;

/** How the log names a subscription: what it receives, in the office's words. */
function entryName(what: string, { urgent, digest, menuHostel }: SubscriptionChoices, hostel: string | null) {
  const parts = [
    ...(urgent ? ['urgent notices'] : []),
    ...(digest !== 'none' ? [`${digest} digest`] : []),
    ...(menuHostel ? [`menu of ${hostel ?? 'a hostel'}`] : []),
  ];
  return `${what}: ${parts.join(', ')}`;
}

const visitor = (address: string): Actor => ({
  username: 'visitor',
  adminId: null,
  address,
});

export function subscriptionService(ctx: AppContext) {
  const { db, activity, secret, mail } = ctx;
  const { minFillMs, now = Date.now, ...limit } = ctx.config.feedback;

  /** The chosen hostel's name; a hostel that does not exist is refused. */
  async function hostelName(tx: Queries, { menuHostel }: SubscriptionChoices) {
    if (!menuHostel) return null;
    const hostel = await findHostel(tx, menuHostel);
    if (!hostel) throw new HttpError(400, messages.unknownHostel);
    return hostel.name;
  }

  /** The subscription a link's token names, or 404 saying why the link no longer works. */
  async function subscriberOf(tx: Queries, purpose: TokenPurpose, token: string) {
    const read = readToken(secret, purpose, token, now());
    if (read === 'expired') throw new HttpError(410, messages.linkExpired);
    const subscriber = read !== 'invalid' && (await repo.findSubscriber(tx, read.subscriberId));
    if (!subscriber) throw notFound(messages.linkInvalid);
    return subscriber;
  }

  function checkForm(input: SubscribeInput) {
    if (!subscriptionsOpen(ctx)) throw new HttpError(409, messages.notAvailable);
    if (input.website) throw new HttpError(400, messages.looksAutomated);
    checkFormToken(secret, input.issued, now(), minFillMs, messages);
  }

  /**
   * Whether another mail may go to the address today, counting it: a few a day,
   * so a form sent over and over does not fill someone's mailbox.
   */
  async function mayAsk(tx: Transaction, subscriber: repo.Subscriber) {
    const time = now();
    const sameDay = time - Date.parse(subscriber.askedAt) < DAY_MS;
    if (sameDay && subscriber.askedCount >= CONFIRMATIONS_PER_DAY) return false;
    const askedAt = sameDay ? subscriber.askedAt : new Date(time).toISOString();
    await repo.countAsked(tx, subscriber.id, askedAt, sameDay ? subscriber.askedCount + 1 : 1);
    return true;
  }

  /** A subscription asked for; the answer is the same whether the address is new, waiting or subscribed. */
  async function subscribe(input: SubscribeInput, address: string) {
    checkForm(input);
    const { email, website, issued, ...choices } = input;
    await db.write(async (tx) => {
      await countSent(tx, `subscribe ${address}`, limit, now(), messages.tooMany);
      const hostel = await hostelName(tx, choices);
      const known = await repo.findSubscriberByAddress(tx, email);
      if (known?.confirmedAt) {
        if (await mayAsk(tx, known)) {
          const stored = await hostelName(tx, known.choices).catch(() => null);
          await mail.queue(tx, {
            purpose: 'confirmation',
            ...alreadySubscribedMail(known.email, known.choices, stored, linksFor(ctx, known)),
          });
        }
        return;
      }
      let subscriber = known;
      if (subscriber) {
        await repo.updateChoices(tx, subscriber.id, choices);
        if (!(await mayAsk(tx, subscriber))) return;
        subscriber = { ...subscriber, choices };
      } else subscriber = await repo.insertSubscriber(tx, email, choices);
      const confirmToken = signToken(secret, 'confirm', subscriber.id, now());
      await mail.queue(tx, {
        purpose: 'confirmation',
        ...confirmationMail(email, choices, hostel, confirmToken, linksFor(ctx, subscriber)),
      });
      await activity.record(tx, visitor(address), {
        action: 'create',
        entity: ENTITY,
        entityId: null,
        name: entryName('Subscription asked for', choices, hostel),
        changes: [],
      });
    });
    return { message: messages.checkMail(email) };
  }

  return {
    /**
     * A subscription asked for: a new address gets its confirmation; one not yet
     * confirmed takes the new choices and gets a new link; a confirmed one keeps
     * its choices and gets the link to change them. The answer is the same for
     * all three, so the form tells no one who subscribes.
     */
    subscribe,

    /** Follows a confirmation link; following it again is no error. Answers with the token of later links. */
    confirm: (token: string, address: string) =>
      db.write(async (tx) => {
        const subscriber = await subscriberOf(tx, 'confirm', token);
        if (!subscriber.confirmedAt) {
          await repo.confirmSubscriber(tx, subscriber);
          await activity.record(tx, visitor(address), {
            action: 'update',
            entity: ENTITY,
            entityId: null,
            name: entryName('Subscription confirmed', subscriber.choices, await hostelName(tx, subscriber.choices)),
            changes: [],
          });
        }
        return { message: messages.confirmed, token: signToken(secret, 'manage', subscriber.id) };
      }),

    /** The subscription a mail's link names, as its holder may see it. */
    async read(token: string): Promise<Subscription> {
      const subscription = await readSubscription(ctx, token);
      if (!subscription) throw notFound(messages.linkInvalid);
      return subscription;
    },

    change: (token: string, choices: SubscriptionChoices, address: string) =>
      db.write(async (tx) => {
        const subscriber = await subscriberOf(tx, 'manage', token);
        const hostel = await hostelName(tx, choices);
        await repo.updateChoices(tx, subscriber.id, choices);
        await activity.record(tx, visitor(address), {
          action: 'update',
          entity: ENTITY,
          entityId: null,
          name: entryName('Subscription changed', choices, hostel),
          changes: [],
        });
        return { message: messages.saved };
      }),

    /** Ends the subscription (one click, RFC 8058): the address is deleted, its hash kept from further mail. */
    unsubscribe: (token: string, address: string) =>
      db.write(async (tx) => {
        const read = readToken(secret, 'manage', token, now());
        if (read === 'invalid' || read === 'expired') throw notFound(messages.linkInvalid);
        // A second click, or a mail client's after the person's, finds it gone: that is what was asked.
        const subscriber = await repo.findSubscriber(tx, read.subscriberId);
        if (subscriber) {
          await repo.deleteSubscriber(tx, subscriber);
          await activity.record(tx, visitor(address), {
            action: 'delete',
            entity: ENTITY,
            entityId: null,
            name: entryName('Subscription ended', subscriber.choices, null),
            changes: [],
          });
        }
        return { message: messages.unsubscribed };
      }),
  };
}
