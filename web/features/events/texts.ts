// Every text of events that SPEC.md fixes: the home page's 'Upcoming Events'
// panel (section 2 "Home", section 8 "Public empty states") and the console's
// Event Management panel (sections 2, 5 and 8), in one place to compare with
// the spec.
import type { EventCategory } from '@contract/modules/events/model';
import { eventMessages } from '@contract/modules/events/texts';
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
  subscribeIntro: 'Subscribe once and every hostel event appears in the calendar on your phone or computer; new and changed events follow by themselves.',
  addressLabel: 'Calendar address',
  copy: 'Copy address',
  copied: 'Calendar address copied to clipboard!',
  copyFailed: 'Failed to copy the address',
  openInApp: 'Open in your calendar app',
  steps: [
    { app: 'Google Calendar', how: 'on a computer, choose + next to "Other calendars", then "From URL", and paste the address.' },
    { app: 'Outlook', how: 'choose "Add calendar", then "Subscribe from web", and paste the address.' },
    { app: 'iPhone or iPad', how: 'open Settings, Calendar, Accounts, "Add Account", Other, "Add Subscribed Calendar", and paste the address.' },
  ],
});

export const eventTexts = {
  title: 'Event Management',
  add: '+ Add Event',
  loading: upcomingEventTexts.loading,
  empty: 'No events found. Add some events to get started!',
  listLabel: 'Events',

  tbd: 'TBD',
  active: 'Active',
  inactive: 'Inactive',
  dateLabel: 'Date',
  timeLabel: 'Time',
  locationLabel: 'Location',
  imageAlt: (title: string) => `Picture of ${title}`,

  addTitle: 'Add New Event',
  editTitle: 'Edit Event',
  fields: {
    title: 'Title',
    description: 'Description',
    date: 'Date',
    time: 'Time',
    location: 'Location',
    category: 'Category',
    image: 'Image',
    isActive: 'Active (shown on the website)',
  },
  placeholders: {
    time: 'e.g. 6:00 PM',
    location: 'e.g. Open Air Theatre',
  },
  chooseCategory: 'Select a category',
  quickDates: 'Quick dates',
  today: 'Today',
  tomorrow: 'Tomorrow',
  nextWeek: 'Next Week',
  imageHint: 'Large pictures are scaled down to 1600 px before upload.',
  // The schema's message for an unknown category names the choices; the form says what is missing.
  required: {
    category: 'Category is required',
  },
  submitAdd: 'Add Event',
  submitEdit: 'Update Event',

  confirmDelete: 'Are you sure you want to delete this event?',
  adding: 'Adding event...',
  updating: 'Updating event...',
  deleting: 'Deleting event...',
  added: eventMessages.added,
  updated: eventMessages.updated,
  deleted: eventMessages.deleted,
  addFailed: 'Error adding event!',
  updateFailed: 'Error updating event!',
  deleteFailed: 'Error deleting event!',
};

export const eventCategoryLabels: Record<EventCategory, string> = {
  academic: 'Academic',
  cultural: 'Cultural',
  sports: 'Sports',
  technical: 'Technical',
  other: 'Other',
};
