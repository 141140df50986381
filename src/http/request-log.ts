import { Elysia } from 'elysia';

type Timing = { started: number; finished?: number };
const timings = new WeakMap<Request, Timing>();

/** The path of a request URL without its query: what `new URL(url).pathname` gives, without building a URL. */
function pathOf(url: string) {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return url.slice(start, query === -1 ? undefined : query);
}

function finish(request: Request) {
  const timing = timings.get(request);
  if (timing && timing.finished === undefined) timing.finished = performance.now();
}

/**
 * One line per request: method, path (never the query, which may carry a
 * signed link), status and milliseconds. Registered first, so it sees every
 * route, the web assets included. Without `write` it logs nothing (tests).
 *
 * The clock stops when the answer is ready (after the handler, or when an
 * error is being answered), not in onAfterResponse: Elysia runs that hook in
 * a later turn of the event loop, so timing there counted whatever else ran
 * meanwhile (during start-up, the whole listen; under load, other requests).
 *
 * Lines finished in the same turn of the event loop go out together: `write`
 * gets one or more lines joined by newlines, one write instead of one per
 * request under load (that write was a tenth of a cached list's cost).
 */
export function requestLog(write?: (lines: string) => void) {
  const plugin = new Elysia();
  if (!write) return plugin;
  let pending: string[] = [];
  const flush = () => {
    if (!pending.length) return;
    const lines = pending;
    pending = [];
    write(lines.join('\n'));
  };
  process.on('exit', flush);
  const log = (line: string) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
  return plugin
    .onRequest(({ request }) => {
      timings.set(request, { started: performance.now() });
    })
    .onAfterHandle({ as: 'global' }, ({ request }) => {
      finish(request);
    })
    .onError({ as: 'global' }, ({ request }) => {
      finish(request);
    })
    .onAfterResponse({ as: 'global' }, ({ request, set, responseValue }) => {
      const timing = timings.get(request);
      const milliseconds = timing ? (timing.finished ?? performance.now()) - timing.started : 0;
      const status = responseValue instanceof Response ? responseValue.status : set.status;
      log(`${request.method} ${pathOf(request.url)} ${status} ${milliseconds.toFixed(1)}ms`);
    });
}
