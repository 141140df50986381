// Events (SPEC.md section 7): the home page's upcoming ones and their
// calendars (the console's list and writes are admin-api.ts).
import useSWR from 'swr';
import { readIn } from '@contract/languages';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { activeLanguage } from '../../lib/texts';
import type { Event } from '@contract/modules/events/model';
import { upcomingEvents } from '@contract/modules/events/selection';

/**
 * A calendar's address (the feed's or one event's) in the language
 * the page is shown in, which the server writes its events in.
 */
export const calendarAddress = (path: string) => readIn(activeLanguage(), path);

/** The server's choice, chosen again here: one whose day has passed while the page is open, or offline, goes. */
export function useUpcomingEvents() {
  const { data, isLoading } = useSWR<Event[]>(apiPaths.upcomingEvents, publicRead);
  return { events: upcomingEvents(data ?? []), isLoading };
}
