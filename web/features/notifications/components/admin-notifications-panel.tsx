import type { Notification } from '@contract/modules/notifications/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { useEntityGrants } from '../../../lib/grants';
import { notificationWrites, useAdminNotifications } from '../admin-api';
import { adminNotificationTexts as texts } from '../admin-texts';
import { AdminNotificationCard } from './admin-notification-card';
import { AdminNotificationForm } from './admin-notification-form';

/** Notification Management (SPEC.md section 2): every notification as a card, with add, edit and delete. */
export function NotificationsPanel() {
  const grants = useEntityGrants<Notification>('notifications', (notification) => ({
    createdBy: notification.createdBy,
  }));
  const notifications = useAdminNotifications();
  const needsTranslation = useNeedsTranslation('notifications');
  return (
    <EntityPanel
      grants={grants}
      csv={{ entity: 'notifications' }}
      texts={texts}
      items={notifications}
      columns="wide"
      needsTranslation={needsTranslation && ((notification) => needsTranslation(notification._id))}
      remove={notificationWrites.remove}
      renderCard={(notification, actions) => <AdminNotificationCard notification={notification} {...actions} />}
      renderForm={(notification, close) => <AdminNotificationForm notification={notification} onClose={close} />}
    />
  );
}
