// The records server tests add, one builder each (after bulletproof-react's
// data generators): a body the API accepts, with `overrides` naming what a
// test depends on; `add…` posts one through a test app and returns the record.
import { expect } from 'bun:test';
import { PNG_DATA_URL, blobStored, type TestApp } from '../testing';
import { MANIFEST, type EntityName } from '../manifest';

/** What `t.call` returns: the status, the JSON body and the Response. */
export type TestResponse = Awaited<ReturnType<TestApp['call']>>;
type Fields = Record<string, unknown>;

/** The body of a response that must be a 200 (its message shows when it is not). */
export async function ok(response: Promise<TestResponse> | TestResponse) {
  const { status, json } = await response;
  expect({ status, message: json?.message }).toMatchObject({ status: 200 });
  return json;
}

/** An account an owner linked to the institute (`way`), found by `instituteLogin` at its first sign-in: its id. */
export const addLinkedAccount = async (
  t: TestApp,
  username: string,
  way: 'oidc' | 'ldap',
  instituteLogin: string,
  role = 'editor',
) =>
  (await ok(t.admin('POST', '/api/admin/accounts', { username, role, signIn: way, instituteLogin }))).data
    ._id as string;

export const aPerson = <O extends Fields>(overrides = {} as O) => ({
  name: 'Dr. Asha Rao',
  designation: 'Warden',
  role: 'warden',
  ...overrides,
});

export const aHostel = <O extends Fields & { warden: unknown; supervisor: unknown }>(overrides: O) => ({
  name: 'Karavali (Block I)',
  rooms: 120,
  ...overrides,
});

export const anEvent = <O extends Fields>(overrides = {} as O) => ({
  title: 'Hostel Day',
  description: 'Annual celebration',
  date: '2030-03-01',
  ...overrides,
});

export const aNotice = <O extends Fields>(overrides = {} as O) => ({
  title: 'Water supply',
  message: 'No water on Sunday',
  priority: 'high',
  ...overrides,
});

export const aMess = <O extends Fields & { hostel: string | null }>(overrides: O) => ({
  mess_name: 'Ganga Mess',
  caterers_name: 'Sai Caterers',
  capacity: 250,
  night_canteen: 'Available',
  ...overrides,
});

export const aPicture = <O extends Fields>(overrides = {} as O) => ({
  image: PNG_DATA_URL,
  caption: 'Hostel Day on the lawn',
  category: 'Events',
  ...overrides,
});

/** A small PDF upload, as a data URL; `text` tells one from another. */
export const aPdf = (text = '', name = 'rules.pdf') =>
  `data:application/pdf;name=${name};base64,${Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64')}`;

/** The records an entity's example names: a warden and a supervisor for a hostel, a hostel to be under. */
export type Named = { warden: string; supervisor: string; hostel: string };

/**
 * One body per entity that its add and its change accept, with every field a visitor would see; the types ask for
 * one per manifest row. The hostile corpus spoils one field of it at a time; the roles' test adds and changes with it.
 */
export const ENTITY_EXAMPLES: { [Name in EntityName]: (named: Named) => Fields } = {
  people: ({ hostel }) =>
    aPerson({
      designation: 'Professor',
      phone: '+91 1',
      email: 'asha@example.edu',
      contact: 'https://example.edu/asha',
      alt: 'Portrait',
      department: 'Civil',
      hostel: [hostel],
    }),
  hostels: ({ warden, supervisor }) =>
    aHostel({
      name: 'Karavali',
      photoSphere: 'https://www.google.com/maps/embed?pb=1',
      warden,
      supervisor,
      rooms: 100,
      mess: 'Mess A',
      contact: '0824 000',
      other_facilities: ['Wi-Fi'],
      gender: 'male',
      sharing: 'double',
      year: '1st',
    }),
  messes: ({ hostel }) =>
    aMess({ mess_name: 'Annapurna', hostel, type: 'Veg', nominated_mess_members: ['Asha - Secretary - 98765'] }),
  events: () =>
    anEvent({
      date: '2031-03-01',
      time: '6 PM',
      location: 'Lawn',
      category: 'cultural',
      isActive: true,
    }),
  notifications: () =>
    aNotice({
      message: 'Off on Sunday',
      targetAudience: ['students'],
      isActive: true,
      expiresAt: null,
      url: 'https://example.edu/notice',
      pinned: true,
    }),
  files: () => ({ file_name: 'Rules', description: 'Hostel rules', for_student: true, file: aPdf() }),
  gallery: () => aPicture({ caption: 'Hostel Day', featured: true, order: 3 }),
};

/** How a record of `name` is changed: a PUT of it, or for SPEC.md's people a POST naming its `_id`. */
export const changeOf = (name: EntityName, id: string, body: Fields) =>
  name === 'people'
    ? { method: 'POST' as const, path: MANIFEST[name].path, body: { ...body, _id: id } }
    : { method: 'PUT' as const, path: `${MANIFEST[name].path}/${id}`, body };

