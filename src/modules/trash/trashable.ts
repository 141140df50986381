import type { Queries } from '../../db/database';
import type { TrashEntity } from './texts';

/** What an entity hands the trash when one of its records is deleted. */
export type Captured<Snapshot> = {
  name: string;
  /** The picture's or file's blob key: kept, not dropped, while the record is in the trash. */
  blob: string | null;
  snapshot: Snapshot;
};

/**
 * How one entity goes into the trash and comes back, in its module's
 * trash.ts: `capture` reads the record with its links as they are, `remove`
 * deletes it as before, `restore` puts it back with the links that still
 * exist and returns what it could not bring back (one sentence each).
 */
export type Trashable<Snapshot = unknown> = {
  entity: TrashEntity;
  capture(db: Queries, id: string): Promise<Captured<Snapshot> | null>;
  remove(db: Queries, id: string): Promise<boolean>;
  restore(db: Queries, snapshot: Snapshot): Promise<string[]>;
  /** The column naming a record in its table when it is not `id` (a page's `slug`). */
  key?: string;
  /**
   * Its translations travel in the snapshot, not under its id (a
   * page's slug may be taken again): purging has none to delete.
   */
  holdsTranslations?: boolean;
  /** Other kinds of translations under the record's id (a mess's weekly menu: 'menus'), purged with its own. */
  ownedTranslations?: readonly string[];
};
