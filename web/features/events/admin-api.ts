// Events (SPEC.md section 7): the console's list with its writes.
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
import type { Event, EventInput } from '@contract/modules/events/model';

/** The body of a create or update: the image is a new data URL, the current image URL (kept) or null (removed). */
export type EventPayload = Omit<EventInput, 'image'> & { image: string | null };

/**
 * The console's event list (GET /api/events returns every event, inactive
 * ones too, when the admin's token goes with it): undefined until the first
 * fetch ends; a failed fetch is logged and reads as an empty list (SPEC.md
 * section 4).
 */
export function useAdminEvents(): Event[] | undefined {
  return useConsoleList<Event>(apiPaths.events, 'events');
}

/** The console's writes; the list keeps the server's order: soonest first, then by title. */
export const eventWrites = entityWrites<Event, EventPayload>({
  list: apiPaths.events,
  item: apiPaths.event,
  order: (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  shownIn: [adminApiPaths.adminTranslations('events')],
});
