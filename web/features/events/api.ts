// Events (SPEC.md section 7): the home page's upcoming ones and the console's
// list with its writes.
import useSWR from 'swr';
import { api, publicRead, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { removeById, updateCachedList } from '../../lib/cached-lists';
import type { Event, EventInput } from '@contract/modules/events/model';
import { upcomingEvents } from './selection';

export function useUpcomingEvents() {
  const { data, isLoading } = useSWR<Event[]>(apiPaths.events, publicRead);
  return { events: upcomingEvents(data ?? []), isLoading };
}

/** The body of a create or update: the image is a new data URL, the current image URL (kept) or null (removed). */
export type EventPayload = Omit<EventInput, 'image'> & { image: string | null };

/**
 * The console's event list (GET /api/events answers every event, inactive
 * ones too, when the admin's token goes with it): undefined until the first
 * fetch ends; a failed fetch is logged and reads as an empty list (SPEC.md
 * section 4).
 */
export function useAdminEvents(): Event[] | undefined {
  const { data, error } = useSWR<Event[]>(apiPaths.events, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Fetching events failed', failure),
  });
  return error ? [] : data;
}

// The server's order: soonest first, then by title.
const byDate = (a: Event, b: Event) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title);

const updateList = (change: (events: Event[]) => Event[]) => updateCachedList<Event>(apiPaths.events, (events) => change(events).sort(byDate));

export async function createEvent(payload: EventPayload) {
  const result = await api.post<WriteResult<Event>>(apiPaths.events, payload);
  await updateList((events) => [...events, result.data]);
  return result;
}

export async function updateEvent(id: string, payload: EventPayload) {
  const result = await api.put<WriteResult<Event>>(apiPaths.event(id), payload);
  await updateList((events) => events.map((event) => (event._id === id ? result.data : event)));
  return result;
}

export async function deleteEvent(id: string) {
  const result = await api.delete<{ message: string }>(apiPaths.event(id));
  await updateList((events) => removeById(events, id));
  return result;
}
