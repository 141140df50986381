import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { FileIcon } from '../../../components/icons';
import '../important-links.css';

/** Points from the links page to the downloadable documents. */
export function DownloadsCallout() {
  return (
    <aside className="card important-links-downloads">
      <FileIcon size={28} />
      <div>
        <h2>Forms and documents</h2>
        <p>Hostel forms, circulars and handbooks are on the Files &amp; Documents page.</p>
      </div>
      <Link href={paths.files} className="button button-primary">
        Go to Files &amp; Documents
      </Link>
    </aside>
  );
}
