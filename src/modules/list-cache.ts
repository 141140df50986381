// Lists are read on every page view and written a few times a day, so each
// list answer is made once per change of the database and then served from
// memory as ready bytes: serialized JSON, an ETag for revalidation (a repeat
// visit gets a 304), and gzip or brotli made on the first request asking for
// them. Any write on the connection (or by another process) changes
// SQLite's change counters and so drops every cached list at once: writes
// are rare, and no write path has to remember which lists it touches.
// The same goes for the small lookups behind every picture request
// (`remember`): a read of SQLite costs more than the rest of such a request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Db } from '../db/database';
import { acceptsEncoding } from '../http/accept-encoding';
import { matchesIfNoneMatch } from '../http/conditional';

/** What a list builder hands over: the rows, and when the answer goes stale by time alone (a notice expiring). */
export type ListValue = { value: unknown; validUntil?: number };

type Entry = {
  changes: number;
  dataVersion: number;
  validUntil: number;
  etag: string;
  json: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
};

/** What a route handler has that the answer needs: the request, and Elysia's `set` for status and headers. */
export type ListContext = { request: Request; set: { status?: number | string; headers: Record<string, unknown> } };

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = 'application/json;charset=utf-8';

/** How stale a list may be after another process (a maintenance script) writes to the database. */
const OTHER_WRITERS_MS = 250;

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly remembered = new Map<string, { changes: number; dataVersion: number; value: object }>();
  // total_changes() counts every row this connection has written, and costs next to nothing to ask.
  private readonly changesQuery;
  // data_version moves when another connection commits; asking costs a few microseconds, so not on every request.
  private readonly dataVersionQuery;
  private dataVersion = -1;
  private dataVersionCheckedAt = -Infinity;

  constructor(db: Db) {
    this.changesQuery = db.query<{ changes: number }, []>('SELECT total_changes() AS changes');
    this.dataVersionQuery = db.query<{ data_version: number }, []>('PRAGMA data_version');
  }

  /** This connection's count of changed rows, after noticing another process's commits (at most every OTHER_WRITERS_MS). */
  private changes(now: number) {
    if (now - this.dataVersionCheckedAt >= OTHER_WRITERS_MS) {
      this.dataVersion = this.dataVersionQuery.get()!.data_version;
      this.dataVersionCheckedAt = now;
    }
    return this.changesQuery.get()!.changes;
  }

  private entry(key: string, build: () => ListValue): Entry {
    const now = Date.now();
    const changes = this.changes(now);
    const cached = this.entries.get(key);
    if (cached && cached.changes === changes && cached.dataVersion === this.dataVersion && now < cached.validUntil) return cached;
    let built: ListValue;
    try {
      built = build();
    } catch (error) {
      // A record that is gone (404) leaves nothing behind.
      this.entries.delete(key);
      throw error;
    }
    const { value, validUntil = Infinity } = built;
    const json = Buffer.from(JSON.stringify(value));
    const entry: Entry = { changes, dataVersion: this.dataVersion, validUntil, json, etag: `W/"${Bun.hash(json).toString(36)}"` };
    this.entries.set(key, entry);
    return entry;
  }

  /** A record read, kept until the database changes; nothing found (null) is read again each time, so it is never kept. */
  remember<T extends object>(key: string, read: () => T | null): T | null {
    const changes = this.changes(Date.now());
    const cached = this.remembered.get(key);
    if (cached && cached.changes === changes && cached.dataVersion === this.dataVersion) return cached.value as T;
    const value = read();
    if (value) this.remembered.set(key, { changes, dataVersion: this.dataVersion, value });
    else this.remembered.delete(key);
    return value;
  }

  /**
   * The answer for `key` (a list and its public or admin variant, or one record):
   * 304 when the client holds it already, else the JSON bytes, compressed
   * when the client accepts it. Headers go on Elysia's `set` and the bytes
   * are returned as they are, which Elysia sends without copying or
   * re-wrapping. `varyOnAuthorization` marks lists that show admins more.
   */
  respond(
    { request, set }: ListContext,
    key: string,
    build: () => ListValue,
    options: { admin?: boolean; varyOnAuthorization?: boolean } = {},
  ): Uint8Array<ArrayBuffer> | string {
    const entry = this.entry(key, build);
    const headers = set.headers;
    headers.ETag = entry.etag;
    // Always revalidated, so a write shows at once; a 304 costs a few hundred bytes.
    headers['Cache-Control'] = options.admin ? 'private, no-cache' : 'no-cache';
    headers.Vary = options.varyOnAuthorization ? 'Accept-Encoding, Authorization' : 'Accept-Encoding';
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), entry.etag)) {
      set.status = 304;
      return '';
    }
    headers['Content-Type'] = JSON_TYPE;
    return this.encode(entry, request.headers.get('accept-encoding') ?? '', headers);
  }

  private encode(entry: Entry, acceptEncoding: string, headers: Record<string, unknown>): Uint8Array<ArrayBuffer> {
    if (entry.json.length < COMPRESS_FROM_BYTES) return entry.json;
    if (acceptsEncoding(acceptEncoding, 'br')) {
      // Quality 5: most of brotli's gain at a few milliseconds for a large list.
      entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      headers['Content-Encoding'] = 'br';
      return entry.br;
    }
    if (acceptsEncoding(acceptEncoding, 'gzip')) {
      entry.gzip ??= gzipSync(entry.json, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
      return entry.gzip;
    }
    return entry.json;
  }
}
