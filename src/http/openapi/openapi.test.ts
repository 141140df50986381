import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { startTestAppBeforeAll } from '../../testing';
import { aHostel, aPerson, anEvent } from '../../testing/fixtures';
import { FieldErrors, RESPONSES_KEY, type Responses } from '../contract';
import { SECURITY_HEADERS } from '../security';
import { Event } from '../../modules/events/model';
import { Hostel } from '../../modules/hostels/model';
import { openApiPath, type OpenApiDocument } from './document';
import { apiPaths } from '../../../web/lib/api-paths';
import { adminApiPaths } from '../../../web/lib/admin-api-paths';

const t = startTestAppBeforeAll();

const served = async () => (await t.call('GET', '/api/openapi.json')).json as OpenApiDocument;

/** SPEC.md section 7's table of calls, as `GET /api/events/{id}`. */
function specCalls() {
  const spec = readFileSync(new URL('../../../docs/SPEC.md', import.meta.url), 'utf8');
  const section = spec.slice(spec.indexOf('## 7. The calls it makes'), spec.indexOf('## 8.'));
  return [...section.matchAll(/^\| (GET|POST|PUT|DELETE) \| (\S+) \|/gm)].map(
    ([, method, path]) => `${method} ${path}`,
  );
}

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** The schema a route names for a status in its `responds(…)`. */
function declared(method: string, path: string, status: keyof Responses) {
  const route = t.app.routes.find((r) => r.method === method && openApiPath(r.path) === path);
  return ((route?.hooks.detail as Record<string, Responses> | undefined)?.[RESPONSES_KEY]?.[status] ??
    null) as v.GenericSchema | null;
}

describe('the OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document, by a validator of the specification', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  test('lists every call of SPEC.md section 7', async () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(30);
    const listed = operations(await served());
    expect(calls.filter((call) => !listed.includes(call))).toEqual([]);
  });

  test('lists every route of the app, the ones we added too', async () => {
    const listed = operations(await served());
    const routes = t.app.routes
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed).toContain('GET /api/openapi.json');
  });

  test('lists every path the web app calls (web/lib/api-paths.ts, admin-api-paths.ts)', async () => {
    const templates = Object.keys((await served()).paths).map(
      (path) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    );
    const pathOf = (path: string | ((...args: string[]) => string)) =>
      typeof path === 'function' ? path('people', 'preview') : path;
    const called = Object.values({ ...apiPaths, ...adminApiPaths }).map((path) =>
      pathOf(path as string | ((...args: string[]) => string)).replace(/\?.*/, ''),
    );
    expect(called.length).toBeGreaterThan(30);
    expect(called.filter((path) => !templates.some((template) => template.test(path)))).toEqual([]);
  });

  test('marks the admin calls as taking a bearer token, with their 401 and 403', async () => {
    const post = (await served()).paths['/api/people']!.post!;
    expect(post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '413', '415']));
    expect((await served()).paths['/api/people']!.get!.security).toBeUndefined();
  });

  test('is made once, with an ETag that gets 304', async () => {
    const first = await t.call('GET', '/api/openapi.json');
    const etag = first.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await t.app.handle(
      new Request('http://localhost/api/openapi.json', { headers: { 'if-none-match': etag } }),
    );
    expect(again.status).toBe(304);
  });
});

describe('the reference page', () => {
  test('shows every operation, with no script and the site headers', async () => {
    const document = await served();
    const { response } = await t.call('GET', '/api/docs', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']!);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        expect(html).toContain(
          `id="${operation.operationId}"><summary><span class="method ${method}">${method}</span> <code>${path}</code>`,
        );
      }
    }
  });
});

describe('real responses match their schemas', () => {
  test('GET /api/hostels is a list of hostels', async () => {
    const { status, json } = await t.call('GET', '/api/hostels');
    expect(status).toBe(200);
    expect(v.safeParse(v.array(Hostel), json).issues).toBeUndefined();
  });

  test("a write's response is { message, data } with the record", async () => {
    const { status, json } = await t.admin('POST', '/api/events', anEvent());
    expect(status).toBe(200);
    expect(v.safeParse(v.object({ message: v.string(), data: Event }), json).issues).toBeUndefined();
    const account = await t.admin('POST', '/api/admin/accounts', { username: 'office_one', role: 'editor' });
    expect(v.safeParse(declared('POST', '/api/admin/accounts', 200)!, account.json).issues).toBeUndefined();
  });

  test('a refused input gets 400 with { message, errors }', async () => {
    const { status, json } = await t.admin('PUT', '/api/admin/username', { currentPassword: '', newUsername: '' });
    expect(status).toBe(400);
    expect(v.safeParse(FieldErrors, json).issues).toBeUndefined();
  });
});

