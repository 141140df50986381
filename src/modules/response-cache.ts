// Responses built from the database (lists, rendered pages, feeds, search
// results) kept as ready bytes with an ETag until any commit moves the
// database's change stamp; reads happen on every page view, writes a few times a day.
import type { Db } from '../db/database';
import { acceptsEncoding } from '../http/accept-encoding';
import { brotli, gzip } from '../http/compress';
import { matchesIfNoneMatch } from '../http/conditional';
import { sharedResponse, type FastPath } from '../http/fast-path';
import { SECURITY_HEADERS } from '../http/security';

/**
 * What a builder hands over: the rows (sent as JSON), a page (`html`, with
 * its status) or another document (`text` of a `type`, such as a feed), and
 * when the response goes stale by time alone (a notice expiring, a scheduled one
 * falling due).
 */
export type CachedValue<T = unknown> =
  | { value: T; validUntil?: number }
  | { html: string; status?: number; validUntil?: number }
  | { text: string; type: string; validUntil?: number };

/** A kept response; `T` is the type of the rows it was built from. */
export type Entry<T = unknown> = {
  /** What it is kept under: what a response made from it (the same read in another language) is kept beside. */
  key: string;
  stamp: number;
  validUntil: number;
  etag: string;
  /** The rows as built, for a page rendered from them; undefined for a page or a document. */
  value: T;
  status: number;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
};

/** What a route handler has that the response needs: the request, and Elysia's `set` for status and headers. */
export type SendContext = { request: Request; set: { status?: number | string; headers: Record<string, unknown> } };

/**
 * `varyOnAuthorization` marks lists that show admins more; `shareUntil`, when
 * a visitor's response for the URL may change by time alone (a rendered page
 * on a new day) sooner than the entry goes stale.
 */
type SendOptions = { admin?: boolean; varyOnAuthorization?: boolean; shareUntil?: number };

