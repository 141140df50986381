// Files (SPEC.md section 7): the console's list, uploads and the Hostel
// Subcommittees choice.
import useSWR, { mutate } from 'swr';
import { api, upload, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { readResponse } from '../../lib/public-api';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
import type { StoredFile, SubcommitteesFile } from '@contract/modules/files/model';

/**
 * Every file, staff-only ones too (the admin's token goes with the request):
 * undefined until the first fetch ends; a failed fetch leaves an empty list
 * and no message (SPEC.md section 8).
 */
export function useAdminFiles(): StoredFile[] | undefined {
  return useConsoleList<StoredFile>(apiPaths.files, 'files');
}

/** A visitor's read: the setting is public, and the console's token stays off public reads. */
const readAsVisitor = async (path: string) =>
  readResponse<SubcommitteesFile>(await fetch(path, { headers: { Accept: 'application/json' } }));

/**
 * The id of the file the People page's 'Hostel Subcommittees' option downloads,
 * null when none is chosen; undefined until fetched (or after a failed fetch).
 */
export function useSubcommitteesFileId(): string | null | undefined {
  const { data } = useSWR<SubcommitteesFile>(apiPaths.subcommitteesFile, readAsVisitor, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error('Fetching the Hostel Subcommittees file failed', failure),
  });
  return data?.fileId;
}

export async function chooseSubcommitteesFile(fileId: string) {
  const result = await api.put<WriteResult<SubcommitteesFile>>(apiPaths.subcommitteesFile, { fileId });
  await mutate<SubcommitteesFile>(apiPaths.subcommitteesFile, result.data, { revalidate: false });
  return result;
}

/**
 * The console's writes; the server lists newest first and forgets a
 * deleted file as the subcommittees file, so that choice is read again.
 */
export const fileWrites = entityWrites<StoredFile, never>({
  list: apiPaths.files,
  item: apiPaths.file,
  newestFirst: true,
  shownIn: [apiPaths.subcommitteesFile, adminApiPaths.adminTranslations('files')],
});

/** Multipart, so the upload can report its progress (0 to 1). */
export async function createFile(form: FormData, onProgress: (fraction: number) => void) {
  return fileWrites.cacheSaved(await upload<WriteResult<StoredFile>>('POST', apiPaths.files, form, onProgress), true);
}

/** Without a `file` field the stored file stays as it is. */
export async function updateFile(id: string, form: FormData, onProgress: (fraction: number) => void) {
  return fileWrites.cacheSaved(
    await upload<WriteResult<StoredFile>>('PUT', apiPaths.file(id), form, onProgress),
    false,
  );
}
