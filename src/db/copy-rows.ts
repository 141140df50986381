// Rows copied between databases of either engine: how a backup of a
// PostgreSQL site becomes the SQLite file inside the archive, and how a
// backup restores into PostgreSQL (both sides have the same schema version);
// and one row put back as it was read, as the trash restores a record.
import type { Queries } from './database';

/**
 * Tables not copied row by row: uploads travel as files of the archive, the
 * schema's version with the schema, and the backups kept in the database stay
 * with the site, out of the backups themselves and untouched by a restore.
 */
const NOT_COPIED = new Set(['blobs', 'schema_version', 'backups', 'backup_parts']);

/** The schema's tables, each after the tables its foreign keys name, read off an SQLite database. */
export async function tablesInOrder(sqlite: Queries): Promise<string[]> {
  const names = (
    await sqlite.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
  )
    .map((row) => row.name)
    .filter((name) => !NOT_COPIED.has(name));
  const ordered: string[] = [];
  const visit = async (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const { table } of await sqlite.all<{ table: string }>(
      `SELECT "table" FROM pragma_foreign_key_list('${name}')`,
    )) {
      if (table !== name) await visit(table, [...path, name]);
    }
    ordered.push(name);
  };
  for (const name of names) await visit(name, []);
  return ordered;
}

/** Replaces every row of `tables` in `to` (a write's transaction) with those of `from`. */
export async function replaceRows(from: Queries, to: Queries, tables: string[]) {
  for (const table of [...tables].reverse()) await to.run(`DELETE FROM ${table}`);
  for (const table of tables) {
    for (const row of await from.all<Row>(`SELECT * FROM ${table}`)) await insertRow(to, table, row);
  }
}

/** A row as `SELECT *` reads it, column by column. */
export type Row = Record<string, string | number | null>;

/** A record's row as it is (`SELECT *`), to be put back later with insertRow. */
export const readRow = (db: Queries, table: string, id: string) =>
  db.get<Row>(`SELECT * FROM ${table} WHERE id = ?`, id);

/** Inserts a row read with `SELECT *`; its column names come from our own schema, never from a request. */
export async function insertRow(db: Queries, table: string, row: Row) {
  const columns = Object.keys(row);
  await db.run(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ...columns.map((column) => row[column]),
  );
}
