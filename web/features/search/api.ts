// GET /api/search: what visitors may see, found by the start of its words.
import useSWR from 'swr';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import type { SearchResult } from '@contract/modules/search/model';

/**
 * The results for `query` (a blank one asks nothing). While the next query's
 * response is on its way the last one stays shown, marked as loading.
 */
export function useSearchResults(query: string) {
  const key = query.trim() ? apiPaths.search(query) : null;
  const { data, isLoading, isValidating } = useSWR<SearchResult[]>(key, { ...publicRead, keepPreviousData: true });
  return { results: key ? (data ?? []) : [], isLoading, isUpdating: isValidating && Boolean(data) };
}
