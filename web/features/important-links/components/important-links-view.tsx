import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { TitledPage } from '../../../components/layout/titled-page';
import { DownloadsCallout } from './downloads-callout';
import { ImportantLinksGrid } from './important-links-grid';

/** The Important Links page for its content (the Pages panel previews it with unsaved content). */
export function ImportantLinksView({ content }: { content: ImportantLinksContent }) {
  return (
    <TitledPage title={content.heading} intro={content.intro}>
      <ImportantLinksGrid content={content} />
      <DownloadsCallout downloads={content.downloads} />
    </TitledPage>
  );
}
