import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth, requireMay } from '../../auth/guard';
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
      async ({ body, admin }) => {
        const event = await images.save(null, body.image, async (tx, image) => {
          const added = await repo.insertEvent(tx, body, image);
          await repo.setCreatorOfEvent(tx, added._id, admin.adminId);
          return added;
        });
        return { message: eventMessages.added, data: event };
      },
      { may: 'events.create', body: EventInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const event = await images.save(params.id, body.image, (tx, image) => repo.updateEvent(tx, params.id, body, image));
        return { message: eventMessages.updated, data: event };
      },
      { may: 'events.update', params: idParam, body: EventInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await images.remove(params.id, async (tx) => {
          requireMay(admin.account, 'events.delete', { createdBy: await repo.creatorOfEvent(tx, params.id) });
          return repo.deleteEvent(tx, params.id);
        });
        return { message: eventMessages.deleted, data: { _id: params.id } };
      },
      { may: 'events.delete', params: idParam },
    );
}
