// Every text of files that SPEC.md fixes: the public Files page (sections 2
// and 8) and the console's Files Management panel (sections 2, 5 and 8), in
// one place to compare with the spec.
import { fileMessages } from '@contract/modules/files/texts';
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

export const adminFileTexts = {
  title: 'Files Management',
  add: '+ Add File',
  loading: publicFileTexts.loading,
  empty: 'No files found. Add files to get started!',
  listLabel: 'Files',

  forStudentsYes: 'For students: Yes',
  forStudentsNo: 'For students: No',
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name} (opens in a new tab)`,
  copyLink: 'Copy Download Link',
  copyLinkLabel: (name: string) => `Copy Download Link for ${name}`,
  linkCopied: 'Download link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  uploadedFile: (originalName: string) => `Uploaded file: ${originalName}`,
  subcommitteesMark: 'Hostel Subcommittees',
  useForSubcommittees: 'Use for Hostel Subcommittees',
  useForSubcommitteesLabel: (name: string) => `Use for Hostel Subcommittees: ${name}`,
  choosingSubcommittees: 'Setting the Hostel Subcommittees file...',
  subcommitteesChosen: fileMessages.subcommitteesChosen,
  chooseSubcommitteesFailed: 'Failed to set the Hostel Subcommittees file',

  addTitle: 'Add New File',
  editTitle: 'Edit File',
  fields: {
    fileName: 'File Name *',
    description: 'Description',
    file: 'File',
    forStudent: 'For students',
  },
  keepFileHint: 'Leave empty to keep the existing file.',
  currentFile: (originalName: string) => `Current file: ${originalName}`,
  fileRequired: fileMessages.fileRequired,
  uploading: (percent: number) => `Uploading... ${percent}%`,
  submitAdd: 'Create File',
  submitEdit: 'Update File',

  confirmDelete: 'Delete this file?',
  adding: 'Adding file...',
  updating: 'Updating file...',
  deleting: 'Deleting file...',
  added: fileMessages.added,
  updated: fileMessages.updated,
  deleted: fileMessages.deleted,
  addFailed: 'Failed to add file',
  updateFailed: 'Failed to update file',
  deleteFailed: 'Failed to delete file',
};
