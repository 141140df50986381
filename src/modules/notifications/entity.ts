import type { EntityKind } from '../entity';
import type { Notification } from './model';
import { findNotification } from './repo';
import { notificationTrash } from './trash';

export const notificationKind = {
  entity: 'notifications',
  nameField: 'title',
  find: findNotification,
  trash: notificationTrash,
} satisfies EntityKind<Notification>;
