// The calendar feed and one-event files, read back with ical.js (Mozilla's
// RFC 5545 parser): the properties RFC 5545 requires, its line rules checked
// on the bytes sent, and what the feed holds.
import { describe, expect, test } from 'bun:test';
import ICAL from 'ical.js';
import { startTestAppBeforeAll, writeFromOutside } from '../../testing';
import { anEvent } from '../../testing/fixtures';
import { clockTimes } from './calendar';

const PUBLIC_URL = 'https://hostels.example.edu';
const t = startTestAppBeforeAll({ publicUrl: PUBLIC_URL });

// Long, with every character TEXT escapes, and in scripts of several bytes a character (Devanagari and Tamil: 3 each).
const LONG_DESCRIPTION =
  'हॉस्टल दिवस का वार्षिक समारोह: सांस्कृतिक कार्यक्रम, भोजन, और पुरस्कार; सभी का स्वागत है।\n' +
  'விடுதி நாள் கொண்டாட்டம், கலை நிகழ்ச்சிகள்; அனைவரும் வருக!\n' +
  'Bring your ID\\card, please; entry from gate 2, 3 or 4.';

const event = anEvent({
  title: 'Hostel Day, 2030; the big one',
  description: LONG_DESCRIPTION,
  time: '6:00 PM - 9:30 PM',
  location: 'Main lawn, near Block A',
  category: 'cultural',
  isActive: true,
});

const CRLF = new Uint8Array([13, 10]);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The content lines as sent: the bytes between CRLFs, each decoded alone (a character split by folding throws). */
function contentLines(bytes: Uint8Array) {
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === CRLF[0] && bytes[i + 1] === CRLF[1]) {
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      lines.push(strictUtf8.decode(line));
      start = i + 2;
    }
  }
  expect(start).toBe(bytes.length);
  return lines;
}

/** The calendar at `path`, checked line by line and parsed. */
async function calendarAt(path: string) {
  const { status, response } = await t.call('GET', path);
  expect(status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar;charset=utf-8');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const lines = contentLines(bytes);
  for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(strictUtf8.decode(bytes)));
  return { calendar, lines, response };
}

/** RFC 5545's required properties of the calendar, its time zones and its events (sections 3.4, 3.6.1, 3.6.5). */
function checkRequired(calendar: ICAL.Component) {
  expect(calendar.name).toBe('vcalendar');
  for (const name of ['prodid', 'version']) expect(calendar.getAllProperties(name)).toHaveLength(1);
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

  const zones = calendar.getAllSubcomponents('vtimezone');
  const tzids = zones.map((zone) => zone.getFirstPropertyValue('tzid'));
  expect(tzids).toEqual(['Asia/Kolkata']);
  for (const zone of zones) {
    const observances = [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')];
    expect(observances.length).toBeGreaterThan(0);
    for (const observance of observances) {
      for (const name of ['dtstart', 'tzoffsetfrom', 'tzoffsetto'])
        expect(observance.getAllProperties(name)).toHaveLength(1);
    }
    ICAL.TimezoneService.register(zone);
  }

  const events = calendar.getAllSubcomponents('vevent');
  for (const vevent of events) {
    for (const name of ['uid', 'dtstamp', 'dtstart', 'summary']) expect(vevent.getAllProperties(name)).toHaveLength(1);
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).zone).toBe(ICAL.Timezone.utcTimezone);
    const start = vevent.getFirstProperty('dtstart')!;
    const tzid = start.getParameter('tzid');
    if (tzid) expect(tzids).toContain(tzid);
    const end = vevent.getFirstProperty('dtend');
    if (end) {
      expect(end.type).toBe(start.type);
      expect((end.getFirstValue() as ICAL.Time).compare(start.getFirstValue() as ICAL.Time)).toBe(1);
    }
  }
  return events;
}

const byUid = (events: ICAL.Component[], uid: string) =>
  events.find((vevent) => vevent.getFirstPropertyValue('uid') === uid);
const uidOf = (id: string) => `${id}@hostels.example.edu`;

