// Every date the site shows is formatted here (STYLE.md rule 5).
import { format, isValid, parseISO } from 'date-fns';

const toDate = (value: string | Date | null | undefined) =>
  value instanceof Date ? value : typeof value === 'string' && value ? parseISO(value) : null;

/** Public dates: US English short form, e.g. "Mar 1, 2030". */
export function formatPublicDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  if (!date || !isValid(date)) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Admin notification dates: 'MMM dd, yyyy', or 'Invalid date'. */
export function formatAdminDate(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? format(date, 'MMM dd, yyyy') : 'Invalid date';
}

/** Short month form used on admin event cards, e.g. "Mar 1, 2030". */
export const formatShortMonthDate = formatPublicDate;

/** 'yyyy-MM-dd' for <input type="date">. */
export function toDateInputValue(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

export function formatDateTime(value: string | Date | null | undefined) {
  const date = toDate(value);
  return date && isValid(date) ? format(date, 'MMM dd, yyyy, h:mm a') : 'Invalid date';
}
