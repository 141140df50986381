import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { write } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam, imageQuery } from '../../http/fields';
import { notFound } from '../../http/errors';
import { answerImage } from '../../storage/image-answer';
import { commitWithImage, storeImageInput } from '../../storage/image-input';
import { EventInput, eventMessages } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';

export function eventRoutes(ctx: AppContext) {
  const { db, blobs, config } = ctx;
  const lists = new ListCache(db);

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
    .get(
      '/image/:id',
      ({ params, query, request, set }) =>
        answerImage(blobs, lists.remember(`image ${params.id}`, () => repo.findEventImage(db, params.id)), { request, query, set }),
      { params: idParam, query: imageQuery },
    )
    .post(
      '/',
      async ({ body }) => {
        const change = await storeImageInput(blobs, body.image, config.uploadLimitBytes);
        const event = commitWithImage(blobs, change, null, (image) => write(db, () => repo.insertEvent(db, body, image)));
        return { message: eventMessages.added, data: event };
      },
      { admin: true, body: EventInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const previous = repo.findEventImage(db, params.id);
        if (!previous) throw notFound(eventMessages.notFound);
        const change = await storeImageInput(blobs, body.image, config.uploadLimitBytes);
        // Checked inside the write: a row deleted meanwhile must not take the old image with it.
        const event = commitWithImage(blobs, change, previous.image, (image) =>
          write(db, () => {
            const saved = repo.updateEvent(db, params.id, body, image);
            if (!saved) throw notFound(eventMessages.notFound);
            return saved;
          }),
        );
        return { message: eventMessages.updated, data: event };
      },
      { admin: true, params: idParam, body: EventInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        const previous = repo.findEventImage(db, params.id);
        if (!previous || !write(db, () => repo.deleteEvent(db, params.id))) throw notFound(eventMessages.notFound);
        blobs.remove(previous.image);
        return { message: eventMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
