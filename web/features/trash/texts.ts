// The Trash panel's texts; the server's responses carry the restore's and purge's own messages.
import { TRASH_ENTITIES, type TrashEntity } from '@contract/modules/trash/model';
import { rowOf } from '@contract/manifest';

export const trashTexts = {
  title: 'Trash',
  kept: (days: number) =>
    `Deleted items wait here for ${days} days, then go for good. Restoring one puts it back where it was.`,
  show: 'Show',
  all: 'Everything',
  loading: 'Loading the trash...',
  loadFailed: 'The trash could not be loaded.',
  empty: 'The trash is empty.',
  emptyKind: 'Nothing of this kind is in the trash.',
  listLabel: 'Deleted items, newest first',
  older: 'Show older',
  deleted: (when: string, who: string) => `Deleted ${when} by ${who}`,
  expires: (when: string) => `goes for good ${when}`,
  restore: 'Restore',
  restoreLabel: (name: string) => `Restore ${name}`,
  restoring: 'Restoring...',
  restored: 'Restored',
  restoreFailed: 'It could not be restored',
  purge: 'Delete for good',
  purgeLabel: (name: string) => `Delete for good: ${name}`,
  purgeTitle: 'Delete for good?',
  purgeQuestion: (name: string, entity: TrashEntity) =>
    `'${name}' will be deleted for good, with ` +
    `${entity === 'pages' ? 'its revisions and Hindi' : 'its picture or file'}. This cannot be undone.`,
  purging: 'Deleting...',
  purged: 'Deleted for good',
  purgeFailed: 'It could not be deleted',
};

/** One record of each kind, as the list's badge names it; the kinds as the Show choice names them. */
const labelsOf = (entity: TrashEntity) =>
  entity === 'pages' ? { one: 'Page', many: 'Pages' } : { one: rowOf(entity).one, many: rowOf(entity).many };
export const kindLabels = Object.fromEntries(TRASH_ENTITIES.map((entity) => [entity, labelsOf(entity).one])) as Record<
  TrashEntity,
  string
>;
export const kindChoices = Object.fromEntries(
  TRASH_ENTITIES.map((entity) => [entity, labelsOf(entity).many]),
) as Record<TrashEntity, string>;
