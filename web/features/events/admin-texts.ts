// Every text of the console's Event Management panel that SPEC.md fixes
// (sections 2, 5 and 8); the home page's are texts.ts, the console's chunk
// alone loads these.
import type { EventCategory } from '@contract/modules/events/model';
import { eventMessages } from '@contract/modules/events/texts';
import { upcomingEventTexts } from './texts';

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
    keepOutOfArchive: 'Keep out of the archive once it has taken place',
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
