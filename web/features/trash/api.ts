// The trash: pages of deleted items, restoring one, deleting one for good.
import { mutate } from 'swr';
import type { TrashEntity, TrashItem } from '@contract/modules/trash/model';
import { api, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useOlderPages } from '../../lib/older-pages';

type Page = { items: TrashItem[]; next: string | null; days: number };
export type Restored = { entity: TrashEntity; _id: string; name: string; notes: string[] };

const pageQuery = (entity: TrashEntity | '', before?: string) => {
  const query = new URLSearchParams();
  if (entity) query.set('entity', entity);
  if (before) query.set('before', before);
  return query.toString();
};

/** The trash's pages so far, newest first, and how many days an item waits there. */
export function useTrash(entity: TrashEntity | '') {
  const { pages, ...paging } = useOlderPages<Page>((before) => adminApiPaths.trash(pageQuery(entity, before)));
  return { items: pages?.flatMap((page) => page.items), days: pages?.[0]?.days, ...paging };
}

// A restore may give back links in other lists too (a hostel's messes and people): every content list is read again,
// and the pages' with their Hindi.
const CONTENT_LISTS = [
  apiPaths.people,
  apiPaths.hostels,
  apiPaths.messes,
  apiPaths.messMenus,
  apiPaths.events,
  apiPaths.notifications,
  adminApiPaths.adminNotifications,
  apiPaths.files,
  apiPaths.subcommitteesFile,
  apiPaths.pages,
  adminApiPaths.adminTranslations('pages'),
];

export async function restoreItem(id: string) {
  const result = await api.post<WriteResult<Restored>>(adminApiPaths.trashRestore(id));
  const { entity, _id } = result.data;
  const restoredPage = entity === 'pages' ? [apiPaths.page(_id), adminApiPaths.pageRevisions(_id)] : [];
  await Promise.all([...CONTENT_LISTS, ...restoredPage].map((path) => mutate(path)));
  return result;
}

export const purgeItem = (id: string) =>
  api.delete<WriteResult<{ entity: TrashEntity; _id: string; name: string }>>(adminApiPaths.trashItem(id));
