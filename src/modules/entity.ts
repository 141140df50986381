// What the server's cross-cutting parts (activity, trash, search, bulk, the
// rendered pages) know of an entity, declared once in its module's entity.ts
// and listed in entities.ts.
import type { Queries } from '../db/database';
import type { Trashable } from './trash/trashable';

export type EntityKind<T> = {
  /** Its name in the activity log and the trash: 'hostels'. */
  entity: string;
  /** The field that names a record to a person. */
  nameField: keyof T & string;
  /** One record as the API reads it, or null. */
  find(db: Queries, id: string): Promise<T | null>;
  /** The record's picture's blob key, for entities with a picture. */
  picture?(db: Queries, id: string): Promise<{ image: string | null } | null>;
  /** What the trash keeps of a deleted record and how a restore puts it back. */
  trash?: Trashable;
};

/** An entity whose deletes go to the trash. */
export type TrashableKind<T> = EntityKind<T> & { trash: Trashable };
