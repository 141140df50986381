import type { EntityKind } from '../entity';
import type { Event } from './model';
import { findEvent, findEventImage } from './repo';
import { eventTrash } from './trash';

export const eventKind = {
  entity: 'events',
  nameField: 'title',
  find: findEvent,
  picture: findEventImage,
  trash: eventTrash,
} satisfies EntityKind<Event>;
