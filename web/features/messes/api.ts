// Messes (SPEC.md section 7): the hostel page's mess and the console's list
// with its writes.
import useSWR from 'swr';
import { api, publicRead, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { removeById, updateCachedList } from '../../lib/cached-lists';
import { notify } from '../../lib/toast';
import type { Mess, MessInput } from '@contract/modules/messes/model';
import { messTexts } from './texts';

/** A mess names its hostel by id or as { _id, name }. */
const messHostelId = (hostel: string | { _id: string } | null | undefined) =>
  typeof hostel === 'string' ? hostel : (hostel?._id ?? null);

/** The mess whose hostel is this hostel; the mess list is fetched once and cached. */
export function useHostelMess(hostelId: string) {
  const { data, isLoading } = useSWR<Mess[]>(apiPaths.messes, { ...publicRead, revalidateIfStale: false });
  const mess = data?.find((entry) => messHostelId(entry.hostel) === hostelId) ?? null;
  return { mess, isLoading };
}

/**
 * The console's mess list (the public hostel pages read the same key, so they
 * see the console's changes): undefined until the first fetch ends; a failed
 * fetch shows 'Failed to fetch messes' and reads as an empty list (SPEC.md section 8).
 */
export function useAdminMesses(): Mess[] | undefined {
  const { data, error } = useSWR<Mess[]>(apiPaths.messes, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => {
      console.error('Fetching messes failed', failure);
      notify.error(messTexts.fetchFailed);
    },
  });
  return error ? [] : data;
}

// The server's order: by name.
const byName = (a: Mess, b: Mess) => a.mess_name.localeCompare(b.mess_name);

const updateList = (change: (messes: Mess[]) => Mess[]) => updateCachedList<Mess>(apiPaths.messes, (messes) => change(messes).sort(byName));

export async function createMess(payload: MessInput) {
  const result = await api.post<WriteResult<Mess>>(apiPaths.messes, payload);
  await updateList((messes) => [...messes, result.data]);
  return result;
}

export async function updateMess(id: string, payload: MessInput) {
  const result = await api.put<WriteResult<Mess>>(apiPaths.mess(id), payload);
  await updateList((messes) => messes.map((mess) => (mess._id === id ? result.data : mess)));
  return result;
}

export async function deleteMess(id: string) {
  const result = await api.delete<{ message: string }>(apiPaths.mess(id));
  await updateList((messes) => removeById(messes, id));
  return result;
}
