// Notifications (SPEC.md section 7): the home page's latest ones (the
// console's list and writes are admin-api.ts).
import useSWR from 'swr';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import type { Notification } from '@contract/modules/notifications/model';
import { latestNotifications } from '@contract/modules/notifications/selection';

/** The server's choice, chosen again here: one that expires while the page is open, or offline, goes. */
export function useLatestNotifications() {
  const { data, isLoading } = useSWR<Notification[]>(apiPaths.latestNotifications, publicRead);
  return { notifications: latestNotifications(data ?? []), isLoading };
}
