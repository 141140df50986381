// People (SPEC.md section 7): the one list the directory and the console
// share, and the console's writes, which update the cached lists in place.
import useSWR, { preload } from 'swr';
import { api, messageOf } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { personSaved } from '../../lib/cached-lists';
import { entityWrites } from '../../lib/entity-writes';
import { notify } from '../../lib/toast';
import type { Person, PersonInput } from '@contract/modules/people/model';
import { peopleTexts } from './texts';

/**
 * GET /api/people with SPEC.md's toasts: 'Loading...' while pending; on a
 * failure the server's message (else 'Error fetching people') and an empty list.
 */
async function fetchPeople(path: string): Promise<Person[]> {
  notify.loading(peopleTexts.fetching);
  try {
    const people = await api.get<Person[]>(path);
    notify.dismiss();
    return people;
  } catch (error) {
    console.error(error);
    notify.error(messageOf(error, peopleTexts.fetchFailed));
    return [];
  }
}

/** Starts the read before the People page has rendered (app.tsx), with the same toasts. */
export const preloadPeople = () => void preload(apiPaths.people, fetchPeople);

/** Every person, shared by the directory and the console; fetched only while not yet loaded (SPEC.md section 4). */
export function usePeople() {
  const { data } = useSWR<Person[]>(apiPaths.people, fetchPeople, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { people: data ?? [], isLoading: data === undefined };
}

/** What the form sends: the image is a new data URL, the current image URL (kept), or null. */
export type PersonDraft = Omit<PersonInput, '_id' | 'image' | 'hostel'> & { _id?: string; image: string | null; hostel: string[] };

/**
 * The console's writes. `create` adds and updates: with `_id` the one POST
 * updates (SPEC.md section 7). Hostels show their warden and supervisor, so
 * that list follows a saved person.
 */
export const peopleWrites = entityWrites<Person, PersonDraft>({
  list: apiPaths.people,
  item: apiPaths.person,
  afterSave: personSaved,
});
