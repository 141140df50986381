import type { FilesContent } from '@contract/modules/pages/content/files';
import type { SiteContent } from '@contract/modules/pages/content/site';
import { TitledPage } from '../../components/layout/titled-page';
import type { MaybeTranslated } from '../../lib/content-language';
import { PublicFilesView } from '../../features/files/components/public-files-view';
import { PublicFilesHelp } from '../../features/files/components/public-files-help';
import { publicFileTexts } from '../../features/files/texts';
import { usePublicPage } from '../../lib/page-content';

export function FilesPage() {
  const page = usePublicPage('files');
  return <FilesView content={page?.content as FilesContent | undefined} page={page} />;
}

/**
 * The Files page for its help content (the Pages panel previews it with unsaved content); the contact is the trust's.
 */
export function FilesView({ content, page }: { content: FilesContent | undefined; page?: MaybeTranslated }) {
  const site = usePublicPage('site');
  const contact = site?.content as SiteContent | undefined;
  return (
    <TitledPage title={publicFileTexts.title} intro={publicFileTexts.intro}>
      <PublicFilesView
        help={
          content && contact && <PublicFilesHelp content={content} contact={contact} pages={{ files: page, site }} />
        }
      />
    </TitledPage>
  );
}
