import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { write } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { NotificationInput, notificationMessages } from './model';
import * as repo from './repo';

export function notificationRoutes(ctx: AppContext) {
  const { db } = ctx;

  return new Elysia({ prefix: '/api/notifications' })
    .use(adminAuth(ctx))
    .get('/', ({ isAdmin }) => (isAdmin ? repo.listAllNotifications(db) : repo.listPublishedNotifications(db)), { viewer: true })
    .get('/admin', () => repo.listAllNotifications(db), { admin: true })
    .post(
      '/',
      ({ body }) => {
        const notification = write(db, () => repo.insertNotification(db, body));
        return { message: notificationMessages.added, data: notification };
      },
      { admin: true, body: NotificationInput },
    )
    .put(
      '/:id',
      ({ params, body }) => {
        const notification = write(db, () => repo.updateNotification(db, params.id, body));
        if (!notification) throw notFound(notificationMessages.notFound);
        return { message: notificationMessages.updated, data: notification };
      },
      { admin: true, params: idParam, body: NotificationInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        if (!write(db, () => repo.deleteNotification(db, params.id))) throw notFound(notificationMessages.notFound);
        return { message: notificationMessages.deleted };
      },
      { admin: true, params: idParam },
    );
}
