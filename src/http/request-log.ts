import { Elysia } from 'elysia';

/** The path of a request URL without its query: what `new URL(url).pathname` gives, without building a URL. */
function pathOf(url: string) {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return url.slice(start, query === -1 ? undefined : query);
}

/**
 * One line per request: method, path (never the query, which may carry a
 * signed link), status and milliseconds. Without `write` it logs nothing (tests).
 *
 * It wraps Elysia's whole request function rather than hooking into its life
 * cycle: the clock starts before routing and stops when the answer is ready,
 * whatever answered (a route, an error, a 404), and it costs one closure a
 * request. Life-cycle hooks cost several times that, and Elysia runs
 * after-response hooks in a later turn of the event loop.
 *
 * Lines finished in the same turn of the event loop go out together: `write`
 * gets one or more lines joined by newlines, one write instead of one per
 * request under load.
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
  const log = (request: Request, started: number, response: Response) => {
    const line = `${request.method} ${pathOf(request.url)} ${response.status} ${(performance.now() - started).toFixed(1)}ms`;
    if (pending.push(line) === 1) setImmediate(flush);
    return response;
  };
  // Elysia calls the wrapped function with the request alone.
  return plugin.wrap((handle, request) => (context: unknown) => {
    const started = performance.now();
    const answer = handle(context) as unknown as Response | Promise<Response>;
    return (answer instanceof Promise ? answer.then((response) => log(request, started, response)) : log(request, started, answer)) as never;
  });
}
