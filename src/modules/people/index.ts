import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import { personKind } from './entity';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { ChangedSince, Written, responds } from '../../http/contract';
import { basedOnOf } from '../record-version';
import { deleteRoute, listRoute } from '../entity-routes';
import { Person, PersonInput, peopleMessages } from './model';
import { peopleService } from './service';
import { readPeople } from './reads';

export function peopleRoutes(ctx: AppContext) {
  const people = peopleService(ctx);

  return new Elysia({ prefix: MANIFEST.people.path })
    .use(adminAuth(ctx))
    .use(listRoute(ctx, { summary: 'Every person', record: Person, read: readPeople, kind: personKind }))
    .use(people.images.route)
    .post(
      '/',
      // One call adds and changes (SPEC.md): which it is, the body says.
      async ({ body, admin, request }) =>
        body._id
          ? {
              message: peopleMessages.updated,
              data: await people.update(admin, body._id, body, basedOnOf(request.headers)),
            }
          : { message: peopleMessages.added, data: await people.create(admin, body) },
      {
        admin: true,
        body: PersonInput,
        detail: responds('Add a person, or change one (with _id)', { 200: Written(Person), 412: ChangedSince }),
      },
    )
    .use(
      deleteRoute(ctx, {
        may: 'people.delete',
        remove: people.remove,
        message: peopleMessages.deleted,
        summary: 'Delete a person (to the trash)',
        refusedWhileUsed: true,
      }),
    );
}
