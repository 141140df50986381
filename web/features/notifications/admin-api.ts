// Notifications (SPEC.md section 7): the console's list with its writes.
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
import { api } from '../../lib/api';
import type { Notification, NotificationInput } from '@contract/modules/notifications/model';

/**
 * The console's notification list, inactive and expired ones too (SPEC.md
 * section 7): undefined until the first fetch ends; a failed fetch is logged
 * and reads as an empty list (SPEC.md section 4).
 */
export function useAdminNotifications(): Notification[] | undefined {
  return useConsoleList<Notification>(adminApiPaths.adminNotifications, 'notifications');
}

/** The console's writes; the server lists newest first. */
export const notificationWrites = entityWrites<Notification, NotificationInput>({
  list: adminApiPaths.adminNotifications,
  create: apiPaths.notifications,
  item: apiPaths.notification,
  newestFirst: true,
  shownIn: [adminApiPaths.adminTranslations('notifications')],
});

/** Mails an urgent notice to its subscribers again (after an edit); the server says to how many. */
export const mailNoticeAgain = (id: string) => api.post<{ message: string }>(`${apiPaths.notification(id)}/announce`);
