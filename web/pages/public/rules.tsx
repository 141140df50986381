import type { RulesContent } from '@contract/modules/pages/content/rules';
import { RichParagraph } from '../../components/rich-text';
import { ContentPage } from './content-page';
import { RulesDocument } from '../../features/rules/components/rules-document';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function RulesView({ content }: { content: RulesContent }) {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>{content.heading}</h1>
        <RichParagraph text={content.intro} />
      </header>
      <RulesDocument content={content} />
    </main>
  );
}

export const RulesPage = () => <ContentPage slug="rules-regulations" View={RulesView} />;
