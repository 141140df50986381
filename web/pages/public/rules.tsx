import type { RulesContent } from '@contract/modules/pages/content/rules';
import { RichText } from '../../components/rich-text';
import { langOf, type MaybeTranslated } from '../../lib/content-language';
import { ContentPage } from './content-page';
import { RulesDocument } from '../../features/rules/components/rules-document';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function RulesView({ content, page }: { content: RulesContent; page?: MaybeTranslated }) {
  return (
    <main className="page container">
      <header className="section-title">
        <h1 lang={langOf(page, 'heading')}>{content.heading}</h1>
        <p lang={langOf(page, 'intro')}>
          <RichText text={content.intro} />
        </p>
      </header>
      <RulesDocument content={content} page={page} />
    </main>
  );
}

export const RulesPage = () => <ContentPage slug="rules-regulations" View={RulesView} />;
