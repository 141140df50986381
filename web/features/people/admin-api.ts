// People (SPEC.md section 7): the console's writes.
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { entityWrites } from '../../lib/entity-writes';
import type { Person, PersonInput } from '@contract/modules/people/model';

/** What the form sends: the image is a new data URL, the current image URL (kept), or null. */
export type PersonDraft = Omit<PersonInput, '_id' | 'image' | 'hostel'> & {
  _id?: string;
  image: string | null;
  hostel: string[];
};

/**
 * The console's writes. `create` adds and updates: with `_id` the one POST
 * updates (SPEC.md section 7). Hostels show their warden and supervisor, so
 * that list is read again.
 */
export const peopleWrites = entityWrites<Person, PersonDraft>({
  list: apiPaths.people,
  item: apiPaths.person,
  shownIn: [apiPaths.hostels, adminApiPaths.adminTranslations('people')],
});