export const addPerson = async (t: TestApp, overrides: Fields = {}) =>
  (await ok(t.admin('POST', '/api/people', aPerson(overrides)))).data;

export const addHostel = async (t: TestApp, overrides: Parameters<typeof aHostel>[0]) =>
  (await ok(t.admin('POST', '/api/hostels', aHostel(overrides)))).data;

export const addEvent = async (t: TestApp, overrides: Fields = {}) =>
  (await ok(t.admin('POST', '/api/events', anEvent(overrides)))).data;

export const addNotice = async (t: TestApp, overrides: Fields = {}) =>
  (await ok(t.admin('POST', '/api/notifications', aNotice(overrides)))).data;

export const addMess = async (t: TestApp, overrides: Parameters<typeof aMess>[0]) =>
  (await ok(t.admin('POST', '/api/mess', aMess(overrides)))).data;

export const addPicture = async (t: TestApp, overrides: Fields = {}) =>
  (await ok(t.admin('POST', '/api/gallery', aPicture(overrides)))).data;

/** A refused request: its status and the message the web shows. */
export async function expectRefused(response: Promise<TestResponse> | TestResponse, status: number, message: string) {
  const { status: got, json } = await response;
  expect(got).toBe(status);
  expect(json?.message).toBe(message);
}

/**
 * A record just added with a picture: its picture's URL, its two stamps alike, and the
 * public list holding it as the write returned it (pictures as URLs, never bytes).
 */
export async function expectAddedWithPicture(
  t: TestApp,
  entity: 'people' | 'hostels',
  record: { _id: string; image: string; createdAt: string; updatedAt: string },
) {
  expect(record.image).toMatch(new RegExp(`^/api/${entity}/image/${record._id}\\?v=`));
  expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  expect(record.updatedAt).toBe(record.createdAt);

  const list = await t.call('GET', `/api/${entity}`);
  expect(list.status).toBe(200);
  expect(byId(list.json, record._id)).toEqual(record);
  expect(JSON.stringify(list.json)).not.toContain('base64');
}

/** The stored picture's key of a record, read from its table; null when it has none. */
export const imageKeyOf = async (t: TestApp, table: 'people' | 'hostels' | 'events' | 'gallery', id: string) =>
  (await t.ctx.db.get<{ image: string | null }>(`SELECT image FROM ${table} WHERE id = ?`, id))?.image ?? null;

/** Deleting a record with a picture keeps the picture in the trash; purging the record deletes it. */
export async function expectDeletedThenPurged(t: TestApp, entity: 'people' | 'hostels', id: string, message: string) {
  const key = (await imageKeyOf(t, entity, id))!;
  expect(await blobStored(t.ctx, key)).toBe(true);
  const deleted = await t.admin('DELETE', `/api/${entity}/${id}`);
  expect(deleted.status).toBe(200);
  expect(deleted.json).toEqual({ message, data: { _id: id } });
  expect(await blobStored(t.ctx, key)).toBe(true);
  expect((await t.purge(id)).status).toBe(200);
  expect(await blobStored(t.ctx, key)).toBe(false);
}

/**
 * A request and what it must get, after PocketBase's ApiScenario: sent as a
 * visitor, or with the test app's token (`token: 'admin'`) or a broken one
 * (`'broken'`); `status` and `message` are checked when given.
 */
export type Scenario = {
  method: string;
  path: string;
  body?: unknown;
  token?: 'admin' | 'broken';
  status?: number;
  message?: string;
};

export async function expectResponses(t: TestApp, scenarios: Scenario[]) {
  for (const { method, path, body, token, status, message } of scenarios) {
    const request = `${method} ${path}`;
    const response = await t.call(method, path, {
      body,
      token: token === 'admin' ? t.token : token === 'broken' ? `${t.token}x` : undefined,
    });
    if (status !== undefined) expect({ request, status: response.status }).toEqual({ request, status });
    if (message !== undefined) expect({ request, message: response.json?.message }).toEqual({ request, message });
  }
}

/** Signs in to an app no test app wraps (a restored or migrated site): the login's Response. */
export const signInTo = (app: { handle(request: Request): Promise<Response> }, username: string, password: string) =>
  app.handle(
    new Request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  );

/** A hostel written straight into the database, without the warden and supervisor the API asks for; its id. */
export async function insertBareHostel(t: TestApp, name: string) {
  const id = crypto.randomUUID().replaceAll('-', '');
  const now = new Date().toISOString();
  await t.ctx.db.run(
    'INSERT INTO hostels (id, name, rooms, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    id,
    name,
    100,
    now,
    now,
  );
  return id;
}

type Listed = { _id: string };

/** The ids of a list response, in its order. */
export const idsOf = (list: Listed[]) => list.map((record) => record._id);

/** The record of a list response with this id. */
export const byId = <T extends Listed>(list: T[], id: string) => list.find((record) => record._id === id);

/** The titles of a list response (events, notices), in its order. */
export const titlesOf = (list: { title: string }[]) => list.map((record) => record.title);
