// The middle yardstick for `bun run bench`: Elysia with one plain route per
// benchmarked URL sending the same bytes and headers from memory, without
// our hooks (request log, security headers, body limit, write gate, auth).
// Between bare Bun.serve and our app it shows what the framework costs and
// what our own per-request work costs. bun scripts/bench/raw-elysia.ts SPEC.json
// (on a port the system gives it, printed as `serve` prints its own)
import { Elysia } from 'elysia';
import { readFileSync } from 'node:fs';
import type { BareResponse } from './bare-server';
import { listeningLine } from '../../src/cli/listening-line';

const [specFile] = Bun.argv.slice(2);
let app = new Elysia();
for (const response of JSON.parse(readFileSync(specFile, 'utf8')) as BareResponse[]) {
  const path = response.url.split('?')[0];
  const body = Buffer.from(response.body, 'base64');
  app = app.get(path, ({ request, set }) => {
    Object.assign(set.headers, response.headers);
    if (response.headers.etag && request.headers.get('if-none-match') === response.headers.etag) {
      set.status = 304;
      return '';
    }
    return body;
  });
}
app.listen({ port: 0, hostname: '127.0.0.1' });
console.log(listeningLine(`http://127.0.0.1:${app.server!.port}`));
