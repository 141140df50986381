import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';
import { TRASH_ENTITIES, type TrashEntity } from './texts';

export { TRASH_ENTITIES, trashMessages, type TrashEntity } from './texts';

/** One deleted item as the Trash panel lists it. */
export type TrashItem = {
  _id: string;
  entity: TrashEntity;
  /** The record's own id, which it gets back on restore. */
  recordId: string;
  name: string;
  deletedAt: string;
  deletedBy: string;
  /** When the trash empties itself of it. */
  expiresAt: string;
  /** The bytes of its picture or file kept with it (0 for none). */
  size: number;
};

/** Texts only the server answers with. */
export const trashErrors = {
  notFound: 'That item is not in the trash any more.',
};

/** The Trash panel's page: newest first, one entity or all; `before` is the last item's cursor of the page before. */
export const TrashQuery = v.object({
  entity: v.optional(v.picklist(TRASH_ENTITIES, 'Unknown kind of item')),
  before: v.optional(v.pipe(v.string(), v.maxLength(100), v.check((text) => !text.includes('\0'), NUL_IN_TEXT))),
});
export type TrashQuery = v.InferOutput<typeof TrashQuery>;
