// iCalendar (RFC 5545) for calendar apps: a calendar object of events, with
// the text rules clients are strict about. Lines end in CRLF and are folded
// at 75 octets without splitting a UTF-8 character; TEXT values escape
// backslash, semicolon, comma and line breaks. Nothing here knows what an
// event of the site is: modules/events/calendar.ts says that.

/** A day, 'yyyy-MM-dd', or a day and a wall-clock time in the calendar's time zone, 'yyyy-MM-ddTHH:mm'. */
export type CalendarTime = { date: string } | { localDateTime: string };

export type CalendarEvent = {
  /** Globally unique and the same for every version of the event, so an update replaces it. */
  uid: string;
  /** When this version of the event was made (ISO 8601): DTSTAMP and LAST-MODIFIED. */
  modified: string;
  created?: string;
  /** Grows with each update (RFC 5545 section 3.8.7.4). */
  sequence: number;
  start: CalendarTime;
  /** Absent with a start time: the event ends as it starts (RFC 5545 section 3.6.1). */
  end?: CalendarTime;
  summary: string;
  description: string;
  location?: string;
  url: string;
};

/**
 * A time zone without daylight saving time, as a VTIMEZONE needs
 * it: its TZID, its name and its offset from UTC ('+05:30').
 */
export type FixedTimeZone = { tzid: string; name: string; offset: string };

export type Calendar = {
  prodId: string;
  /**
   * The calendar's name in a subscriber's list (X-WR-CALNAME); left out
   * of a one-event file, which goes into the reader's own calendar.
   */
  name?: string;
  description?: string;
  /** How often a subscriber should look again, as an ISO 8601 duration ('PT1H'). */
  refresh?: string;
  timeZone: FixedTimeZone;
  events: CalendarEvent[];
};

export const CALENDAR_TYPE = 'text/calendar;charset=utf-8';

const MAX_LINE_OCTETS = 75;

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line, folded into lines of at most 75 octets (the
 * leading space of a continuation counts), each ending in CRLF.
 */
function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      out += '\r\n ';
      octets = 1;
    }
    out += character;
    octets += size;
  }
  return `${out}\r\n`;
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): line breaks as `\n`, and the
 * characters the format reads escaped; other control characters, which a
 * TEXT value cannot hold, become U+FFFD.
 */
const escapeText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '\uFFFD');

/** An instant in UTC: '20300301T123000Z'. */
const utcDateTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const dateValue = (date: string) => date.replace(/-/g, '');

function timeProperty(name: 'DTSTART' | 'DTEND', time: CalendarTime, timeZone: FixedTimeZone) {
  if ('date' in time) return `${name};VALUE=DATE:${dateValue(time.date)}`;
  const [date, clock] = time.localDateTime.split('T');
  return `${name};TZID=${timeZone.tzid}:${dateValue(date)}T${clock.replace(':', '')}00`;
}

/** The zone as one STANDARD observance: right for a zone that has kept one offset since 1970, such as Asia/Kolkata. */
function timeZoneLines({ tzid, name, offset }: FixedTimeZone) {
  const utcOffset = offset.replace(':', '');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${utcOffset}`,
    `TZOFFSETTO:${utcOffset}`,
    `TZNAME:${name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function eventLines(event: CalendarEvent, timeZone: FixedTimeZone) {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    // With METHOD:PUBLISH, DTSTAMP is when this version was made: the same bytes on every instance and every request.
    `DTSTAMP:${utcDateTime(event.modified)}`,
    timeProperty('DTSTART', event.start, timeZone),
  ];
  if (event.end) lines.push(timeProperty('DTEND', event.end, timeZone));
  if (event.created) lines.push(`CREATED:${utcDateTime(event.created)}`);
  lines.push(
    `LAST-MODIFIED:${utcDateTime(event.modified)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
  );
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`URL:${event.url}`, 'END:VEVENT');
  return lines;
}

/** The whole calendar object, ready to send. */
export function icalendar(calendar: Calendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  lines.push(`X-WR-TIMEZONE:${calendar.timeZone.tzid}`);
  if (calendar.refresh)
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`, `X-PUBLISHED-TTL:${calendar.refresh}`);
  lines.push(...timeZoneLines(calendar.timeZone));
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.timeZone));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}
