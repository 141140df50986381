import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Every query parameter a public page reads: the server renders
 * one page per value of these, whatever else an address carries.
 */
export const PAGE_QUERY_PARAMS = ['role', 'person', 'q', 'category', 'page'] as const;

type PageQueryParam = (typeof PAGE_QUERY_PARAMS)[number];

/**
 * A page's state kept in its address's query (`?role=`, `?person=`, `?q=`, `?category=`, `?page=`):
 * the value the address holds now, and a setter that writes a new one in
 * place (no new history entry; null removes it), removing too the parameters
 * `dropping` names (the gallery's `page` with a new category). So a shared link opens that
 * state, and so does a plain form submitted without JavaScript.
 */
export function useQueryParam(
  name: PageQueryParam,
): [string | null, (value: string | null, dropping?: PageQueryParam[]) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name);
  const setValue = useCallback(
    (next: string | null, dropping: PageQueryParam[] = []) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null || next === '') params.delete(name);
      else params.set(name, next);
      for (const other of dropping) params.delete(other);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true, state: history.state });
    },
    [name, path, navigate],
  );
  return [value, setValue];
}
