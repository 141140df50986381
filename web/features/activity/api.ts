// The activity log: pages of it, newest first, with the panel's filters.
import type { ActivityEntry } from '@contract/modules/activity/model';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { saveAttachment } from '../../lib/bulk';
import { useOlderPages } from '../../lib/older-pages';

export type ActivityFilters = { actor: string; entity: string; action: string; from: string; to: string };
type Page = { entries: ActivityEntry[]; next: string | null };

/** The filters as a query; dates are the institute's days, the `to` day included. */
export function filterQuery(filters: ActivityFilters, before?: string) {
  const query = new URLSearchParams();
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.action) query.set('action', filters.action);
  if (filters.from) query.set('from', `${filters.from}T00:00:00+05:30`);
  if (filters.to)
    query.set('to', new Date(Date.parse(`${filters.to}T00:00:00+05:30`) + 24 * 60 * 60 * 1000).toISOString());
  if (before) query.set('before', before);
  return query.toString();
}

/** The log's pages so far; `more` reads the next older page. */
export function useActivity(filters: ActivityFilters) {
  const { pages, ...paging } = useOlderPages<Page>((before) => adminApiPaths.activity(filterQuery(filters, before)));
  return { entries: pages?.flatMap((page) => page.entries), ...paging };
}

export const exportActivity = (filters: ActivityFilters) =>
  saveAttachment(adminApiPaths.activityCsv(filterQuery(filters)));
