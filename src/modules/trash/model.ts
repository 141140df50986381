import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';
import { TRASH_ENTITIES } from './texts';

export { TRASH_ENTITIES, trashMessages, type TrashEntity } from './texts';

/** One deleted item as the Trash panel lists it. */
export const TrashItem = v.object({
  _id: v.string(),
  entity: v.picklist(TRASH_ENTITIES),
  /** The record's own id, which it gets back on restore. */
  recordId: v.string(),
  name: v.string(),
  deletedAt: v.string(),
  deletedBy: v.string(),
  /** When the trash empties itself of it. */
  expiresAt: v.string(),
  /** The bytes of its picture or file kept with it (0 for none). */
  size: v.number(),
});
export type TrashItem = v.InferOutput<typeof TrashItem>;

/** A page of the trash, newest first, with how many days an item stays. */
export const TrashPage = v.object({ items: v.array(TrashItem), next: v.nullable(v.string()), days: v.number() });
export type TrashPage = v.InferOutput<typeof TrashPage>;

/** What a restore or purge responds with: the record it was; a restore adds what it could not put back. */
export const TrashOutcome = v.object({
  message: v.string(),
  data: v.object({
    entity: v.picklist(TRASH_ENTITIES),
    _id: v.string(),
    name: v.string(),
    notes: v.optional(v.array(v.string())),
  }),
});

/** Texts only the server responds with. */
export const trashErrors = {
  notFound: 'That item is not in the trash any more.',
};

/** The Trash panel's page: newest first, one entity or all; `before` is the last item's cursor of the page before. */
export const TrashQuery = v.object({
  entity: v.optional(v.picklist(TRASH_ENTITIES, 'Unknown kind of item')),
  before: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(100),
      v.check((text) => !text.includes('\0'), NUL_IN_TEXT),
    ),
  ),
});
export type TrashQuery = v.InferOutput<typeof TrashQuery>;
