// Messes (SPEC.md section 7): the hostel page's mess and the messes' weekly
// menus for the public pages (the console's list, writes and menu editor are admin-api.ts).
import useSWR from 'swr';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import type { Mess } from '@contract/modules/messes/model';
import { weekHasMeals, type SavedMessMenu } from '@contract/modules/messes/menu';

/** A mess names its hostel by id or as { _id, name }. */
const messHostelId = (hostel: string | { _id: string } | null | undefined) =>
  typeof hostel === 'string' ? hostel : (hostel?._id ?? null);

/** Every mess for the public pages: fetched once and cached. */
const usePublicMesses = () => useSWR<Mess[]>(apiPaths.messes, { ...publicRead, revalidateIfStale: false });

/** The mess whose hostel is this hostel. */
export function useHostelMess(hostelId: string) {
  const { data, isLoading } = usePublicMesses();
  const mess = data?.find((entry) => messHostelId(entry.hostel) === hostelId) ?? null;
  return { mess, isLoading };
}

/**
 * The saved menus by mess id, those with nothing written in them left out;
 * an empty map while loading or after a failure. Loading only while there is
 * nothing to show: a page's own data shows at once while it is read again.
 */
export function useMessMenus() {
  const { data, isLoading } = useSWR<SavedMessMenu[]>(apiPaths.messMenus, publicRead);
  const menus = new Map((data ?? []).filter((menu) => weekHasMeals(menu.week)).map((menu) => [menu.mess, menu]));
  return { menus, isLoading: isLoading && !data };
}

/** Every mess, in the list's order (by name), with its menu; only those that have one. */
export function useMessesWithMenus() {
  const { data: messes } = usePublicMesses();
  const { menus } = useMessMenus();
  return (messes ?? []).flatMap((mess) => {
    const menu = menus.get(mess._id);
    return menu ? [{ mess, menu }] : [];
  });
}
