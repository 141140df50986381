import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { csvDocument } from '../../http/csv';
import { document, responds } from '../../http/contract';
import { instituteDay } from '../../institute';
import { ActivityPage, ActivityQuery } from './model';
import { cursorOf, listEntries } from './repo';

const PAGE = 50;
/** The most a CSV export holds: a year of a busy office fits. */
const EXPORT_LIMIT = 100_000;

/** The activity log for owners: filtered pages, newest first, and the same filters as CSV. */
export function activityRoutes(ctx: AppContext) {
  return new Elysia()
    .use(adminAuth(ctx))
    .get(
      '/api/admin/activity',
      async ({ query }) => {
        const limit = query.limit ?? PAGE;
        const entries = await listEntries(ctx.db, query, limit + 1);
        const page = entries.slice(0, limit);
        return { entries: page, next: entries.length > limit ? cursorOf(page[page.length - 1]) : null };
      },
      {
        may: 'activity.read',
        query: ActivityQuery,
        detail: responds('A page of the activity log, newest first', { 200: ActivityPage }),
      },
    )
    .get(
      '/api/admin/activity.csv',
      async ({ query, set }) => {
        const entries = await listEntries(ctx.db, { ...query, before: undefined }, EXPORT_LIMIT);
        set.headers['content-type'] = 'text/csv; charset=utf-8';
        set.headers['content-disposition'] = `attachment; filename="activity-${instituteDay(new Date())}.csv"`;
        set.headers['cache-control'] = 'no-store';
        return csvDocument([
          ['When (UTC)', 'Who', 'From', 'Action', 'What', 'Name', 'Changes'],
          ...entries.map((entry) => [
            entry.at,
            entry.actor,
            entry.address,
            entry.action,
            entry.entity,
            entry.name,
            entry.changes
              .map((change) => `${change.field}: ${JSON.stringify(change.before)} → ${JSON.stringify(change.after)}`)
              .join('; '),
          ]),
        ]);
      },
      {
        may: 'activity.read',
        query: ActivityQuery,
        detail: responds('The filtered activity log as CSV', { 200: document('text/csv', 'The entries, one a row') }),
      },
    );
}
