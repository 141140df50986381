import type { Queries } from '../../db/database';
import type { CsvCell } from '../../http/csv';
import type { Column } from '../columns';
import { ENTITIES } from '../entities';
import type { ExportEntity } from './model';

const table =
  <T>({ columns, list }: { columns: Column<T>[]; list: (db: Queries) => Promise<T[]> }) =>
  async (db: Queries): Promise<CsvCell[][]> => [
    columns.map((column) => column.header),
    ...(await list(db)).map((record) => columns.map((column) => column.value(record))),
  ];

/** Each export's rows, heading row first: everything the console sees, hidden and staff-only items too. */
export const exportRows = Object.fromEntries(ENTITIES.map((kind) => [kind.csv.file, table(kind.csv as never)])) as Record<
  ExportEntity,
  (db: Queries) => Promise<CsvCell[][]>
>;
