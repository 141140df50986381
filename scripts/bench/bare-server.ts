// The yardstick for `bun run bench`: a bare Bun.serve that answers, from
// memory, the very bytes and headers our server answered for each benchmarked
// URL, with one Map lookup and no other work. Started as its own process so it
// gets the same CPU as ours: bun scripts/bench/bare-server.ts SPEC.json
// (on a port the system gives it, printed as `serve` prints its own)
import { readFileSync } from 'node:fs';
import { listeningLine } from '../../src/cli/listening-line';

export type BareAnswer = { url: string; status: number; headers: Record<string, string>; body: string /* base64 */ };

const [specFile] = Bun.argv.slice(2);
const answers = new Map<string, { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }>();
for (const answer of JSON.parse(readFileSync(specFile, 'utf8')) as BareAnswer[]) {
  answers.set(answer.url, { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') });
}

const notFound = () => new Response('Not found', { status: 404 });

const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(request) {
    const url = request.url;
    const answer = answers.get(url.slice(url.indexOf('/', 8)));
    if (!answer) return notFound();
    const etag = answer.headers.etag;
    if (etag && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: answer.headers });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  },
});
console.log(listeningLine(`http://127.0.0.1:${server.port}`));
