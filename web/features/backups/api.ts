import { api, type WriteResult } from '../../lib/api';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { updateCachedList } from '../../lib/cached-lists';
import type { BackupInfo, DownloadLink } from '@contract/modules/backups/model';

/** The backups, newest first: undefined until the first fetch ends; a failed fetch reads as an empty list. */
export function useBackups(): BackupInfo[] | undefined {
  return useConsoleList<BackupInfo>(adminApiPaths.backups, 'backups');
}

export async function backUpNow() {
  const result = await api.post<WriteResult<BackupInfo>>(adminApiPaths.backups);
  await updateCachedList<BackupInfo>(adminApiPaths.backups, (backups) => [result.data, ...backups]);
  return result;
}

/** Deletes a kept backup, and drops it from the panel's list. */
export async function deleteBackup(name: string) {
  const result = await api.delete<{ message: string }>(adminApiPaths.backup(name));
  await updateCachedList<BackupInfo>(adminApiPaths.backups, (backups) =>
    backups.filter((backup) => backup.name !== name),
  );
  return result;
}

/**
 * Downloads go through a link the server signs for a minute: the browser then
 * streams the archive to disk itself, where fetching it with the bearer token
 * would hold the whole archive in the page's memory first.
 */
export async function downloadBackup(name: string) {
  const { data } = await api.post<WriteResult<DownloadLink>>(adminApiPaths.backupDownloadLink(name));
  const link = document.createElement('a');
  link.href = data.url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
