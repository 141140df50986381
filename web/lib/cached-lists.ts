// The cached API lists, changed in place after a write instead of fetched
// again (SPEC.md section 4: add, replace by _id, remove by _id), and the
// records one write changes in another entity's list.
import { mutate } from 'swr';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import type { Person } from '@contract/modules/people/model';
import { apiPaths } from './api-paths';

/** A list not loaded yet stays unloaded and is fetched whole when first needed. */
export const updateCachedList = <T>(path: string, change: (list: T[]) => T[]) =>
  mutate<T[]>(path, (list) => list && change(list), { revalidate: false });

/** Replaces the record with the same _id, or adds it at the end. */
export const upsertById = <T extends { _id: string }>(list: T[], record: T) =>
  list.some((item) => item._id === record._id) ? list.map((item) => (item._id === record._id ? record : item)) : [...list, record];

export const removeById = <T extends { _id: string }>(list: T[], id: string) => list.filter((item) => item._id !== id);

/** People and messes show a hostel by name. */
export async function hostelRenamed(id: string, name: string) {
  await updateCachedList<Person>(apiPaths.people, (people) =>
    people.map((person) => ({ ...person, hostel: person.hostel.map((h) => (h._id === id ? { _id: id, name } : h)) })),
  );
  await updateCachedList<Mess>(apiPaths.messes, (messes) =>
    messes.map((mess) => (mess.hostel?._id === id ? { ...mess, hostel: { _id: id, name } } : mess)),
  );
}

/** The server drops a deleted hostel from people's lists and from its messes. */
export async function hostelDeleted(id: string) {
  await updateCachedList<Person>(apiPaths.people, (people) =>
    people.map((person) => ({ ...person, hostel: person.hostel.filter((h) => h._id !== id) })),
  );
  await updateCachedList<Mess>(apiPaths.messes, (messes) => messes.map((mess) => (mess.hostel?._id === id ? { ...mess, hostel: null } : mess)));
}

/** Hostels carry their warden and supervisor as read: keep those in step with the saved person. */
export async function personSaved(saved: Person) {
  const staff = { _id: saved._id, name: saved.name, phone: saved.phone, email: saved.email, designation: saved.designation, role: saved.role };
  await updateCachedList<Hostel>(apiPaths.hostels, (hostels) =>
    hostels.map((hostel) => ({
      ...hostel,
      warden: hostel.warden?._id === saved._id ? staff : hostel.warden,
      supervisor: hostel.supervisor?._id === saved._id ? staff : hostel.supervisor,
    })),
  );
}
