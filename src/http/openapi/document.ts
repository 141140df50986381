// The OpenAPI 3.1 document of the API, built by walking the app's routes:
// their valibot schemas (params, query, body) and the responses they name with
// `responds` (http/contract.ts). A new route appears here by itself.
import type * as v from 'valibot';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import { FieldErrors, Message, QUERY_KEY, RESPONSES_KEY, type Response, type Responses } from '../contract';
import { SITE_NAME } from '../../institute';
import { VERSION } from '../../version';

/** What the generator reads of a route: Elysia's `app.routes` entries. */
export type RouteInfo = { method: string; path: string; hooks: Record<string, unknown> };

type Schema = v.GenericSchema;
type Operation = {
  operationId: string;
  summary?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  206: 'Part of the file (a Range request)',
  400:
    'The request is not valid: the first problem as the message, ' +
    'then each field (none for a body that could not be read)',
  401: 'No bearer token: sign in first',
  403: 'The token has expired (refresh it once and retry), or the account may not do this',
  404: 'Not found',
  409: 'A conflict: the name is taken, or someone else changed this at the same moment',
  410: 'Gone',
  412:
    'Changed since it was read: the version in If-Match is no longer the ' +
    'one standing (or If-None-Match: * found it saved); nothing was changed',
  413: 'The body is larger than the upload limit',
  415: 'The body is neither JSON nor multipart/form-data',
  429: 'Too many attempts: wait for the time in Retry-After',
  default: 'The server could not do it now (500, 503 with Retry-After, 507): the message says why',
};

// Inputs are described as sent (before trims and coercions); the checks JSON Schema cannot express are left out.
const INPUT: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideSchema: ({ valibotSchema }) => {
    if (valibotSchema.type === 'instance' || valibotSchema.type === 'file' || valibotSchema.type === 'blob') {
      return { type: 'string', contentMediaType: 'application/octet-stream' };
    }
  },
};
const OUTPUT: ConversionConfig = { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' };

function jsonSchema(schema: Schema, config: ConversionConfig): JsonSchema {
  const { $schema: _, ...rest } = toJsonSchema(schema, config);
  return rest;
}

const isValibot = (value: unknown): value is Schema => (value as { kind?: unknown } | null)?.kind === 'schema';

/** `/api/people/:id/` as OpenAPI writes it: `/api/people/{id}`. */
export const openApiPath = (path: string) => path.replace(/\/+$/, '').replace(/:(\w+)/g, '{$1}') || '/';

/** The version check's headers, on each write that can answer 412 (modules/record-version.ts). */
const VERSION_HEADERS: NonNullable<Operation['parameters']> = [
  {
    name: 'If-Match',
    in: 'header',
    required: false,
    description:
      'The `updatedAt` the write was based on, quoted: ' +
      '`"2026-01-31T10:00:00.000Z"`. A 412 if the record has changed since.',
    schema: { type: 'string' },
  },
  {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: '`*` for a page or menu never saved: a 412 if someone has saved it since.',
    schema: { type: 'string', const: '*' },
  },
];

/** On every signed-in write (http/idempotency.ts). */
const IDEMPOTENCY_KEY: NonNullable<Operation['parameters']>[number] = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 visible characters, new for each write and the same when it is sent again: a ' +
    'resend within a day gets the first answer again (marked `Idempotent-Replayed: true`), and ' +
    'the write is done once. The same key with another request is a 422. Ignored by the writes ' +
    'whose answers hold secrets (accounts, sign-in, passwords, two-step, download links).',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/**
 * A route's path parameters, and its query's: checked by Elysia (`query:`) or only named
 * for this document (`responds`); the version check's headers; a write's Idempotency-Key.
 */
function parameters(
  route: RouteInfo,
  detail: Record<string, unknown>,
  signedInWrite: boolean,
): Operation['parameters'] {
  const list: NonNullable<Operation['parameters']> = [];
  for (const [place, schema] of [
    ['path', route.hooks.params],
    ['query', route.hooks.query ?? detail[QUERY_KEY]],
  ] as const) {
    if (!isValibot(schema)) continue;
    const json = jsonSchema(schema, INPUT);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      list.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
    }
  }
  if ((detail[RESPONSES_KEY] as Responses | undefined)?.[412]) list.push(...VERSION_HEADERS);
  if (signedInWrite) list.push(IDEMPOTENCY_KEY);
  return list.length ? list : undefined;
}

function responseObject(status: string, response: Response): Operation['responses'][string] {
  if (isValibot(response))
    return {
      description: STATUS_TEXT[status] ?? status,
      content: { 'application/json': { schema: jsonSchema(response, OUTPUT) } },
    };
  if (!response.media) return { description: response.description };
  return {
    description: response.description,
    content: { [response.media]: { schema: { type: 'string', contentMediaType: response.media } } },
  };
}

function operation(route: RouteInfo, path: string): Operation {
  const detail = (route.hooks.detail ?? {}) as { summary?: string; security?: Record<string, string[]>[] } & Record<
    string,
    unknown
  >;
  const declared = (detail[RESPONSES_KEY] ?? {}) as Responses;
  const body = route.hooks.body;
  const tokenRequired = detail.security?.every((requirement) => 'bearer' in requirement);
  // A body checked by a schema, or read by our parse hook (http/body-parse.ts)
  // without one: either may be refused unread. A GET has none.
  const readsBody =
    isValibot(body) || (route.method !== 'GET' && Boolean((route.hooks.parse as unknown[] | undefined)?.length));
  // The errors every route of a kind can respond with; a route
  // names its own (429, 409, a 400 of its own) in `responds`.
  const errors: Responses = {
    ...(readsBody || route.hooks.query || route.hooks.params ? { 400: FieldErrors } : {}),
    ...(tokenRequired ? { 401: Message } : {}),
    ...(detail.security ? { 403: Message } : {}),
    ...(route.hooks.params ? { 404: Message } : {}),
    ...(readsBody ? { 413: Message, 415: Message } : {}),
  };
  const responses: Operation['responses'] = {};
  for (const [status, response] of Object.entries({ ...errors, ...declared }))
    responses[status] = responseObject(status, response!);
  responses.default = responseObject('default', Message);
  const bodySchema = isValibot(body) ? jsonSchema(body, INPUT) : undefined;
  return {
    operationId:
      route.method.toLowerCase() + path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string = '') => c.toUpperCase()),
    summary: detail.summary,
    tags: [path.split('/')[2]?.replace(/\..*$/, '') ?? 'api'],
    ...(detail.security ? { security: detail.security } : {}),
    parameters: parameters(route, detail, route.method !== 'GET' && !!tokenRequired),
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchema }, 'multipart/form-data': { schema: bodySchema } },
          },
        }
      : {}),
    responses,
  };
}

/** The document of every /api route; JSON.stringify drops what a route does not have. */
export function openApiDocument(routes: readonly RouteInfo[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, path);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: VERSION,
      description:
        'Public reads need nothing; admin calls send `Authorization: Bearer ' +
        '<accessToken>` from POST /api/admin/login or /api/admin/refresh. ' +
        'Writes take JSON or multipart/form-data (uploads). Lists ' +
        'respond with an ETag: send it back in If-None-Match for a 304. ' +
        'A change may say which version it was based on, `If-Match: "<updatedAt ' +
        'as read>"` (`If-None-Match: *` for a page or menu never saved): ' +
        'if someone has changed the record since, it answers 412 with who and when, ' +
        "and changes nothing. This check is separate from the lists' weak ETags.",
    },
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
