// The archive's setting in the console: how long it keeps items.
import useSWR, { mutate } from 'swr';
import type { ArchiveSettings } from '@contract/modules/archive/model';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { api, fetcher, type WriteResult } from '../../lib/api';

export const useArchiveSettings = () => useSWR<ArchiveSettings>(adminApiPaths.archiveSettings, fetcher);

/** The choice shows at once; a refused write reads the setting back. */
export async function saveArchiveSettings(settings: ArchiveSettings) {
  await mutate(adminApiPaths.archiveSettings, settings, { revalidate: false });
  try {
    return await api.put<WriteResult<ArchiveSettings>>(adminApiPaths.archiveSettings, settings);
  } catch (error) {
    await mutate(adminApiPaths.archiveSettings);
    throw error;
  }
}
