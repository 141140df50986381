// Messes (SPEC.md section 7): the hostel page's mess and the console's list
// with its writes; the messes' weekly menus for the public pages,
// and the console's read and save of one.
import useSWR, { mutate } from 'swr';
import { api, type WriteResult } from '../../lib/api';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
import { notify } from '../../lib/toast';
import type { TranslationsPayload } from '../../components/admin/use-translations';
import type { Mess, MessInput } from '@contract/modules/messes/model';
import { weekHasMeals, type MessMenu, type SavedMessMenu, type WeekMenu } from '@contract/modules/messes/menu';
import { messTexts } from './texts';

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
  shownIn: [apiPaths.adminTranslations('messes')],
});

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

/** One mess's menu as the console edits it: read afresh each time the editor opens (undefined until then). */
export function useAdminMessMenu(messId: string) {
  const { data, error, isValidating } = useSWR<MessMenu>(apiPaths.messMenu(messId), { shouldRetryOnError: false });
  return { menu: isValidating ? undefined : data, failed: Boolean(error) && !isValidating };
}

/** Saves a mess's whole week and its Hindi changed: the cached menu is the saved one, and the list of menus and the menus' translations are read again. */
export async function saveMessMenu(messId: string, week: WeekMenu, translations: TranslationsPayload) {
  const result = await api.put<WriteResult<SavedMessMenu>>(apiPaths.messMenu(messId), { week, ...translations });
  await mutate(apiPaths.messMenu(messId), result.data, { revalidate: false });
  await Promise.all([mutate(apiPaths.messMenus), mutate(apiPaths.adminTranslations('menus'))]);
  return result;
}
