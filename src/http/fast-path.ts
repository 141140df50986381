// Visitors' GET responses sent before Elysia routes the request: the response
// cache publishes what a URL got without Authorization, and while that entry
// is fresh the same URL gets the same bytes. Each encoding's Response is made
// once per entry and cloned per request, which costs a fraction of building
// one from a headers object.
import { acceptsEncoding } from './accept-encoding';
import { matchesIfNoneMatch } from './conditional';
import { requestLine } from './request-log';

/** One URL's published response: whether it still holds, and the response for a request. */
export type SharedResponse = {
  fresh(): boolean;
  respond(request: Request): Response;
};

type Encoded = { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

/** The encodings a published response carries, each with its complete headers. */
export type Encodings = {
  etag: string;
  /** The headers of a 304: no Content-Type, no body. */
  notModified: Record<string, string>;
  identity: Encoded;
  /** Compressed on the first request that accepts it. */
  br?: () => Encoded;
  gzip?: () => Encoded;
};

const responseOf = ({ body, headers }: Encoded) => new Response(body, { headers });

/** The Response of a compression, compressed on its first use. */
function madeOnce(compressed: () => Encoded) {
  let response: Response | undefined;
  return () => (response ??= responseOf(compressed()));
}

/** A SharedResponse for bytes in one, two or three encodings, fresh while `fresh()` says so. */
export function sharedResponse(
  fresh: () => boolean,
  { etag, notModified, identity, br, gzip }: Encodings,
): SharedResponse {
  const unchanged = new Response(null, { status: 304, headers: notModified });
  const plain = responseOf(identity);
  const brotli = br && madeOnce(br);
  const gzipped = gzip && madeOnce(gzip);
  return {
    fresh,
    respond(request) {
      const headers = request.headers;
      if (matchesIfNoneMatch(headers.get('if-none-match'), etag)) return unchanged.clone();
      const accepted = headers.get('accept-encoding');
      const chosen =
        brotli && acceptsEncoding(accepted, 'br')
          ? brotli()
          : gzipped && acceptsEncoding(accepted, 'gzip')
            ? gzipped()
            : plain;
      return chosen.clone();
    },
  };
}

/** A URL's published response, with the first words of its request log lines. */
export type Published = { shared: SharedResponse; requestLine: string };

export class FastPath {
  private readonly byUrl = new Map<string, Published>();

  /**
   * `maxEntries` bounds what visitors' URLs (search queries, page addresses) can make it hold; the oldest goes first.
   */
  constructor(private readonly maxEntries = 2000) {}

  publish(url: string, shared: SharedResponse) {
    this.byUrl.delete(url);
    if (this.byUrl.size >= this.maxEntries) this.byUrl.delete(this.byUrl.keys().next().value!);
    this.byUrl.set(url, { shared, requestLine: requestLine('GET', url) });
  }

  /** What is published for a visitor's GET of this URL while it holds, or undefined for Elysia to route. */
  find(request: Request): Published | undefined {
    if (request.method !== 'GET') return;
    const url = request.url;
    const published = this.byUrl.get(url);
    if (!published || request.headers.has('authorization')) return;
    if (published.shared.fresh()) return published;
    this.byUrl.delete(url);
  }
}
