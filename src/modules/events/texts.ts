// The texts of events that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/events/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
import { SITE_NAME } from '../../institute';
import type { Language } from '../../languages';

export const eventMessages = {
  added: 'Event added successfully!',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted successfully!',
};

/**
 * The calendar feed's texts in each language: its name in a subscriber's calendar app, and the page head's link to it.
 */
export const eventCalendarTexts: Record<
  Language,
  { name: string; description: string; time: (time: string) => string }
> = {
  en: {
    name: `${SITE_NAME} events`,
    description: 'Events of the institute hostels',
    /** What an event's description starts with when its time is not a clock time ('Evening'). */
    time: (time: string) => `Time: ${time}`,
  },
  hi: {
    name: 'संस्थान छात्रावास के कार्यक्रम',
    description: 'संस्थान के छात्रावासों के कार्यक्रम',
    time: (time: string) => `समय: ${time}`,
  },
};
