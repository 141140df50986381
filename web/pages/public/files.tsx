import { TitledPage } from '../../components/layout/titled-page';
import { PublicFilesView } from '../../features/files/components/public-files-view';
import { publicFileTexts } from '../../features/files/texts';

export function FilesPage() {
  return (
    <TitledPage title={publicFileTexts.title} intro={publicFileTexts.intro}>
      <PublicFilesView />
    </TitledPage>
  );
}
