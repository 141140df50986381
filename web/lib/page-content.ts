import useSWR from 'swr';
import type { Page } from '@contract/modules/pages/model';
import { publicRead } from './public-api';
import { apiPaths } from './api-paths';
import type { MaybeTranslated } from './content-language';

/**
 * An editable page as visitors see it, in the page's language (its
 * `englishFields` say what is still English); undefined while it loads.
 */
export function usePublicPage(slug: string) {
  const { data } = useSWR<Page & MaybeTranslated>(apiPaths.page(slug), publicRead);
  return data;
}

/** An editable page's content as visitors see it; undefined while it loads (a rendered page arrives with it). */
export const usePageContent = <T>(slug: string): T | undefined => usePublicPage(slug)?.content as T | undefined;
