// Every text of files that SPEC.md fixes for the public Files page (sections
// 2 and 8); the console's Files Management panel's are admin-texts.ts.
import { localized } from '../../lib/texts';

export const publicFileTexts = localized('files', {
  title: 'Download Files & Documents',
  intro: 'Forms, circulars, handbooks and notices from the hostel office, ready to download.',
  searchLabel: 'Search Files',
  searchPlaceholder: 'Search by file name or description',
  loading: 'Loading files...',
  showing: (count: number) => `Showing ${count} file(s)`,
  total: (count: number) => `Total available: ${count} files`,
  noDescription: 'No description available',
  added: 'Added',
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name}`,
  emptyTitle: 'No files found',
  emptyHint: 'Try adjusting your search criteria',
  downloadFailed: 'Download failed',
  contactLabels: { phone: 'Phone', email: 'Email', office: 'Office' },
  /** The type badge of a file whose name has no extension. */
  unknownKind: 'FILE',
});
