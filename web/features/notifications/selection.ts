// What the home page shows: SPEC.md section 9, at most 3.
import type { Notification } from '@contract/modules/notifications/model';

const HOME_LIMIT = 3;

const isExpired = (notification: Notification, now: Date) => notification.expiresAt !== null && new Date(notification.expiresAt) < now;

/** Active, unexpired notifications, newest createdAt first. */
export function latestNotifications(notifications: Notification[], now = new Date()) {
  return notifications
    .filter((notification) => notification.isActive && !isExpired(notification, now))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, HOME_LIMIT);
}
