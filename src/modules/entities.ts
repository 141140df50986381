// The site's content entities, in the order search groups them. The activity
// log, trash, search, CSV export and the rendered pages read them from here:
// a new entity is its module and one line in this list.
import { eventKind } from './events/entity';
import { fileKind } from './files/entity';
import { galleryKind } from './gallery/entity';
import { hostelKind } from './hostels/entity';
import { messKind } from './messes/entity';
import { notificationKind } from './notifications/entity';
import { personKind } from './people/entity';
import { pageTrash } from './pages/trash';

export const ENTITIES = [personKind, hostelKind, messKind, notificationKind, eventKind, fileKind, galleryKind] as const;

/** What else goes to the trash: the pages the office adds, which are not content entities (no list, CSV or grants of their own). */
export const OTHER_TRASHABLES = [pageTrash] as const;
