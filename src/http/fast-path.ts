// Visitors' GET responses sent before Elysia routes the request: the response
// cache publishes what a URL got without Authorization, and while that entry
// is fresh the same URL gets the same bytes, with headers made once per entry.
import { acceptsEncoding } from './accept-encoding';
import { matchesIfNoneMatch } from './conditional';

/** One URL's published response: whether it still holds, and the response for a request. */
export type SharedResponse = {
  fresh(): boolean;
  respond(request: Request): Response;
};

/** The encodings a published response carries, each with its complete headers. */
export type Encodings = {
  etag: string;
  /** The headers of a 304: no Content-Type, no body. */
  notModified: Record<string, string>;
  identity: { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };
  br?: () => { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };
  gzip?: () => { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };
};

/** A SharedResponse for bytes in one, two or three encodings, fresh while `fresh()` says so. */
export function sharedResponse(fresh: () => boolean, { etag, notModified, identity, br, gzip }: Encodings): SharedResponse {
  return {
    fresh,
    respond(request) {
      const headers = request.headers;
      if (matchesIfNoneMatch(headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: notModified });
      const accepted = headers.get('accept-encoding');
      const chosen = br && acceptsEncoding(accepted, 'br') ? br() : gzip && acceptsEncoding(accepted, 'gzip') ? gzip() : identity;
      return new Response(chosen.body, { headers: chosen.headers });
    },
  };
}

export class FastPath {
  private readonly byUrl = new Map<string, SharedResponse>();

  /** `maxEntries` bounds what visitors' URLs (search queries, page addresses) can make it hold; the oldest goes first. */
  constructor(private readonly maxEntries = 2000) {}

  publish(url: string, response: SharedResponse) {
    this.byUrl.delete(url);
    if (this.byUrl.size >= this.maxEntries) this.byUrl.delete(this.byUrl.keys().next().value!);
    this.byUrl.set(url, response);
  }

  /** The published response for a visitor's GET of this URL, or undefined for Elysia to route. */
  respond(request: Request): Response | undefined {
    if (request.method !== 'GET') return;
    const shared = this.byUrl.get(request.url);
    if (!shared || request.headers.has('authorization')) return;
    if (shared.fresh()) return shared.respond(request);
    this.byUrl.delete(request.url);
  }
}
