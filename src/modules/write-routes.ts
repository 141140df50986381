// The write routes every content entity has, under its module's prefix: the
// handlers only destructure, call the module's service and return.
import { Elysia } from 'elysia';
import type * as v from 'valibot';
import type { AppContext } from '../context';
import { adminAuth, type SignedIn } from '../auth/guard';
import type { Action, ContentEntity } from '../auth/permissions';
import { idParam } from '../http/fields';
import { Deleted, Message, Written, responds } from '../http/contract';

type Removal = {
  may: Action;
  remove: (admin: SignedIn, id: string) => Promise<unknown>;
  message: string;
  summary: string;
  /** A delete refused (409) while other records still name this one. */
  refusedWhileUsed?: boolean;
};

/** `DELETE /:id`, returning `{ message, data: { _id } }`. */
export function deleteRoute(ctx: AppContext, { may, remove, message, summary, refusedWhileUsed = false }: Removal) {
  return new Elysia().use(adminAuth(ctx)).delete(
    '/:id',
    async ({ params, admin }) => {
      await remove(admin, params.id);
      return { message, data: { _id: params.id } };
    },
    { may, params: idParam, detail: responds(summary, refusedWhileUsed ? { 200: Deleted, 409: Message } : { 200: Deleted }) },
  );
}

type ContentWrites<Input extends v.GenericSchema> = {
  entity: ContentEntity;
  /** The body both add and change take. */
  input: Input;
  /** The record as the API returns it. */
  record: v.GenericSchema;
  service: {
    create: (admin: SignedIn, input: v.InferOutput<Input>) => Promise<unknown>;
    update: (admin: SignedIn, id: string, input: v.InferOutput<Input>) => Promise<unknown>;
    remove: (admin: SignedIn, id: string) => Promise<unknown>;
  };
  messages: { added: string; updated: string; deleted: string };
  summaries: { create: string; update: string; remove: string };
  refusedWhileUsed?: boolean;
};

/** `POST /` adds, `PUT /:id` changes, `DELETE /:id` moves to the trash; each needs the entity's grant for it. */
export function contentWrites<Input extends v.GenericSchema>(ctx: AppContext, writes: ContentWrites<Input>) {
  const { entity, input, record, service, messages, summaries } = writes;
  return new Elysia()
    .use(adminAuth(ctx))
    .post('/', async ({ body, admin }) => ({ message: messages.added, data: await service.create(admin, body) }), {
      may: `${entity}.create`,
      body: input,
      detail: responds(summaries.create, { 200: Written(record) }),
    })
    .put('/:id', async ({ params, body, admin }) => ({ message: messages.updated, data: await service.update(admin, params.id, body) }), {
      may: `${entity}.update`,
      params: idParam,
      body: input,
      detail: responds(summaries.update, { 200: Written(record) }),
    })
    .use(
      deleteRoute(ctx, {
        may: `${entity}.delete`,
        remove: service.remove,
        message: messages.deleted,
        summary: summaries.remove,
        refusedWhileUsed: writes.refusedWhileUsed,
      }),
    );
}
