import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { NotModified, responds } from '../../http/contract';
import { contentWrites } from '../write-routes';
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
    .use(
      contentWrites(ctx, {
        entity: 'hostels',
        input: HostelInput,
        record: Hostel,
        service: hostels,
        messages: hostelMessages,
        summaries: { create: 'Add a hostel', update: 'Change a hostel', remove: 'Delete a hostel (to the trash)' },
        refusedWhileUsed: true,
      }),
    );
}
