import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { TitledPage } from '../../../components/layout/titled-page';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { DownloadsCallout } from './downloads-callout';
import { ImportantLinksGrid } from './important-links-grid';

/**
 * The Important Links page for its content (the Pages panel previews
 * it with unsaved content); `page` names the fields shown in English.
 */
export function ImportantLinksView({ content, page }: { content: ImportantLinksContent; page?: MaybeTranslated }) {
  return (
    <TitledPage
      title={<span lang={langOf(page, 'heading')}>{content.heading}</span>}
      intro={<span lang={langOf(page, 'intro')}>{content.intro}</span>}
    >
      <ImportantLinksGrid content={content} page={page} />
      <DownloadsCallout downloads={content.downloads} page={page} />
    </TitledPage>
  );
}
