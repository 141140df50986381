import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { write, type Db } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam, imageQuery } from '../../http/fields';
import { badRequest, conflict, notFound } from '../../http/errors';
import { answerImage } from '../../storage/image-answer';
import { commitWithImage, storeImageInput } from '../../storage/image-input';
import { PersonInput, peopleMessages } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';

/** Checked inside the write, so a hostel cannot vanish between the check and the commit. */
function requireHostels(db: Db, hostelIds: string[]) {
  const missing = repo.missingHostels(db, hostelIds);
  if (missing.length) {
    const errors = missing.map((id) => ({ path: `hostel.${hostelIds.indexOf(id)}`, message: peopleMessages.hostelMissing }));
    throw badRequest(errors[0].message, errors);
  }
}

export function peopleRoutes(ctx: AppContext) {
  const { db, blobs, config } = ctx;
  const lists = new ListCache(db);

  return new Elysia({ prefix: '/api/people' })
    .use(adminAuth(ctx))
    .get('/', ({ request, set }) => lists.respond({ request, set }, 'all', () => ({ value: repo.listPeople(db) })))
    .get(
      '/image/:id',
      ({ params, query, request, set }) =>
        answerImage(blobs, lists.remember(`image ${params.id}`, () => repo.findPersonImage(db, params.id)), { request, query, set }),
      { params: idParam, query: imageQuery },
    )
    .post(
      '/',
      async ({ body }) => {
        const { _id: id } = body;
        const previous = id ? repo.findPersonImage(db, id) : null;
        if (id && !previous) throw notFound(peopleMessages.notFound);
        const change = await storeImageInput(blobs, body.image, config.uploadLimitBytes);
        const person = commitWithImage(blobs, change, previous?.image ?? null, (image) =>
          write(db, () => {
            requireHostels(db, body.hostel);
            const saved = id ? repo.updatePerson(db, id, body, image) : repo.insertPerson(db, body, image);
            if (!saved) throw notFound(peopleMessages.notFound);
            return saved;
          }),
        );
        return { message: id ? peopleMessages.updated : peopleMessages.added, data: person };
      },
      { admin: true, body: PersonInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        const previous = repo.findPersonImage(db, params.id);
        if (!previous) throw notFound(peopleMessages.notFound);
        write(db, () => {
          const hostels = repo.hostelsStaffedBy(db, params.id);
          if (hostels.length) throw conflict(peopleMessages.staffOf(hostels));
          if (!repo.deletePerson(db, params.id)) throw notFound(peopleMessages.notFound);
        });
        blobs.remove(previous.image);
        return { message: peopleMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
