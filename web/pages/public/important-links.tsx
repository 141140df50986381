import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { Spinner } from '../../components/spinner';
import { usePageContent } from '../../lib/page-content';
import { ImportantLinksView } from '../../features/important-links/components/important-links-view';

export function ImportantLinksPage() {
  const content = usePageContent<ImportantLinksContent>('important-links');
  if (!content) return <Spinner label="Loading..." />;
  return <ImportantLinksView content={content} />;
}
