import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { EventInput, eventErrors, eventMessages } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';
import { recordImages } from '../record-images';

export function eventRoutes(ctx: AppContext) {
  const { db } = ctx;
  const lists = new ListCache(db);
  const images = recordImages(ctx, lists, { findImage: (id) => repo.findEventImage(db, id), notFound: eventErrors.notFound });

  return new Elysia({ prefix: '/api/events' })
    .use(adminAuth(ctx))
    .get(
      '/',
      ({ request, set, isAdmin }) =>
        lists.respond({ request, set }, isAdmin ? 'all' : 'active', () => ({ value: repo.listEvents(db, isAdmin) }), {
          admin: isAdmin,
          varyOnAuthorization: true,
        }),
      { viewer: true },
    )
    .use(images.route)
    .post(
      '/',
      async ({ body }) => {
        const event = await images.save(null, body.image, (image) => repo.insertEvent(db, body, image));
        return { message: eventMessages.added, data: event };
      },
      { admin: true, body: EventInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const event = await images.save(params.id, body.image, (image) => repo.updateEvent(db, params.id, body, image));
        return { message: eventMessages.updated, data: event };
      },
      { admin: true, params: idParam, body: EventInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        images.remove(params.id, () => repo.deleteEvent(db, params.id));
        return { message: eventMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
