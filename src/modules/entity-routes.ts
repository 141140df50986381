// The routes content entities declare alike, under their module's prefix:
// the handlers only destructure, call the module's reads or service and return.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { adminAuth, type SignedIn } from '../auth/guard';
import type { Action } from '../auth/permissions';
import type { EntityName } from '../manifest';
import { idParam, langQuery } from '../http/fields';
import { ChangedSince, Deleted, Message, NotModified, Written, responds } from '../http/contract';
import { basedOnOf, type BasedOn } from './record-version';
import type { Entry } from './response-cache';
import { translatedLanguageOf } from '../languages';
import { inLanguage } from './translations/reads';
import type { Translatable } from './translations/store';

type Read<Args extends unknown[]> = {
  summary: string;
  record: v.GenericSchema;
  read: (ctx: AppContext, ...args: Args) => Entry | Promise<Entry>;
  /** Under the module's prefix: `/` for a list, `/:id` for a record unless named. */
  path?: string;
  /** What `?lang=` translates (a visitor's read in another language), when the records have texts to translate. */
  kind?: Translatable;
};

/**
 * The read `lang` asks for: in that language for a translated
 * one with a kind to translate, else the English read itself.
 */
const inAskedLanguage = (
  ctx: AppContext,
  kind: Translatable | undefined,
  entry: Entry | Promise<Entry>,
  lang: string | undefined,
) => (kind ? inLanguage(ctx, kind, entry, translatedLanguageOf(lang)) : entry);

/** `GET /` (or `path`): a public list, from the response cache (304 while its ETag holds). */
export function listRoute(ctx: AppContext, { summary, record, read, path = '/', kind }: Read<[]>) {
  return new Elysia().get(
    path,
    async ({ request, set, query }) =>
      ctx.responses.send({ request, set }, inAskedLanguage(ctx, kind, read(ctx), query.lang)),
    {
      detail: responds(summary, { 200: v.array(record), 304: NotModified }, kind && langQuery),
    },
  );
}

/** `GET /` for visitors and admins alike: an admin's bearer token shows what visitors may not see. */
export function viewerListRoute(ctx: AppContext, { summary, record, read, kind }: Read<[isAdmin: boolean]>) {
  return new Elysia()
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ request, set, isAdmin, query }) =>
        ctx.responses.send(
          { request, set },
          isAdmin ? read(ctx, true) : inAskedLanguage(ctx, kind, read(ctx, false), query.lang),
          { admin: isAdmin, varyOnAuthorization: true },
        ),
      { viewer: true, detail: responds(summary, { 200: v.array(record), 304: NotModified }, kind && langQuery) },
    );
}

/** `GET /:id` (or `path` with `:id`): one record, from the response cache; 404 when there is none. */
export function recordRoute(ctx: AppContext, { summary, record, read, path = '/:id', kind }: Read<[id: string]>) {
  return new Elysia().get(
    path,
    async ({ params, request, set, query }) =>
      ctx.responses.send({ request, set }, inAskedLanguage(ctx, kind, read(ctx, params.id), query.lang)),
    {
      params: idParam,
      detail: responds(summary, { 200: record, 304: NotModified }, kind && langQuery),
    },
  );
}

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
    {
      may,
      params: idParam,
      detail: responds(summary, refusedWhileUsed ? { 200: Deleted, 409: Message } : { 200: Deleted }),
    },
  );
}

type ContentWrites<Input extends v.GenericSchema> = {
  entity: EntityName;
  /** The body both add and change take. */
  input: Input;
  /** The record as the API returns it. */
  record: v.GenericSchema;
  service: {
    create: (admin: SignedIn, input: v.InferOutput<Input>) => Promise<unknown>;
    update: (admin: SignedIn, id: string, input: v.InferOutput<Input>, basedOn: BasedOn) => Promise<unknown>;
    remove: (admin: SignedIn, id: string) => Promise<unknown>;
  };
  messages: { added: string; updated: string; deleted: string };
  summaries: { create: string; update: string; remove: string };
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
    .put(
      '/:id',
      async ({ params, body, admin, request }) => ({
        message: messages.updated,
        data: await service.update(admin, params.id, body, basedOnOf(request.headers)),
      }),
      {
        may: `${entity}.update`,
        params: idParam,
        body: input,
        detail: responds(summaries.update, { 200: Written(record), 412: ChangedSince }),
      },
    )
    .use(
      deleteRoute(ctx, {
        may: `${entity}.delete`,
        remove: service.remove,
        message: messages.deleted,
        summary: summaries.remove,
      }),
    );
}
