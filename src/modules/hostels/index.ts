import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { Deleted, Message, NotModified, Written, responds } from '../../http/contract';
import { Hostel, HostelInput, hostelMessages } from './model';
import { readHostel, readHostels } from './reads';
import { hostelService } from './service';

export function hostelRoutes(ctx: AppContext) {
  const { responses } = ctx;
  const hostels = hostelService(ctx);

  return new Elysia({ prefix: '/api/hostels' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => responses.send({ request, set }, readHostels(ctx)), {
      detail: responds('Every hostel', { 200: v.array(Hostel), 304: NotModified }),
    })
    .use(hostels.images.route)
    .get('/:id', async ({ params, request, set }) => responses.send({ request, set }, readHostel(ctx, params.id)), {
      params: idParam,
      detail: responds('One hostel', { 200: Hostel, 304: NotModified }),
    })
    .post('/', async ({ body, admin }) => ({ message: hostelMessages.added, data: await hostels.create(admin, body) }), {
      may: 'hostels.create',
      body: HostelInput,
      detail: responds('Add a hostel', { 200: Written(Hostel) }),
    })
    .put('/:id', async ({ params, body, admin }) => ({ message: hostelMessages.updated, data: await hostels.update(admin, params.id, body) }), {
      may: 'hostels.update',
      params: idParam,
      body: HostelInput,
      detail: responds('Change a hostel', { 200: Written(Hostel) }),
    })
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await hostels.remove(admin, params.id);
        return { message: hostelMessages.deleted, data: { _id: params.id } };
      },
      { may: 'hostels.delete', params: idParam, detail: responds('Delete a hostel (to the trash)', { 200: Deleted, 409: Message }) },
    );
}
