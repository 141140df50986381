// Messes (SPEC.md section 7): the hostel page's mess and the console's list
// with its writes.
import useSWR from 'swr';
import { publicRead } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
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
  return useConsoleList<Mess>(apiPaths.messes, 'messes', () => notify.error(messTexts.fetchFailed));
}

/** The console's writes; the list keeps the server's order: by name. */
export const messWrites = entityWrites<Mess, MessInput>({
  list: apiPaths.messes,
  item: apiPaths.mess,
  order: (a, b) => a.mess_name.localeCompare(b.mess_name),
});
