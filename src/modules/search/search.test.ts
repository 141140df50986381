import { beforeAll, describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../../testing';
import type { SearchResult } from './model';

const t = startTestAppBeforeAll();

const PDF = `data:application/pdf;name=form.pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
const past = '2000-01-01T00:00:00.000Z';
const future = '2099-01-01T00:00:00.000Z';

async function add(path: string, body: Record<string, unknown>) {
  const created = await t.admin('POST', path, body);
  expect(created.status).toBe(200);
  return created.json.data as { _id: string };
}

const search = async (q: string) => {
  const response = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json as SearchResult[];
};
const found = async (q: string) => (await search(q)).map((result) => `${result.type} ${result.title}`);

describe('search', () => {
  let ids: Record<string, string> = {};

  // Records of every type whose words start with Z, read by the tests below.
  beforeAll(async () => {
    const warden = await add('/api/people', {
      name: 'Dr. Zorawar Hegde',
      designation: 'Chief Warden',
      role: 'warden',
      department: 'Zoology',
    });
    const hostel = await add('/api/hostels', {
      name: 'Zenith Block',
      warden: warden._id,
      supervisor: warden._id,
      rooms: 10,
      mess: 'Zenith Mess Hall',
    });
    await t.admin('POST', '/api/people', {
      ...warden,
      name: 'Dr. Zorawar Hegde',
      designation: 'Chief Warden',
      role: 'warden',
      department: 'Zoology',
      hostel: [hostel._id],
    });
    const mess = await add('/api/mess', {
      mess_name: 'Zesty Kitchen',
      caterers_name: 'Zeal Caterers',
      hostel: hostel._id,
      capacity: 100,
      night_canteen: 'Open',
    });
    const notice = await add('/api/notifications', {
      title: 'Zumba classes',
      message: 'Zumba in the hall every evening.',
      url: 'https://example.edu/zumba',
    });
    const plainNotice = await add('/api/notifications', {
      title: 'Water cut',
      message: 'No water at the zonal tank on Monday.',
    });
    const event = await add('/api/events', {
      title: 'Zest fest',
      description: 'The annual fest.',
      date: '2099-03-01',
      location: 'Zone lawn',
    });
    const file = await add('/api/files', {
      file_name: 'Zonal form',
      description: 'Fill and submit',
      for_student: true,
      file: PDF,
    });
    ids = {
      warden: warden._id,
      hostel: hostel._id,
      mess: mess._id,
      notice: notice._id,
      plainNotice: plainNotice._id,
      event: event._id,
      file: file._id,
    };
  });

  test('finds every type by a prefix of any of its words, in any case, each with where it is shown', async () => {
    // Only these records and the pages: other tests add records of their own.
    const results = (await search('ZE')).filter(
      (result) => result.type === 'page' || Object.values(ids).includes(result._id),
    );
    // The warden is found by the hostel's name.
    // The Achievements page's "Zero-Breakdown Maintenance Year" is found too.
    expect(results.map((result) => result.type)).toEqual(['person', 'hostel', 'mess', 'event', 'page']);
    expect(results.slice(1, 4)).toEqual([
      {
        type: 'hostel',
        _id: ids.hostel,
        title: 'Zenith Block',
        snippet: 'Dr. Zorawar Hegde · Zenith Mess Hall',
        url: `/hostel/${ids.hostel}`,
      },
      {
        type: 'mess',
        _id: ids.mess,
        title: 'Zesty Kitchen',
        snippet: 'Zenith Block · Zeal Caterers',
        url: `/hostel/${ids.hostel}`,
      },
      {
        type: 'event',
        _id: ids.event,
        title: 'Zest fest',
        snippet: 'Zone lawn · The annual fest.',
        url: '/#upcoming-events',
      },
    ]);

    const person = (await search('zora'))[0];
    expect(person).toEqual({
      type: 'person',
      _id: ids.warden,
      title: 'Dr. Zorawar Hegde',
      snippet: 'Wardens · Chief Warden · Zoology · Zenith Block',
      url: `/people?role=warden&person=${ids.warden}#person-${ids.warden}`,
    });
    // A person is found by designation, department, hostel and role too.
    for (const q of ['chief war', 'ZOOL', 'zenith']) expect(await found(q)).toContain('person Dr. Zorawar Hegde');
    await add('/api/people', {
      name: 'Yusuf Ali',
      designation: 'Associate Professor',
      role: 'quality_maintenance_warden',
    });
    expect(await found('yusuf maint')).toEqual(['person Yusuf Ali']);

    expect(await search('zumba')).toEqual([
      {
        type: 'notification',
        _id: ids.notice,
        title: 'Zumba classes',
        snippet: 'Zumba in the hall every evening.',
        url: 'https://example.edu/zumba',
      },
    ]);
    expect((await search('zonal')).map((result) => [result.type, result.url])).toEqual([
      ['notification', '/#notifications'],
      ['file', `/api/files/download/${ids.file}`],
    ]);
  });

  test('every word must match; title matches come first', async () => {
    expect(await found('zenith zeal')).toEqual(['mess Zesty Kitchen']);
    expect(await found('zenith nothing')).toEqual([]);
    await add('/api/hostels', {
      name: 'Alpine',
      warden: ids.warden,
      supervisor: ids.warden,
      rooms: 5,
      mess: 'Zenith overflow',
    });
    expect((await found('zenith')).filter((line) => line.startsWith('hostel'))).toEqual([
      'hostel Zenith Block',
      'hostel Alpine',
    ]);
  });

  test('a write shows at once', async () => {
    expect(await found('wombat')).toEqual([]);
    const person = await add('/api/people', { name: 'Wombat Rao', designation: 'Supervisor', role: 'supervisor' });
    expect(await found('wombat')).toEqual(['person Wombat Rao']);
    await t.admin('DELETE', `/api/people/${person._id}`);
    expect(await found('wombat')).toEqual([]);
  });

  test('nothing visitors may not see: inactive, expired, scheduled, staff-only', async () => {
    await add('/api/events', { title: 'Xylo inactive event', description: 'x', date: '2099-03-01', isActive: false });
    await add('/api/events', {
      title: 'Xylo scheduled event',
      description: 'x',
      date: '2099-03-01',
      publishAt: future,
    });
    await add('/api/notifications', { title: 'Xylo inactive notice', message: 'x', isActive: false });
    await add('/api/notifications', { title: 'Xylo expired notice', message: 'x', expiresAt: past });
    await add('/api/notifications', { title: 'Xylo scheduled notice', message: 'x', publishAt: future });
    await add('/api/files', { file_name: 'Xylo staff roster', for_student: false, file: PDF });
    await add('/api/events', { title: 'Xylo open day', description: 'x', date: '2099-03-01' });
    expect(await found('xylo')).toEqual(['event Xylo open day']);
    // An admin's token shows no more here: search is the public's.
    expect((await t.admin('GET', '/api/search?q=xylo')).json.map((result: SearchResult) => result.title)).toEqual([
      'Xylo open day',
    ]);
  });

  test('every page visitors read on its own is found by its words, in each language, leading to its page', async () => {
    const byQuery = async (q: string, lang = '') =>
      (
        (await t.call('GET', `/api/search?q=${encodeURIComponent(q)}${lang && `&lang=${lang}`}`)).json as SearchResult[]
      ).filter((result) => result.type === 'page');
    for (const q of ['vehicle', 'curfew', 'fined']) {
      expect((await byQuery(q)).map(({ title, url }) => ({ title, url }))).toContainEqual({
        title: 'Rules and Regulations',
        url: '/rules-regulations',
      });
    }
    expect((await byQuery('vision')).map((result) => result.url)).toContain('/about');
    expect((await byQuery('breakdown')).map((result) => result.url)).toContain('/achievements');
    // In Hindi, by its Hindi words, titled in Hindi and not marked as English.
    const { content } = (await t.call('GET', '/api/pages/rules-regulations')).json;
    expect(
      (
        await t.admin('PUT', '/api/pages/rules-regulations', {
          content,
          translations: { hi: { heading: 'छात्रावास नियमावली' } },
        })
      ).status,
    ).toBe(200);
    const rules = (await byQuery('नियमावली', 'hi')).find((result) => result.url === '/rules-regulations');
    expect(rules).toBeDefined();
    expect(rules!.englishFields).toBeUndefined();
    expect(rules!.title).toBe('छात्रावास नियमावली');
    // The footer's contact and the hostel pages' shared parts are parts of pages, not results.
    expect((await byQuery('hostel')).map((result) => result._id)).not.toContain('site');
  });

  test('empty, blank, odd and long queries get an empty list or a cut query, never an error', async () => {
    for (const q of ['', '   ', '%%%', '?!']) expect(await search(q)).toEqual([]);
    expect((await t.call('GET', '/api/search')).json).toEqual([]);
    // A repeated q is refused as on every route (src/http/repeated-query.ts).
    expect((await t.call('GET', '/api/search?q=a&q=b')).status).toBe(400);
    expect(await found(`zumba ${' '.repeat(200)}nothing`)).toEqual(['notification Zumba classes']);
  });

  test('sent with an ETag, 304 when unchanged', async () => {
    const first = await t.call('GET', '/api/search?q=zen');
    const etag = first.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // The same words, spelled otherwise, are the same response.
    const again = await t.call('GET', '/api/search?q=%20ZEN%20', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('in Hindi, a result whose title has no current translation says its title is in English', async () => {
    await add('/api/notifications', {
      title: 'Quokka notice',
      message: 'Quokka visit',
      translations: { hi: { message: 'क्वोका' } },
    });
    await add('/api/notifications', {
      title: 'Quokka drill',
      message: 'Quokka run',
      translations: { hi: { title: 'क्वोका अभ्यास' } },
    });
    const results = (await t.call('GET', '/api/search?q=quokka&lang=hi')).json as SearchResult[];
    expect(results.map(({ title, englishFields }) => [title, englishFields ?? []])).toEqual([
      ['Quokka notice', ['title']],
      ['क्वोका अभ्यास', []],
    ]);
    expect((await search('quokka')).every((result) => !result.englishFields)).toBe(true);
  });
});
