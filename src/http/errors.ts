import { Elysia } from 'elysia';
import * as v from 'valibot';
import { postgresFailure } from '../db/dialect';
import { markupText } from './markup-text';

export type FieldError = { path: string; message: string };

/** A response the client should see as `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** More the client reads beside the message (a 412's who and when). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A 429 for `wait` more milliseconds: its message says the minutes, Retry-After the seconds. */
export const tryAgainLater = (wait: number, message: (minutes: number) => string) =>
  new HttpError(429, message(Math.ceil(wait / 60000)), undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const preconditionFailed = (message: string, details: Record<string, unknown>) =>
  new HttpError(412, message, undefined, undefined, details);

// valibot's default messages end with what was received ("… but received \"<script>…\""): cut that off.
const withoutReceived = (message: string) => message.replace(/(?: but received|:\s*Received)\s[\s\S]*$/, '');

/** A schema's issues with a value as field errors, without the input valibot would quote. */
export function issuesOf(schema: unknown, value: unknown): FieldError[] {
  const result = v.safeParse(schema as v.GenericSchema, value);
  if (result.success) return [];
  return result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: withoutReceived(issue.message),
  }));
}

type StorageFailure = { status: number; message: string; headers?: Record<string, string> };

const NO_ROOM_FOR_FILE = 'The server has no room to store this file.';
const NO_ROOM_FOR_CHANGE = 'The server has no room left to save this change.';
const READ_ONLY_FILES = 'The server cannot store files right now: its storage is read-only. Try again later.';
const READ_ONLY_CHANGES = 'The server cannot save changes right now: its storage is read-only. Try again later.';
const STORAGE_FAILED = 'The server could not write to its storage. Try again later.';
const BUSY = 'The server is busy. Try again in a moment.';
export const DATABASE_UNAVAILABLE = 'The database cannot be reached right now. Try again in a moment.';
export const CHANGED_MEANWHILE = 'Someone else changed this at the same moment. Reload and try again.';

/**
 * A full or read-only disk, a locked database, or a PostgreSQL server that
 * went away is the operator's problem, not a bug: the client gets a clear
 * response (507 or 503) instead of a 500, and nothing was stored (blobs go
 * with their row's transaction).
 */
export function storageFailure(error: unknown): StorageFailure | null {
  switch (postgresFailure(error)) {
    case 'unavailable':
      return { status: 503, message: DATABASE_UNAVAILABLE, headers: { 'Retry-After': '2' } };
    case 'full':
      return { status: 507, message: NO_ROOM_FOR_CHANGE };
    case 'read-only':
      return { status: 503, message: READ_ONLY_CHANGES };
    case 'busy':
      return { status: 503, message: BUSY, headers: { 'Retry-After': '1' } };
    case 'conflict':
      return { status: 409, message: CHANGED_MEANWHILE };
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
      return { status: 507, message: NO_ROOM_FOR_FILE };
    case 'EROFS':
      return { status: 503, message: READ_ONLY_FILES };
    case 'EACCES':
    case 'EPERM':
    case 'EIO':
      return { status: 503, message: STORAGE_FAILED };
  }
  if (code === 'SQLITE_FULL') return { status: 507, message: NO_ROOM_FOR_CHANGE };
  if (code.startsWith('SQLITE_READONLY')) return { status: 503, message: READ_ONLY_CHANGES };
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return { status: 503, message: BUSY, headers: { 'Retry-After': '1' } };
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN'))
    return { status: 503, message: STORAGE_FAILED };
  return null;
}

/** Our own messages say what is wrong in words; valibot's defaults need the field's name in front. */
function describe(error: FieldError) {
  if (!error.message.startsWith('Invalid ')) return error.message;
  if (!error.path && error.message.startsWith('Invalid type'))
    return 'The request body must be an object of fields (JSON or a form).';
  return error.path ? `${error.path}: ${error.message}` : error.message;
}

/** A GET of a page outside the API by a browser (it asks for HTML first). */
const isPageRequest = (request: Request, path: string) =>
  request.method === 'GET' &&
  path !== '/api' &&
  !path.startsWith('/api/') &&
  (request.headers.get('accept') ?? '').startsWith('text/html');

/** The message as a small page of its own: it needs nothing else from the server, which may be what failed. */
function errorPage(set: { headers: Record<string, unknown> }, message: string) {
  set.headers['Content-Type'] = 'text/html;charset=utf-8';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    `content="width=device-width, initial-scale=1"><title>${markupText(message)}</title></head><body ` +
    'style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">' +
    `<h1 style="font-size:1.4rem">${markupText(message)}</h1><p><a href="">Try again</a></p></body></html>`
  );
}

/**
 * Headers a route set before it failed (a picture's ETag, year-long caching
 * and type) go: an error is never kept by a browser or proxy as what the URL sends.
 */
function uncached(set: { headers: Record<string, unknown> }) {
  for (const name of Object.keys(set.headers)) {
    if (/^(etag|cache-control|content-type)$/i.test(name)) delete set.headers[name];
  }
  set.headers['Cache-Control'] = 'no-store';
}

/**
 * Maps every failure to `{ message }` with a fitting status. Validation errors
 * never echo the input back, and nothing internal leaks out of a 500.
 */
export const errorHandling = new Elysia({ name: 'error-handling' })
  .error({ HTTP: HttpError })
  .onError({ as: 'global' }, ({ code, error, set, request, path }) => {
    // A browser opening a page gets the message as a page; everything else (the API above all) as JSON.
    const respond = (body: { message: string; errors?: FieldError[] } & Record<string, unknown>) => {
      uncached(set);
      if (isPageRequest(request, path)) return errorPage(set, body.message);
      set.headers['Content-Type'] = 'application/json;charset=utf-8';
      return body;
    };
    switch (code) {
      case 'HTTP':
        set.status = error.status;
        if (error.headers) Object.assign(set.headers, error.headers);
        return respond({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.details });
      case 'VALIDATION': {
        const validator = (error as unknown as { validator?: { schema?: unknown } }).validator;
        const errors = validator?.schema ? issuesOf(validator.schema, error.value) : [];
        set.status = 400;
        return respond({ message: errors[0] ? describe(errors[0]) : 'The request is not valid.', errors });
      }
      case 'PARSE': {
        // Elysia wraps whatever a parse hook throws; ours throws responses (415, 400) meant for the client.
        const cause = (error as Error).cause;
        if (cause instanceof HttpError) {
          set.status = cause.status;
          return respond({ message: cause.message });
        }
        set.status = 400;
        return respond({ message: 'The request body could not be read.' });
      }
      case 'NOT_FOUND':
        set.status = 404;
        return respond({ message: 'Not found.' });
      case 'INVALID_COOKIE_SIGNATURE':
        set.status = 400;
        return respond({ message: 'The request is not valid.' });
      default: {
        const failure = storageFailure(error);
        if (failure) {
          console.error(`Storage: ${(error as Error).message ?? error}`);
          set.status = failure.status;
          if (failure.headers) Object.assign(set.headers, failure.headers);
          return respond({ message: failure.message });
        }
        console.error(error);
        set.status = 500;
        return respond({ message: 'Something went wrong on the server.' });
      }
    }
  });
