// The database the site runs on: SQLite in the data folder (the default) or
// PostgreSQL, shared by several instances. Every query is written once, in
// SQLite's spelling with `?` placeholders; dialect.ts names what differs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { isAbsolute, join, resolve } from 'node:path';
import { migrations } from './migrations';

export type Engine = 'sqlite' | 'postgres';
export type SqlValue = string | number | null | Uint8Array;

/** Reads and writes of a repo: on the database itself, or inside a write's transaction. */
export interface Queries {
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  get<T>(sql: string, ...params: SqlValue[]): Promise<T | null>;
  /** Runs a statement; returns how many rows it changed. */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
}

/** A write's transaction: its queries, and work for after it ends. */
export interface Transaction extends Queries {
  afterCommit(work: () => void): void;
  afterRollback(work: () => void): void;
  /**
   * Taken before reading what the write replaces: of two writes
   * to one row at once, the second reads what the first left.
   */
  lockRow(table: string, id: string, key?: string): Promise<void>;
}

/** The work a transaction keeps for after it ends; an adapter runs one side or the other. */
export class TransactionEnd {
  private readonly committed: (() => void)[] = [];
  private readonly rolledBack: (() => void)[] = [];

  transaction(queries: Queries, lockRow: Transaction['lockRow']): Transaction {
    return Object.assign(queries, {
      lockRow,
      afterCommit: (work: () => void) => void this.committed.push(work),
      afterRollback: (work: () => void) => void this.rolledBack.push(work),
    });
  }

  commit() {
    for (const work of this.committed) work();
  }

  rollback() {
    for (const work of this.rolledBack) work();
  }
}

/**
 * The request being answered, as its writes commit: the number of the last
 * (PostgreSQL's change notices number them), which its answer hands to the
 * person who saved (http/writes-seen.ts). Null on SQLite, with one instance.
 */
export const requestWrites = new AsyncLocalStorage<{ last: number | null }>();

export interface Db extends Queries {
  readonly engine: Engine;
  /** Where it is, without a password: shown in logs and errors. */
  readonly shownAs: string;
  /**
   * One transaction holding the write lock from its start, so concurrent writers queue instead of failing half-way.
   * `keepsCaches`: it writes only tables no cached response is read from (the outbox), so the stamp stays.
   */
  write<T>(work: (tx: Transaction) => Promise<T>, options?: { keepsCaches?: boolean }): Promise<T>;
  /** Runs `work` on one consistent snapshot of the whole database (a backup). */
  snapshot<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  /**
   * Moves after every committed write, here or on another instance
   * (within a second): what cached responses are valid for.
   */
  changeStamp(): number;
  /**
   * A request's sender made the write numbered so (through another instance,
   * PostgreSQL): if this instance has not heard of it, its caches no longer hold.
   */
  catchUp(numbered: number): void;
  /**
   * Runs `work` holding the named lock across every instance; `skipIfHeld` returns undefined instead of waiting for it.
   */
  exclusive<T>(name: string, work: () => Promise<T>, options?: { skipIfHeld?: boolean }): Promise<T | undefined>;
  close(): Promise<void>;
}

export async function tableNames(db: Db): Promise<string[]> {
  const query =
    db.engine === 'sqlite'
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
      : 'SELECT table_name AS name FROM information_schema.tables ' +
        'WHERE table_schema = current_schema() ORDER BY table_name';
  return (await db.all<{ name: string }>(query)).map((row) => row.name);
}

export const DATABASE_FILE = 'hostel.db';

export type DatabaseLocation = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export const DATABASE_URL_HELP = 'Use sqlite:///path/to/hostel.db or postgres://user:password@host:5432/database.';

/** `--database` / HOSTEL_DATABASE_URL, or the data folder's own SQLite file when neither is given. */
export function databaseLocation(url: string | undefined, dataDir: string): DatabaseLocation {
  if (url === undefined || url.trim() === '') return { engine: 'sqlite', file: join(dataDir, DATABASE_FILE) };
  const scheme = url.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') {
    try {
      const parsed = new URL(url);
      if (!parsed.hostname || parsed.pathname.length < 2) throw new Error();
    } catch {
      throw new Error(
        `The database URL ${hidePassword(url)} is not valid: it needs a host and a database name. ${DATABASE_URL_HELP}`,
      );
    }
    return { engine: 'postgres', url };
  }
  if (scheme === 'sqlite') {
    const path = decodeURIComponent(url.slice('sqlite:'.length).replace(/^\/\//, ''));
    if (!path) throw new Error(`The database URL ${url} names no file. ${DATABASE_URL_HELP}`);
    return { engine: 'sqlite', file: path === ':memory:' || isAbsolute(path) ? path : resolve(path) };
  }
  throw new Error(
    `The database URL ${hidePassword(url)} is not supported${scheme ? ` (${scheme}:)` : ''}. ${DATABASE_URL_HELP}`,
  );
}

export const hidePassword = (url: string) => url.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');

/** Opens the database and applies every migration it lacks; a clear error when it cannot. */
export async function openDatabase(
  location: DatabaseLocation | string,
  available: readonly string[] = migrations,
): Promise<Db> {
  const where: DatabaseLocation = typeof location === 'string' ? { engine: 'sqlite', file: location } : location;
  if (where.engine === 'sqlite') {
    const { openSqlite } = await import('./sqlite');
    return openSqlite(where.file, available);
  }
  const { openPostgres } = await import('./postgres');
  return openPostgres(where.url, available);
}

/** The schema is newer than this program: it must not write to it. */
export function newerSchemaError(current: number, known: number) {
  return new Error(
    `The database was written by a newer version of this program (schema ${current}; this version ` +
      `knows ${known}). Run that version or a later one, or restore a backup made by this one.`,
  );
}
