// What the server's cross-cutting parts know of an entity besides its row in
// manifest.ts, declared once in its module's entity.ts and listed in entities.ts: the activity log (find,
// name, picture), the trash, the public read the API and rendered pages
// share, search, CSV export, and the text a person reads.
import type { AppContext } from '../context';
import type { Queries } from '../db/database';
import type { Column } from './columns';
import type { Entry } from './response-cache';
import type { FoundDocument } from './search/match';
import type { EntityName } from '../manifest';
import type { Trashable } from './trash/trashable';
import type { Translatable } from './translations/store';
import type { Language } from '../languages';
import type { GenericSchema } from 'valibot';

/** What the activity log knows of a kind of record: how to read one, what names it, and its picture. */
export type RecordKind<T> = {
  /** Its name in the activity log and the trash: 'hostels'. */
  entity: string;
  /** The field that names a record to a person. */
  nameField: keyof T & string;
  /** One record as the API reads it, or null. */
  find(db: Queries, id: string): Promise<T | null>;
  /** The record's picture's blob key, for entities with a picture. */
  picture?(db: Queries, id: string): Promise<{ image: string | null } | null>;
};

/** A kind of the site's content: what the office adds and visitors see. */
export type EntityKind<T> = RecordKind<T> & {
  /** Its name: its row in manifest.ts. */
  entity: EntityName;
  /** What the trash keeps of a deleted record and how a restore puts it back. */
  trash: Trashable;
  /** The records visitors may see, from the read cache: the API's public list, the rendered pages' and search's. */
  publicList(ctx: AppContext): Entry<T[]> | Promise<Entry<T[]>>;
  /**
   * How visitors find its public records (read in `language`), in
   * search's group for it, the words it adds in that language.
   */
  searchDocuments(records: T[], language: Language): FoundDocument[];
  /**
   * Its CSV export (GET /api/admin/export/{file}.csv, the file its manifest row names): every record the console sees.
   */
  csv: { columns: Column<T>[]; list(db: Queries): Promise<T[]> };
  /** The fields of text a person reads: each translated into every other language the site is in. */
  translatable: readonly (keyof T & string)[];
  /** The schema a write's fields are checked by: its limits bound their translations too. */
  schema: GenericSchema;
  /** Records of other kinds a record is read with (a hostel's warden), translated as their own kind. */
  embeds?: Partial<Record<keyof T & string, Translatable>>;
};
