// Every entity of the manifest is covered by each part that reads it: the
// activity log, its public list, search, the CSV export, the rendered pages'
// data, the trash and the roles' grants. Each entity's record is its example
// (testing/fixtures.ts) named by a word no other record has.
import { withTranslationColumns } from './translations/csv';
import type { Column } from './columns';
import { DEFAULT_LANGUAGE } from '../languages';
import { beforeAll, describe, expect, test } from 'bun:test';
import { mayEver } from '../auth/permissions';
import { publicData } from '../render/public-data-source';
import { startTestAppBeforeAll } from '../testing';
import { ENTITY_EXAMPLES, addHostel, addPerson, ok, type Named } from '../testing/fixtures';
import type { ActivityEntry } from './activity/model';
import { ENTITIES } from './entities';
import { ENTITY_NAMES, rowOf } from '../manifest';
import { TRASH_ENTITIES } from './trash/texts';

const t = startTestAppBeforeAll();

type Added = { _id: string } & Record<string, unknown>;

/** The records the examples name: a warden and supervisor, a hostel. */
let named: Named;
beforeAll(async () => {
  const warden = (await addPerson(t))._id;
  const hostel = (await addHostel(t, { name: 'Named Hall', warden, supervisor: warden }))._id;
  named = { warden, supervisor: warden, hostel };
});

test("the registry has each manifest row's kind, in the manifest's order", () => {
  expect(ENTITIES.map((kind) => kind.entity)).toEqual(ENTITY_NAMES);
});

describe.each(ENTITIES.map((kind) => [kind.entity, kind] as const))('%s', (entity, kind) => {
  const name = `Zephyrine${entity}`;
  let added: Added;
  beforeAll(async () => {
    const { path } = rowOf(entity);
    added = (await ok(t.admin('POST', path, { ...ENTITY_EXAMPLES[entity](named), [kind.nameField]: name }))).data;
  });

  test('is added, named in the activity log by its name field, and found again', async () => {
    expect(added[kind.nameField]).toBe(name);
    const { entries } = (await t.admin('GET', `/api/admin/activity?entity=${entity}`)).json as {
      entries: ActivityEntry[];
    };
    expect(entries.find((entry) => entry.entityId === added._id && entry.action === 'create')).toMatchObject({
      entity,
      name,
    });
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
