import type { FilesContent } from '@contract/modules/pages/content/files';
import type { SiteContent } from '@contract/modules/pages/content/site';
import { TitledPage } from '../../components/layout/titled-page';
import { usePageContent } from '../../lib/page-content';
import { PublicFilesView } from '../../features/files/components/public-files-view';
import { PublicFilesHelp } from '../../features/files/components/public-files-help';
import { publicFileTexts } from '../../features/files/texts';

export function FilesPage() {
  const content = usePageContent<FilesContent>('files');
  return <FilesView content={content} />;
}

/** The Files page for its help content (the Pages panel previews it with unsaved content); the contact is the trust's. */
export function FilesView({ content }: { content: FilesContent | undefined }) {
  const contact = usePageContent<SiteContent>('site');
  return (
    <TitledPage title={publicFileTexts.title} intro={publicFileTexts.intro}>
      <PublicFilesView help={content && contact && <PublicFilesHelp content={content} contact={contact} />} />
    </TitledPage>
  );
}
