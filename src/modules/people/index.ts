import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { NotModified, Written, responds } from '../../http/contract';
import { deleteRoute } from '../write-routes';
import { Person, PersonInput, peopleMessages } from './model';
import { peopleService } from './service';
import { readPeople } from './reads';

export function peopleRoutes(ctx: AppContext) {
  const { responses } = ctx;
  const people = peopleService(ctx);

  return new Elysia({ prefix: '/api/people' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => responses.send({ request, set }, readPeople(ctx)), {
      detail: responds('Every person', { 200: v.array(Person), 304: NotModified }),
    })
    .use(people.images.route)
    .post(
      '/',
      // One call adds and changes (SPEC.md): which it is, the body says.
      async ({ body, admin }) =>
        body._id
          ? { message: peopleMessages.updated, data: await people.update(admin, body._id, body) }
          : { message: peopleMessages.added, data: await people.create(admin, body) },
      { admin: true, body: PersonInput, detail: responds('Add a person, or change one (with _id)', { 200: Written(Person) }) },
    )
    .use(deleteRoute(ctx, { may: 'people.delete', remove: people.remove, message: peopleMessages.deleted, summary: 'Delete a person (to the trash)' }));
}
