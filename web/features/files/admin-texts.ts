// Every text of the console's Files Management panel that SPEC.md fixes
// (sections 2, 5 and 8); the public Files page's are texts.ts, the console's
// chunk alone loads these.
import { fileMessages } from '@contract/modules/files/texts';
import { publicFileTexts } from './texts';

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
  subcommitteesUnsetTitle: 'No Hostel Subcommittees file yet',
  subcommitteesUnset:
    "Visitors who choose 'Hostel Subcommittees' on the People page are told the office has not chosen " +
    "its file yet. In Files, add the file and press 'Use for Hostel Subcommittees' on its card.",
  openFiles: 'Open Files',

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
