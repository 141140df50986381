import { TitledPage } from '../../components/layout/titled-page';
import { DownloadsCallout } from '../../features/important-links/components/downloads-callout';
import { ImportantLinksGrid } from '../../features/important-links/components/important-links-grid';

export function ImportantLinksPage() {
  return (
    <TitledPage
      title="Important Links & Downloads"
      intro="The institute portals students and parents use most, from allotment and complaints to the library and records."
    >
      <ImportantLinksGrid />
      <DownloadsCallout />
    </TitledPage>
  );
}
