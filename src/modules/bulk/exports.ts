import type { Queries } from '../../db/database';
import type { CsvCell } from '../../http/csv';
import type { Column } from '../columns';
import { ENTITIES } from '../entities';
import { translationsByRecord, withTranslationColumns } from '../translations/csv';
import { listTranslations } from '../translations/repo';
import type { ExportedEntity } from '../../manifest';

type Exported<T> = {
  entity: string;
  translatable: readonly string[];
  csv: { columns: Column<T>[]; list: (db: Queries) => Promise<T[]> };
};

const table =
  <T extends { _id: string }>({ entity, translatable, csv }: Exported<T>) =>
  async (db: Queries): Promise<CsvCell[][]> => {
    const [records, translations] = await Promise.all([csv.list(db), listTranslations(db, entity)]);
    const columns = withTranslationColumns(csv.columns, translatable, translationsByRecord(translations));
    return [
      columns.map((column) => column.header),
      ...records.map((record) => columns.map((column) => column.value(record))),
    ];
  };

/**
 * Each exported entity's rows, heading row first: everything the console
 * sees, hidden and staff-only items too, with their translations.
 */
export const exportRows = Object.fromEntries(ENTITIES.map((kind) => [kind.entity, table(kind as never)])) as Record<
  ExportedEntity,
  (db: Queries) => Promise<CsvCell[][]>
>;
