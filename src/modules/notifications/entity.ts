import { joinList, recordColumns, yesNo } from '../columns';
import type { EntityKind } from '../entity';
import { excerpt } from '../search/snippet';
import { NotificationInput, type Notification } from './model';
import { readPublishedNotifications } from './reads';
import { findNotification, listAllNotifications } from './repo';
import { notificationTrash } from './trash';

const notificationColumns = recordColumns<Notification>([
  { header: 'Title', value: (n) => n.title, field: 'title' },
  { header: 'Priority', value: (n) => n.priority },
  { header: 'Audience', value: (n) => joinList(n.targetAudience) },
  { header: 'Active', value: (n) => yesNo(n.isActive) },
  { header: 'Pinned', value: (n) => yesNo(n.pinned) },
  { header: 'Expires at', value: (n) => n.expiresAt },
  { header: 'Publish at', value: (n) => n.publishAt },
  { header: 'URL', value: (n) => n.url },
  { header: 'Message', value: (n) => n.message, field: 'message' },
]);

export const notificationKind = {
  entity: 'notifications',
  nameField: 'title',
  find: findNotification,
  trash: notificationTrash,
  publicList: readPublishedNotifications,
  searchDocuments: (notifications) =>
    notifications.map((notification) => ({
      result: {
        _id: notification._id,
        title: notification.title,
        snippet: excerpt(notification.message),
        url: notification.url ?? '/#notifications',
      },
      fields: [notification.message],
    })),
  csv: { columns: notificationColumns, list: listAllNotifications },
  translatable: ['title', 'message'],
  schema: NotificationInput,
} satisfies EntityKind<Notification>;
