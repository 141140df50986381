import useSWR from 'swr';
import { publicRead } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import type { Notification } from '@contract/modules/notifications/model';
import type { Event } from '@contract/modules/events/model';
import { latestNotices, upcomingEvents } from './selection';

export function useLatestNotices() {
  const { data, isLoading } = useSWR<Notification[]>(apiPaths.notifications, publicRead);
  return { notices: latestNotices(data ?? []), isLoading };
}

export function useUpcomingEvents() {
  const { data, isLoading } = useSWR<Event[]>(apiPaths.events, publicRead);
  return { events: upcomingEvents(data ?? []), isLoading };
}
