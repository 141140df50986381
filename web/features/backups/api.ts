import useSWR, { mutate } from 'swr';
import { api, type WriteResult } from '../../lib/api';
import type { BackupInfo, DownloadLink } from '@contract/modules/backups/model';

export const BACKUPS_KEY = '/api/backups';

/** The backups, newest first: undefined until the first fetch ends; a failed fetch reads as an empty list. */
export function useBackups(): BackupInfo[] | undefined {
  const { data, error } = useSWR<BackupInfo[]>(BACKUPS_KEY, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Fetching backups failed', failure),
  });
  return error ? [] : data;
}

export async function backUpNow() {
  const result = await api.post<WriteResult<BackupInfo>>(BACKUPS_KEY);
  await mutate<BackupInfo[]>(BACKUPS_KEY, (backups) => [result.data, ...(backups ?? [])], { revalidate: false });
  return result;
}

/**
 * Downloads go through a link the server signs for a minute: the browser then
 * streams the archive to disk itself, where fetching it with the bearer token
 * would hold the whole archive in the page's memory first.
 */
export async function downloadBackup(name: string) {
  const { data } = await api.post<WriteResult<DownloadLink>>(`/api/backups/download-link/${encodeURIComponent(name)}`);
  const link = document.createElement('a');
  link.href = data.url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
