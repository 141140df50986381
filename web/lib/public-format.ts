// The date formats of the public pages. They use the browser's Intl rather
// than date-fns' `format`, whose formatters and locale tables would otherwise
// be part of every visitor's first download; the console's formats, which
// need `format`, are in format.ts and load with the console.
import { isValid, parseISO } from 'date-fns';
import { INSTITUTE_TIME_ZONE } from '@contract/institute';

export const toDate = (value: string | Date | null | undefined) =>
  value instanceof Date ? value : typeof value === 'string' && value ? parseISO(value) : null;

const SHORT_DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const;

// An event is a whole day, stored as that day's midnight UTC: read in local
// time it would show the day before west of Greenwich.
const EVENT_DAY = { timeZone: 'UTC' } as const;

function shortDate(value: string | Date | null | undefined, timeZone?: string) {
  const date = toDate(value);
  if (!date || !isValid(date)) return '';
  return date.toLocaleDateString('en-US', { ...SHORT_DATE, timeZone });
}

/**
 * Public dates: US English short form, e.g. "Mar 1, 2030", the day it was at
 * the institute (the server renders the page, so it must not depend on the visitor's zone).
 */
export const formatPublicDate = (value: string | Date | null | undefined) => shortDate(value, INSTITUTE_TIME_ZONE);

/** An event's day in the public short form, e.g. "Mar 1, 2030": on the public pages and the console's event cards alike. */
export const formatEventDate = (value: string | null | undefined) => shortDate(value, EVENT_DAY.timeZone);

/** An event's day as a calendar tile: short month and day, e.g. { month: 'Mar', day: '1' }; null when invalid. */
export function formatEventTile(value: string | null | undefined) {
  const date = toDate(value);
  if (!date || !isValid(date)) return null;
  return {
    month: date.toLocaleDateString('en-US', { month: 'short', ...EVENT_DAY }),
    day: date.toLocaleDateString('en-US', { day: 'numeric', ...EVENT_DAY }),
  };
}

/** An institute day ('yyyy-MM-dd', as instituteDay gives it) with its weekday, e.g. "Wednesday, Mar 13". */
export function formatInstituteDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (!isValid(date)) return '';
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', ...EVENT_DAY });
}

/** The local calendar day of `date` as 'yyyy-MM-dd', comparable with the day of an event. */
export function localDayKey(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** When a page was fetched, to the minute, e.g. "24 Nov, 6:05 pm" (the offline note's date, in the institute's time). */
export const formatUpdatedAt = (date: Date) =>
  date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INSTITUTE_TIME_ZONE });
