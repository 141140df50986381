import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { nowIso } from '../../ids';
import { NotificationInput, notificationErrors, notificationMessages, type Notification } from './model';
import * as repo from './repo';

/**
 * A published list is stale once its first notice expires or the next
 * scheduled one is due, even with no write: the first read after that time,
 * whoever makes it and on whichever instance, shows the change.
 */
function published(list: Notification[], nextPublishAt: string | null) {
  let validUntil = nextPublishAt ? Date.parse(nextPublishAt) : Infinity;
  for (const notification of list) {
    if (notification.expiresAt) validUntil = Math.min(validUntil, Date.parse(notification.expiresAt));
  }
  return { value: list, validUntil };
}

/** The notifications visitors see: active, due and unexpired, newest posted first. */
export const readPublishedNotifications = ({ db, lists }: AppContext) =>
  lists.read('notifications published', async () => {
    const now = nowIso();
    const [list, nextPublishAt] = await Promise.all([repo.listPublishedNotifications(db, now), repo.nextNotificationPublishAt(db, now)]);
    return published(list, nextPublishAt);
  });

export function notificationRoutes(ctx: AppContext) {
  const { db, lists } = ctx;
  const all = async () => ({ value: await repo.listAllNotifications(db) });

  return new Elysia({ prefix: '/api/notifications' })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ request, set, isAdmin }) =>
        isAdmin
          ? lists.respond({ request, set }, 'notifications all', all, { admin: true, varyOnAuthorization: true })
          : lists.answer({ request, set }, readPublishedNotifications(ctx), { varyOnAuthorization: true }),
      { viewer: true },
    )
    .get('/admin', async ({ request, set }) => lists.respond({ request, set }, 'notifications all', all, { admin: true }), { admin: true })
    .post(
      '/',
      async ({ body }) => {
        const notification = await db.write((tx) => repo.insertNotification(tx, body));
        return { message: notificationMessages.added, data: notification };
      },
      { admin: true, body: NotificationInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const notification = await db.write((tx) => repo.updateNotification(tx, params.id, body));
        if (!notification) throw notFound(notificationErrors.notFound);
        return { message: notificationMessages.updated, data: notification };
      },
      { admin: true, params: idParam, body: NotificationInput },
    )
    .delete(
      '/:id',
      async ({ params }) => {
        if (!(await db.write((tx) => repo.deleteNotification(tx, params.id)))) throw notFound(notificationErrors.notFound);
        return { message: notificationMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
