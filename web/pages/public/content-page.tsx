import type { ComponentType } from 'react';
import { Spinner } from '../../components/spinner';
import type { MaybeTranslated } from '../../lib/content-language';
import { usePublicPage } from '../../lib/page-content';
import { localized } from '../../lib/texts';

export const contentPageTexts = localized('contentPage', {
  loading: 'Loading...',
});

/** A page's view of its content; `page` (absent in the console's preview) names the fields shown in English. */
export type ContentView<T> = ComponentType<{ content: T; page?: MaybeTranslated }>;

/** An editable page: a spinner while its content loads, then its view of the content. */
export function ContentPage<T>({ slug, View }: { slug: string; View: ContentView<T> }) {
  const page = usePublicPage(slug);
  if (!page) return <Spinner label={contentPageTexts.loading} />;
  return <View content={page.content as T} page={page} />;
}
