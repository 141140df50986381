import { Elysia } from 'elysia';

/** How long a log line may wait to be written with others. */
export const REQUEST_LOG_FLUSH_MS = 100;

/** The path of a request URL without its query: what `new URL(url).pathname` gives, without building a URL. */
function pathOf(url: string) {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return url.slice(start, query === -1 ? undefined : query);
}

/** Milliseconds with one decimal, as `toFixed(1)` writes them, without its cost on every request. */
function millis(value: number) {
  const tenths = Math.round(value * 10);
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}

/**
 * One line per request: method, path (never the query, which may carry a
 * signed link), status and milliseconds; nothing without `write` (tests).
 * It wraps Elysia's request function, as after-response hooks run a turn
 * late; lines are batched, as a write per request is a system call too many.
 */
export function requestLog(write?: (lines: string) => void) {
  const plugin = new Elysia();
  if (!write) return { plugin, flush: () => {}, log: (_request: Request, _started: number, response: Response) => response };
  let pending = '';
  let timer: Timer | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const lines = pending;
    pending = '';
    write(lines);
  };
  process.on('exit', flush);
  const log = (request: Request, started: number, response: Response) => {
    const line = `${request.method} ${pathOf(request.url)} ${response.status} ${millis(performance.now() - started)}ms`;
    pending = pending ? `${pending}\n${line}` : line;
    timer ??= setTimeout(flush, REQUEST_LOG_FLUSH_MS);
    return response;
  };
  // Elysia calls the wrapped function with the request alone.
  plugin.wrap((handle, request) => (context: unknown) => {
    const started = performance.now();
    const response = handle(context) as unknown as Response | Promise<Response>;
    return (response instanceof Promise ? response.then((sent) => log(request, started, sent)) : log(request, started, response)) as never;
  });
  /** `log` also writes the lines of responses sent before Elysia (the fast path). */
  return { plugin, flush, log };
}
