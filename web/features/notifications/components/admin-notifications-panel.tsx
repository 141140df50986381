import { useCallback, useState } from 'react';
import type { Notification } from '@contract/modules/notifications/model';
import { withToasts } from '../../../lib/toast';
import { EntityGrid } from '../../../components/admin/entity-grid';
import { PanelHeader } from '../../../components/admin/panel-header';
import { deleteNotification, useAdminNotifications } from '../api';
import { adminNotificationTexts as texts } from '../texts';
import { AdminNotificationCard } from './admin-notification-card';
import { AdminNotificationForm } from './admin-notification-form';

/** Notification Management (SPEC.md section 2): every notification as a card, with add, edit and delete. */
export function NotificationsPanel() {
  const notifications = useAdminNotifications();
  // undefined: no dialog; null: adding; a notification: editing it.
  const [editing, setEditing] = useState<Notification | null | undefined>(undefined);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Stable, so the open dialog keeps its focus when the list re-renders.
  const closeDialog = useCallback(() => setEditing(undefined), []);

  async function remove(notification: Notification) {
    if (!window.confirm(texts.confirmDelete)) return;
    setDeletingId(notification._id);
    await withToasts({ progress: texts.deleting, success: texts.deleted, failure: texts.deleteFailed }, () =>
      deleteNotification(notification._id),
    );
    setDeletingId(null);
  }

  return (
    <section className="admin-panel">
      <PanelHeader title={texts.title} addLabel={texts.add} onAdd={() => setEditing(null)} />
      <EntityGrid
        items={notifications}
        loadingText={texts.loading}
        emptyText={texts.empty}
        getKey={(notification) => notification._id}
        columns="wide"
        label={texts.listLabel}
        renderItem={(notification) => (
          <AdminNotificationCard
            notification={notification}
            onEdit={() => setEditing(notification)}
            onDelete={() => remove(notification)}
            busy={deletingId === notification._id}
          />
        )}
      />
      {editing !== undefined && <AdminNotificationForm notification={editing} onClose={closeDialog} />}
    </section>
  );
}
