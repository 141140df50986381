// An entity's create, update and delete calls: each changes the entity's own
// cached list in place with the write's response (SPEC.md section 4), then reads
// again the other lists that show its records, as the server joins them.
import { mutate } from 'swr';
import { api, type WriteHeaders, type WriteResult } from './api';
import { removeById, updateCachedList, upsertById } from './cached-lists';

type EntityWritesOptions<T> = {
  /** The list's API path, also its SWR key. */
  list: string;
  /** Where a new record is posted, when not the list's path. */
  create?: string;
  item: (id: string) => string;
  /** The server's order of the list; without it a new record goes last (or first with newestFirst). */
  order?: (a: T, b: T) => number;
  newestFirst?: boolean;
  /** The other lists (their API paths, also their SWR keys) that show these records: revalidated after every write. */
  shownIn?: string[];
};

export function entityWrites<T extends { _id: string }, Payload extends object>(options: EntityWritesOptions<T>) {
  const changeList = (change: (list: T[]) => T[]) =>
    updateCachedList<T>(options.list, (list) => (options.order ? change(list).sort(options.order) : change(list)));

  // Awaited, so the write's toast follows the lists it changed.
  const revalidateOthers = () => Promise.all((options.shownIn ?? []).map((path) => mutate(path)));

  /** Puts a write's record in the cached lists; for writes sent another way (uploads). */
  async function cacheSaved(result: WriteResult<T>, isNew: boolean) {
    const saved = result.data;
    await changeList((list) =>
      isNew && options.newestFirst ? [saved, ...removeById(list, saved._id)] : upsertById(list, saved),
    );
    await revalidateOthers();
    return result;
  }

  return {
    /** `headers` for People, whose one POST also changes (with `_id`): the version its form was filled from. */
    create: async (payload: Payload, headers?: WriteHeaders) =>
      cacheSaved(await api.post<WriteResult<T>>(options.create ?? options.list, payload, headers), true),
    /** `headers`: the version the form was filled from (record-version.ts). */
    update: async (id: string, payload: Payload, headers?: WriteHeaders) =>
      cacheSaved(await api.put<WriteResult<T>>(options.item(id), payload, headers), false),
    remove: async (id: string) => {
      const result = await api.delete<{ message: string }>(options.item(id));
      await changeList((list) => removeById(list, id));
      await revalidateOthers();
      return result;
    },
    cacheSaved,
    /** The record as saved now: its list read again, and the lists that show it (its Hindi among them). */
    async reload(id: string) {
      const [list] = await Promise.all([mutate<T[]>(options.list), revalidateOthers()]);
      return list?.find((record) => record._id === id);
    },
  };
}
