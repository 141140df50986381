import { Link } from 'wouter';
import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { paths } from '../../../lib/paths';
import { FileIcon } from '../../../components/icons';
import '../important-links.css';

/** Points from the links page to the downloadable documents. */
export function DownloadsCallout({ downloads }: { downloads: ImportantLinksContent['downloads'] }) {
  return (
    <aside className="card important-links-downloads">
      <FileIcon size={28} />
      <div>
        <h2>{downloads.title}</h2>
        <p>{downloads.text}</p>
      </div>
      <Link href={paths.files} className="button button-primary">
        {downloads.button}
      </Link>
    </aside>
  );
}
