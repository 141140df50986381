import type { ComponentType } from 'react';
import useSWR from 'swr';
import type { Page } from '@contract/modules/pages/model';
import { Spinner } from '../../components/spinner';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import type { MaybeTranslated } from '../../lib/content-language';
import { localized } from '../../lib/texts';

export const contentPageTexts = localized('contentPage', {
  loading: 'Loading...',
});

/** A page's view of its content; `page` (absent in the console's preview) names the fields shown in English. */
export type ContentView<T> = ComponentType<{ content: T; page?: MaybeTranslated }>;

/** An editable page as visitors read it: its content, and which of its fields are shown in English; undefined while it loads (a rendered page arrives with it). */
export function usePublicPage(slug: string) {
  const { data } = useSWR<Page & MaybeTranslated>(apiPaths.page(slug), publicRead);
  return data;
}

/** An editable page: a spinner while its content loads, then its view of the content. */
export function ContentPage<T>({ slug, View }: { slug: string; View: ContentView<T> }) {
  const page = usePublicPage(slug);
  if (!page) return <Spinner label={contentPageTexts.loading} />;
  return <View content={page.content as T} page={page} />;
}
