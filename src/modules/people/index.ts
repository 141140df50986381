import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { PersonInput, peopleMessages } from './model';
import * as repo from './repo';
import { peopleService } from './service';
import { readPeople } from './reads';

export function peopleRoutes(ctx: AppContext) {
  const { lists } = ctx;
  const people = peopleService(ctx);

  return new Elysia({ prefix: '/api/people' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => lists.answer({ request, set }, readPeople(ctx)))
    .use(people.images.route)
    .post(
      '/',
      // One call adds and changes (SPEC.md): which it is, the body says.
      async ({ body, admin }) =>
        body._id
          ? { message: peopleMessages.updated, data: await people.update(admin, body._id, body) }
          : { message: peopleMessages.added, data: await people.create(admin, body) },
      { admin: true, body: PersonInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await people.remove(admin, params.id);
        return { message: peopleMessages.deleted, data: { _id: params.id } };
      },
      { may: 'people.delete', params: idParam },
    );
}
