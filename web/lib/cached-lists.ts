// A cached API list changed in place with a write's response instead of fetched
// again (SPEC.md section 4: add, replace by _id, remove by _id).
import { mutate } from 'swr';

/** A list not loaded yet stays unloaded and is fetched whole when first needed. */
export const updateCachedList = <T>(path: string, change: (list: T[]) => T[]) =>
  mutate<T[]>(path, (list) => list && change(list), { revalidate: false });

/** Replaces the record with the same _id, or adds it at the end. */
export const upsertById = <T extends { _id: string }>(list: T[], record: T) =>
  list.some((item) => item._id === record._id)
    ? list.map((item) => (item._id === record._id ? record : item))
    : [...list, record];

export const removeById = <T extends { _id: string }>(list: T[], id: string) => list.filter((item) => item._id !== id);
