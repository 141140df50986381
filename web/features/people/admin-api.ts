// The console's writes of people (SPEC.md section 7): one POST adds or
// updates (with _id), DELETE removes; the cached lists are updated in place.
import { api, type WriteResult } from '../../lib/api';
import type { Person, PersonInput } from '@contract/modules/people/model';
import type { Hostel } from '@contract/modules/hostels/model';
import { updateCachedList, upsertById } from '../admin/cached-list';
import { HOSTELS_PATH } from '../hostels/admin-api';
import { PEOPLE_PATH } from './api';

/** What the form sends: the image is a new data URL, the current image URL (kept), or null. */
export type PersonDraft = Omit<PersonInput, '_id' | 'image' | 'hostel'> & { _id?: string; image: string | null; hostel: string[] };

export async function savePerson(draft: PersonDraft) {
  const result = await api.post<WriteResult<Person>>(PEOPLE_PATH, draft);
  const saved = result.data;
  await updateCachedList<Person>(PEOPLE_PATH, (people) => upsertById(people, saved));
  // Hostels carry their warden and supervisor as read: keep those in step.
  const staff = { _id: saved._id, name: saved.name, phone: saved.phone, email: saved.email, designation: saved.designation, role: saved.role };
  await updateCachedList<Hostel>(HOSTELS_PATH, (hostels) =>
    hostels.map((hostel) => ({
      ...hostel,
      warden: hostel.warden?._id === saved._id ? staff : hostel.warden,
      supervisor: hostel.supervisor?._id === saved._id ? staff : hostel.supervisor,
    })),
  );
  return result;
}

export async function deletePerson(id: string) {
  const result = await api.delete<{ message: string }>(`${PEOPLE_PATH}/${encodeURIComponent(id)}`);
  await updateCachedList<Person>(PEOPLE_PATH, (people) => people.filter((p) => p._id !== id));
  return result;
}
