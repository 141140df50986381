// The archive's items as its pages list them: each notice by the day it
// expired, each event by its own day. No reads here: the router imports it.
import type { Event } from '@contract/modules/events/model';
import type { Notification } from '@contract/modules/notifications/model';
import { instituteDay } from '@contract/institute';
import { apiPaths } from '../../lib/api-paths';

/** One item of the archive, with its day ('yyyy-MM-dd') and year. */
export type ArchivedItem =
  | { kind: 'notice'; day: string; year: number; record: Notification }
  | { kind: 'event'; day: string; year: number; record: Event };

const archivedNotice = (notice: Notification): ArchivedItem => {
  const day = notice.expiresAt ? instituteDay(new Date(notice.expiresAt)) : '';
  return { kind: 'notice', day, year: Number(day.slice(0, 4)), record: notice };
};

const archivedEvent = (event: Event): ArchivedItem => {
  const day = event.date.slice(0, 10);
  return { kind: 'event', day, year: Number(day.slice(0, 4)), record: event };
};

/** The archive's notices and events as items, the latest first. */
export const archivedItemsOf = (notices: Notification[], events: Event[]) =>
  [...notices.map(archivedNotice), ...events.map(archivedEvent)].sort((a, b) =>
    a.day < b.day ? 1 : a.day > b.day ? -1 : 0,
  );

/** The archive's items in what a page read, by API path (either list may be absent). */
export const archivedItemsIn = (responses: Record<string, unknown>) =>
  archivedItemsOf(
    (responses[apiPaths.archivedNotifications] as Notification[] | undefined) ?? [],
    (responses[apiPaths.archivedEvents] as Event[] | undefined) ?? [],
  );

/** The years the archive holds, the latest first, with how many notices and events each. */
export function yearsOf(items: ArchivedItem[]) {
  const years = new Map<number, { notices: number; events: number }>();
  for (const { year, kind } of items) {
    const counts = years.get(year) ?? { notices: 0, events: 0 };
    counts[kind === 'notice' ? 'notices' : 'events']++;
    years.set(year, counts);
  }
  return [...years].sort(([a], [b]) => b - a).map(([year, counts]) => ({ year, ...counts }));
}

/** The items whose title or text holds every word of `query`, in any case. */
export function matching(items: ArchivedItem[], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter(({ record }) => {
    const text = `${record.title} ${'message' in record ? record.message : record.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
