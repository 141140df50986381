import { DownloadsCallout } from '../../features/important-links/components/downloads-callout';
import { ImportantLinksGrid } from '../../features/important-links/components/important-links-grid';

export function ImportantLinksPage() {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>Important Links &amp; Downloads</h1>
        <p>The institute portals students and parents use most, from allotment and complaints to the library and records.</p>
      </header>
      <ImportantLinksGrid />
      <DownloadsCallout />
    </main>
  );
}
