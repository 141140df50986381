import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { HostelInput, hostelErrors, hostelMessages } from './model';
import * as repo from './repo';
import { hostelService } from './service';

/** Every hostel, as the API answers it and the public pages show it. */
export const readHostels = ({ db, lists }: AppContext) => lists.read('hostels', async () => ({ value: await repo.listHostels(db) }));

/** One hostel; a 404 when there is none. */
export const readHostel = ({ db, lists }: AppContext, id: string) =>
  lists.read(`hostel ${id}`, async () => {
    const hostel = await repo.findHostel(db, id);
    if (!hostel) throw notFound(hostelErrors.notFound);
    return { value: hostel };
  });

export function hostelRoutes(ctx: AppContext) {
  const { lists } = ctx;
  const hostels = hostelService(ctx);

  return new Elysia({ prefix: '/api/hostels' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => lists.answer({ request, set }, readHostels(ctx)))
    .use(hostels.images.route)
    .get('/:id', async ({ params, request, set }) => lists.answer({ request, set }, readHostel(ctx, params.id)), { params: idParam })
    .post('/', async ({ body, admin }) => ({ message: hostelMessages.added, data: await hostels.create(admin, body) }), {
      may: 'hostels.create',
      body: HostelInput,
    })
    .put('/:id', async ({ params, body, admin }) => ({ message: hostelMessages.updated, data: await hostels.update(admin, params.id, body) }), {
      may: 'hostels.update',
      params: idParam,
      body: HostelInput,
    })
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await hostels.remove(admin, params.id);
        return { message: hostelMessages.deleted, data: { _id: params.id } };
      },
      { may: 'hostels.delete', params: idParam },
    );
}
