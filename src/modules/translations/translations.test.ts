import { describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../../testing';
import { emptyWeek } from '../messes/menu';
import { insertTranslationsIfNone, listTranslations, upsertTranslations } from './repo';
import {
  aHostel,
  aMess,
  aNotice,
  addHostel,
  addMess,
  addNotice,
  addPerson,
  byId,
  ok,
  type TestResponse,
} from '../../testing/fixtures';
import { ENTITIES } from '../entities';
import { translationErrors, translationMaxLength } from './model';
import { readPublishedNotifications } from '../notifications/reads';
import { notificationKind } from '../notifications/entity';
import { inLanguage } from './reads';
import { NUL_IN_TEXT } from '../../http/fields';
import { achievementsDefaults } from '../pages/content/achievements';
import achievementsHindi from '../pages/content/defaults/achievements.hi.json';

const t = startTestAppBeforeAll();

/** A record as a read sends it: its fields, and in Hindi which of them are in English. */
type Shown = { _id: string; englishFields?: string[] } & Record<string, unknown>;
type ShownNested = Shown & { week: Record<string, Record<string, string>>; content: { hero: { title: string } } };

const hindiRead = async <T = Shown[]>(path: string) =>
  (await t.call('GET', `${path}${path.includes('?') ? '&' : '?'}lang=hi`)).json as T;
const listed = (list: Shown[], id: string) => byId(list, id)!;
const consoleRead = async (entity: string) =>
  (await ok(t.admin('GET', `/api/admin/translations/${entity}`))) as {
    fields: string[];
    records: Record<
      string,
      {
        translations: { hi: Record<string, { text: string; source: string; stale: boolean }> };
        needsTranslation: { hi: string[] };
      }
    >;
  };

describe('a notice in Hindi', () => {
  test('a write gives its Hindi beside the English; a Hindi read shows it, the English read is unchanged', async () => {
    const notice = await addNotice(t, {
      title: 'Water supply',
      message: 'No water on Sunday',
      translations: { hi: { title: 'जल आपूर्ति' } },
    });
    const hindi = listed(await hindiRead('/api/notifications'), notice._id);
    expect(hindi.title).toBe('जल आपूर्ति');
    // The message has no translation: sent in English, and said so.
    expect(hindi.message).toBe('No water on Sunday');
    expect(hindi.englishFields).toEqual(['message']);
    const english = listed((await t.call('GET', '/api/notifications')).json, notice._id);
    expect(english.title).toBe('Water supply');
    expect(english).not.toHaveProperty('englishFields');
    // A language the site is not in reads as English.
    expect(listed((await t.call('GET', '/api/notifications?lang=xx')).json, notice._id)).not.toHaveProperty(
      'englishFields',
    );
  });

  test(
    'an English edit makes the Hindi out of date: the console ' +
      'says so, and the Hindi page shows the current English',
    async () => {
      const notice = await addNotice(t, {
        title: 'Mess fee',
        message: 'The fine is ₹100.',
        translations: { hi: { title: 'मेस शुल्क', message: 'जुर्माना ₹100 है।' } },
      });
      expect((await consoleRead('notifications')).records[notice._id].needsTranslation.hi).toEqual([]);

      await ok(t.admin('PUT', `/api/notifications/${notice._id}`, { ...notice, message: 'The fine is ₹500.' }));
      const hindi = listed(await hindiRead('/api/notifications'), notice._id);
      expect(hindi.title).toBe('मेस शुल्क');
      expect(hindi.message).toBe('The fine is ₹500.');
      expect(hindi.englishFields).toEqual(['message']);

      const { fields, records } = await consoleRead('notifications');
      expect(fields).toEqual(['title', 'message']);
      expect(records[notice._id].translations.hi.message).toEqual({
        text: 'जुर्माना ₹100 है।',
        source: 'The fine is ₹100.',
        stale: true,
      });
      expect(records[notice._id].translations.hi.title.stale).toBe(false);
      expect(records[notice._id].needsTranslation.hi).toEqual(['message']);

      // Updated, the translation is current again; an empty text removes one.
      await ok(
        t.admin('PUT', `/api/notifications/${notice._id}`, {
          ...notice,
          message: 'The fine is ₹500.',
          translations: { hi: { message: 'जुर्माना ₹500 है।', title: '' } },
        }),
      );
      const updated = listed(await hindiRead('/api/notifications'), notice._id);
      expect(updated.message).toBe('जुर्माना ₹500 है।');
      expect(updated.title).toBe('Mess fee');
      expect(updated.englishFields).toEqual(['title']);
    },
  );

  test('a write without translations keeps them; one naming a text the record has not is refused whole', async () => {
    const notice = await addNotice(t, { title: 'Lift', translations: { hi: { title: 'लिफ़्ट' } } });
    await ok(t.admin('PUT', `/api/notifications/${notice._id}`, { ...notice, priority: 'low' }));
    expect(listed(await hindiRead('/api/notifications'), notice._id).title).toBe('लिफ़्ट');

    const refused = await t.admin('PUT', `/api/notifications/${notice._id}`, {
      ...notice,
      title: 'Lift repaired',
      translations: { hi: { priority: 'कम' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('priority is not a text of this record that can be translated.');
    expect(listed((await t.call('GET', '/api/notifications')).json, notice._id).title).toBe('Lift');

    expect(
      (await t.admin('POST', '/api/notifications', aNotice({ translations: { fr: { title: 'Eau' } } }))).status,
    ).toBe(400);
  });

  test('a Hindi list made from an English read a write overtook is made again at the next read', async () => {
    const notice = await addNotice(t, { title: 'Gym closed' });
    await hindiRead('/api/notifications');
    // As a Hindi read does it: the English read, then a write commits before its Hindi is made.
    const english = readPublishedNotifications(t.ctx);
    await ok(t.admin('PUT', `/api/notifications/${notice._id}`, { ...notice, title: 'Gym open' }));
    await inLanguage(t.ctx, notificationKind, english, 'hi');
    expect(listed(await hindiRead('/api/notifications'), notice._id).title).toBe('Gym open');
  });
});

describe('texts without words', () => {
  test('a year, a count or a time reads the same in Hindi: never asked for, never marked as English', async () => {
    const page = await hindiRead<Shown & { content: { achievements: { year: string }[]; stats: { value: string }[] } }>(
      '/api/pages/achievements',
    );
    expect(page.content.achievements[0].year).toMatch(/^\d{4}$/);
    // A text with words is asked for (no test translates a description).
    expect(page.englishFields).toContain('achievements.0.description');
    expect(page.englishFields?.filter((path) => /\.(year|value)$/.test(path))).toEqual([]);
    const needed: string[] = (await t.admin('GET', '/api/admin/translations/pages')).json.records.achievements
      .needsTranslation.hi;
    expect(needed).toContain('achievements.0.description');
    expect(needed.filter((path) => /\.(year|value)$/.test(path))).toEqual([]);
  });
});

describe('other kinds', () => {
  test("a hostel's facilities are translated one by one, and its record read in Hindi", async () => {
    const warden = await addPerson(t, { name: 'Dr. Meera Nair', translations: { hi: { name: 'डॉ. मीरा नायर' } } });
    const supervisor = await addPerson(t, { name: 'Ravi Kumar', role: 'supervisor' });
    const hostel = await addHostel(t, {
      name: 'Nilgiri',
      warden: warden._id,
      supervisor: supervisor._id,
      other_facilities: ['Gym', 'Library'],
      translations: { hi: { name: 'नीलगिरि', 'other_facilities.1': 'पुस्तकालय' } },
    });
    const hindi = await hindiRead<Shown>(`/api/hostels/${hostel._id}`);
    expect(hindi.name).toBe('नीलगिरि');
    expect(hindi.other_facilities).toEqual(['Gym', 'पुस्तकालय']);
    expect(hindi.englishFields).toEqual(['other_facilities.0']);
    // Its warden is read with it, in Hindi too, saying what of it is in English; the supervisor has no translation.
    expect(hindi.warden).toMatchObject({ name: 'डॉ. मीरा नायर', englishFields: ['designation'] });
    expect(hindi.supervisor).toMatchObject({ name: 'Ravi Kumar', englishFields: ['name', 'designation'] });
    // A person's hostels are read with them too.
    await ok(
      t.admin('POST', '/api/people', {
        _id: warden._id,
        name: 'Dr. Meera Nair',
        designation: 'Warden',
        role: 'warden',
        hostel: [hostel._id],
      }),
    );
    const staff = listed(await hindiRead('/api/people'), warden._id);
    expect(staff.hostel).toEqual([{ _id: hostel._id, name: 'नीलगिरि', englishFields: [] }]);
    expect(listed(await hindiRead('/api/people'), warden._id).name).toBe('डॉ. मीरा नायर');
    expect((await consoleRead('hostels')).records[hostel._id].needsTranslation.hi).toEqual(['other_facilities.0']);

    // A facility removed takes its translation with it.
    await ok(
      t.admin('PUT', `/api/hostels/${hostel._id}`, {
        ...hostel,
        warden: warden._id,
        supervisor: supervisor._id,
        other_facilities: ['Gym'],
      }),
    );
    expect(Object.keys((await consoleRead('hostels')).records[hostel._id].translations.hi)).toEqual(['name']);
  });

  test("a weekly menu's meals and a page's content are translated by their place in it", async () => {
    const [warden, supervisor] = [await addPerson(t), await addPerson(t, { role: 'supervisor' })];
    const mess = await addMess(t, {
      hostel: (await addHostel(t, { name: 'Kaveri', warden: warden._id, supervisor: supervisor._id }))._id,
    });
    const week = { ...emptyWeek(), monday: { breakfast: 'Idli, sambar', lunch: 'Rice, dal', snacks: '', dinner: '' } };
    const saved = await t.admin('PUT', `/api/mess/${mess._id}/menu`, {
      week,
      translations: { hi: { 'monday.breakfast': 'इडली, सांबर' } },
    });
    expect(saved.status).toBe(200);
    const menu = await hindiRead<ShownNested>(`/api/mess/${mess._id}/menu`);
    expect(menu.week.monday.breakfast).toBe('इडली, सांबर');
    expect(menu.englishFields).toEqual(['monday.lunch']);

    const about = (await t.call('GET', '/api/pages/about')).json;
    await ok(
      t.admin('PUT', '/api/pages/about', {
        content: about.content,
        translations: { hi: { 'hero.title': 'हमारे बारे में' } },
      }),
    );
    const page = await hindiRead<ShownNested>('/api/pages/about');
    expect(page.content.hero.title).toBe('हमारे बारे में');
    expect(page.englishFields).toContain('hero.subtitle');
    expect(page.englishFields).not.toContain('hero.title');
    // Addresses are not words: a portrait's path is never a text to translate.
    expect(page.englishFields).not.toContain('messages.director.portrait');
    expect(
      (
        await t.admin('PUT', '/api/pages/about', {
          content: about.content,
          translations: { hi: { 'messages.director.portrait': '/x.webp' } },
        })
      ).status,
    ).toBe(400);
    expect((await consoleRead('pages')).records.about.translations.hi['hero.title'].source).toBe('About Us');
  });

  test('the console read needs a signed-in admin and a kind that is translated', async () => {
    expect((await t.call('GET', '/api/admin/translations/notifications')).status).toBe(401);
    expect((await t.admin('GET', '/api/admin/translations/accounts')).status).toBe(404);
  });
});

describe("a translation's length", () => {
  test("every translated field of every entity is bounded by half as much again as its English's limit", () => {
    for (const kind of ENTITIES) {
      for (const field of kind.translatable) {
        const limit = translationMaxLength(kind.schema, field) ?? translationMaxLength(kind.schema, `${field}.0`);
        expect({ entity: kind.entity, field, bounded: Number.isInteger(limit) }).toEqual({
          entity: kind.entity,
          field,
          bounded: true,
        });
      }
    }
  });

  /**
   * A record to write a Hindi text at `path` of, and the row its
   * write stamps: a write refused leaves that stamp as it was.
   */
  type Scenario = {
    entity: string;
    path: string;
    max: number;
    table: string;
    key?: string;
    start(): Promise<{ id: string; send(hindi: string): Promise<TestResponse> }>;
  };
  const staff = async () => {
    const person = await addPerson(t);
    return { warden: person._id, supervisor: person._id };
  };
  const scenarios: Scenario[] = [
    {
      entity: 'notifications',
      path: 'title',
      max: 300,
      table: 'notifications',
      async start() {
        const { _id: id } = await addNotice(t);
        return {
          id,
          send: (hindi) =>
            t.admin(
              'PUT',
              `/api/notifications/${id}`,
              aNotice({ message: 'Changed too', translations: { hi: { title: hindi } } }),
            ),
        };
      },
    },
    {
      entity: 'notifications',
      path: 'message',
      max: 7500,
      table: 'notifications',
      async start() {
        const { _id: id } = await addNotice(t);
        return {
          id,
          send: (hindi) =>
            t.admin(
              'PUT',
              `/api/notifications/${id}`,
              aNotice({ title: 'Changed too', translations: { hi: { message: hindi } } }),
            ),
        };
      },
    },
    {
      entity: 'hostels',
      path: 'other_facilities.1',
      max: 300,
      table: 'hostels',
      async start() {
        const fields = { ...(await staff()), other_facilities: ['Gym', 'Library'] };
        const { _id: id } = await addHostel(t, fields);
        return {
          id,
          send: (hindi) =>
            t.admin(
              'PUT',
              `/api/hostels/${id}`,
              aHostel({ ...fields, rooms: 99, translations: { hi: { 'other_facilities.1': hindi } } }),
            ),
        };
      },
    },
    {
      entity: 'messes',
      path: 'nominated_mess_members.0',
      max: 1500,
      table: 'messes',
      async start() {
        const hostel = (await addHostel(t, await staff()))._id;
        const { _id: id } = await addMess(t, aMess({ hostel, nominated_mess_members: ['Asha, Secretary'] }));
        return {
          id,
          send: (hindi) =>
            t.admin(
              'PUT',
              `/api/mess/${id}`,
              aMess({
                hostel,
                capacity: 99,
                nominated_mess_members: ['Asha, Secretary'],
                translations: { hi: { 'nominated_mess_members.0': hindi } },
              }),
            ),
        };
      },
    },
    {
      entity: 'menus',
      path: 'monday.lunch',
      max: 450,
      table: 'mess_menus',
      key: 'mess_id',
      async start() {
        const { _id: id } = await addMess(t, aMess({ hostel: (await addHostel(t, await staff()))._id }));
        const week = (lunch: string) => ({ ...emptyWeek(), monday: { ...emptyWeek().monday, lunch } });
        await ok(t.admin('PUT', `/api/mess/${id}/menu`, { week: week('Rice, dal') }));
        let count = 0;
        return {
          id,
          send: (hindi) =>
            t.admin('PUT', `/api/mess/${id}/menu`, {
              week: week(`Rice, dal ${++count}`.slice(0, 300)),
              translations: { hi: { 'monday.lunch': hindi } },
            }),
        };
      },
    },
  ];

  test.each(scenarios.map((scenario) => [`${scenario.entity} ${scenario.path}`, scenario] as const))(
    '%s: as long as its limit is saved; one character more is a ' +
      '400 naming it and the limit, and nothing of the write is kept',
    async (_, { entity, path, max, table, key = 'id', start }) => {
      const { id, send } = await start();
      const atMost = 'अ'.repeat(max);
      await ok(send(atMost));
      const stamp = async () =>
        (await t.ctx.db.get<{ updated_at: string }>(`SELECT updated_at FROM ${table} WHERE ${key} = ?`, id))!
          .updated_at;
      const before = await stamp();
      const refused = await send(`${atMost}अ`);
      const message = translationErrors.tooLong(path, max);
      expect({ status: refused.status, message: refused.json.message, errors: refused.json.errors }).toEqual({
        status: 400,
        message,
        errors: [{ path: `translations.hi.${path}`, message }],
      });
      expect(message).toContain(String(max));
      expect(await stamp()).toBe(before);
      expect((await consoleRead(entity)).records[id].translations.hi[path].text).toBe(atMost);
    },
  );
});

describe('a text with a NUL', () => {
  test("a NUL in a translation is refused, in a file's multipart upload as in JSON", async () => {
    const upload = new FormData();
    for (const [field, value] of Object.entries({
      file_name: 'Rules',
      translations: JSON.stringify({ hi: { file_name: 'नियम\0' } }),
    }))
      upload.append(field, value);
    upload.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'rules.pdf', { type: 'application/pdf' }));
    const refused = [
      await t.call('POST', '/api/files', { body: upload, token: t.token }),
      await t.admin('POST', '/api/notifications', aNotice({ translations: { hi: { title: 'जल\0' } } })),
    ];
    for (const { status, json } of refused)
      expect({ status, message: json.message }).toEqual({ status: 400, message: NUL_IN_TEXT });
  });
});

describe('a list of texts changed', () => {
  const facilities = { Gym: 'जिम', Library: 'पुस्तकालय', Wifi: 'वाई-फ़ाई' };
  const hostelWith = async (names: (keyof typeof facilities)[]) => {
    const [warden, supervisor] = [await addPerson(t), await addPerson(t, { role: 'supervisor' })];
    const translations = {
      hi: Object.fromEntries(names.map((name, index) => [`other_facilities.${index}`, facilities[name]])),
    };
    const hostel = await addHostel(t, {
      name: 'Godavari',
      warden: warden._id,
      supervisor: supervisor._id,
      other_facilities: names,
      translations,
    });
    return (other_facilities: string[]) =>
      ok(
        t.admin('PUT', `/api/hostels/${hostel._id}`, {
          ...hostel,
          warden: warden._id,
          supervisor: supervisor._id,
          other_facilities,
        }),
      );
  };

  test.each([
    ['the first removed', ['Library', 'Wifi']],
    ['two swapped', ['Gym', 'Wifi', 'Library']],
  ] as const)('%s: each facility keeps its Hindi, and the console has nothing to translate', async (_, after) => {
    const change = await hostelWith(['Gym', 'Library', 'Wifi']);
    const { _id } = (await change([...after])).data;
    const hindi = await hindiRead<Shown>(`/api/hostels/${_id}`);
    expect(hindi.other_facilities).toEqual(after.map((name) => facilities[name]));
    expect(hindi.englishFields).not.toContainEqual(expect.stringMatching(/^other_facilities/));
    const { translations, needsTranslation } = (await consoleRead('hostels')).records[_id];
    expect(needsTranslation.hi).not.toContainEqual(expect.stringMatching(/^other_facilities/));
    const saved = Object.fromEntries(
      Object.entries(translations.hi).filter(([path]) => path.startsWith('other_facilities')),
    );
    expect(saved).toEqual(
      Object.fromEntries(
        after.map((name, index) => [
          `other_facilities.${index}`,
          { text: facilities[name], source: name, stale: false },
        ]),
      ),
    );
  });

  test("a page's achievement removed: those after it keep their Hindi title and category", async () => {
    const translations = {
      hi: Object.fromEntries(
        achievementsHindi.achievements.flatMap(({ title, category }, index) => [
          [`achievements.${index}.title`, title],
          [`achievements.${index}.category`, category],
        ]),
      ),
    };
    await ok(t.admin('PUT', '/api/pages/achievements', { content: achievementsDefaults, translations }));
    await ok(
      t.admin('PUT', '/api/pages/achievements', {
        content: { ...achievementsDefaults, achievements: achievementsDefaults.achievements.slice(1) },
      }),
    );

    const page = await hindiRead<Shown & { content: { achievements: { title: string; category: string }[] } }>(
      '/api/pages/achievements',
    );
    expect(page.content.achievements.map(({ title, category }) => ({ title, category }))).toEqual(
      achievementsHindi.achievements.slice(1).map(({ title, category }) => ({ title, category })),
    );
    const { translations: saved, needsTranslation } = (await consoleRead('pages')).records.achievements;
    expect(needsTranslation.hi).not.toContainEqual(expect.stringMatching(/^achievements\.\d+\.(title|category)$/));
    expect(Object.keys(saved.hi).filter((path) => path.startsWith('achievements.')).length).toBe(
      2 * (achievementsDefaults.achievements.length - 1),
    );
  });
});

describe('a record deleted', () => {
  test('keeps its translations in the trash, back with a restore, and loses them when purged', async () => {
    const notice = await addNotice(t, { title: 'Holiday', translations: { hi: { title: 'अवकाश' } } });
    const trashed = async () =>
      ((await t.admin('GET', '/api/admin/trash')).json.items as { _id: string; recordId: string }[]).find(
        (item) => item.recordId === notice._id,
      )!;
    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    await ok(t.admin('POST', `/api/admin/trash/${(await trashed())._id}/restore`));
    expect(listed(await hindiRead('/api/notifications'), notice._id).title).toBe('अवकाश');

    await ok(t.admin('DELETE', `/api/notifications/${notice._id}`));
    await ok(t.purge(notice._id));
    expect(await t.ctx.db.all('SELECT path FROM translations WHERE record_id = ?', notice._id)).toEqual([]);
  });
});

describe('saved together', () => {
  test('hundreds of texts of one record in one write: each saved, and saved over', async () => {
    const rows = (text: string) =>
      Array.from({ length: 250 }, (_, i) => ({
        record_id: 'many',
        language: 'hi' as const,
        path: `items.${i}`,
        text: `${text} ${i}`,
        source: `Item ${i}`,
      }));
    await t.ctx.db.write((tx) => upsertTranslations(tx, 'pages', rows('पहला')));
    await t.ctx.db.write((tx) => upsertTranslations(tx, 'pages', rows('दूसरा')));
    await t.ctx.db.write((tx) => insertTranslationsIfNone(tx, 'pages', rows('तीसरा')));
    const saved = await listTranslations(t.ctx.db, 'pages', { recordId: 'many' });
    expect(saved).toHaveLength(250);
    expect(new Set(saved.map((row) => row.text))).toEqual(new Set(rows('दूसरा').map((row) => row.text)));
  });
});