/** Smaller responses are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = 'application/json;charset=utf-8';
const HTML_TYPE = 'text/html;charset=utf-8';

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly remembered = new Map<string, { stamp: number; value: object }>();

  /**
   * `maxEntries` bounds a cache whose keys come from visitors (a page's address and query); the oldest goes first.
   * With `fastPath`, what a visitor's GET got is published there for the same URL's next requests.
   */
  constructor(
    private readonly db: Db,
    private readonly maxEntries = Infinity,
    private readonly fastPath?: FastPath,
    /** The headers every response carries (http/security.ts). */
    private readonly securityHeaders = SECURITY_HEADERS,
  ) {}

  /** Another cache on the same database publishing to the same fast path. */
  sibling(maxEntries = Infinity) {
    return new ResponseCache(this.db, maxEntries, this.fastPath, this.securityHeaders);
  }

  /** The cached entry while the database has not changed and it has not gone stale by time. */
  // Entries of every type share one map, each key read with one builder: the type a key was built with is its own.
  private fresh<T>(key: string): Entry<T> | undefined {
    const cached = this.entries.get(key) as Entry<T> | undefined;
    if (cached && cached.stamp === this.db.changeStamp() && Date.now() < cached.validUntil) return cached;
  }

  private async build<T>(key: string, build: () => Promise<CachedValue<T>>, stamp: number): Promise<Entry<T>> {
    let built: CachedValue<T>;
    try {
      built = await build();
    } catch (error) {
      // A record that is gone (404) leaves nothing behind.
      this.entries.delete(key);
      throw error;
    }
    const page = 'html' in built ? built : null;
    const document = 'text' in built ? built : null;
    // A page or a document has no rows: its entry is read as Entry<unknown>.
    const value = ('value' in built ? built.value : undefined) as T;
    const bytes = Buffer.from(page ? page.html : document ? document.text : JSON.stringify(value));
    const status = page?.status ?? 200;
    const entry: Entry<T> = {
      key,
      stamp,
      // An error page is sent once and built again next time.
      validUntil: status === 200 ? (built.validUntil ?? Infinity) : 0,
      value,
      status,
      type: page ? HTML_TYPE : (document?.type ?? JSON_TYPE),
      bytes,
      etag: `W/"${Bun.hash(bytes).toString(36)}"`,
    };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The entry for `key`: from memory while fresh, else built now, kept under the
   * stamp read before building (or `readAt`, when what it is built from was read
   * earlier: an English entry to translate). A write committed meanwhile moves
   * the stamp, and the next request builds again.
   */
  read<T = unknown>(key: string, build: () => Promise<CachedValue<T>>, readAt?: number): Entry<T> | Promise<Entry<T>> {
    return this.fresh<T>(key) ?? this.build(key, build, readAt ?? this.db.changeStamp());
  }

  /**
   * An entry made from another entry's rows (the part of a list a page shows),
   * kept under `key` with that entry's stamp: stale when it is, or sooner at the
   * `validUntil` `build` gives.
   */
  derive<S, T>(
    source: Entry<S> | Promise<Entry<S>>,
    key: string,
    build: (value: S) => { value: T; validUntil?: number },
  ): Entry<T> | Promise<Entry<T>> {
    const from = (entry: Entry<S>) =>
      this.read(
        key,
        async () => {
          const built = build(entry.value);
          return { value: built.value, validUntil: Math.min(entry.validUntil, built.validUntil ?? Infinity) };
        },
        entry.stamp,
      );
    return source instanceof Promise ? source.then(from) : from(source);
  }

  /**
   * A record read, kept until the database changes; nothing found (null) is read again each time, so it is never kept.
   */
  async remember<T extends object>(key: string, read: () => Promise<T | null>): Promise<T | null> {
    const stamp = this.db.changeStamp();
    const cached = this.remembered.get(key);
    if (cached && cached.stamp === stamp) return cached.value as T;
    const value = await read();
    if (value) this.remembered.set(key, { stamp, value });
    else this.remembered.delete(key);
    return value;
  }

  /**
   * The response for `key`: 304 when the client holds it, else the bytes,
   * compressed when accepted. Bytes returned with headers on `set` Elysia
   * sends without a copy; from memory, without a promise's turn.
   */
  respond(
    context: SendContext,
    key: string,
    build: () => Promise<CachedValue>,
    options: SendOptions = {},
  ): Uint8Array<ArrayBuffer> | string | Promise<Uint8Array<ArrayBuffer> | string> {
    return this.send(context, this.read(key, build), options);
  }

  /** The response for an entry `read` gave (see `respond`). */
  send(
    context: SendContext,
    entry: Entry | Promise<Entry>,
    options: SendOptions = {},
  ): Uint8Array<ArrayBuffer> | string | Promise<Uint8Array<ArrayBuffer> | string> {
    if (entry instanceof Promise) return entry.then((built) => this.sendNow(context, built, options));
    return this.sendNow(context, entry, options);
  }

  private sendNow({ request, set }: SendContext, entry: Entry, options: SendOptions): Uint8Array<ArrayBuffer> | string {
    const headers = set.headers;
    Object.assign(headers, cachingHeaders(options));
    if (entry.status !== 200) set.status = entry.status;
    else {
      if (this.fastPath && !options.admin && request.method === 'GET' && !request.headers.has('authorization'))
        this.publish(request.url, entry, options, headers);
      headers.ETag = entry.etag;
      if (matchesIfNoneMatch(request.headers.get('if-none-match'), entry.etag)) {
        set.status = 304;
        return '';
      }
    }
    headers['Content-Type'] = entry.type;
    const acceptEncoding = request.headers.get('accept-encoding');
    const encoding =
      entry.bytes.length < COMPRESS_FROM_BYTES
        ? null
        : acceptsEncoding(acceptEncoding, 'br')
          ? 'br'
          : acceptsEncoding(acceptEncoding, 'gzip')
            ? 'gzip'
            : null;
    if (!encoding) return entry.bytes;
    headers['Content-Encoding'] = encoding;
    return encoded(entry, encoding);
  }

  /**
   * A route's own 200 (a picture), made by `send`, published for the URL's visitors
   * until the database changes: the bytes with the headers the route put on `set`.
   */
  async share<B extends Uint8Array<ArrayBuffer> | ''>(
    { request, set }: SendContext,
    send: () => Promise<B>,
  ): Promise<B> {
    // Read before `send` reads the record: a write committed
    // meanwhile moves the stamp, and nothing old stays published.
    const stamp = this.db.changeStamp();
    const body = await send();
    if (
      !this.fastPath ||
      body === '' ||
      (set.status ?? 200) !== 200 ||
      request.method !== 'GET' ||
      request.headers.has('authorization')
    )
      return body;
    const headers = { ...this.securityHeaders, ...(set.headers as Record<string, string>) };
    const { 'Content-Type': _, ...notModified } = headers;
    this.fastPath.publish(
      request.url,
      sharedResponse(() => stamp === this.db.changeStamp(), {
        etag: headers.ETag,
        notModified,
        identity: { body, headers },
      }),
    );
    return body;
  }

  /**
   * The entry as the fast path sends it to the URL's visitors: the same bytes and headers as above, headers made once.
   */
  private publish(url: string, entry: Entry, options: SendOptions, routeHeaders: Record<string, unknown>) {
    // The route's own headers too (a calendar's Content-Disposition).
    const notModified = {
      ...this.securityHeaders,
      ...(routeHeaders as Record<string, string>),
      ...cachingHeaders(options),
      ETag: entry.etag,
    };
    const full = { ...notModified, 'Content-Type': entry.type };
    const compressed = (encoding: 'br' | 'gzip') => () => ({
      body: encoded(entry, encoding),
      headers: { ...full, 'Content-Encoding': encoding },
    });
    const compressible = entry.bytes.length >= COMPRESS_FROM_BYTES;
    const until = Math.min(entry.validUntil, options.shareUntil ?? Infinity);
    this.fastPath!.publish(
      url,
      sharedResponse(() => entry.stamp === this.db.changeStamp() && Date.now() < until, {
        etag: entry.etag,
        notModified,
        identity: { body: entry.bytes, headers: full },
        br: compressible ? compressed('br') : undefined,
        gzip: compressible ? compressed('gzip') : undefined,
      }),
    );
  }
}

/** Always revalidated, so a write shows at once. */
const cachingHeaders = (options: SendOptions) => ({
  'Cache-Control': options.admin ? 'private, no-cache' : 'no-cache',
  Vary: options.varyOnAuthorization ? 'Accept-Encoding, Authorization' : 'Accept-Encoding',
});

/** The entry's bytes in `encoding`, compressed once. */
function encoded(entry: Entry, encoding: 'br' | 'gzip') {
  if (encoding === 'br') return (entry.br ??= brotli(entry.bytes));
  return (entry.gzip ??= gzip(entry.bytes));
}
