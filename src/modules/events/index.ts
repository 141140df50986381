import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { EventInput, eventErrors, eventMessages } from './model';
import * as repo from './repo';
import { recordImages } from '../record-images';

/** Active events for visitors, every event for an admin. */
export const readEvents = ({ db, lists }: AppContext, isAdmin = false) =>
  lists.read(isAdmin ? 'events all' : 'events active', async () => ({ value: await repo.listEvents(db, isAdmin) }));

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
