import type { ComponentType } from 'react';
import { Spinner } from '../../components/spinner';
import { usePageContent } from '../../lib/page-content';

/** An editable page: a spinner while its content loads, then its view of the content. */
export function ContentPage<T>({ slug, View }: { slug: string; View: ComponentType<{ content: T }> }) {
  const content = usePageContent<T>(slug);
  if (!content) return <Spinner label="Loading..." />;
  return <View content={content} />;
}
