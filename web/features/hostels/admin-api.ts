// The console's hostel calls (SPEC.md section 7); writes update the cached
// lists in place, including the people and messes that name the hostel.
import useSWR from 'swr';
import { api, type WriteResult } from '../../lib/api';
import type { Hostel, HostelInput } from '@contract/modules/hostels/model';
import type { Person } from '@contract/modules/people/model';
import type { Mess } from '@contract/modules/messes/model';
import { updateCachedList, upsertById } from '../admin/cached-list';
import { PEOPLE_PATH } from '../people/api';

export const HOSTELS_PATH = '/api/hostels';
const MESS_PATH = '/api/mess';

/** Every hostel; undefined until the first fetch ends, an empty list when it failed (SPEC.md section 4). */
export function useAdminHostels() {
  const { data, error } = useSWR<Hostel[]>(HOSTELS_PATH, { shouldRetryOnError: false, onError: (e: unknown) => console.error(e) });
  return error ? [] : data;
}

/** What the form sends: staff as person ids, year null when empty, the image a data URL, the current URL (kept) or null. */
export type HostelDraft = Omit<HostelInput, 'image'> & { image: string | null };

export async function saveHostel(draft: HostelDraft, id?: string) {
  const result = id
    ? await api.put<WriteResult<Hostel>>(`${HOSTELS_PATH}/${encodeURIComponent(id)}`, draft)
    : await api.post<WriteResult<Hostel>>(HOSTELS_PATH, draft);
  const saved = result.data;
  await updateCachedList<Hostel>(HOSTELS_PATH, (hostels) => upsertById(hostels, saved));
  if (id) await renameHostelElsewhere(id, saved.name);
  return result;
}

export async function deleteHostel(id: string) {
  const result = await api.delete<{ message: string }>(`${HOSTELS_PATH}/${encodeURIComponent(id)}`);
  await updateCachedList<Hostel>(HOSTELS_PATH, (hostels) => hostels.filter((hostel) => hostel._id !== id));
  // The server drops a deleted hostel from people's lists and from its messes.
  await updateCachedList<Person>(PEOPLE_PATH, (people) =>
    people.map((person) => ({ ...person, hostel: person.hostel.filter((h) => h._id !== id) })),
  );
  await updateCachedList<Mess>(MESS_PATH, (messes) => messes.map((mess) => (mess.hostel?._id === id ? { ...mess, hostel: null } : mess)));
  return result;
}

/** People and messes show a hostel by name. */
async function renameHostelElsewhere(id: string, name: string) {
  await updateCachedList<Person>(PEOPLE_PATH, (people) =>
    people.map((person) => ({ ...person, hostel: person.hostel.map((h) => (h._id === id ? { _id: id, name } : h)) })),
  );
  await updateCachedList<Mess>(MESS_PATH, (messes) => messes.map((mess) => (mess.hostel?._id === id ? { ...mess, hostel: { _id: id, name } } : mess)));
}
