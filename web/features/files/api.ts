// Files (SPEC.md section 7): the public Files page's list and downloads (the
// console's list, uploads and the Hostel Subcommittees choice are admin-api.ts).
import useSWR from 'swr';
import { publicFetcher, publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { startDownload } from '../../lib/download';
import { notify } from '../../lib/toast';
import type { StoredFile, SubcommitteesFile } from '@contract/modules/files/model';
import { publicFileTexts } from './texts';

/**
 * The files visitors may download. The list is fetched once; while loading
 * or after a failure it is empty and no message shows (SPEC.md section 8).
 */
export function usePublicFiles() {
  const { data, isLoading } = useSWR<StoredFile[]>(apiPaths.files, { ...publicRead, revalidateIfStale: false });
  return { files: data ?? [], isLoading };
}

/**
 * Downloads a stored file once the server has said it has it, so a removed
 * file says 'Download failed' (SPEC.md section 8) instead of saving an error under the file's name.
 */
export async function downloadFile(path: string, name: string) {
  try {
    const response = await fetch(path);
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${path} responded ${response.status}`);
    startDownload(path, name);
  } catch (error) {
    console.error(error);
    notify.error(publicFileTexts.downloadFailed);
  }
}

/**
 * The People page's 'Hostel Subcommittees' option: downloads the chosen file,
 * or says 'Download failed'; resolves false when the office has chosen none yet (the page says so).
 */
export async function downloadSubcommitteesFile(): Promise<boolean> {
  let chosen: SubcommitteesFile;
  try {
    chosen = await publicFetcher<SubcommitteesFile>(apiPaths.subcommitteesFile);
  } catch (error) {
    console.error(error);
    notify.error(publicFileTexts.downloadFailed);
    return true;
  }
  if (!chosen.fileId) return false;
  await downloadFile(apiPaths.fileDownload(chosen.fileId), '');
  return true;
}
