// The yardstick for `bun run bench`: a bare Bun.serve that sends, from
// memory, the very bytes and headers our server sent for each benchmarked
// URL, with one Map lookup and no other work: each Response is made once and
// cloned per request, the least work Bun.serve can do to send it. Started as its own process so it
// gets the same CPU as ours: bun scripts/bench/bare-server.ts SPEC.json [CERT KEY]
// (on a port the system gives it, printed as `serve` prints its own; over
// https with the PEM certificate and key files when given, as ours is)
import { readFileSync } from 'node:fs';
import { listeningLine } from '../../src/cli/listening-line';

export type BareResponse = { url: string; status: number; headers: Record<string, string>; body: string /* base64 */ };

const [specFile, certFile, keyFile] = Bun.argv.slice(2);
const responses = new Map<string, { etag?: string; sent: Response; notModified: Response }>();
for (const { url, status, headers, body } of JSON.parse(readFileSync(specFile, 'utf8')) as BareResponse[]) {
  responses.set(url, {
    etag: headers.etag,
    sent: new Response(Buffer.from(body, 'base64'), { status, headers }),
    notModified: new Response(null, { status: 304, headers }),
  });
}

const notFound = () => new Response('Not found', { status: 404 });

const tls = certFile ? { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') } : undefined;

const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  tls,
  fetch(request) {
    const url = request.url;
    const response = responses.get(url.slice(url.indexOf('/', 8)));
    if (!response) return notFound();
    if (response.etag && request.headers.get('if-none-match') === response.etag) return response.notModified.clone();
    return response.sent.clone();
  },
});
console.log(listeningLine(`${tls ? 'https' : 'http'}://127.0.0.1:${server.port}`));
