import type { RulesContent } from '@contract/modules/pages/content/rules';
import { RichText } from '../../components/rich-text';
import { Spinner } from '../../components/spinner';
import { usePageContent } from '../../lib/page-content';
import { RulesDocument } from '../../features/rules/components/rules-document';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function RulesView({ content }: { content: RulesContent }) {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>{content.heading}</h1>
        <p>
          <RichText text={content.intro} />
        </p>
      </header>
      <RulesDocument content={content} />
    </main>
  );
}

export function RulesPage() {
  const content = usePageContent<RulesContent>('rules-regulations');
  if (!content) return <Spinner label="Loading..." />;
  return <RulesView content={content} />;
}
