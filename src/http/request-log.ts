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

/** A request's first words in the log, `GET /path`: made once for a URL served again and again. */
export const requestLine = (method: string, url: string) => `${method} ${pathOf(url)}`;

const writeTenths = (tenths: number) => `${Math.trunc(tenths / 10)}.${tenths % 10}ms`;
/** Writing a number costs as much as the rest of a line: the times up to 100 ms are written once, here. */
const UNDER_100_MS = Array.from({ length: 1000 }, (_, tenths) => writeTenths(tenths));

/** Milliseconds with one decimal and the unit, as `${value.toFixed(1)}ms` writes them. */
function millis(value: number) {
  const tenths = Math.round(value * 10);
  return UNDER_100_MS[tenths] ?? writeTenths(tenths);
}

/**
 * Lines waiting to be written, as UTF-8 in one buffer: kept as strings until
 * their batch is written, a busy server's lines would outlive the garbage
 * collector's young generation, and collecting would cost more than logging.
 */
class PendingLines {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private used = 0;

  add(line: string) {
    const needed = this.used + 1 + line.length * 3;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.used);
      this.buffer = grown;
    }
    if (this.used) this.buffer[this.used++] = 0x0a;
    this.used += this.buffer.write(line, this.used);
  }

  /** The lines added since the last take, one per line; '' when there are none. */
  take() {
    const lines = this.buffer.toString('utf8', 0, this.used);
    this.used = 0;
    return lines;
  }
}

/**
 * One line per request: method, path (never the query, which may carry a
 * signed link), status and milliseconds; nothing without `write` (tests).
 * It wraps Elysia's request function, as after-response hooks run a turn
 * late; lines are batched, as a write per request is a system call too many.
 */
export function requestLog(write?: (lines: string) => void) {
  const plugin = new Elysia();
  if (!write)
    return { plugin, flush: () => {}, logAs: (_requestLine: string, _started: number, response: Response) => response };
  const pending = new PendingLines();
  let timer: Timer | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const lines = pending.take();
    if (lines) write(lines);
  };
  process.on('exit', flush);
  const logAs = (requestLine: string, started: number, response: Response) => {
    pending.add(`${requestLine} ${response.status} ${millis(performance.now() - started)}`);
    timer ??= setTimeout(flush, REQUEST_LOG_FLUSH_MS);
    return response;
  };
  // Elysia calls the wrapped function with the request alone.
  plugin.wrap((handle, request) => (context: unknown) => {
    const started = performance.now();
    const response = handle(context) as unknown as Response | Promise<Response>;
    const line = requestLine(request.method, request.url);
    return (
      response instanceof Promise ? response.then((sent) => logAs(line, started, sent)) : logAs(line, started, response)
    ) as never;
  });
  /**
   * `logAs` also writes the lines of responses sent before Elysia (the fast path), each with its URL's `requestLine`.
   */
  return { plugin, flush, logAs };
}
