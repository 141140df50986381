import useSWR, { mutate } from 'swr';
import { api, type WriteResult } from '../../lib/api';
import type { Notification, NotificationInput } from '@contract/modules/notifications/model';

/** Every notification, inactive and expired ones too (SPEC.md section 7). */
export const ADMIN_NOTIFICATIONS_KEY = '/api/notifications/admin';

/**
 * The console's notification list: undefined until the first fetch ends; a
 * failed fetch is logged and reads as an empty list (SPEC.md section 4).
 */
export function useAdminNotifications(): Notification[] | undefined {
  const { data, error } = useSWR<Notification[]>(ADMIN_NOTIFICATIONS_KEY, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Fetching notifications failed', failure),
  });
  return error ? [] : data;
}

const updateList = (change: (notifications: Notification[]) => Notification[]) =>
  mutate<Notification[]>(ADMIN_NOTIFICATIONS_KEY, (notifications) => change(notifications ?? []), { revalidate: false });

export async function createNotification(payload: NotificationInput) {
  const result = await api.post<WriteResult<Notification>>('/api/notifications', payload);
  // The server lists newest first.
  await updateList((notifications) => [result.data, ...notifications]);
  return result;
}

export async function updateNotification(id: string, payload: NotificationInput) {
  const result = await api.put<WriteResult<Notification>>(`/api/notifications/${encodeURIComponent(id)}`, payload);
  await updateList((notifications) => notifications.map((notification) => (notification._id === id ? result.data : notification)));
  return result;
}

export async function deleteNotification(id: string) {
  const result = await api.delete<{ message: string }>(`/api/notifications/${encodeURIComponent(id)}`);
  await updateList((notifications) => notifications.filter((notification) => notification._id !== id));
  return result;
}
