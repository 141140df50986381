// PostgreSQL through Bun's built-in client, for several instances sharing
// one database. Every committed change notifies a channel (a trigger on each
// table), which every instance listens on, so each one's cached responses
// follow the others' writes.
import { SQL } from 'bun';
import { newId } from '../ids';
import {
  hidePassword,
  newerSchemaError,
  requestWrites,
  TransactionEnd,
  type Db,
  type Queries,
  type SqlValue,
  type Transaction,
} from './database';
import {
  CHANGES_CHANNEL,
  HEARTBEAT_PREFIX,
  POSTGRES_CHANGE_NOTICES,
  POSTGRES_LOCK,
  POSTGRES_PRELUDE,
  POSTGRES_SCHEMA_VERSION,
  postgresMigration,
  postgresPlaceholders,
} from './dialect';

/** A query waits at most this long for a connection before it fails (503), rather than hanging. */
const CONNECT_TIMEOUT_SECONDS = 3;
/**
 * A read outside a write waits at most this long for its result: a server
 * cut off without closing its connections responds 503, not a hang.
 */
const READ_TIMEOUT_MS = 5000;
/**
 * Each instance notifies itself this often; if its LISTEN connection has
 * heard nothing for HEARD_WITHIN_MS (a network cut that closes nothing), its
 * caches are not trusted until it hears again.
 */
const HEARTBEAT_EVERY_MS = 250;
const HEARD_WITHIN_MS = 1000;

/** `query`, or after `ms` an error that reads as "the database cannot be reached" (503). */
function withinMs<T>(query: Promise<T>, ms: number): Promise<T> {
  let timer: Timer | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`No answer from the database within ${ms} ms.`), {
            code: 'ERR_POSTGRES_CONNECTION_TIMEOUT',
          }),
        ),
      ms,
    );
  });
  return Promise.race([query, late]).finally(() => clearTimeout(timer));
}

type Client = Pick<SQL, 'unsafe'>;

const translated = new Map<string, string>();
function text(sql: string) {
  let pg = translated.get(sql);
  if (pg === undefined) translated.set(sql, (pg = postgresPlaceholders(sql)));
  return pg;
}

class Statements implements Queries {
  constructor(protected readonly client: Client) {}

  async all<T>(sql: string, ...params: SqlValue[]) {
    return [...((await this.client.unsafe(text(sql), params)) as T[])];
  }

  async get<T>(sql: string, ...params: SqlValue[]) {
    const rows = (await this.client.unsafe(text(sql), params)) as T[];
    return rows[0] ?? null;
  }

  async run(sql: string, ...params: SqlValue[]) {
    const result = (await this.client.unsafe(text(sql), params)) as { count: number | null };
    return result.count ?? 0;
  }
}

/** How many heard write numbers an instance keeps: far more than are written while a notice is on its way. */
const HEARD_KEPT = 20_000;

export class PostgresDb extends Statements implements Db {
  readonly engine = 'postgres' as const;
  private stamp = 0;
  /**
   * The write numbers this instance has heard (its own among them), or
   * was told of; those at or below `heardBelow` are taken as heard.
   */
  private readonly heard = new Set<number>();
  private heardBelow = 0;
  private readonly instance = newId();
  private listening = false;
  private lastHeard = 0;
  private heartbeat: Timer | undefined;
  private readonly listener: SQL;

  constructor(
    private readonly sql: SQL,
    url: string,
    readonly shownAs: string,
  ) {
    super(sql);
    // A client of its own for LISTEN, so that its connection
    // dropping is known (onclose) and not mixed up with the pool's.
    this.listener = new SQL({
      url,
      max: 1,
      connectionTimeout: CONNECT_TIMEOUT_SECONDS,
      connection: { idle_session_timeout: 0 },
      onclose: () => void (this.listening = false),
    });
  }

  /**
   * Follows the other instances' writes. Notices sent while the connection
   * was down are lost, so a (re)subscription counts as a change too, and
   * until then nothing is taken from a cache (changeStamp moves every time).
   */
  async listen() {
    const ownHeartbeat = HEARTBEAT_PREFIX + this.instance;
    await this.listener.listen(
      CHANGES_CHANNEL,
      (payload) => {
        if (payload === ownHeartbeat) this.lastHeard = Date.now();
        else if (!payload.startsWith(HEARTBEAT_PREFIX)) {
          const [writer, numbered] = payload.split(':');
          this.hear(Number(numbered) || 0);
          if (writer !== this.instance) this.stamp++;
        }
      },
      () => {
        this.listening = true;
        this.lastHeard = Date.now();
        this.stamp++;
      },
    );
    let sending = false;
    this.heartbeat = setInterval(() => {
      if (sending) return;
      sending = true;
      this.sql
        .unsafe(POSTGRES_CHANGE_NOTICES.heartbeat, [ownHeartbeat])
        .catch(() => {})
        .finally(() => (sending = false));
    }, HEARTBEAT_EVERY_MS).unref();
  }

  override all<T>(sql: string, ...params: SqlValue[]) {
    return withinMs(super.all<T>(sql, ...params), READ_TIMEOUT_MS);
  }

  override get<T>(sql: string, ...params: SqlValue[]) {
    return withinMs(super.get<T>(sql, ...params), READ_TIMEOUT_MS);
  }

  override async run(sql: string, ...params: SqlValue[]) {
    return this.write((tx) => tx.run(sql, ...params));
  }

