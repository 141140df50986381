// The console's reads and writes of the office's pages.
import useSWR, { mutate } from 'swr';
import type { Page, PageRevision, PageSummary } from '@contract/modules/pages/model';
import { api, type WriteHeaders, type WriteResult } from '../../lib/api';
import { ApiError, messageOf } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { notify, withToasts } from '../../lib/toast';
import type { TranslationsPayload } from '../../components/admin/use-translations';
import { pageTexts } from './texts';

export type FieldErrors = Record<string, string>;

export const usePages = () => useConsoleList<PageSummary>(apiPaths.pages, 'pages');
export const useRevisions = (slug: string) =>
  useConsoleList<PageRevision>(adminApiPaths.pageRevisions(slug), 'revisions');

/** One page as the console reads it; `failed` when the read failed, until `retry` reads it again. */
export function usePage(slug: string) {
  const {
    data,
    error,
    isValidating,
    mutate: retry,
  } = useSWR<Page>(apiPaths.page(slug), {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error(failure),
  });
  return { page: data, failed: !!error && !isValidating, retry: () => void retry() };
}

const revalidate = (slug: string) =>
  Promise.all([
    mutate(apiPaths.page(slug)),
    mutate(apiPaths.pages),
    mutate(adminApiPaths.pageRevisions(slug)),
    mutate(adminApiPaths.adminTranslations('pages')),
  ]);

/** The page as saved now, read again: the editor's cache takes it, while the typed content stays. */
export async function reloadPage(slug: string) {
  const page = await api.get<Page>(apiPaths.page(slug));
  await mutate(apiPaths.page(slug), page, { revalidate: false });
  return page;
}

/**
 * Saves the content and its Hindi changed; a refusal comes back as
 * the server's field errors by path, the typed content untouched.
 */
export async function savePage(
  slug: string,
  content: unknown,
  translations: TranslationsPayload,
  /** The editor's version check (use-version-check.ts): it adds the version the content was based on. */
  versioned: (write: (headers: WriteHeaders) => Promise<WriteResult<Page>>) => Promise<WriteResult<Page>>,
): Promise<{ saved: boolean; errors: FieldErrors }> {
  notify.loading(pageTexts.saving);
  try {
    const result = await versioned((headers) =>
      api.put<WriteResult<Page>>(apiPaths.page(slug), { content, ...translations }, headers),
    );
    await revalidate(slug);
    notify.success(result.message || pageTexts.saved);
    return { saved: true, errors: {} };
  } catch (error) {
    console.error(error);
    notify.error(messageOf(error, pageTexts.saveFailed));
    const issues =
      error instanceof ApiError
        ? (error.body as { errors?: { path: string; message: string }[] } | null)?.errors
        : undefined;
    return { saved: false, errors: Object.fromEntries((issues ?? []).map((issue) => [issue.path, issue.message])) };
  }
}

export async function restoreRevision(slug: string, id: string) {
  const result = await withToasts(
    { progress: pageTexts.restoring, success: pageTexts.restored, failure: pageTexts.restoreFailed },
    () => api.post<WriteResult<Page>>(adminApiPaths.pageRestore(slug, id)),
  );
  if (result) await revalidate(slug);
  return result;
}

/** A page the office added goes to the trash, with its revisions and Hindi. */
export async function deletePage(slug: string) {
  const result = await withToasts(
    { progress: pageTexts.deleting, success: pageTexts.deleted, failure: pageTexts.deleteFailed },
    () => api.delete<{ message: string }>(apiPaths.page(slug)),
  );
  if (result) await Promise.all([mutate(apiPaths.pages), mutate(adminApiPaths.adminTranslations('pages'))]);
  return result;
}
