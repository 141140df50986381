// The console's frame and the texts its shared pieces show (SPEC.md sections 2
// and 8), in one place to compare with the spec.
export const dashboardTexts = {
  consoleName: 'Admin Console',
  navigation: 'Admin sections',
  welcome: 'Welcome!',
  chooseEntity: 'Choose an entity to get started!',
  profile: 'Profile',
  logout: 'Logout',
  signedInAs: 'Signed in as',
  viewSite: 'View website',
  chooseOwnPassword: 'You signed in with a one-time password. Choose your own before you change anything.',
  choosePassword: 'Choose a password',
};

export const sharedTexts = {
  cancel: 'Cancel',
  yes: 'Yes',
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  lastUpdated: 'Last updated',
  removeImage: 'Remove image',
  removeImageOf: (label: string) => `Remove image: ${label}`,
  imagePreview: 'Preview of the chosen image',
  imageUnreadable: 'The image could not be read. Choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  remove: (label: string) => `Remove ${label}`,
  // Scheduling: notifications and events.
  publishAt: 'Publish at',
  publishAtHint: 'India time (IST). Leave empty to publish at once.',
  scheduled: (time: string) => `Scheduled · ${time}`,
  scheduledTitle: 'Not on the website until then',
};

/** The prompt before a form with changes not yet saved closes or is left. */
export const discardTexts = {
  title: 'Discard your changes?',
  question: 'What you changed here is not saved yet.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
};

/** Bulk changes: the Export CSV and Import CSV buttons and the import dialog. */
export const csvTexts = {
  export: 'Export CSV',
  exporting: 'Preparing the CSV file...',
  exported: (name: string) => `Downloaded ${name}`,
  exportFailed: 'The CSV file could not be made. Try again.',
  import: 'Import CSV',
  importTitle: (entity: string) => `Import ${entity} from CSV`,
  intro:
    'Choose a CSV file whose first row names the columns (export first ' +
    'to get them). Each row is checked before anything is written.',
  file: 'CSV file',
  checking: 'Checking the file...',
  previewFailed: 'The file could not be checked. Try again.',
  row: 'Row',
  status: 'Status',
  willAdd: 'Will add',
  willUpdate: 'Will update',
  previewLabel: 'What the import will do, row by row',
  summary: (added: number, updated: number) =>
    `${added} ${added === 1 ? 'row' : 'rows'} will be added, ${updated} updated`,
  withErrors: (count: number) =>
    `; ${count} ${count === 1 ? 'row has' : 'rows have'} errors — fix them and choose the file again.`,
  ready: '. Nothing is written until you press Import.',
  submit: 'Import',
  importing: 'Importing...',
  importFailed: 'The import failed; nothing was written.',
};

/** Content translations: a form's हिन्दी part and a panel's count of records to translate. */
export const translationTexts = {
  part: 'हिन्दी translation',
  intro: 'Each text in Hindi beside its English. A text left empty shows in English on the Hindi site.',
  english: 'English',
  hindi: 'हिन्दी',
  englishOf: (label: string) => `${label} (English)`,
  hindiOf: (label: string) => `${label} (हिन्दी)`,
  nothingYet: 'Nothing to translate yet: write the English first.',
  emptyEnglish: '(empty)',
  outOfDate: 'Out of date',
  changedSince: 'The English has changed since this was translated:',
  englishThen: 'Then',
  englishNow: 'Now',
  stillRight: 'Hindi still right',
  confirmed: 'Will be saved as up to date.',
  status: (outOfDate: number, missing: number) =>
    [outOfDate && `${outOfDate} out of date`, missing && `${missing} not translated`].filter(Boolean).join(', ') ||
    'Up to date',
  needCount: (count: number) => (count === 1 ? '1 needs a Hindi translation' : `${count} need a Hindi translation`),
  allTranslated: 'All have a Hindi translation',
  onlyThese: 'Show only these',
  item: (label: string, index: number) => `${label} ${index + 1}`,
};

/** A save refused because someone else changed the record after the form was opened (a 412). */
export const changedMeanwhileTexts = {
  title: 'Changed while you were editing',
  by: (who: string | null, when: string) =>
    `${who ?? 'Someone else'} saved a change at ${when}. Nothing of yours was saved yet.`,
  theirChanges: 'What they changed',
  noVisibleChanges: 'Nothing this form shows (their change was elsewhere, such as the Hindi).',
  loadTheirs: 'Load their version',
  loadTheirsHint: 'Your typing in this form is replaced by what is saved now.',
  saveMine: 'Save mine over theirs',
  saveMineHint: 'Everything in this form replaces their change.',
  blank: '(blank)',
};
