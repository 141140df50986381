// An entity's CSV columns (its kind's `csv`): each heading and how a record
// fills it. A column's `field` names the record's field it holds: read back on
// import (people and hostels), and given a column of its translation into each
// other language (translations/csv.ts) when it is a text people read.
import type { CsvCell } from '../http/csv';

export type Column<T> = { header: string; value: (record: T) => CsvCell; field?: string };

/**
 * Lists in one cell: a person's hostels, a hostel's facilities, a mess's members, a notice's audience.
 * Items are separated by '; '; a ';' inside an item is doubled, as CSV doubles a quote inside a field.
 */
export const LIST_SEPARATOR = '; ';
export const joinList = (items: readonly string[]) =>
  items.map((item) => item.replaceAll(';', ';;')).join(LIST_SEPARATOR);

/** A cell's items in their places, empty ones too (a translated list leaves a place empty). */
export function listItems(cell: string) {
  const items = [''];
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] !== ';') items[items.length - 1] += cell[i];
    else if (cell[i + 1] === ';') {
      items[items.length - 1] += ';';
      i++;
    } else items.push('');
  }
  return items;
}

export const splitList = (cell: string) =>
  listItems(cell)
    .map((item) => item.trim())
    .filter(Boolean);
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * A file's columns: the record's ID first (an import updates the
 * record it names), its own, then when it was added and last changed.
 */
export const recordColumns = <T extends { _id: string; createdAt: string; updatedAt: string }>(
  own: Column<T>[],
): Column<T>[] => [
  { header: 'ID', value: (record) => record._id, field: '_id' },
  ...own,
  { header: 'Created', value: (record) => record.createdAt },
  { header: 'Updated', value: (record) => record.updatedAt },
];
