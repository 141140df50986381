import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, notFound, type FieldError } from '../../http/errors';
import { HostelInput, hostelErrors, hostelMessages } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';
import { recordImages } from '../record-images';

/** Checked inside the write, so a person cannot vanish between the check and the commit. */
async function requireStaff(db: Queries, input: HostelInput) {
  const errors: FieldError[] = [];
  if (!(await repo.personExists(db, input.warden))) errors.push({ path: 'warden', message: hostelErrors.wardenMissing });
  if (!(await repo.personExists(db, input.supervisor))) errors.push({ path: 'supervisor', message: hostelErrors.supervisorMissing });
  if (errors.length) throw badRequest(errors[0].message, errors);
}

export function hostelRoutes(ctx: AppContext) {
  const { db } = ctx;
  const lists = new ListCache(db);
  const images = recordImages(ctx, lists, { table: 'hostels', findImage: repo.findHostelImage, notFound: hostelErrors.notFound });

  return new Elysia({ prefix: '/api/hostels' })
    .use(adminAuth(ctx))
    .get('/', ({ request, set }) => lists.respond({ request, set }, 'all', async () => ({ value: await repo.listHostels(db) })))
    .use(images.route)
    .get(
      '/:id',
      ({ params, request, set }) =>
        lists.respond({ request, set }, `hostel ${params.id}`, async () => {
          const hostel = await repo.findHostel(db, params.id);
          if (!hostel) throw notFound(hostelErrors.notFound);
          return { value: hostel };
        }),
      { params: idParam },
    )
    .post(
      '/',
      async ({ body }) => {
        const hostel = await images.save(null, body.image, async (tx, image) => {
          await requireStaff(tx, body);
          return repo.insertHostel(tx, body, image);
        });
        return { message: hostelMessages.added, data: hostel };
      },
      { admin: true, body: HostelInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const hostel = await images.save(params.id, body.image, async (tx, image) => {
          await requireStaff(tx, body);
          return repo.updateHostel(tx, params.id, body, image);
        });
        return { message: hostelMessages.updated, data: hostel };
      },
      { admin: true, params: idParam, body: HostelInput },
    )
    .delete(
      '/:id',
      async ({ params }) => {
        await images.remove(params.id, (tx) => repo.deleteHostel(tx, params.id));
        return { message: hostelMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
