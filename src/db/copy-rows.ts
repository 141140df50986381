// Rows copied between databases of either engine: how a backup of a
// PostgreSQL site becomes the SQLite file inside the archive, and how a
// backup restores into PostgreSQL. Both sides have the same schema version.
import type { Queries } from './database';

/** Tables copied row by row; uploads travel as files of the archive, the schema's version with the schema. */
const NOT_COPIED = new Set(['blobs', 'schema_version']);

/** The schema's tables, each after the tables its foreign keys name, read off an SQLite database. */
export async function tablesInOrder(sqlite: Queries): Promise<string[]> {
  const names = (await sqlite.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"))
    .map((row) => row.name)
    .filter((name) => !NOT_COPIED.has(name));
  const ordered: string[] = [];
  const visit = async (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const { table } of await sqlite.all<{ table: string }>(`SELECT "table" FROM pragma_foreign_key_list('${name}')`)) {
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
    for (const row of await from.all<Record<string, string | number | null>>(`SELECT * FROM ${table}`)) {
      const columns = Object.keys(row);
      await to.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        ...columns.map((column) => row[column]),
      );
    }
  }
}
