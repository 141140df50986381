import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { HostelInput, hostelMessages } from './model';
import { readHostel, readHostels } from './reads';
import { hostelService } from './service';

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
