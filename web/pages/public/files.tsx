import { PublicFilesView } from '../../features/files/components/public-files-view';
import { publicFileTexts } from '../../features/files/texts';

export function FilesPage() {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>{publicFileTexts.title}</h1>
        <p>{publicFileTexts.intro}</p>
      </header>
      <PublicFilesView />
    </main>
  );
}
