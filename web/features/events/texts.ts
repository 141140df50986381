// Every text of events that SPEC.md fixes for the home page's 'Upcoming
// Events' panel (section 2 "Home", section 8 "Public empty states"); the
// console's Event Management panel's are admin-texts.ts.
import { localized } from '../../lib/texts';

export const upcomingEventTexts = localized('upcomingEvents', {
  title: 'Upcoming Events',
  loading: 'Loading events...',
  empty: 'No upcoming events at the moment.',
  emptyHint: 'Check back later for new events!',
});

/** The events in a visitor's own calendar: each event's file, and the feed to subscribe to. */
export const calendarTexts = localized('eventCalendar', {
  addToCalendar: 'Add to calendar',
  /** The link's accessible name: which event it adds. */
  addToCalendarLabel: (title: string) => `Add to calendar: ${title}`,
  subscribe: 'Subscribe',
  subscribeTitle: 'Hostel events in your calendar',
  subscribeIntro:
    'Subscribe once and every hostel event appears in the calendar on ' +
    'your phone or computer; new and changed events follow by themselves.',
  addressLabel: 'Calendar address',
  copy: 'Copy address',
  copied: 'Calendar address copied to clipboard!',
  copyFailed: 'Failed to copy the address',
  openInApp: 'Open in your calendar app',
  steps: [
    {
      app: 'Google Calendar',
      how: 'on a computer, choose + next to "Other calendars", then "From URL", and paste the address.',
    },
    { app: 'Outlook', how: 'choose "Add calendar", then "Subscribe from web", and paste the address.' },
    {
      app: 'iPhone or iPad',
      how: 'open Settings, Calendar, Accounts, "Add Account", Other, "Add Subscribed Calendar", and paste the address.',
    },
  ],
});
