import { recordColumns, yesNo } from '../columns';
import type { EntityKind } from '../entity';
import { excerpt, line } from '../search/snippet';
import { EventInput, type Event } from './model';
import { readEvents } from './reads';
import { findEvent, findEventImage, listAllEvents } from './repo';
import { eventTrash } from './trash';

const eventColumns = recordColumns<Event>([
  { header: 'Title', value: (e) => e.title, field: 'title' },
  { header: 'Date', value: (e) => e.date },
  { header: 'Time', value: (e) => e.time },
  { header: 'Location', value: (e) => e.location, field: 'location' },
  { header: 'Category', value: (e) => e.category },
  { header: 'Active', value: (e) => yesNo(e.isActive) },
  { header: 'Publish at', value: (e) => e.publishAt },
  { header: 'Description', value: (e) => e.description, field: 'description' },
]);

export const eventKind = {
  entity: 'events',
  nameField: 'title',
  find: findEvent,
  picture: findEventImage,
  trash: eventTrash,
  publicList: (ctx) => readEvents(ctx),
  searchDocuments: (events) =>
    events.map((event) => ({
      result: {
        _id: event._id,
        title: event.title,
        snippet: line(event.location, excerpt(event.description)),
        url: '/#upcoming-events',
      },
      fields: [event.description, event.location],
    })),
  csv: { columns: eventColumns, list: listAllEvents },
  translatable: ['title', 'description', 'location'],
  schema: EventInput,
} satisfies EntityKind<Event>;
