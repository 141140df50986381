import { describe, expect, test } from 'bun:test';
import { PNG_DATA_URL, startTestAppBeforeAll } from '../../testing';
import { anEvent, byId, expectResponses, idsOf, titlesOf } from '../../testing/fixtures';
import { instituteDay } from '../../institute';
import { upcomingEvents } from './selection';

const t = startTestAppBeforeAll();

const event = anEvent({
  time: '6:00 PM',
  location: 'Main lawn',
  category: 'cultural',
  image: PNG_DATA_URL,
  isActive: true,
});

describe('events', () => {
  test('create, list, update, delete', async () => {
    const created = await t.admin('POST', '/api/events', event);
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Event added successfully!');
    const id = created.json.data._id;
    expect(created.json.data.date).toBe('2030-03-01T00:00:00.000Z');
    expect(created.json.data.image).toMatch(new RegExp(`^/api/events/image/${id}\\?v=`));

    const list = await t.call('GET', '/api/events');
    expect(idsOf(list.json)).toContain(id);

    const image = await t.call('GET', created.json.data.image);
    expect(image.response.headers.get('content-type')).toBe('image/png');
    expect(image.response.headers.get('cache-control')).toContain('immutable');
    const etag = image.response.headers.get('etag')!;
    const again = await t.call('GET', created.json.data.image, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const updated = await t.admin('PUT', `/api/events/${id}`, {
      ...created.json.data,
      title: 'Hostel Night',
      isActive: false,
    });
    expect(updated.json.message).toBe('Event updated successfully!');
    expect(updated.json.data.title).toBe('Hostel Night');
    expect(updated.json.data.image).toBe(created.json.data.image);

    expect(idsOf((await t.call('GET', '/api/events')).json)).not.toContain(id);
    expect(idsOf((await t.admin('GET', '/api/events')).json)).toContain(id);

    const deleted = await t.admin('DELETE', `/api/events/${id}`);
    expect(deleted.json).toEqual({ message: 'Event deleted successfully!', data: { _id: id } });
    expect((await t.admin('DELETE', `/api/events/${id}`)).status).toBe(404);
  });

  test('defaults: category other, active, no time, location or image', async () => {
    const created = await t.admin('POST', '/api/events', {
      title: 'Cleanliness Drive',
      description: 'Beach front',
      date: '2030-04-01T07:00:00+05:30',
    });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      category: 'other',
      isActive: true,
      time: '',
      location: '',
      image: null,
      date: '2030-04-01T00:00:00.000Z',
    });
  });

  test(
    'the date is a day of the institute: a bare date is that ' +
      "day, a date with a time the institute's day at that instant",
    async () => {
      const days: [sent: string, stored: string][] = [
        ['2030-03-01', '2030-03-01T00:00:00.000Z'],
        // Midnight in an Indian browser, as new Date(y, m, d).toISOString() sends it.
        ['2030-03-01T00:00:00+05:30', '2030-03-01T00:00:00.000Z'],
        ['2030-02-28T18:30:00.000Z', '2030-03-01T00:00:00.000Z'],
        ['2030-03-01T23:59:00+05:30', '2030-03-01T00:00:00.000Z'],
        ['2030-03-01T00:00:00.000Z', '2030-03-01T00:00:00.000Z'],
        ['2030-03-01T20:00:00Z', '2030-03-02T00:00:00.000Z'],
      ];
      for (const [sent, stored] of days) {
        const created = await t.admin('POST', '/api/events', anEvent({ title: 'Holi', date: sent }));
        expect({ sent, date: created.json.data.date }).toEqual({ sent, date: stored });
      }
      const indianMidnight = (
        await t.admin('POST', '/api/events', anEvent({ title: 'Holi', date: '2030-03-01T00:00:00+05:30' }))
      ).json.data;
      const ics = await (await t.call('GET', `/api/events/${indianMidnight._id}.ics`)).response.text();
      expect(ics).toContain('DTSTART;VALUE=DATE:20300301');
    },
  );

  test('visitors see active events only, soonest first; admins see every one', async () => {
    const later = await t.admin('POST', '/api/events', { ...event, image: null, title: 'Later', date: '2031-06-01' });
    const sooner = await t.admin('POST', '/api/events', { ...event, image: null, title: 'Sooner', date: '2031-05-01' });
    const hidden = await t.admin('POST', '/api/events', {
      ...event,
      image: null,
      title: 'Hidden',
      date: '2031-05-15',
      isActive: false,
    });
    const ids = [later, sooner, hidden].map((created) => created.json.data._id);
    const published = idsOf((await t.call('GET', '/api/events')).json).filter((id: string) => ids.includes(id));
    expect(published).toEqual([ids[1], ids[0]]);
    const all = idsOf((await t.admin('GET', '/api/events')).json).filter((id: string) => ids.includes(id));
    expect(all).toEqual([ids[1], ids[2], ids[0]]);
  });

  test('bad input gets 400 with a message', async () => {
    const missing = await t.admin('POST', '/api/events', { ...event, title: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Title is required');
    const badEnum = await t.admin('POST', '/api/events', { ...event, category: 'party' });
    expect(badEnum.status).toBe(400);
    const badDate = await t.admin('POST', '/api/events', { ...event, date: 'someday' });
    expect(badDate.json.message).toBe('Date is not a valid date');
    const dayOfYear10000 = await t.admin('POST', '/api/events', { ...event, date: '9999-12-31T23:00:00Z' });
    expect(dayOfYear10000.json.message).toBe('Date is not a valid date');
    const badImage = await t.admin('POST', '/api/events', {
      ...event,
      image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    });
    expect(badImage.status).toBe(415);
    const broken = await t.admin('POST', '/api/events', '{"title":');
    expect(broken.status).toBe(400);
    for (const wrong of [{ title: 5 }, { description: ['x'] }, { isActive: 'yes' }, { time: {} }, { date: 20300301 }]) {
      const response = await t.admin('POST', '/api/events', { ...event, ...wrong });
      expect(response.status).toBe(400);
      expect(typeof response.json.message).toBe('string');
    }
  });

  test('unknown ids get 404', async () => {
    await expectResponses(t, [
      {
        method: 'PUT',
        path: '/api/events/nope',
        body: event,
        token: 'admin',
        status: 404,
        message: 'Event not found.',
      },
      { method: 'GET', path: '/api/events/image/nope', status: 404 },
    ]);
  });

  test('writes need a valid token', async () => {
    await expectResponses(t, [
      { method: 'POST', path: '/api/events', body: event, status: 401 },
      { method: 'POST', path: '/api/events', body: event, token: 'broken', status: 403 },
    ]);
  });
});

describe('scheduling', () => {
  const plain = { ...event, image: null };

  test(
    'publishAt: absent, null and empty mean at once; a ' + 'date is stored as ISO UTC; anything else is refused',
    async () => {
      for (const [publishAt, expected] of [
        [undefined, null],
        [null, null],
        ['', null],
        ['2099-11-24T06:00:00+05:30', '2099-11-24T00:30:00.000Z'],
      ] as [unknown, string | null][]) {
        const created = await t.admin('POST', '/api/events', { ...plain, publishAt });
        expect({ publishAt, status: created.status }).toEqual({ publishAt, status: 200 });
        expect(created.json.data.publishAt).toBe(expected);
      }
      for (const publishAt of ['someday', '99999-01-01', 42, {}]) {
        const response = await t.admin('POST', '/api/events', { ...plain, publishAt });
        expect({ publishAt, status: response.status }).toEqual({ publishAt, status: 400 });
      }
      expect((await t.admin('POST', '/api/events', { ...plain, publishAt: 'someday' })).json.message).toBe(
        'Publish time is not a valid date',
      );
    },
  );

  test('hidden from visitors until its publish time; admins see it with the time', async () => {
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    const created = (await t.admin('POST', '/api/events', { ...plain, title: 'Freshers night', publishAt })).json.data;
    expect(idsOf((await t.call('GET', '/api/events')).json)).not.toContain(created._id);
    expect(byId((await t.admin('GET', '/api/events')).json, created._id)).toMatchObject({ publishAt });

    const past = new Date(Date.now() - 1000).toISOString();
    await t.admin('PUT', `/api/events/${created._id}`, { ...created, publishAt: past });
    expect(byId((await t.call('GET', '/api/events')).json, created._id)).toMatchObject({ publishAt: past });
  });

  test('as a form, with a picture: an empty publishAt is at once', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Sports day',
      description: 'Track events',
      date: '2031-01-10',
      publishAt: '',
    }))
      form.append(key, value);
    form.append('image', new File([Buffer.from(PNG_DATA_URL.split(',')[1], 'base64')], 'p.png', { type: 'image/png' }));
    const created = await t.call('POST', '/api/events', { body: form, token: t.token });
    expect(created.status).toBe(200);
    expect(created.json.data.publishAt).toBeNull();
  });
});

