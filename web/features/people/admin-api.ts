// The console's writes of people (SPEC.md section 7): one POST adds or
// updates (with _id), DELETE removes; the cached lists are updated in place.
import { api, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { personSaved, removeById, updateCachedList, upsertById } from '../../lib/cached-lists';
import type { Person, PersonInput } from '@contract/modules/people/model';

/** What the form sends: the image is a new data URL, the current image URL (kept), or null. */
export type PersonDraft = Omit<PersonInput, '_id' | 'image' | 'hostel'> & { _id?: string; image: string | null; hostel: string[] };

export async function savePerson(draft: PersonDraft) {
  const result = await api.post<WriteResult<Person>>(apiPaths.people, draft);
  const saved = result.data;
  await updateCachedList<Person>(apiPaths.people, (people) => upsertById(people, saved));
  await personSaved(saved);
  return result;
}

export async function deletePerson(id: string) {
  const result = await api.delete<{ message: string }>(apiPaths.person(id));
  await updateCachedList<Person>(apiPaths.people, (people) => removeById(people, id));
  return result;
}
