// Bulk changes: a panel's entity downloaded as CSV, and people or
// hostels imported from one, after which the lists that show them are read again.
import { mutate } from 'swr';
import type { ImportEntity, ImportReport } from '@contract/modules/bulk/model';
import type { ExportedEntity } from '@contract/manifest';
import { api, fetchAttachment, type WriteResult } from './api';
import { apiPaths } from './api-paths';
import { adminApiPaths } from './admin-api-paths';
import { startDownload } from './download';

/** Saves the export with the name the server gives it ('people-2026-11-24.csv'). */
export const downloadCsv = (entity: ExportedEntity) => saveAttachment(adminApiPaths.csvExport(entity));

/** Saves a download the console fetches with its token, under the name the server gives it. */
export async function saveAttachment(path: string) {
  const { blob, name } = await fetchAttachment(path);
  const url = URL.createObjectURL(blob);
  startDownload(url, name);
  // Revoked once the browser has taken the download over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

const csvForm = (file: File) => {
  const form = new FormData();
  form.set('file', file);
  return form;
};

export const previewImport = (entity: ImportEntity, file: File) =>
  api.post<WriteResult<ImportReport>>(adminApiPaths.csvImport(entity, 'preview'), csvForm(file));

/**
 * Writes every row or none; then people, hostels and messes are read again, as they show each other by name,
 * and the entity's translations, which its Hindi columns and changed English change.
 */
export async function commitImport(entity: ImportEntity, file: File) {
  const result = await api.post<WriteResult<{ added: number; updated: number }>>(
    adminApiPaths.csvImport(entity, 'commit'),
    csvForm(file),
  );
  await Promise.all([
    mutate(apiPaths.people),
    mutate(apiPaths.hostels),
    mutate(apiPaths.messes),
    mutate(adminApiPaths.adminTranslations(entity)),
  ]);
  return result;
}
