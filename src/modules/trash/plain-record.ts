import { insertRow, readRow, type Row } from '../../db/copy-rows';
import type { Queries } from '../../db/database';
import type { TrashEntity } from './model';
import type { Trashable } from './trashable';

/**
 * A record with no links to bring back (an event, a notice, a
 * file): its row alone, named by one column, with its blob if any.
 */
export const plainRecordTrash = (
  table: TrashEntity,
  columns: { name: string; blob?: string },
  remove: (db: Queries, id: string) => Promise<boolean>,
): Trashable<{ row: Row }> => ({
  entity: table,
  async capture(db, id) {
    const row = await readRow(db, table, id);
    if (!row) return null;
    return {
      name: String(row[columns.name]),
      blob: columns.blob ? (row[columns.blob] as string | null) : null,
      snapshot: { row },
    };
  },
  remove,
  async restore(db, { row }) {
    await insertRow(db, table, row);
    return [];
  },
});