describe('events.ics', () => {
  test('a valid calendar: required properties, CRLF lines of at most 75 octets, the institute time zone', async () => {
    const created = (await t.admin('POST', '/api/events', event)).json.data;
    const allDay = (
      await t.admin('POST', '/api/events', {
        ...event,
        title: 'Cleanliness drive',
        description: 'Beach front',
        time: 'Morning',
        location: '',
      })
    ).json.data;
    const { calendar, lines } = await calendarAt('/api/events.ics');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // TEXT escapes its commas and semicolons (section 3.3.11), which a lenient parser would read either way.
    expect(lines).toContain('SUMMARY:Hostel Day\\, 2030\\; the big one');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Institute Hostels events');
    const events = checkRequired(calendar);

    const vevent = byUid(events, uidOf(created._id))!;
    // Folding and escaping give back exactly what was stored.
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.title);
    expect(vevent.getFirstPropertyValue('description')).toBe(LONG_DESCRIPTION);
    expect(vevent.getFirstPropertyValue('location')).toBe(event.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/#upcoming-events`);
    // 6:00 PM at the institute is 12:30 UTC.
    const timed = new ICAL.Event(vevent);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(timed.startDate.toJSDate().toISOString()).toBe('2030-03-01T12:30:00.000Z');
    expect(timed.endDate.toJSDate().toISOString()).toBe('2030-03-01T16:00:00.000Z');
    expect(new Date(Date.parse(created.updatedAt) - (Date.parse(created.updatedAt) % 1000)).toISOString()).toBe(
      (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    );

    // A time that is no clock time: a whole day, the time kept in the description.
    const day = byUid(events, uidOf(allDay._id))!;
    expect(day.getFirstProperty('dtstart')!.type).toBe('date');
    expect((day.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2030-03-01');
    expect((day.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2030-03-02');
    expect(day.getFirstPropertyValue('description')).toBe('Time: Morning\n\nBeach front');
    expect(day.getFirstProperty('location')).toBeNull();
  });

  test('an update keeps the UID; LAST-MODIFIED and SEQUENCE follow it', async () => {
    const made = (await t.admin('POST', '/api/events', { ...event, title: 'Quiz night' })).json.data;
    // Made an hour ago, so the update comes whole seconds later.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await writeFromOutside(
      t,
      'UPDATE events SET created_at = ?, updated_at = ? WHERE id = ?',
      hourAgo,
      hourAgo,
      made._id,
    );
    const created = { ...made, createdAt: hourAgo, updatedAt: hourAgo };
    const before = byUid(checkRequired((await calendarAt('/api/events.ics')).calendar), uidOf(created._id))!;
    expect(Number(before.getFirstPropertyValue('sequence'))).toBe(0);
    const updated = (
      await t.admin('PUT', `/api/events/${created._id}`, {
        ...created,
        title: 'Quiz night (moved)',
        date: '2030-03-05',
      })
    ).json.data;
    const events = checkRequired((await calendarAt('/api/events.ics')).calendar);
    const after = byUid(events, uidOf(created._id))!;
    expect(
      events.filter((vevent) => vevent.getFirstPropertyValue('summary')?.toString().startsWith('Quiz night')),
    ).toHaveLength(1);
    expect(after.getFirstPropertyValue('summary')).toBe('Quiz night (moved)');
    expect((after.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2030-03-05T18:00:00');
    const sequence = Number(after.getFirstPropertyValue('sequence'));
    expect(sequence).toBe(Math.floor((Date.parse(updated.updatedAt) - Date.parse(created.createdAt)) / 1000));
    expect(sequence).toBeGreaterThanOrEqual(3600);
    const modified = (property: ICAL.Component) =>
      (property.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime();
    expect(modified(after)).toBeGreaterThan(modified(before));
  });

  test('what visitors may not see is left out: an inactive event, a deleted one', async () => {
    const hidden = (await t.admin('POST', '/api/events', { ...event, title: 'Hidden', isActive: false })).json.data;
    const gone = (await t.admin('POST', '/api/events', { ...event, title: 'Gone' })).json.data;
    const shown = (await t.admin('POST', '/api/events', { ...event, title: 'Shown' })).json.data;
    await t.admin('DELETE', `/api/events/${gone._id}`);
    const events = checkRequired((await calendarAt('/api/events.ics')).calendar);
    const uids = events.map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids).toContain(uidOf(shown._id));
    expect(uids).not.toContain(uidOf(hidden._id));
    expect(uids).not.toContain(uidOf(gone._id));
    const publicIds = (await t.call('GET', '/api/events')).json.map((e: { _id: string }) => uidOf(e._id));
    expect(uids.toSorted()).toEqual(publicIds.toSorted());

    for (const id of [hidden._id, gone._id, 'nope']) {
      const response = await t.call('GET', `/api/events/${id}.ics`);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Event not found.' });
    }
    expect((await t.call('GET', `/api/events/${shown._id}`)).status).toBe(404);
  });

  test('an ETag, and 304 until something changes', async () => {
    const first = await t.call('GET', '/api/events.ics');
    const etag = first.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    const again = await t.call('GET', '/api/events.ics', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await t.admin('POST', '/api/events', { ...event, title: 'Newer' });
    const changed = await t.call('GET', '/api/events.ics', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
    // A client asking for gzip gets the same calendar, compressed.
    const gzipped = await t.call('GET', '/api/events.ics', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.response.headers.get('content-encoding')).toBe('gzip');
  });

  test('one event as a file to add: the same UID, no calendar name, a download', async () => {
    const created = (await t.admin('POST', '/api/events', { ...event, title: 'Tamil Mandram: விழா' })).json.data;
    const path = `/api/events/${created._id}.ics`;
    const { calendar, response } = await calendarAt(path);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tamil-mandram.ics"');
    expect(calendar.getFirstProperty('x-wr-calname')).toBeNull();
    const events = checkRequired(calendar);
    expect(events).toHaveLength(1);
    expect(events[0].getFirstPropertyValue('uid')).toBe(uidOf(created._id));
    expect(events[0].getFirstPropertyValue('summary')).toBe('Tamil Mandram: விழா');
    const etag = response.headers.get('etag')!;
    expect((await t.call('GET', path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  test('the site named by HOSTEL_PUBLIC_URL, not the address the request came to', async () => {
    await t.admin('POST', '/api/events', { ...event, title: 'Named by its site' });
    const { lines } = await calendarAt('/api/events.ics');
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids.length).toBeGreaterThan(0);
    expect(uids.every((line) => line.endsWith('@hostels.example.edu'))).toBe(true);
    expect(lines.some((line) => line.includes('localhost'))).toBe(false);
  });
});

describe('clock times of an event', () => {
  const minutes = (text: string) => {
    const times = clockTimes(text);
    return times && [times.start, times.end];
  };
  test('read as the institute wrote them', () => {
    expect(minutes('6:00 PM')).toEqual([18 * 60, null]);
    expect(minutes('6 pm')).toEqual([18 * 60, null]);
    expect(minutes('6:30 p.m.')).toEqual([18 * 60 + 30, null]);
    expect(minutes('18:45')).toEqual([18 * 60 + 45, null]);
    expect(minutes('12:00 PM')).toEqual([12 * 60, null]);
    expect(minutes('12 AM')).toEqual([0, null]);
    expect(minutes('6 - 9 PM')).toEqual([18 * 60, 21 * 60]);
    expect(minutes('11 - 1 PM')).toEqual([11 * 60, 13 * 60]);
    expect(minutes('10:00 AM to 4:00 PM')).toEqual([10 * 60, 16 * 60]);
    expect(minutes('22:00 – 01:00')).toEqual([22 * 60, 60]);
  });
  test('anything else is no clock time', () => {
    for (const text of [
      '',
      'Evening',
      'TBD',
      '6',
      '13 PM',
      '24:00',
      '6:75 PM',
      '6 PM - later',
      '1 - 2 - 3 PM',
      '6:00 PM onwards',
    ]) {
      expect({ text, times: clockTimes(text) }).toEqual({ text, times: null });
    }
  });
});
