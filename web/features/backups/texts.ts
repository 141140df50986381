// The Backups panel's words, kept together.
import { backupMessages } from '@contract/modules/backups/model';

export const backupTexts = {
  title: 'Backups',
  backUpNow: 'Back up now',
  backingUp: 'Backing up…',
  created: backupMessages.created,
  failed: 'The backup could not be made.',
  loading: 'Loading backups...',
  empty: 'No backups yet.',
  listLabel: 'Backups',
  intro:
    'A backup holds the database, every uploaded image and file, and the signing key. The server also makes ' +
    'scheduled ones by itself (daily, keeping the newest seven, unless set otherwise); the ones made here ' +
    'are kept until someone deletes them here. To restore one, stop the server and run: hostel restore FILE',
  columns: { time: 'Made', kind: 'Kind', size: 'Size', download: 'Download or delete' },
  kinds: { manual: 'By hand', scheduled: 'Scheduled', 'before-upgrade': 'Before an upgrade' },
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name}`,
  downloadFailed: 'The download could not be started.',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  confirmTitle: 'Delete this backup?',
  confirmBody: (name: string) => `${name} will be deleted for good: it cannot be restored afterwards.`,
  deleting: 'Deleting backup…',
  deleted: backupMessages.deleted,
  deleteFailed: 'The backup could not be deleted.',
};
