// The middle yardstick for `bun run bench`: Elysia with one plain route per
// benchmarked URL answering the same bytes and headers from memory, without
// our hooks (request log, security headers, body limit, write gate, auth).
// Between bare Bun.serve and our app it shows what the framework costs and
// what our own per-request work costs. bun scripts/bench/raw-elysia.ts SPEC.json
// (on a port the system gives it, printed as `serve` prints its own)
import { Elysia } from 'elysia';
import { readFileSync } from 'node:fs';
import type { BareAnswer } from './bare-server';
import { listeningLine } from '../../src/cli/listening-line';

const [specFile] = Bun.argv.slice(2);
let app = new Elysia();
for (const answer of JSON.parse(readFileSync(specFile, 'utf8')) as BareAnswer[]) {
  const path = answer.url.split('?')[0];
  const body = Buffer.from(answer.body, 'base64');
  app = app.get(path, ({ request, set }) => {
    Object.assign(set.headers, answer.headers);
    if (answer.headers.etag && request.headers.get('if-none-match') === answer.headers.etag) {
      set.status = 304;
      return '';
    }
    return body;
  });
}
app.listen({ port: 0, hostname: '127.0.0.1' });
console.log(listeningLine(`http://127.0.0.1:${app.server!.port}`));