describe("the home page's events: GET /api/events/upcoming", () => {
  const plain = { ...event, image: null };
  /** An institute day `days` from now, as an event's date. */
  const day = (days: number) => instituteDay(new Date(Date.now() + days * 24 * 3600 * 1000));
  const post = async (title: string, date: string, extra: object = {}) =>
    (await t.admin('POST', '/api/events', { ...plain, title, date, ...extra })).json.data;

  test(
    "the three the home page shows: active ones from the institute's today " +
      "on, soonest first; not yesterday's, an inactive or a scheduled one",
    async () => {
      await post('Next week', day(7));
      await post('Yesterday', day(-1));
      await post('Inactive', day(0), { isActive: false });
      await post('Scheduled', day(0), { publishAt: new Date(Date.now() + 60_000).toISOString() });
      await post('Tomorrow', day(1));
      await post('Today', day(0));
      await post('In two days', day(2));

      const upcoming = await t.call('GET', '/api/events/upcoming');
      expect(upcoming.status).toBe(200);
      expect(titlesOf(upcoming.json)).toEqual(['Today', 'Tomorrow', 'In two days']);
      expect(upcoming.json).toEqual(upcomingEvents((await t.call('GET', '/api/events')).json));
      expect((await t.admin('GET', '/api/events/upcoming')).json).toEqual(upcoming.json);
    },
  );

  test('in Hindi with ?lang=hi; kept with an ETag until a write, which shows at once', async () => {
    const soonest = await post('Blood donation camp', day(0), {
      translations: { hi: { title: 'रक्तदान शिविर', location: 'मुख्य लॉन' } },
    });
    const hindi = (await t.call('GET', '/api/events/upcoming?lang=hi')).json;
    expect(byId(hindi, soonest._id)).toMatchObject({
      title: 'रक्तदान शिविर',
      location: 'मुख्य लॉन',
      englishFields: ['description'],
    });
    const english = await t.call('GET', '/api/events/upcoming');
    expect(byId(english.json, soonest._id)).toMatchObject({ title: 'Blood donation camp' });

    const etag = english.response.headers.get('etag')!;
    expect((await t.call('GET', '/api/events/upcoming', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await t.admin('PUT', `/api/events/${soonest._id}`, {
      ...plain,
      title: 'Blood donation camp',
      date: day(0),
      isActive: false,
    });
    const changed = await t.call('GET', '/api/events/upcoming', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(idsOf(changed.json)).not.toContain(soonest._id);
  });
});
