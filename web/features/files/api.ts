import useSWR from 'swr';
import { api, publicRead } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import type { StoredFile, SubcommitteesFile } from '@contract/modules/files/model';

/**
 * The files visitors may download. The list is fetched once; while loading or
 * after a failure it is empty and no message shows (SPEC.md section 8). An
 * admin's token brings every file, so the student filter also runs here.
 */
export function usePublicFiles() {
  const { data, isLoading } = useSWR<StoredFile[]>(apiPaths.files, { ...publicRead, revalidateIfStale: false });
  return { files: (data ?? []).filter((file) => file.for_student), isLoading };
}

/** The id of the file behind the People page's 'Hostel Subcommittees' option, or null when none is set. */
export async function fetchSubcommitteesFileId() {
  const { fileId } = await api.get<SubcommitteesFile>(apiPaths.subcommitteesFile);
  return fileId;
}

/** Starts a browser download of a same-origin URL, as a click on a download link would. */
export function startDownload(path: string) {
  const link = document.createElement('a');
  link.href = path;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
