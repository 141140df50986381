import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import { hostelKind } from './entity';
import type { AppContext } from '../../context';
import { contentWrites, listRoute, recordRoute } from '../entity-routes';
import { Hostel, HostelInput, hostelMessages } from './model';
import { readHostel, readHostels } from './reads';
import { hostelService } from './service';

export function hostelRoutes(ctx: AppContext) {
  const hostels = hostelService(ctx);

  return new Elysia({ prefix: MANIFEST.hostels.path })
    .use(listRoute(ctx, { summary: 'Every hostel', record: Hostel, read: readHostels, kind: hostelKind }))
    .use(hostels.images.route)
    .use(recordRoute(ctx, { summary: 'One hostel', record: Hostel, read: readHostel, kind: hostelKind }))
    .use(
      contentWrites(ctx, {
        entity: 'hostels',
        input: HostelInput,
        record: Hostel,
        service: hostels,
        messages: hostelMessages,
        summaries: { create: 'Add a hostel', update: 'Change a hostel', remove: 'Delete a hostel (to the trash)' },
      }),
    );
}
