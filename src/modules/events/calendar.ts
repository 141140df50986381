// The events as a calendar (RFC 5545, through feeds/icalendar.ts): what an
// event of the site is in a calendar app. An event is a day (stored as that
// day's midnight UTC, the day the public pages show) and a free-text time;
// a time that reads as a clock time ('6:00 PM', '18:30', '6 - 9 PM') makes
// it a timed event at the institute, anything else ('Evening', none) a
// whole-day one, with that text kept in its description.
import { INSTITUTE_TIME_ZONE, INSTITUTE_TIME_ZONE_NAME, INSTITUTE_UTC_OFFSET, SITE_NAME } from '../../institute';
import { icalendar, type CalendarEvent, type CalendarTime } from '../../feeds/icalendar';
import type { Event } from './model';
import { DEFAULT_LANGUAGE, pathIn, type Language } from '../../languages';
import { eventCalendarTexts as texts } from './texts';

/** Where the home page shows the events. */
const EVENTS_ANCHOR = '#upcoming-events';

/** How often subscribers look for changes. */
const REFRESH = 'PT1H';

type Clock = { hours: number; minutes: number; meridiem: 'am' | 'pm' | null; minutesGiven: boolean };

const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;
const RANGE = /\s*(?:-|–|—|\bto\b)\s*/i;

function readClock(text: string): Clock | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const meridiem = match[3] ? (match[3].toLowerCase() === 'a' ? 'am' : 'pm') : null;
  return { hours: Number(match[1]), minutes: Number(match[2] ?? 0), meridiem, minutesGiven: match[2] !== undefined };
}

/** Minutes after midnight, or null when the clock is no time of day ('13 PM', '24:00', a bare '6'). */
function minutesOf({ hours, minutes, meridiem, minutesGiven }: Clock): number | null {
  if (minutes > 59) return null;
  if (meridiem) return hours >= 1 && hours <= 12 ? ((hours % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minutes : null;
  return minutesGiven && hours <= 23 ? hours * 60 + minutes : null;
}

/** The start and, for a range, the end of `time` in minutes after midnight; null when it is not a clock time. */
export function clockTimes(time: string): { start: number; end: number | null } | null {
  const parts = time.trim().split(RANGE);
  if (parts.length > 2) return null;
  const [start, end] = parts.map(readClock);
  if (!start || end === null) return null;
  if (!end) {
    const minutes = minutesOf(start);
    return minutes === null ? null : { start: minutes, end: null };
  }
  const endMinutes = minutesOf(end);
  if (endMinutes === null) return null;
  // '6 - 9 PM': the start takes the end's half of the day, or the
  // other one if that would start after the end ('11 - 1 PM').
  if (!start.meridiem && end.meridiem) {
    const same = minutesOf({ ...start, meridiem: end.meridiem });
    const other = minutesOf({ ...start, meridiem: end.meridiem === 'am' ? 'pm' : 'am' });
    const startMinutes = same !== null && same <= endMinutes ? same : other;
    return startMinutes === null ? null : { start: startMinutes, end: endMinutes };
  }
  const startMinutes = minutesOf(start);
  return startMinutes === null ? null : { start: startMinutes, end: endMinutes };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `days` after `day` ('yyyy-MM-dd'). */
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const at = (day: string, minutes: number): CalendarTime => ({
  localDateTime: `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
});

function when(event: Event): { start: CalendarTime; end?: CalendarTime; timed: boolean } {
  const day = event.date.slice(0, 10);
  const clock = clockTimes(event.time);
  if (!clock) return { start: { date: day }, end: { date: dayAfter(day) }, timed: false };
  if (clock.end === null) return { start: at(day, clock.start), timed: true };
  // An end before the start is on the next day ('10 PM - 1 AM').
  return {
    start: at(day, clock.start),
    end: at(clock.end > clock.start ? day : dayAfter(day), clock.end),
    timed: true,
  };
}

/**
 * One event as a calendar's: its UID is its id at the site's host, so an
 * update (or the one-event file imported before) is the same event to a
 * calendar app. SEQUENCE counts the seconds from its creation to its last
 * update: 0 until it is changed, larger with every later update.
 */
function calendarEvent(event: Event, origin: string, language: Language): CalendarEvent {
  const { start, end, timed } = when(event);
  const description =
    event.time && !timed ? `${texts[language].time(event.time)}\n\n${event.description}` : event.description;
  return {
    uid: `${event._id}@${new URL(origin).host}`,
    modified: event.updatedAt,
    created: event.createdAt,
    sequence: Math.max(0, Math.floor((Date.parse(event.updatedAt) - Date.parse(event.createdAt)) / 1000)),
    start,
    end,
    summary: event.title,
    description,
    location: event.location || undefined,
    url: `${origin}${pathIn(language, '/')}${EVENTS_ANCHOR}`,
  };
}

/**
 * The calendar of `events` (in `language`, as its page shows them): the feed
 * subscribers follow (named), or one event's file to add it (`single`).
 */
export function eventsCalendar(
  events: Event[],
  origin: string,
  { single = false, language = DEFAULT_LANGUAGE as Language } = {},
) {
  return icalendar({
    prodId: `-//${SITE_NAME}//Events//${language.toUpperCase()}`,
    name: single ? undefined : texts[language].name,
    description: single ? undefined : texts[language].description,
    refresh: single ? undefined : REFRESH,
    timeZone: { tzid: INSTITUTE_TIME_ZONE, name: INSTITUTE_TIME_ZONE_NAME, offset: INSTITUTE_UTC_OFFSET },
    events: events.map((event) => calendarEvent(event, origin, language)),
  });
}

/** A file name for one event's calendar file: its title in plain letters and digits, e.g. 'hostel-day.ics'. */
export function calendarFileName(event: Event) {
  const slug = event.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
