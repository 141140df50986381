// Notifications (SPEC.md section 7): the home page's latest ones (the
// console's list and writes are admin-api.ts).
import useSWR from 'swr';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import type { Notification } from '@contract/modules/notifications/model';
import { latestNotifications } from './selection';

export function useLatestNotifications() {
  const { data, isLoading } = useSWR<Notification[]>(apiPaths.notifications, publicRead);
  return { notifications: latestNotifications(data ?? []), isLoading };
}
