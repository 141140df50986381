// What the home page shows: SPEC.md section 9, at most 3 of each.
import type { Notification } from '@contract/modules/notifications/model';
import type { Event } from '@contract/modules/events/model';
import { localDayKey } from '../../lib/public-format';

const HOME_LIMIT = 3;

const isExpired = (notice: Notification, now: Date) => notice.expiresAt !== null && new Date(notice.expiresAt) < now;

/** Active, unexpired notices, newest createdAt first. */
export function latestNotices(notices: Notification[], now = new Date()) {
  return notices
    .filter((notice) => notice.isActive && !isExpired(notice, now))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, HOME_LIMIT);
}

/** Active events dated today or later, soonest first. Events are whole days: compare calendar dates. */
export function upcomingEvents(events: Event[], now = new Date()) {
  const today = localDayKey(now);
  return events
    .filter((event) => event.isActive && event.date.slice(0, 10) >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .slice(0, HOME_LIMIT);
}
