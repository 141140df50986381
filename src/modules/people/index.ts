import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { adminAuth, requireMay } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, conflict } from '../../http/errors';
import { PersonInput, personErrors, peopleMessages } from './model';
import * as repo from './repo';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { personTrash } from './trash';

/** Checked inside the write, so a hostel cannot vanish between the check and the commit. */
async function requireHostels(db: Queries, hostelIds: string[]) {
  const missing = await repo.missingHostels(db, hostelIds);
  if (missing.length) {
    const errors = missing.map((id) => ({ path: `hostel.${hostelIds.indexOf(id)}`, message: personErrors.hostelMissing }));
    throw badRequest(errors[0].message, errors);
  }
}

/** Every person, as the API answers it and the public pages show it. */
export const readPeople = ({ db, lists }: AppContext) => lists.read('people', async () => ({ value: await repo.listPeople(db) }));

export function peopleRoutes(ctx: AppContext) {
  const { db, lists } = ctx;
  const images = recordImages(ctx, { table: 'people', findImage: repo.findPersonImage, notFound: personErrors.notFound });

  return new Elysia({ prefix: '/api/people' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => lists.answer({ request, set }, readPeople(ctx)))
    .use(images.route)
    .post(
      '/',
      async ({ body, admin }) => {
        const { _id: id } = body;
        // One call adds and changes (SPEC.md): which it is, the body says.
        requireMay(admin.account, id ? 'people.update' : 'people.create');
        const person = await images.save(id, body.image, async (tx, image) => {
          await requireHostels(tx, body.hostel);
          return id ? repo.updatePerson(tx, id, body, image) : repo.insertPerson(tx, body, image);
        });
        return { message: id ? peopleMessages.updated : peopleMessages.added, data: person };
      },
      { admin: true, body: PersonInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await deleteToTrash(ctx, personTrash, params.id, admin.username, personErrors.notFound, async (tx) => {
          const hostels = await repo.hostelsStaffedBy(tx, params.id);
          if (hostels.length) throw conflict(personErrors.staffOf(hostels));
        });
        return { message: peopleMessages.deleted, data: { _id: params.id } };
      },
      { may: 'people.delete', params: idParam },
    );
}
