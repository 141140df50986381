// Each entity of manifest.ts with what its module declares of it (entity.ts):
// the activity log, trash, search, CSV export and the rendered pages read them
// from here. The types ask for one per row of the manifest.
import { ENTITY_NAMES, type EntityName } from '../manifest';
import { eventKind } from './events/entity';
import { fileKind } from './files/entity';
import { galleryKind } from './gallery/entity';
import { hostelKind } from './hostels/entity';
import { messKind } from './messes/entity';
import { notificationKind } from './notifications/entity';
import { personKind } from './people/entity';
import { pageTrash } from './pages/trash';

const KINDS = {
  people: personKind,
  hostels: hostelKind,
  messes: messKind,
  events: eventKind,
  notifications: notificationKind,
  files: fileKind,
  gallery: galleryKind,
} satisfies { [Name in EntityName]: { entity: Name } };

/** An entity's kind, as its module declares it. */
export const kindOf = <Name extends EntityName>(name: Name): (typeof KINDS)[Name] => KINDS[name];

/** Every entity's kind, in the manifest's order. */
export const ENTITIES = ENTITY_NAMES.map((name) => KINDS[name]);

/**
 * What else goes to the trash: the pages the office adds, which
 * are not manifest entities (no list, CSV or grants of their own).
 */
export const OTHER_TRASHABLES = [pageTrash] as const;
