import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, conflict } from '../../http/errors';
import { PersonInput, personErrors, peopleMessages } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';
import { recordImages } from '../record-images';

/** Checked inside the write, so a hostel cannot vanish between the check and the commit. */
function requireHostels(db: Db, hostelIds: string[]) {
  const missing = repo.missingHostels(db, hostelIds);
  if (missing.length) {
    const errors = missing.map((id) => ({ path: `hostel.${hostelIds.indexOf(id)}`, message: personErrors.hostelMissing }));
    throw badRequest(errors[0].message, errors);
  }
}

export function peopleRoutes(ctx: AppContext) {
  const { db } = ctx;
  const lists = new ListCache(db);
  const images = recordImages(ctx, lists, { findImage: (id) => repo.findPersonImage(db, id), notFound: personErrors.notFound });

  return new Elysia({ prefix: '/api/people' })
    .use(adminAuth(ctx))
    .get('/', ({ request, set }) => lists.respond({ request, set }, 'all', () => ({ value: repo.listPeople(db) })))
    .use(images.route)
    .post(
      '/',
      async ({ body }) => {
        const { _id: id } = body;
        const person = await images.save(id, body.image, (image) => {
          requireHostels(db, body.hostel);
          return id ? repo.updatePerson(db, id, body, image) : repo.insertPerson(db, body, image);
        });
        return { message: id ? peopleMessages.updated : peopleMessages.added, data: person };
      },
      { admin: true, body: PersonInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        images.remove(params.id, () => {
          const hostels = repo.hostelsStaffedBy(db, params.id);
          if (hostels.length) throw conflict(personErrors.staffOf(hostels));
          return repo.deletePerson(db, params.id);
        });
        return { message: peopleMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
