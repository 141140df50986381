import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Every query parameter a public page reads: the server renders one page per value of these, whatever else an address carries. */
export const PAGE_QUERY_PARAMS = ['role', 'person', 'q', 'category', 'page'] as const;

/**
 * A page's state kept in its address's query (`?role=`, `?person=`, `?q=`, `?category=`):
 * the value the address holds now, and a setter that writes a new one in
 * place (no new history entry; null removes it). So a shared link opens that
 * state, and so does a plain form submitted without JavaScript.
 */
export function useQueryParam(name: (typeof PAGE_QUERY_PARAMS)[number]): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name);
  const setValue = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null || next === '') params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true, state: history.state });
    },
    [name, path, navigate],
  );
  return [value, setValue];
}
