// The texts of events that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/events/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
import { SITE_NAME } from '../../institute';

export const eventMessages = {
  added: 'Event added successfully!',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted successfully!',
};

/** The calendar feed's texts: its name in a subscriber's calendar app, and the page head's link to it. */
export const eventCalendarTexts = {
  name: `${SITE_NAME} events`,
  description: 'Events of the institute hostels',
  /** What an event's description starts with when its time is not a clock time ('Evening'). */
  time: (time: string) => `Time: ${time}`,
};
