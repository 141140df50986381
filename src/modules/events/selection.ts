// What the home page shows: SPEC.md section 9, at most 3. The server's read
// of them (reads.ts) and the page in the browser choose alike.
import type { Event } from './model';
import { instituteDay } from '../../institute';
import { byCharacters } from '../../order';

const HOME_LIMIT = 3;

/**
 * Active events dated today (at the institute) or later, soonest first. Events are whole days: compare calendar dates.
 */
export function upcomingEvents(events: Event[], now = new Date()) {
  const today = instituteDay(now);
  return events
    .filter((event) => event.isActive && event.date.slice(0, 10) >= today)
    .toSorted((a, b) => byCharacters(a.date, b.date))
    .slice(0, HOME_LIMIT);
}
