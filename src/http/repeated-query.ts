import { Elysia } from 'elysia';
import { badRequest } from './errors';

/** The first query parameter a URL gives more than once, or null. */
export function repeatedParameter(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  const seen = new Set<string>();
  for (const name of new URLSearchParams(url.slice(start + 1)).keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/**
 * An API query parameter given twice (`?role=a&role=b`) is refused with one message, whichever route it reaches:
 * read as a list it met each route's schema differently (valibot's message, the last value, an empty search).
 */
export const repeatedQueryRefusal = new Elysia({ name: 'repeated-query' }).onRequest(({ request }) => {
  const { url } = request;
  if (!url.startsWith('/api/', url.indexOf('/', url.indexOf('//') + 2))) return;
  const name = repeatedParameter(url);
  if (name !== null) throw badRequest(`The query parameter "${name}" is given more than once. Give it once.`);
});
