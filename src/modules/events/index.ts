import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { nowIso } from '../../ids';
import { EventInput, eventErrors, eventMessages } from './model';
import * as repo from './repo';
import { recordImages } from '../record-images';

/**
 * Active, due events for visitors, every event for an admin. The visitors'
 * list is stale once the next scheduled event is due, even with no write.
 */
export const readEvents = ({ db, lists }: AppContext, isAdmin = false) =>
  isAdmin
    ? lists.read('events all', async () => ({ value: await repo.listAllEvents(db) }))
    : lists.read('events published', async () => {
        const now = nowIso();
        const [list, nextPublishAt] = await Promise.all([repo.listPublishedEvents(db, now), repo.nextEventPublishAt(db, now)]);
        return { value: list, validUntil: nextPublishAt ? Date.parse(nextPublishAt) : Infinity };
      });

export function eventRoutes(ctx: AppContext) {
  const { lists } = ctx;
  const images = recordImages(ctx, { table: 'events', findImage: repo.findEventImage, notFound: eventErrors.notFound });

  return new Elysia({ prefix: '/api/events' })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ request, set, isAdmin }) =>
        lists.answer({ request, set }, readEvents(ctx, isAdmin), { admin: isAdmin, varyOnAuthorization: true }),
      { viewer: true },
    )
    .use(images.route)
    .post(
      '/',
      async ({ body }) => {
        const event = await images.save(null, body.image, (tx, image) => repo.insertEvent(tx, body, image));
        return { message: eventMessages.added, data: event };
      },
      { admin: true, body: EventInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const event = await images.save(params.id, body.image, (tx, image) => repo.updateEvent(tx, params.id, body, image));
        return { message: eventMessages.updated, data: event };
      },
      { admin: true, params: idParam, body: EventInput },
    )
    .delete(
      '/:id',
      async ({ params }) => {
        await images.remove(params.id, (tx) => repo.deleteEvent(tx, params.id));
        return { message: eventMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
