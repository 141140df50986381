// The Activity panel's texts.
import type { ActivityAction } from '@contract/modules/activity/model';
import { ENTITY_NAMES, panelLabel } from '@contract/manifest';

export const activityTexts = {
  title: 'Activity',
  filters: 'Filter the activity',
  who: 'Who',
  whoHint: 'A username',
  what: 'What',
  action: 'Action',
  from: 'From',
  to: 'Until',
  any: 'Any',
  apply: 'Show',
  clear: 'Clear',
  exportCsv: 'Export CSV',
  exporting: 'Exporting the activity...',
  exported: 'Activity exported',
  exportFailed: 'The activity could not be exported',
  loading: 'Loading activity...',
  empty: 'Nothing was done that matches these filters.',
  loadFailed: 'The activity could not be loaded.',
  older: 'Show older',
  listLabel: 'Activity, newest first',
  from_address: (address: string) => `from ${address}`,
  changed: (count: number) => `${count} field${count === 1 ? '' : 's'} changed`,
  empty_value: '(empty)',
};

export const actionLabels: Record<ActivityAction, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted for good',
  import: 'Imported',
  'sign-in': 'Signed in',
  'failed sign-in': 'Failed sign-in',
  'sign-out': 'Signed out',
  backup: 'Backup',
  download: 'Downloaded',
  send: 'Sent',
};

export const entityLabels: Record<string, string> = {
  ...Object.fromEntries(ENTITY_NAMES.map((name) => [name, panelLabel(name)])),
  accounts: 'Accounts',
  backups: 'Backups',
  settings: 'Settings',
  feedback: 'Feedback',
  pages: 'Pages',
  mail: 'Mail',
};
