import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { nowIso } from '../../ids';
import { NotificationInput, notificationMessages, type Notification } from './model';
import * as repo from './repo';
import { siteOrigin } from '../../config';
import { ATOM_TYPE } from '../../feeds/atom';
import { ListCache } from '../list-cache';
import { NOTIFICATIONS_FEED_PATH, notificationsFeed } from './feed';
import { notificationService } from './service';
import { readPublishedNotifications } from './reads';

/** Feeds kept at once, one per origin: without HOSTEL_PUBLIC_URL the request's Host header, which visitors choose, names the site. */
const MAX_FEEDS = 20;

export function notificationRoutes(ctx: AppContext) {
  const { db, lists } = ctx;
  const all = async () => ({ value: await repo.listAllNotifications(db) });
  const notifications = notificationService(ctx);

  // Built from the published list, so it goes stale when that does (a notice expiring) and never shows what visitors may not see.
  const feeds = new ListCache(db, MAX_FEEDS);
  const feed = new Elysia().get(NOTIFICATIONS_FEED_PATH, ({ request, set }) => {
    const origin = siteOrigin(ctx.config, request);
    return feeds.respond({ request, set }, origin, async () => {
      const published = await readPublishedNotifications(ctx);
      return { text: notificationsFeed(published.value as Notification[], origin), type: ATOM_TYPE, validUntil: published.validUntil };
    });
  });

  const routes = new Elysia({ prefix: '/api/notifications' })
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
    .post('/', async ({ body, admin }) => ({ message: notificationMessages.added, data: await notifications.create(admin, body) }), {
      may: 'notifications.create',
      body: NotificationInput,
    })
    .put(
      '/:id',
      async ({ params, body, admin }) => ({ message: notificationMessages.updated, data: await notifications.update(admin, params.id, body) }),
      { may: 'notifications.update', params: idParam, body: NotificationInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await notifications.remove(admin, params.id);
        return { message: notificationMessages.deleted, data: { _id: params.id } };
      },
      { may: 'notifications.delete', params: idParam },
    );

  return new Elysia().use(feed).use(routes);
}
