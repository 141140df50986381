// Every date the site shows is formatted here or, for the public pages, in
// public-format.ts (STYLE.md rule 5).
import { format, isValid } from 'date-fns';
import { INSTITUTE_TIME_ZONE } from '@contract/institute';
import { toDate } from './public-format';

/** Admin notification dates: the institute's day as 'MMM dd, yyyy', or 'Invalid date'. */
export function formatAdminDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  if (!date || !isValid(date)) return 'Invalid date';
  const { year, month, day } = instituteFields(date);
  return format(new Date(+year, +month - 1, +day), 'MMM dd, yyyy');
}

/** A moment in the console (a save, a revision, an activity entry, a backup) as the institute's clock read it. */
export function formatDateTime(value: string | Date | null | undefined) {
  const date = toDate(value);
  if (!date || !isValid(date)) return 'Invalid date';
  const { year, month, day, hour, minute } = instituteFields(date);
  return format(new Date(+year, +month - 1, +day, +hour, +minute), 'MMM dd, yyyy, h:mm a');
}

/** The wall clock at the institute at `date`: its numeric fields, hours 0 to 23. */
const instituteClock = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function instituteFields(date: Date) {
  const fields = Object.fromEntries(instituteClock.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/** How far the institute's clock is ahead of UTC at `time`, in milliseconds. */
function instituteOffset(time: number) {
  const f = instituteFields(new Date(time));
  return Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second) - Math.floor(time / 1000) * 1000;
}

/** "yyyy-MM-dd'T'HH:mm" at the institute, whatever the browser's zone, for <input type="datetime-local">. */
export function toInstituteDateTimeInputValue(value: string | Date | null | undefined) {
  const date = toDate(value);
  if (!date || !isValid(date)) return '';
  const f = instituteFields(date);
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

/**
 * A datetime-local input's value, read as the institute's time, as ISO 8601
 * UTC for the API; '' when it names no such time (empty, malformed, 31 Feb).
 */
export function fromInstituteDateTimeInputValue(value: string) {
  const match = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC is the zone's offset there,
  // unless a change of offset lies between the two: then once more.
  const date = new Date(wall - instituteOffset(wall - instituteOffset(wall)));
  return isValid(date) && toInstituteDateTimeInputValue(date) === value ? date.toISOString() : '';
}

/**
 * A time at the institute as the console shows a schedule: '24 Nov, 6:00 am', with the year when it is not this year's.
 */
export function formatInstituteDateTime(value: string | Date | null | undefined, now = new Date()) {
  const date = toDate(value);
  if (!date || !isValid(date)) return 'Invalid date';
  const sameYear = instituteFields(date).year === instituteFields(now).year;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-IN', {
      timeZone: INSTITUTE_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.day} ${parts.month}${sameYear ? '' : ` ${parts.year}`}`;
  return `${day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}

/**
 * An event's day as 'yyyy-MM-dd' for <input type="date">. Events are whole
 * days, sent as 'yyyy-MM-dd' and stored as UTC midnight, so the day is the
 * UTC calendar date: reading it in local time would move it a day back west
 * of Greenwich on every save.
 */
export function toEventDateInputValue(value: string | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? date.toISOString().slice(0, 10) : '';
}
