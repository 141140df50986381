// The archive's reads: the expired notices and past events visitors could read.
import useSWR from 'swr';
import type { Event } from '@contract/modules/events/model';
import type { Notification } from '@contract/modules/notifications/model';
import { apiPaths } from '../../lib/api-paths';
import { publicRead } from '../../lib/public-api';
import { archivedItemsOf } from './items';

const noNotices: Notification[] = [];
const noEvents: Event[] = [];

/** The archive's items, the latest first; `only` reads one of its two lists. */
export function useArchive(only?: 'notices' | 'events') {
  const notices = useSWR<Notification[]>(only === 'events' ? null : apiPaths.archivedNotifications, publicRead);
  const events = useSWR<Event[]>(only === 'notices' ? null : apiPaths.archivedEvents, publicRead);
  return {
    items: archivedItemsOf(notices.data ?? noNotices, events.data ?? noEvents),
    isLoading: notices.isLoading || events.isLoading,
  };
}
