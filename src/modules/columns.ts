// An entity's CSV columns (its kind's `csv`): each heading and how a record
// fills it. A column with a `field` is read back on import (people and hostels).
import type { CsvCell } from '../http/csv';

export type Column<T> = { header: string; value: (record: T) => CsvCell; field?: string };

/** Lists in one cell: a person's hostels, a hostel's facilities, a mess's members, a notice's audience. */
export const LIST_SEPARATOR = '; ';
export const splitList = (cell: string) => cell.split(';').map((item) => item.trim()).filter(Boolean);
export const joinList = (items: readonly string[]) => items.join(LIST_SEPARATOR);
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** When a record was added and last changed, the last columns of every file. */
export const stamps = [
  { header: 'Created', value: (record: { createdAt: string }) => record.createdAt },
  { header: 'Updated', value: (record: { updatedAt: string }) => record.updatedAt },
];
