// Notifications (SPEC.md section 7): the home page's latest ones and the
// console's list with its writes.
import useSWR from 'swr';
import { api, publicRead, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { removeById, updateCachedList } from '../../lib/cached-lists';
import type { Notification, NotificationInput } from '@contract/modules/notifications/model';
import { latestNotifications } from './selection';

export function useLatestNotifications() {
  const { data, isLoading } = useSWR<Notification[]>(apiPaths.notifications, publicRead);
  return { notifications: latestNotifications(data ?? []), isLoading };
}

/**
 * The console's notification list, inactive and expired ones too (SPEC.md
 * section 7): undefined until the first fetch ends; a failed fetch is logged
 * and reads as an empty list (SPEC.md section 4).
 */
export function useAdminNotifications(): Notification[] | undefined {
  const { data, error } = useSWR<Notification[]>(apiPaths.adminNotifications, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Fetching notifications failed', failure),
  });
  return error ? [] : data;
}

const updateList = (change: (notifications: Notification[]) => Notification[]) =>
  updateCachedList<Notification>(apiPaths.adminNotifications, change);

export async function createNotification(payload: NotificationInput) {
  const result = await api.post<WriteResult<Notification>>(apiPaths.notifications, payload);
  // The server lists newest first.
  await updateList((notifications) => [result.data, ...notifications]);
  return result;
}

export async function updateNotification(id: string, payload: NotificationInput) {
  const result = await api.put<WriteResult<Notification>>(apiPaths.notification(id), payload);
  await updateList((notifications) => notifications.map((notification) => (notification._id === id ? result.data : notification)));
  return result;
}

export async function deleteNotification(id: string) {
  const result = await api.delete<{ message: string }>(apiPaths.notification(id));
  await updateList((notifications) => removeById(notifications, id));
  return result;
}
