// SQLite through bun:sqlite, which runs synchronously: a one-row lookup
// (the session check behind every admin request) is many times faster than
// through Bun.SQL's SQLite adapter. The repos see the same promises as on
// PostgreSQL. One connection: while a write's transaction is open, other
// queries wait for it, so nobody reads what may still roll back.
import { Database } from 'bun:sqlite';
import { newerSchemaError, TransactionEnd, type Db, type Queries, type SqlValue, type Transaction } from './database';

/** How stale cached responses may be after another process (a maintenance script) writes to the file. */
const OTHER_WRITERS_MS = 250;

class Statements implements Queries {
  constructor(protected readonly connection: Database) {}

  async all<T>(sql: string, ...params: SqlValue[]) {
    return this.connection.query(sql).all(...params) as T[];
  }

  async get<T>(sql: string, ...params: SqlValue[]) {
    return (this.connection.query(sql).get(...params) as T | null) ?? null;
  }

  async run(sql: string, ...params: SqlValue[]) {
    return this.connection.query(sql).run(...params).changes;
  }
}

export class SqliteDb extends Statements implements Db {
  readonly engine = 'sqlite' as const;
  private open: Promise<void> | null = null;
  private writes = 0;
  private dataVersion = 0;
  private dataVersionCheckedAt = -Infinity;

  constructor(
    override readonly connection: Database,
    readonly shownAs: string,
  ) {
    super(connection);
  }

  private async idle() {
    while (this.open) await this.open;
  }

  override async all<T>(sql: string, ...params: SqlValue[]) {
    if (this.open) await this.idle();
    return super.all<T>(sql, ...params);
  }

  override async get<T>(sql: string, ...params: SqlValue[]) {
    if (this.open) await this.idle();
    return super.get<T>(sql, ...params);
  }

  override async run(sql: string, ...params: SqlValue[]) {
    return this.write((tx) => tx.run(sql, ...params));
  }

  write<T>(work: (tx: Transaction) => Promise<T>, { keepsCaches = false } = {}): Promise<T> {
    return this.transaction('BEGIN IMMEDIATE', work, !keepsCaches);
  }

  /** A read transaction on the one connection, which writes wait for. */
  snapshot<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    // A read-only snapshot (a backup) changes nothing the caches hold.
    return this.transaction('BEGIN', work, false);
  }

  private async transaction<T>(
    begin: 'BEGIN IMMEDIATE' | 'BEGIN',
    work: (tx: Transaction) => Promise<T>,
    changesCaches: boolean,
  ): Promise<T> {
    // Waited for here, not through idle(): the turn is taken in the same step as seeing it free, or two
    // writers waiting on one transaction would both find it free on idle()'s return and both begin.
    while (this.open) await this.open;
    let done!: () => void;
    this.open = new Promise((resolve) => (done = resolve));
    const end = new TransactionEnd();
    const tx = end.transaction(new Statements(this.connection), async () => {});
    try {
      this.connection.exec(begin);
      let result: T;
      try {
        result = await work(tx);
        this.connection.exec('COMMIT');
      } catch (error) {
        if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
        end.rollback();
        throw error;
      }
      if (changesCaches) this.writes++;
      end.commit();
      return result;
    } finally {
      this.open = null;
      done();
    }
  }

  /** A consistent copy of the whole database into a new file (a backup), taken between writes. */
  async vacuumInto(path: string) {
    await this.idle();
    this.connection.query('VACUUM INTO ?').run(path);
  }

  catchUp() {}

  changeStamp() {
    const now = Date.now();
    if (now - this.dataVersionCheckedAt >= OTHER_WRITERS_MS && !this.open) {
      // data_version moves when another connection commits; asked at most every OTHER_WRITERS_MS, not on every request.
      this.dataVersion = (this.connection.query('PRAGMA data_version').get() as { data_version: number }).data_version;
      this.dataVersionCheckedAt = now;
    }
    // Two counters in one number: writes here (at most millions) and other processes' commits.
    return this.writes * 1e9 + this.dataVersion;
  }

  /** One process serves an SQLite folder (the data folder lock), so a lock within it is enough. */
  private readonly locks = new Map<string, Promise<unknown>>();

  async exclusive<T>(name: string, work: () => Promise<T>, options: { skipIfHeld?: boolean } = {}) {
    const held = this.locks.get(name);
    if (held && options.skipIfHeld) return undefined;
    const run = (held ?? Promise.resolve()).catch(() => {}).then(work);
    const settled = run.catch(() => {});
    this.locks.set(name, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(name) === settled) this.locks.delete(name);
    }
  }

  async close() {
    await this.idle();
    this.connection.close();
  }
}

export async function openSqlite(file: string, available: readonly string[]) {
  const connection = new Database(file, { create: true, strict: true });
  try {
    connection.exec('PRAGMA journal_mode = WAL');
    connection.exec('PRAGMA synchronous = NORMAL');
    connection.exec('PRAGMA foreign_keys = ON');
    connection.exec('PRAGMA busy_timeout = 5000');
    migrateSqlite(connection, available);
  } catch (error) {
    connection.close();
    throw error;
  }
  return new SqliteDb(connection, file);
}

/** A read-only view of an SQLite file that another process (the server) may be writing. */
export function openSqliteReader(file: string) {
  const connection = new Database(file, { readonly: true });
  connection.exec('PRAGMA busy_timeout = 5000');
  return new SqliteDb(connection, file);
}

/** Applies every migration newer than the file, all in one transaction; PRAGMA user_version counts them. */
export function migrateSqlite(connection: Database, available: readonly string[]) {
  const current = (connection.query('PRAGMA user_version').get() as { user_version: number }).user_version;
  if (current > available.length) throw newerSchemaError(current, available.length);
  if (current === available.length) return;
  connection
    .transaction(() => {
      for (let i = current; i < available.length; i++) connection.exec(available[i]);
      connection.exec(`PRAGMA user_version = ${available.length}`);
    })
    .immediate();
}
