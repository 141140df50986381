import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { flag, imageField, instituteDate, optionalIsoDate, optionalText, requiredText } from '../../http/fields';
import { storedRecord } from '../stored-record';

export { eventMessages } from './texts';

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const eventErrors = {
  notFound: 'Event not found.',
};

export const EVENT_CATEGORIES = ['academic', 'cultural', 'sports', 'technical', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EventInput = v.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  date: instituteDate('Date'),
  time: optionalText('Time', 50),
  location: optionalText('Location', 200),
  category: v.optional(
    v.picklist(EVENT_CATEGORIES, `Category must be one of: ${EVENT_CATEGORIES.join(', ')}`),
    'other',
  ),
  image: imageField,
  isActive: flag('isActive', true),
  /** Hidden from the public side until this time; null: shown at once. */
  publishAt: optionalIsoDate('Publish time'),
  /** Not kept in the public archive once past. */
  keepOutOfArchive: flag('keepOutOfArchive', false),
  translations: TranslationsInput,
});
export type EventInput = v.InferOutput<typeof EventInput>;

/** An event as the API returns it: the image is a URL of the image endpoint, or null. */
export const Event = storedRecord({
  title: v.string(),
  description: v.string(),
  date: v.string(),
  time: v.string(),
  location: v.string(),
  category: v.picklist(EVENT_CATEGORIES),
  image: v.nullable(v.string()),
  isActive: v.boolean(),
  publishAt: v.nullable(v.string()),
  keepOutOfArchive: v.boolean(),
  /** The account that added it, in the console's reads only (null: before accounts). */
  createdBy: v.optional(v.nullable(v.string())),
});
export type Event = v.InferOutput<typeof Event>;
