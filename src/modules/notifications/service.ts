// A notice's writes: each one transaction with the permission check on the
// record, the row, its activity entry and, when it goes live urgent, its alert's mails.
import type { AppContext } from '../../context';
import { requireMay, type SignedIn } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { deleteToTrash } from '../trash/move';
import { notificationKind } from './entity';
import { notificationErrors, type NotificationInput } from './model';
import * as repo from './repo';
import { saveRecordTranslations } from '../translations/store';
import { requireVersion, type BasedOn } from '../record-version';
import { announceUrgentNotices } from '../subscriptions/alerts';

export function notificationService(ctx: AppContext) {
  const { db, activity } = ctx;

  return {
    create: (admin: SignedIn, input: NotificationInput) =>
      db.write(async (tx) => {
        const notification = await repo.insertNotification(tx, input, admin.adminId);
        const translations = await saveRecordTranslations(tx, notificationKind, notification, input.translations);
        await activity.recordChange(tx, admin, {
          kind: notificationKind,
          action: 'create',
          before: null,
          after: notification,
          translations,
        });
        await announceUrgentNotices(ctx, tx, notification._id);
        return notification;
      }),

    update: (admin: SignedIn, id: string, input: NotificationInput, basedOn: BasedOn = null) =>
      db.write(async (tx) => {
        await requireVersion(tx, basedOn, notificationKind, id);
        const before = await activity.readBefore(tx, notificationKind, id);
        const notification = await repo.updateNotification(tx, id, input);
        if (!notification) throw notFound(notificationErrors.notFound);
        const translations = await saveRecordTranslations(tx, notificationKind, notification, input.translations);
        await activity.recordChange(tx, admin, {
          kind: notificationKind,
          action: 'update',
          before,
          after: notification,
          translations,
        });
        await announceUrgentNotices(ctx, tx, notification._id);
        return notification;
      }),

    /** A warden deletes only the notices it added. */
    remove: (admin: SignedIn, id: string) =>
      deleteToTrash(ctx, admin, notificationKind, id, notificationErrors.notFound, async (tx) =>
        requireMay(admin.account, 'notifications.delete', { createdBy: await repo.creatorOfNotification(tx, id) }),
      ),
  };
}
