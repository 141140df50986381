// The office's Subscribers panel (owners and editors): counts by choice and
// language, the subscriptions a search finds, removing one (its address then
// kept only as a hash on the suppression list, as unsubscribing does) and the
// whole list as CSV.
import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { Message, document, responds } from '../../http/contract';
import { csvDocument } from '../../http/csv';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/fields';
import { instituteDay } from '../../institute';
import { listHostels } from '../hostels/repo';
import { SubscribersOverview, SubscribersQuery, type SubscriberRow } from './model';
import * as repo from './repo';
import { subscriptionMessages } from './texts';

const PATH = '/api/admin/subscribers';
/** The most the panel lists at once; a search finds the others. */
const LISTED = 200;
/** The most one export holds. */
const EXPORTED = 100_000;

export function subscriberRoutes(ctx: AppContext) {
  const { db, activity } = ctx;

  async function rows(search: string, limit: number): Promise<SubscriberRow[]> {
    const [subscribers, hostels] = await Promise.all([repo.listSubscribers(db, search, limit), listHostels(db)]);
    const hostelNames = new Map(hostels.map((hostel) => [hostel._id, hostel.name]));
    return subscribers.map(({ id, email, choices, confirmedAt, createdAt }) => ({
      _id: id,
      email,
      ...choices,
      menuHostel: choices.menuHostel && (hostelNames.get(choices.menuHostel) ?? null),
      confirmed: confirmedAt !== null,
      createdAt,
    }));
  }

  return new Elysia()
    .use(adminAuth(ctx))
    .get(
      PATH,
      async ({ query, set }) => {
        set.headers['Cache-Control'] = 'no-store';
        const [counts, found] = await Promise.all([repo.subscriptionCounts(db), rows(query.q, LISTED + 1)]);
        return { counts, subscribers: found.slice(0, LISTED), more: found.length > LISTED };
      },
      {
        may: 'subscribers.manage',
        query: SubscribersQuery,
        detail: responds('How many subscribe to what, and the subscriptions whose address has `q`', {
          200: SubscribersOverview,
        }),
      },
    )
    .get(
      `${PATH}.csv`,
      async ({ set }) => {
        set.headers['content-type'] = 'text/csv; charset=utf-8';
        set.headers['content-disposition'] = `attachment; filename="subscribers-${instituteDay(new Date())}.csv"`;
        set.headers['cache-control'] = 'no-store';
        return csvDocument([
          ['E-mail', 'Language', 'Urgent notices', 'Digest', 'Menu of', 'Confirmed', 'Since (UTC)'],
          ...(await rows('', EXPORTED)).map((row) => [
            row.email,
            row.language,
            row.urgent ? 'yes' : 'no',
            row.digest,
            row.menuHostel ?? '',
            row.confirmed ? 'yes' : 'no',
            row.createdAt,
          ]),
        ]);
      },
      {
        may: 'subscribers.manage',
        detail: responds('Every subscription as CSV', { 200: document('text/csv', 'The subscriptions, one a row') }),
      },
    )
    .delete(
      `${PATH}/:id`,
      ({ params, admin }) =>
        db.write(async (tx) => {
          const subscriber = await repo.findSubscriber(tx, params.id);
          if (!subscriber) throw notFound(subscriptionMessages.notFound);
          await repo.deleteSubscriber(tx, subscriber);
          // Named without the address, as a subscriber's own actions are.
          await activity.record(tx, admin, {
            action: 'delete',
            entity: 'subscribers',
            entityId: null,
            name: 'A subscription, removed by the office',
            changes: [],
          });
          return { message: subscriptionMessages.removed };
        }),
      {
        may: 'subscribers.manage',
        params: idParam,
        detail: responds('Remove a subscription: its address deleted, kept only as a hash so it is mailed no more', {
          200: Message,
          404: Message,
        }),
      },
    );
}
