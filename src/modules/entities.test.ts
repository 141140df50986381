// Every entity of the manifest is covered by each part that reads it: the
// activity log, its public list, search, the CSV export, the rendered pages'
// data, the trash and the roles' grants. A new entity is its manifest row, its
// module, one line in entities.ts and one line in ADD below.
import { withTranslationColumns } from './translations/csv';
import type { Column } from './columns';
import { DEFAULT_LANGUAGE } from '../languages';
import { describe, expect, test } from 'bun:test';
import { mayEver } from '../auth/permissions';
import { publicData } from '../render/public-data-source';
import { startTestAppBeforeAll, type TestApp } from '../testing';
import { aPdf, addEvent, addHostel, addMess, addNotice, addPerson, addPicture, ok } from '../testing/fixtures';
import type { ActivityEntry } from './activity/model';
import { ENTITIES } from './entities';
import { ENTITY_NAMES, rowOf, type EntityName } from '../manifest';
import { TRASH_ENTITIES } from './trash/texts';

const t = startTestAppBeforeAll();

type Added = { _id: string } & Record<string, unknown>;

/** How a test adds one record of each entity that visitors see, named by a word no other record has. */
const ADD: Record<EntityName, (t: TestApp, name: string) => Promise<Added>> = {
  people: (t, name) => addPerson(t, { name }),
  hostels: async (t, name) => {
    const warden = await addPerson(t);
    return addHostel(t, { name, warden: warden._id, supervisor: warden._id });
  },
  messes: async (t, name) => {
    const warden = await addPerson(t);
    const hostel = await addHostel(t, { name: `${name} Hall`, warden: warden._id, supervisor: warden._id });
    return addMess(t, { mess_name: name, hostel: hostel._id });
  },
  notifications: (t, name) => addNotice(t, { title: name }),
  events: (t, name) => addEvent(t, { title: name }),
  gallery: (t, name) => addPicture(t, { caption: name }),
  files: async (t, name) =>
    (await ok(t.admin('POST', '/api/files', { file_name: name, for_student: true, file: aPdf(name) }))).data,
};

test("the registry has each manifest row's kind, in the manifest's order", () => {
  expect(ENTITIES.map((kind) => kind.entity)).toEqual(ENTITY_NAMES);
});

describe.each(ENTITIES.map((kind) => [kind.entity, kind] as const))('%s', (entity, kind) => {
  const name = `Zephyrine${entity}`;
  let added: Added;

  test('is added, named in the activity log by its name field, and found again', async () => {
    added = await ADD[entity](t, name);
    expect(added[kind.nameField]).toBe(name);
    const [entry] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[];
    expect(entry).toMatchObject({ action: 'create', entity, entityId: added._id, name });
    expect(((await kind.find(t.ctx.db, added._id)) as Added)[kind.nameField]).toBe(name);
    for (const field of kind.translatable) expect(Object.keys(added)).toContain(field);
  });

  test("is in its public list, in the rendered pages' data and in search", async () => {
    const listed = (await kind.publicList(t.ctx)).value as Added[];
    expect(listed.map((record) => record._id)).toContain(added._id);
    const rendered = (
      await (publicData(t.ctx, DEFAULT_LANGUAGE).data as unknown as Record<string, () => Promise<Added[]>>)[entity]()
    ).map((record) => record._id);
    expect(rendered).toContain(added._id);
    const { json } = await t.call('GET', `/api/search?q=${name}`);
    expect((json as { _id: string }[]).map((result) => result._id)).toContain(added._id);
  });

  test('is in its CSV export, under its columns, each text followed by its translations', async () => {
    const response = await t.app.handle(
      new Request(`http://localhost/api/admin/export/${rowOf(kind.entity).csv}.csv`, {
        headers: { authorization: `Bearer ${t.token}` },
      }),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const columns = withTranslationColumns(kind.csv.columns as Column<{ _id: string }>[], kind.translatable, new Map());
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(columns.map((column) => column.header).join(','));
    for (const field of kind.translatable)
      expect(columns.map((column) => column.field)).toContain(`translations.hi.${field}`);
    expect(text).toContain(name);
  });

  test('goes to the trash on delete and comes back from it', async () => {
    expect(TRASH_ENTITIES).toContain(kind.trash.entity);
    await ok(t.admin('DELETE', `${rowOf(entity).path}/${added._id}`));
    const items = (await t.admin('GET', '/api/admin/trash')).json.items as {
      _id: string;
      recordId: string;
      entity: string;
    }[];
    const item = items.find((trashed) => trashed.recordId === added._id)!;
    expect(item.entity).toBe(kind.trash.entity);
    await ok(t.admin('POST', `/api/admin/trash/${item._id}/restore`));
    expect(((await kind.find(t.ctx.db, added._id)) as Added)[kind.nameField]).toBe(name);
  });

  test('has grants: an owner may add, change and delete it', () => {
    const owner = { id: 'owner', role: 'owner' as const, hostels: [] };
    for (const verb of ['create', 'update', 'delete']) expect(mayEver(owner, `${entity}.${verb}` as never)).toBe(true);
  });
});
