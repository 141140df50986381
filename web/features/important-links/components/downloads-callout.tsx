import { Link } from 'wouter';
import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { paths } from '../../../lib/paths';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { FileIcon } from '../../../components/icons';
import '../important-links.css';

/** Points from the links page to the downloadable documents. */
export function DownloadsCallout({
  downloads,
  page,
}: {
  downloads: ImportantLinksContent['downloads'];
  page?: MaybeTranslated;
}) {
  return (
    <aside className="card important-links-downloads">
      <FileIcon size={28} />
      <div>
        <h2 lang={langOf(page, 'downloads.title')}>{downloads.title}</h2>
        <p lang={langOf(page, 'downloads.text')}>{downloads.text}</p>
      </div>
      <Link href={paths.files} className="button button-primary" lang={langOf(page, 'downloads.button')}>
        {downloads.button}
      </Link>
    </aside>
  );
}
