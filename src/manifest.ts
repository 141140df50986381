// The site's entities, one row each, in the console's sidebar order (SPEC.md
// section 2). The server's grants, trash, CSV, search and kept blobs, and the
// console's panels and labels, are made from these rows; a module's entity.ts
// adds how its records are read. A contract file: no valibot, no server code.

/**
 * How far a grant reaches: everything, a warden's own hostels (a hostel, or a mess of one), or what the account added.
 */
export type Reach = 'all' | 'own hostels' | 'own items';
export type Verb = 'create' | 'update' | 'delete';

export type ManifestRow = {
  /** Where the API serves it (SPEC.md section 7). */
  path: string;
  /** Its table, in the database and in a backup. */
  table: string;
  /**
   * A record and the records, as a person reads them in English; another
   * language's are in its interface texts (the search page's groups).
   */
  one: string;
  many: string;
  /** The console's sidebar entry, when not `many` (SPEC.md section 2). */
  panel?: string;
  /** Columns naming a blob: its picture or its file, kept while a row names it. */
  blobs?: readonly string[];
  /** Search's `type` for a record found, and the place of its group in the results; none: never searched. */
  search?: { type: string; group: number };
  /** Its CSV export's file name, `{csv}.csv`; none: not exported. */
  csv?: string;
  /** Deleted to the trash, from where it comes back; otherwise deleted outright. */
  trash?: true;
  /** What a warden may do; owners and editors may add, change and delete every record. */
  warden?: Partial<Record<Verb, Reach>>;
};

export const MANIFEST = {
  people: {
    path: '/api/people',
    table: 'people',
    one: 'Person',
    many: 'People',
    blobs: ['image'],
    search: { type: 'person', group: 1 },
    csv: 'people',
    trash: true,
  },
  hostels: {
    path: '/api/hostels',
    table: 'hostels',
    one: 'Hostel',
    many: 'Hostels',
    blobs: ['image'],
    search: { type: 'hostel', group: 2 },
    csv: 'hostels',
    trash: true,
    warden: { update: 'own hostels' },
  },
  messes: {
    path: '/api/mess',
    table: 'messes',
    one: 'Mess',
    many: 'Messes',
    panel: 'Mess',
    search: { type: 'mess', group: 3 },
    csv: 'mess',
    trash: true,
    warden: { create: 'own hostels', update: 'own hostels' },
  },
  events: {
    path: '/api/events',
    table: 'events',
    one: 'Event',
    many: 'Events',
    blobs: ['image'],
    search: { type: 'event', group: 5 },
    csv: 'events',
    trash: true,
    warden: { create: 'all', update: 'all', delete: 'own items' },
  },
  notifications: {
    path: '/api/notifications',
    table: 'notifications',
    one: 'Notification',
    many: 'Notifications',
    search: { type: 'notification', group: 4 },
    csv: 'notifications',
    trash: true,
    warden: { create: 'all', update: 'all', delete: 'own items' },
  },
  files: {
    path: '/api/files',
    table: 'files',
    one: 'File',
    many: 'Files',
    blobs: ['blob'],
    search: { type: 'file', group: 6 },
    csv: 'files',
    trash: true,
  },
  gallery: {
    path: '/api/gallery',
    table: 'gallery',
    one: 'Picture',
    many: 'Gallery',
    blobs: ['image'],
    search: { type: 'picture', group: 7 },
    csv: 'gallery',
    trash: true,
  },
} as const satisfies Record<string, ManifestRow>;

export type EntityName = keyof typeof MANIFEST;
type Rows = typeof MANIFEST;
/** The entities whose row has `part`. */
type With<Part extends keyof ManifestRow> = {
  [Name in EntityName]: Rows[Name] extends Record<Part, unknown> ? Name : never;
}[EntityName];

export const ENTITY_NAMES = Object.keys(MANIFEST) as EntityName[];

/** An entity's row, with every part optional as the row's type says. */
export const rowOf = (name: EntityName): ManifestRow => MANIFEST[name];

/** The entity a search result of `type` is a record of; none for a page. */
export const entityFound = (type: string) => entitiesWith('search').find((name) => MANIFEST[name].search.type === type);

/** What the console calls an entity's records: its sidebar entry. */
export const panelLabel = (name: EntityName) => rowOf(name).panel ?? rowOf(name).many;

/** The rows that have `part`, in the manifest's order. */
export const entitiesWith = <Part extends keyof ManifestRow>(part: Part) =>
  ENTITY_NAMES.filter((name): name is With<Part> => part in MANIFEST[name]);

export type TrashedEntity = With<'trash'>;
export type SearchedEntity = With<'search'>;
export type ExportedEntity = With<'csv'>;
/** A search result's `type`, as the API sends it. */
export type EntitySearchType = Rows[SearchedEntity]['search']['type'];
/** An export's file name without `.csv`, as its address says it. */
export type EntityCsvFile = Rows[ExportedEntity]['csv'];
