import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { adminAuth, requireMay } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, notFound, type FieldError } from '../../http/errors';
import { HostelInput, hostelErrors, hostelMessages } from './model';
import * as repo from './repo';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { hostelTrash } from './trash';

/** Checked inside the write, so a person cannot vanish between the check and the commit. */
async function requireStaff(db: Queries, input: HostelInput) {
  const errors: FieldError[] = [];
  if (!(await repo.personExists(db, input.warden))) errors.push({ path: 'warden', message: hostelErrors.wardenMissing });
  if (!(await repo.personExists(db, input.supervisor))) errors.push({ path: 'supervisor', message: hostelErrors.supervisorMissing });
  if (errors.length) throw badRequest(errors[0].message, errors);
}

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
  const { db, lists } = ctx;
  const images = recordImages(ctx, { table: 'hostels', findImage: repo.findHostelImage, notFound: hostelErrors.notFound });

  return new Elysia({ prefix: '/api/hostels' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => lists.answer({ request, set }, readHostels(ctx)))
    .use(images.route)
    .get('/:id', async ({ params, request, set }) => lists.answer({ request, set }, readHostel(ctx, params.id)), { params: idParam })
    .post(
      '/',
      async ({ body }) => {
        const hostel = await images.save(null, body.image, async (tx, image) => {
          await requireStaff(tx, body);
          return repo.insertHostel(tx, body, image);
        });
        return { message: hostelMessages.added, data: hostel };
      },
      { may: 'hostels.create', body: HostelInput },
    )
    .put(
      '/:id',
      async ({ params, body, admin }) => {
        requireMay(admin.account, 'hostels.update', { hostels: [params.id] });
        const hostel = await images.save(params.id, body.image, async (tx, image) => {
          await requireStaff(tx, body);
          return repo.updateHostel(tx, params.id, body, image);
        });
        return { message: hostelMessages.updated, data: hostel };
      },
      { may: 'hostels.update', params: idParam, body: HostelInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await deleteToTrash(ctx, hostelTrash, params.id, admin.username, hostelErrors.notFound);
        return { message: hostelMessages.deleted, data: { _id: params.id } };
      },
      { may: 'hostels.delete', params: idParam },
    );
}