  async write<T>(work: (tx: Transaction) => Promise<T>, { keepsCaches = false } = {}): Promise<T> {
    const end = new TransactionEnd();
    let result!: T;
    // An admin's request (the write gate's) hands its last write's
    // number to the person who saved; other writes need none.
    const request = requestWrites.getStore();
    let written: string | null = null;
    try {
      // The callback's value is kept aside: Bun.SQL treats a returned array as queries to pipeline.
      await this.sql.begin(async (client) => {
        await client.unsafe(POSTGRES_CHANGE_NOTICES.writer, [this.instance]);
        const lockRow = async (table: string, id: string, key?: string) =>
          void (await client.unsafe(POSTGRES_LOCK.row(table, key), [id]));
        const tx = end.transaction(new Statements(client), lockRow);
        result = await work(tx);
        if (request)
          [{ n: written }] = (await client.unsafe(POSTGRES_CHANGE_NOTICES.writeNumbers.last)) as { n: string | null }[];
      });
    } catch (error) {
      end.rollback();
      throw error;
    }
    if (!keepsCaches) this.stamp++;
    if (request && written) {
      this.hear(Number(written));
      request.last = Number(written);
    }
    end.commit();
    return result;
  }

  async snapshot<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    let result!: T;
    await this.sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      result = await work(new Statements(client));
    });
    return result;
  }

  /** How many migrations the database has had: 0 when it is new. */
  async schemaVersion() {
    const [{ present }] = (await this.sql.unsafe(POSTGRES_SCHEMA_VERSION.present)) as { present: boolean }[];
    if (!present) return 0;
    const [row] = (await this.sql.unsafe(POSTGRES_SCHEMA_VERSION.read)) as { version: number }[];
    return row?.version ?? 0;
  }

  migrate(available: readonly string[]) {
    return migratePostgres(this.sql, available);
  }

  /** Remembers a heard write number; past HEARD_KEPT of them, the oldest half are taken as heard for good. */
  private hear(numbered: number) {
    this.heard.add(numbered);
    if (this.heard.size <= HEARD_KEPT) return;
    this.heardBelow = Math.max(...this.heard) - HEARD_KEPT / 2;
    for (const old of this.heard) if (old <= this.heardBelow) this.heard.delete(old);
  }

  catchUp(numbered: number) {
    if (numbered <= this.heardBelow || this.heard.has(numbered)) return;
    this.hear(numbered);
    this.stamp++;
  }

  changeStamp() {
    const hearing = this.listening && Date.now() - this.lastHeard < HEARD_WITHIN_MS;
    return hearing ? this.stamp : ++this.stamp;
  }

  async exclusive<T>(name: string, work: () => Promise<T>, options: { skipIfHeld?: boolean } = {}) {
    // A session lock lives on one connection: it is reserved for the work's length.
    const connection = await this.sql.reserve();
    try {
      if (options.skipIfHeld) {
        const [{ taken }] = await connection.unsafe(POSTGRES_LOCK.try, [name]);
        if (!taken) return undefined;
      } else {
        await connection.unsafe(POSTGRES_LOCK.take, [name]);
      }
      try {
        return await work();
      } finally {
        await connection.unsafe(POSTGRES_LOCK.release, [name]).catch(() => {});
      }
    } finally {
      connection.release();
    }
  }

  async close() {
    clearInterval(this.heartbeat);
    await this.listener.close({ timeout: 0 });
    await this.sql.close({ timeout: 5 });
  }
}

export async function openPostgres(url: string, available: readonly string[]) {
  const db = await connectPostgres(url);
  try {
    await db.migrate(available);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Connects and follows the other instances' writes, leaving the
 * schema as it is (the backup before an upgrade reads it so).
 */
export async function connectPostgres(url: string) {
  const shownAs = hidePassword(url);
  const sql = new SQL({ url, max: 20, connectionTimeout: CONNECT_TIMEOUT_SECONDS, idleTimeout: 60, onclose: () => {} });
  try {
    await sql.unsafe('SELECT 1');
  } catch (error) {
    await sql.close({ timeout: 0 });
    throw new Error(`Cannot reach the database ${shownAs}: ${describeFailure(error)}`);
  }
  const db = new PostgresDb(sql, url, shownAs);
  try {
    await db.listen();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Every migration the database lacks, in one transaction that
 * holds a lock, so two instances starting at once migrate once.
 */
export async function migratePostgres(sql: SQL, available: readonly string[]) {
  await sql.begin(async (tx) => {
    await tx.unsafe(POSTGRES_LOCK.migrations);
    await tx.unsafe(POSTGRES_PRELUDE);
    await tx.unsafe(POSTGRES_SCHEMA_VERSION.create);
    const [row] = (await tx.unsafe(POSTGRES_SCHEMA_VERSION.read)) as { version: number }[];
    const current = row?.version ?? 0;
    if (current > available.length) throw newerSchemaError(current, available.length);
    for (let i = current; i < available.length; i++) await tx.unsafe(postgresMigration(available[i])).simple();
    if (current < available.length) await tx.unsafe(POSTGRES_SCHEMA_VERSION.write(available.length)).simple();
    await tx.unsafe(POSTGRES_CHANGE_NOTICES.writeNumbers.create).simple();
    await tx.unsafe(POSTGRES_CHANGE_NOTICES.function);
    for (const { name } of (await tx.unsafe(POSTGRES_CHANGE_NOTICES.tablesWithoutTrigger)) as { name: string }[]) {
      await tx.unsafe(POSTGRES_CHANGE_NOTICES.trigger(name));
    }
  });
}

/** One line a person can act on, from a connection or login failure. */
function describeFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ERR_POSTGRES_CONNECTION_REFUSED') return 'nothing answers at that address and port.';
  if (code === 'ERR_POSTGRES_CONNECTION_TIMEOUT') return 'the connection timed out.';
  return (message ?? String(error)).replace(/\s+/g, ' ').trim();
}