/** Whether a JSON body fits a declared object schema: its required fields there, and no field it does not name. */
function fits(
  schema: { required?: string[]; properties?: Record<string, unknown> } | undefined,
  body: Record<string, unknown>,
) {
  return (
    Boolean(schema?.properties) &&
    (schema!.required ?? []).every((name) => name in body) &&
    Object.keys(body).every((name) => name in schema!.properties!)
  );
}

describe('the document declares what the routes respond', () => {
  test('a body that cannot be read, or is of another type, gets a 400 or 415 the route declares', async () => {
    const document = await served();
    const writes = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([method]) => method !== 'get')
        .map(([method, operation]) => ({ method, path, operation })),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const { method, path, operation } of writes) {
      const url = path.replace(/\{\w+\}/g, 'x');
      for (const [init, status] of [
        [{ body: '{bad' }, 400],
        [{ body: 'hello', headers: { 'content-type': 'text/plain' } }, 415],
      ] as const) {
        const response = await t.call(method.toUpperCase(), url, { ...init, token: t.token });
        const declared = operation.responses[String(status)]?.content?.['application/json']?.schema as Parameters<
          typeof fits
        >[0];
        expect({ call: `${method} ${path}`, status: response.status, fits: fits(declared, response.json) }).toEqual({
          call: `${method} ${path}`,
          status,
          fits: true,
        });
      }
    }
  });

  test(
    'a person still warden of a hostel is refused with a ' + 'declared 409; a hostel, never refused, declares none',
    async () => {
      const document = await served();
      const person = (await t.admin('POST', '/api/people', aPerson())).json.data;
      await t.admin('POST', '/api/hostels', aHostel({ warden: person._id, supervisor: person._id }));
      const refused = await t.admin('DELETE', `/api/people/${person._id}`);
      expect(refused.status).toBe(409);
      expect(
        fits(
          document.paths['/api/people/{id}']!.delete!.responses['409']!.content!['application/json']!.schema as never,
          refused.json,
        ),
      ).toBe(true);
      expect(document.paths['/api/hostels/{id}']!.delete!.responses['409']).toBeUndefined();
    },
  );

  test('the public reads that take ?lang= name it', async () => {
    const document = await served();
    const takesLang = (path: string) =>
      document.paths[path]!.get!.parameters?.some((p) => p.name === 'lang' && p.in === 'query' && !p.required);
    for (const path of [
      '/api/hostels',
      '/api/hostels/{id}',
      '/api/people',
      '/api/events',
      '/api/events/upcoming',
      '/api/notifications',
      '/api/notifications/latest',
      '/api/notifications.atom',
      '/api/events.ics',
      '/api/events/{file}',
      '/api/pages/{slug}',
      '/api/search',
    ]) {
      expect({ path, lang: takesLang(path) }).toEqual({ path, lang: true });
    }
    // Named for the document only: the cached reads are not checked.
    expect(
      t.app.routes.find((r) => r.method === 'GET' && r.path === '/api/notifications/')!.hooks.query,
    ).toBeUndefined();
  });

  test('this document declares itself as a JSON object', async () => {
    const document = await served();
    const schema = document.paths['/api/openapi.json']!.get!.responses['200']!.content!['application/json']!
      .schema as Parameters<typeof fits>[0] & { type: string };
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['openapi', 'info', 'paths']);
  });
});

describe('the contract costs the hot path nothing', () => {
  test('the cached public lists validate no response', () => {
    for (const path of [
      '/api/people/',
      '/api/hostels/',
      '/api/events/',
      '/api/events/upcoming',
      '/api/notifications/',
      '/api/notifications/latest',
      '/api/mess/',
    ]) {
      const route = t.app.routes.find((r) => r.method === 'GET' && r.path === path)!;
      expect(String((route as unknown as { compile(): unknown }).compile())).not.toContain('validator.response');
    }
  });
});
