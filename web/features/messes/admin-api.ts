// Messes (SPEC.md section 7): the console's list with its writes, and its
// read and save of one mess's menu.
import useSWR, { mutate } from 'swr';
import { api, type WriteHeaders, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
import { notify } from '../../lib/toast';
import type { TranslationsPayload } from '../../components/admin/use-translations';
import type { Mess, MessInput } from '@contract/modules/messes/model';
import type { MessMenu, SavedMessMenu, WeekMenu } from '@contract/modules/messes/menu';
import { messTexts } from './admin-texts';

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
  shownIn: [adminApiPaths.adminTranslations('messes')],
});

/** The menu as saved now, read again past the open editor's cache (which would close it while it reads). */
export const reloadMessMenu = (messId: string) => api.get<MessMenu>(apiPaths.messMenu(messId));

/** One mess's menu as the console edits it: read afresh each time the editor opens (undefined until then). */
export function useAdminMessMenu(messId: string) {
  const { data, error, isValidating } = useSWR<MessMenu>(apiPaths.messMenu(messId), { shouldRetryOnError: false });
  return { menu: isValidating ? undefined : data, failed: Boolean(error) && !isValidating };
}

/**
 * Saves a mess's whole week and its Hindi changed: the cached menu is the
 * saved one, and the list of menus and the menus' translations are read again.
 */
export async function saveMessMenu(
  messId: string,
  week: WeekMenu,
  translations: TranslationsPayload,
  headers: WriteHeaders,
) {
  const result = await api.put<WriteResult<SavedMessMenu>>(
    apiPaths.messMenu(messId),
    { week, ...translations },
    headers,
  );
  await mutate(apiPaths.messMenu(messId), result.data, { revalidate: false });
  await Promise.all([mutate(apiPaths.messMenus), mutate(adminApiPaths.adminTranslations('menus'))]);
  return result;
}
