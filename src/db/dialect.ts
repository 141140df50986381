// The few places where SQLite and PostgreSQL differ. Queries and migrations
// are written in the SQL both understand, with SQLite's `?` placeholders;
// what PostgreSQL spells otherwise is translated here, once per text.

/** `?` and `?N` placeholders as PostgreSQL's `$N`; text inside quotes is left alone. */
export function postgresPlaceholders(sql: string): string {
  let next = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?(\d*)/g, (match, number: string | undefined) => {
    if (match[0] !== '?') return match;
    return `$${number ? Number(number) : ++next}`;
  });
}

/** A migration's text for PostgreSQL: binary columns are BYTEA there. */
export const postgresMigration = (sql: string) => sql.replace(/\bBLOB\b/g, 'BYTEA');

/**
 * SQLite's `COLLATE NOCASE` for PostgreSQL, byte for byte: an ICU collation
 * would take a full-width name for another (usernames compare as lower(username)).
 */
export const POSTGRES_PRELUDE = `CREATE COLLATION IF NOT EXISTS nocase (provider = libc, locale = 'C')`;

/** PostgreSQL keeps the number of applied migrations in a table; SQLite in PRAGMA user_version. */
export const POSTGRES_SCHEMA_VERSION = {
  create: 'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)',
  read: 'SELECT version FROM schema_version',
  present: "SELECT to_regclass('schema_version') IS NOT NULL AS present",
  write: (version: number) => `DELETE FROM schema_version; INSERT INTO schema_version (version) VALUES (${version})`,
};

export const CHANGES_CHANNEL = 'hostel_changes';
/** Notices whose payload starts with this are heartbeats, not changes. */
export const HEARTBEAT_PREFIX = 'heartbeat:';

/**
 * Tables no cached response is made from: their writes (sign-ins, backups, mail sent) need not reach other
 * instances' caches.
 */
const UNCACHED_TABLES = [
  'login_failures',
  'refresh_sessions',
  'schema_version',
  'backups',
  'backup_parts',
  'idempotent_writes',
  'mail_outbox',
  'mail_refusals',
  'subscribers',
  'mail_suppressions',
  'notice_announcements',
  'password_resets',
  'known_devices',
];

/**
 * Every committed change to a cached table notifies the channel, whoever made
 * it (an instance, a restore, psql), naming the instance that wrote so it can
 * skip its own notice. Set up after each start's migrations, for new tables.
 */
export const POSTGRES_CHANGE_NOTICES = {
  /**
   * Each notice's number, from a sequence (no lock: writes never wait on each
   * other for it): a person's save hands its number to them
   * (http/writes-seen.ts), and an instance that has not heard it yet reads afresh.
   * PostgreSQL's alone, beside the triggers; no backup carries it.
   */
  writeNumbers: {
    create: 'CREATE SEQUENCE IF NOT EXISTS write_numbers',
    /** The number of a transaction's last notice, '' (or null) when it sent none. */
    last: "SELECT current_setting('hostel.written', true) AS n",
  },
  /**
   * The notice names the writing instance and its number
   * ('<instance>:<number>'), which the transaction keeps as its last.
   */
  function: `CREATE OR REPLACE FUNCTION hostel_notify_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE numbered BIGINT := nextval('write_numbers');
    BEGIN
      PERFORM set_config('hostel.written', numbered::text, true);
      PERFORM pg_notify('${CHANGES_CHANNEL}', coalesce(current_setting('hostel.instance', true), '') || ':' ||
        numbered);
      RETURN NULL;
    END $$`,

  /** Run first in each write's transaction. */
  writer: "SELECT set_config('hostel.instance', $1, true)",
  /**
   * An instance's own notice to itself, proving its LISTEN connection still hears (payload: HEARTBEAT_PREFIX + its id).
   */
  heartbeat: `SELECT pg_notify('${CHANGES_CHANNEL}', $1)`,
  /**
   * The tables whose writes are told and that lack the trigger yet: a start on a current schema
   * creates none, as creating one locks its table until the start's transaction ends, and a
   * write holding that table and waiting for another the start holds would deadlock with it.
   */
  tablesWithoutTrigger: `SELECT tablename AS name FROM pg_tables t WHERE schemaname = current_schema()
    AND tablename NOT IN (${UNCACHED_TABLES.map((name) => `'${name}'`).join(', ')})
    AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass
      AND tgname = 'hostel_notify_changes')`,
  trigger: (table: string) =>
    'CREATE TRIGGER hostel_notify_changes AFTER INSERT OR UPDATE OR DELETE OR ' +
    `TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION hostel_notify_changes()`,
};

/** What a PostgreSQL error means for the client, when it is the database's state and not a bug. */
export function postgresFailure(error: unknown): 'unavailable' | 'full' | 'read-only' | 'busy' | 'conflict' | null {
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (typeof code === 'string' && /^ERR_POSTGRES_(CONNECTION_|IDLE_TIMEOUT|LIFETIME_TIMEOUT|TLS)/.test(code))
    return 'unavailable';
  if (typeof errno !== 'string') return null;
  // Class 08: connection exception; 57P01-57P03: shut down, crashed, starting up.
  if (errno.startsWith('08') || /^57P0[1-3]$/.test(errno)) return 'unavailable';
  if (errno === '53100') return 'full';
  if (errno === '25006') return 'read-only';
  // Serialization failure, deadlock, lock not available, too many connections.
  if (['40001', '40P01', '55P03', '53300'].includes(errno)) return 'busy';
  // A unique or foreign key rule broken by another instance's write
  // between a check and this one (SQLite's writes take turns).
  if (errno === '23505' || errno === '23503') return 'conflict';
  return null;
}

/** Named locks across instances: PostgreSQL's advisory locks, keyed by the name's hash. */
export const POSTGRES_LOCK = {
  take: 'SELECT pg_advisory_lock(hashtext($1))',
  try: 'SELECT pg_try_advisory_lock(hashtext($1)) AS taken',
  release: 'SELECT pg_advisory_unlock(hashtext($1))',
  row: (table: string, key = 'id') => `SELECT 1 FROM ${table} WHERE ${key} = $1 FOR UPDATE`,
  /** Held by a migration's transaction until it ends, so two instances starting at once migrate once. */
  migrations: "SELECT pg_advisory_xact_lock(hashtext('hostel migrations'))",
};
