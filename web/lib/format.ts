// Every date the site shows is formatted here or, for the public pages, in
// public-format.ts (STYLE.md rule 5).
import { format, isValid, parseISO } from 'date-fns';
import { localDayKey, toDate } from './public-format';

/** Admin notification dates: 'MMM dd, yyyy', or 'Invalid date'. */
export function formatAdminDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? format(date, 'MMM dd, yyyy') : 'Invalid date';
}

/** 'yyyy-MM-dd' for <input type="date">. */
export function toDateInputValue(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? localDayKey(date) : '';
}

export function formatDateTime(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? format(date, 'MMM dd, yyyy, h:mm a') : 'Invalid date';
}

/** "yyyy-MM-dd'T'HH:mm" in local time for <input type="datetime-local">. */
export function toDateTimeInputValue(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** A datetime-local input's value, read in local time, as ISO 8601 UTC for the API ('' when empty or invalid). */
export function fromDateTimeInputValue(value: string) {
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : '';
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

/** A size in bytes for people: "812 B", "45 KB", "3.2 MB", "1.4 GB". */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
