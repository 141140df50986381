import { Elysia } from 'elysia';
import * as v from 'valibot';
import { matchesIfNoneMatch } from '../conditional';
import { NotModified, document, responds } from '../contract';
import { openApiDocument, type RouteInfo } from './document';
import { referencePage } from './reference';

type Built = { body: string; type: string; etag: string };

const built = (body: string, type: string): Built => ({ body, type, etag: `"${Bun.hash(body).toString(36)}"` });

function send({ body, type, etag }: Built, request: Request) {
  const headers = { 'Content-Type': type, ETag: etag, 'Cache-Control': 'no-cache' };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** The document's outline; what is inside is OpenAPI 3.1's own. */
const OpenApi = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ responses: v.record(v.string(), v.unknown()) }))),
});

/**
 * GET /api/openapi.json and its readable page, GET /api/docs: made from the
 * app's routes on the first request (every route is mounted by then) and kept.
 */
export function openApiRoutes(app: { routes: readonly RouteInfo[] }) {
  let made: { json: Built; page: Built } | undefined;
  const make = () => {
    if (made) return made;
    const spec = openApiDocument(app.routes);
    made = {
      json: built(JSON.stringify(spec), 'application/json;charset=utf-8'),
      page: built(referencePage(spec), 'text/html;charset=utf-8'),
    };
    return made;
  };
  return new Elysia({ prefix: '/api' })
    .get('/openapi.json', ({ request }) => send(make().json, request), {
      detail: responds('This document: every call, its inputs and its responses (OpenAPI 3.1)', {
        200: OpenApi,
        304: NotModified,
      }),
    })
    .get('/docs', ({ request }) => send(make().page, request), {
      detail: responds('This document as a page to read', {
        200: document('text/html', 'The API reference'),
        304: NotModified,
      }),
    });
}
