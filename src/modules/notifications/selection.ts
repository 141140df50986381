// What the home page shows: SPEC.md section 9, at most 3; pinned ones first.
// The server's read of them (reads.ts) and the page in the browser choose alike.
import type { Notification } from './model';
import { byCharacters } from '../../order';

const HOME_LIMIT = 3;

const isExpired = (notification: Notification, now: Date) =>
  notification.expiresAt !== null && new Date(notification.expiresAt) < now;

/**
 * When visitors first saw it: a notification (or event) scheduled after it was
 * written counts as posted at its publish time, so it comes out as new when it
 * appears (the server's public list is in this order too).
 */
export const postedAt = ({ createdAt, publishAt }: Pick<Notification, 'createdAt' | 'publishAt'>) =>
  publishAt && publishAt > createdAt ? publishAt : createdAt;

/**
 * Active, unexpired notifications (the public list holds only
 * those already due): pinned ones first, then newest posted first.
 */
export function latestNotifications(notifications: Notification[], now = new Date()) {
  return notifications
    .filter((notification) => notification.isActive && !isExpired(notification, now))
    .toSorted((a, b) => Number(!!b.pinned) - Number(!!a.pinned) || byCharacters(postedAt(b), postedAt(a)))
    .slice(0, HOME_LIMIT);
}
