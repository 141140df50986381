// The plain-http port beside https: it answers ACME's HTTP-01 challenges and
// sends every other request to the same path and query on https.
const CHALLENGE_PATH = '/.well-known/acme-challenge/';

export type PlainHttpOptions = {
  port: number;
  hostname: string;
  /** The https port, named in the redirect unless it is 443. */
  httpsPort: () => number;
  /** The site's https origin when it is known (HOSTEL_PUBLIC_URL, --domain); else the request's own host. */
  publicUrl: string | null;
  /** Token → key authorization, filled while an ACME order waits for the CA. */
  challenges: Map<string, string>;
};

/** Where a plain-http request goes on https. */
export function httpsLocation(
  request: Request,
  { httpsPort, publicUrl }: Pick<PlainHttpOptions, 'httpsPort' | 'publicUrl'>,
) {
  const url = new URL(request.url);
  const port = httpsPort();
  const origin = publicUrl ?? `https://${url.hostname}${port === 443 ? '' : `:${port}`}`;
  return origin + url.pathname + url.search;
}

export function servePlainHttp(options: PlainHttpOptions) {
  return Bun.serve({
    port: options.port,
    hostname: options.hostname,
    development: false,
    fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith(CHALLENGE_PATH)) {
        const answer = options.challenges.get(pathname.slice(CHALLENGE_PATH.length));
        return answer === undefined
          ? new Response('Not found', { status: 404 })
          : new Response(answer, { headers: { 'Content-Type': 'text/plain' } });
      }
      return new Response(null, { status: 308, headers: { Location: httpsLocation(request, options) } });
    },
  });
}
