// The public pages' date formats, written out by hand in the page's language
// (US English in English): Intl's first call sets up the locale data while
// the page is taken over, and date-fns would weigh on every visitor's first
// download (the console's formats are in format.ts).
import { instituteWallClock } from '@contract/institute';
import { localized } from './texts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Month and weekday names and the order of a date's parts; `month` counts from 0 (January), `weekday` from 0 (Sunday).
 */
export const dateTexts = localized('dates', {
  months: MONTHS,
  /** "Mar 1, 2030" */
  date: (day: number, month: number, year: number) => `${MONTHS[month]} ${day}, ${year}`,
  /** "Wednesday, Mar 13" */
  weekdayDate: (weekday: number, day: number, month: number) => `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${day}`,
  /** "24 Nov, 6:05 pm": British English, as the offline note writes it (September is 'Sept'). */
  dateTime: (day: number, month: number, hours: number, minutes: string) =>
    `${day} ${month === 8 ? 'Sept' : MONTHS[month]}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`,
  /** An event's time, read from what the office wrote ("6:00 PM"): in English, shown as written. */
  eventTime: (_hours: number, _minutes: string, written: string) => written,
});

/** A Date from an ISO 8601 string, as the API writes dates (a Date stays as it is); null for none. */
export const toDate = (value: string | Date | null | undefined) =>
  value instanceof Date ? value : typeof value === 'string' && value ? new Date(value) : null;

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** A valid date from an ISO string or a Date; null otherwise. */
function validDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? date : null;
}

/** "Mar 1, 2030" from a date's UTC fields. */
const shortDate = (date: Date) => dateTexts.date(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear());

/**
 * Public dates: the short form, e.g. "Mar 1, 2030", the day it was at the
 * institute (the server renders the page, so it must not depend on the visitor's zone).
 */
export function formatPublicDate(value: string | Date | null | undefined) {
  const date = validDate(value);
  return date ? shortDate(instituteWallClock(date)) : '';
}

// An event is a whole day, stored as that day's midnight UTC: read in local
// time it would show the day before west of Greenwich, so its UTC fields are read.

/**
 * An event's day in the public short form, e.g. "Mar 1, 2030": on the public pages and the console's event cards alike.
 */
export function formatEventDate(value: string | null | undefined) {
  const date = validDate(value);
  return date ? shortDate(date) : '';
}

/** An event's day as a calendar tile: short month and day, e.g. { month: 'Mar', day: '1' }; null when invalid. */
export function formatEventTile(value: string | null | undefined) {
  const date = validDate(value);
  return date && { month: dateTexts.months[date.getUTCMonth()], day: String(date.getUTCDate()) };
}

/** An institute day ('yyyy-MM-dd', as instituteDay gives it) with its weekday, e.g. "Wednesday, Mar 13". */
export function formatInstituteDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (!isValid(date)) return '';
  return dateTexts.weekdayDate(date.getUTCDay(), date.getUTCDate(), date.getUTCMonth());
}

/**
 * An event's time as the office writes it, e.g. "6:00 PM" or "18:00", in the page's language; anything else as written.
 */
export function formatEventTime(time: string) {
  const clock = /^\s*(\d{1,2})[:.](\d{2})\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(time);
  if (!clock) return time;
  const [, hourText, minutes, period] = clock;
  let hours = Number(hourText);
  if (period ? hours < 1 || hours > 12 : hours > 23) return time;
  if (period) hours = (hours % 12) + (period.toLowerCase() === 'p' ? 12 : 0);
  return Number(minutes) > 59 ? time : dateTexts.eventTime(hours, minutes, time);
}

/**
 * When a page was fetched, to the minute, e.g. "24 Nov, 6:05 pm" (the offline note's date, in the institute's time).
 */
export function formatUpdatedAt(date: Date) {
  const clock = instituteWallClock(date);
  return dateTexts.dateTime(
    clock.getUTCDate(),
    clock.getUTCMonth(),
    clock.getUTCHours(),
    String(clock.getUTCMinutes()).padStart(2, '0'),
  );
}
