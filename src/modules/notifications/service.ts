// A notice's writes: each one transaction with the permission check on the
// record, the row, its activity entry and, when it goes live urgent, its alert's mails.
import type { AppContext } from '../../context';
import { requireMay, type SignedIn } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { deleteToTrash } from '../trash/move';
import { notificationKind } from './entity';
import { notificationErrors, type NotificationInput } from './model';
import * as repo from './repo';
import { recordWrites } from '../record-writes';
import type { BasedOn } from '../record-version';
import { announceUrgentNotices, forgetAnnouncement } from '../subscriptions/alerts';
import { listUnannouncedUrgent } from './repo';
import { HttpError } from '../../http/errors';
import { nowIso } from '../../ids';

export function notificationService(ctx: AppContext) {
  const { db, activity } = ctx;
  const writes = recordWrites(activity, notificationKind);

  return {
    create: (admin: SignedIn, input: NotificationInput) =>
      db.write(async (tx) => {
        const notification = await writes.added(tx, admin, input.translations, () =>
          repo.insertNotification(tx, input, admin.adminId),
        );
        await announceUrgentNotices(ctx, tx, notification._id);
        return notification;
      }),

    update: (admin: SignedIn, id: string, input: NotificationInput, basedOn: BasedOn = null) =>
      db.write(async (tx) => {
        const notification = await writes.changed(tx, admin, { id, basedOn, given: input.translations }, () =>
          repo.updateNotification(tx, id, input),
        );
        if (!notification) throw notFound(notificationErrors.notFound);
        await announceUrgentNotices(ctx, tx, notification._id);
        return notification;
      }),

    /**
     * Mails an urgent notice to its subscribers again, as the editor asks after an edit. Only one visitors can
     * read now, active and urgent, for everyone or students, is mailed; the count of mails queued says how many.
     */
    announceAgain: (admin: SignedIn, id: string) =>
      db.write(async (tx) => {
        const notification = await repo.findNotification(tx, id);
        if (!notification) throw notFound(notificationErrors.notFound);
        await forgetAnnouncement(tx, id);
        if ((await listUnannouncedUrgent(tx, nowIso(), id)).length === 0)
          throw new HttpError(409, notificationErrors.notAnnounceable);
        const queued = await announceUrgentNotices(ctx, tx, id);
        await activity.record(tx, admin, {
          action: 'send',
          entity: notificationKind.entity,
          entityId: id,
          name: notification.title,
          changes: [],
        });
        return { message: notificationErrors.announced(queued) };
      }),

    /** A warden deletes only the notices it added. */
    remove: (admin: SignedIn, id: string) =>
      deleteToTrash(ctx, admin, notificationKind, id, notificationErrors.notFound, async (tx) =>
        requireMay(admin.account, 'notifications.delete', { createdBy: await repo.creatorOfNotification(tx, id) }),
      ),
  };
}
