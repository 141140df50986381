import useSWR from 'swr';
import type { Page } from '@contract/modules/pages/model';
import { publicRead } from './public-api';
import { apiPaths } from './api-paths';

/** An editable page's content as visitors see it; undefined while it loads (a rendered page arrives with it). */
export function usePageContent<T>(slug: string): T | undefined {
  const { data } = useSWR<Page>(apiPaths.page(slug), publicRead);
  return data?.content as T | undefined;
}
