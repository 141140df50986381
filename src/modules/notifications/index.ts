import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { Message, NotModified, document, responds } from '../../http/contract';
import { idParam, langQuery } from '../../http/fields';
import { contentWrites, listRoute } from '../entity-routes';
import { Notification, NotificationInput, notificationMessages } from './model';
import * as repo from './repo';
import { siteOrigin } from '../../config';
import { ATOM_TYPE } from '../../feeds/atom';
import { NOTIFICATIONS_FEED_PATH, notificationsFeed } from './feed';
import { notificationService } from './service';
import { readArchivedNotifications, readLatestNotifications, readPublishedNotifications } from './reads';
import { notificationKind } from './entity';
import { inLanguage } from '../translations/reads';
import { DEFAULT_LANGUAGE, translatedLanguageOf } from '../../languages';

/**
 * Feeds kept at once, one per origin: without HOSTEL_PUBLIC_URL the
 * request's Host header, which visitors choose, names the site.
 */
const MAX_FEEDS = 20;

export function notificationRoutes(ctx: AppContext) {
  const { db, responses } = ctx;
  const all = async () => ({ value: await repo.listAllNotifications(db) });
  const notifications = notificationService(ctx);

  // Built from the published list, so it goes stale when that does
  // (a notice expiring) and never shows what visitors may not see.
  const feeds = ctx.responses.sibling(MAX_FEEDS);
  const feed = new Elysia().get(
    NOTIFICATIONS_FEED_PATH,
    ({ request, set, query }) => {
      const origin = siteOrigin(ctx.config, request);
      const language = translatedLanguageOf(query.lang);
      return feeds.respond({ request, set }, `${origin} ${language}`, async () => {
        const published = await inLanguage(ctx, notificationKind, readPublishedNotifications(ctx), language);
        return {
          text: notificationsFeed(published.value, origin, language ?? DEFAULT_LANGUAGE),
          type: ATOM_TYPE,
          validUntil: published.validUntil,
        };
      });
    },
    {
      detail: responds(
        'The published notices as a feed',
        { 200: document('application/atom+xml', 'An Atom 1.0 feed'), 304: NotModified },
        langQuery,
      ),
    },
  );

  const routes = new Elysia({ prefix: MANIFEST.notifications.path })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ request, set, isAdmin, query }) =>
        isAdmin
          ? responses.respond({ request, set }, 'notifications all', all, { admin: true, varyOnAuthorization: true })
          : responses.send(
              { request, set },
              inLanguage(ctx, notificationKind, readPublishedNotifications(ctx), translatedLanguageOf(query.lang)),
              {
                varyOnAuthorization: true,
              },
            ),
      {
        viewer: true,
        detail: responds(
          'The notices: the published ones, or all of them for an admin',
          { 200: v.array(Notification), 304: NotModified },
          langQuery,
        ),
      },
    )
    .use(
      listRoute(ctx, {
        summary: "The home page's notices: at most 3 published ones, pinned first, then the newest posted",
        record: Notification,
        read: readLatestNotifications,
        path: '/latest',
        kind: notificationKind,
      }),
    )
    .use(
      listRoute(ctx, {
        summary: "The archive's notices: expired ones visitors could read, unless kept out; the latest expired first",
        record: Notification,
        read: readArchivedNotifications,
        path: '/archive',
        kind: notificationKind,
      }),
    )
    .get(
      '/admin',
      async ({ request, set }) => responses.respond({ request, set }, 'notifications all', all, { admin: true }),
      {
        admin: true,
        detail: responds('Every notice, for the console', { 200: v.array(Notification), 304: NotModified }),
      },
    )
    .post('/:id/announce', ({ params, admin }) => notifications.announceAgain(admin, params.id), {
      may: 'notifications.update',
      params: idParam,
      detail: responds('Mail an urgent notice to its subscribers again, after an edit', {
        200: Message,
        404: Message,
        409: Message,
      }),
    })
    .use(
      contentWrites(ctx, {
        entity: 'notifications',
        input: NotificationInput,
        record: Notification,
        service: notifications,
        messages: notificationMessages,
        summaries: { create: 'Add a notice', update: 'Change a notice', remove: 'Delete a notice (to the trash)' },
      }),
    );

  return new Elysia().use(feed).use(routes);
}
