// The public pages' date formats, in US English, written out by hand: Intl's
// first call sets up the locale data while the page is taken over, and
// date-fns' `format` would weigh on every visitor's first download (the
// console's formats are in format.ts).
import { isValid, parseISO } from 'date-fns';
import { instituteWallClock } from '@contract/institute';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** British English, in the offline note, writes September's short name with four letters. */
const BRITISH_MONTHS = MONTHS.map((month) => (month === 'Sep' ? 'Sept' : month));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const toDate = (value: string | Date | null | undefined) =>
  value instanceof Date ? value : typeof value === 'string' && value ? parseISO(value) : null;

/** A valid date from an ISO string or a Date; null otherwise. */
function validDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? date : null;
}

/** "Mar 1, 2030" from a date's UTC fields. */
const shortDate = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/**
 * Public dates: US English short form, e.g. "Mar 1, 2030", the day it was at
 * the institute (the server renders the page, so it must not depend on the visitor's zone).
 */
export function formatPublicDate(value: string | Date | null | undefined) {
  const date = validDate(value);
  return date ? shortDate(instituteWallClock(date)) : '';
}

// An event is a whole day, stored as that day's midnight UTC: read in local
// time it would show the day before west of Greenwich, so its UTC fields are read.

/** An event's day in the public short form, e.g. "Mar 1, 2030": on the public pages and the console's event cards alike. */
export function formatEventDate(value: string | null | undefined) {
  const date = validDate(value);
  return date ? shortDate(date) : '';
}

/** An event's day as a calendar tile: short month and day, e.g. { month: 'Mar', day: '1' }; null when invalid. */
export function formatEventTile(value: string | null | undefined) {
  const date = validDate(value);
  return date && { month: MONTHS[date.getUTCMonth()], day: String(date.getUTCDate()) };
}

/** An institute day ('yyyy-MM-dd', as instituteDay gives it) with its weekday, e.g. "Wednesday, Mar 13". */
export function formatInstituteDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (!isValid(date)) return '';
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** When a page was fetched, to the minute, e.g. "24 Nov, 6:05 pm" (the offline note's date, in the institute's time). */
export function formatUpdatedAt(date: Date) {
  const clock = instituteWallClock(date);
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${clock.getUTCDate()} ${BRITISH_MONTHS[clock.getUTCMonth()]}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
