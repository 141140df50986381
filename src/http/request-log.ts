import { Elysia } from 'elysia';

const startedAt = new WeakMap<Request, number>();

/**
 * One line per request: method, path (never the query, which may carry a
 * signed link), status and milliseconds. Registered first, so it sees every
 * route, the web assets included. Without `write` it logs nothing (tests).
 */
export function requestLog(write?: (line: string) => void) {
  const plugin = new Elysia();
  if (!write) return plugin;
  return plugin
    .onRequest(({ request }) => {
      startedAt.set(request, performance.now());
    })
    .onAfterResponse({ as: 'global' }, ({ request, set, responseValue }) => {
      const started = startedAt.get(request);
      const milliseconds = started === undefined ? 0 : performance.now() - started;
      const status = responseValue instanceof Response ? responseValue.status : set.status;
      write(`${request.method} ${new URL(request.url).pathname} ${status} ${milliseconds.toFixed(1)}ms`);
    });
}
