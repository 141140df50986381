import { Elysia } from 'elysia';
import { HttpError, badRequest } from './errors';
import { NUL_IN_TEXT } from './fields';

/** Deeper than any payload of ours (a mess member object inside a list is depth 3). */
export const MAX_JSON_DEPTH = 32;

export const UNSUPPORTED_BODY =
  'Send the request as JSON (application/json) or as a form upload (multipart/form-data).';

/** Nesting depth of a parsed JSON value, walked without recursion so a hostile body cannot exhaust the stack. */
function depthExceeds(value: unknown, limit: number) {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Whether a string, or a key or string anywhere inside, holds NUL; walked without recursion. */
function holdsNul(value: unknown) {
  const stack = [value];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'string' && node.includes('\0')) return true;
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\0')) return true;
      stack.push(child);
    }
  }
  return false;
}

/** Sets a key as an own property, so `__proto__` or `hasOwnProperty` from a form stay plain (ignored) fields. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * JSON, or multipart form data read as plain strings and files (Elysia's own
 * parser turns a field that looks like JSON, "[2025]", into an array); any
 * other type gets 415.
 */
async function readBody({ request, contentType }: { request: Request; contentType: string }) {
  const type = (contentType ?? '').trim().toLowerCase();
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest('The form data could not be read.');
    }
    const body: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
    for (const [key, value] of form.entries()) {
      if ((typeof value === 'string' && value.includes('\0')) || key.includes('\0')) throw badRequest(NUL_IN_TEXT);
      const previous = Object.hasOwn(body, key) ? body[key] : undefined;
      setOwn(
        body,
        key,
        previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value],
      );
    }
    return body;
  }
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
    // An empty body of any type is no body (a DELETE may come with a stray type); one that says
    // it has content is refused unread.
    const length = request.headers.get('content-length');
    if (length !== null && length.trim() !== '0') throw new HttpError(415, UNSUPPORTED_BODY);
    if ((await request.text()) !== '') throw new HttpError(415, UNSUPPORTED_BODY);
    return '';
  }
  const text = await request.text();
  // '' rather than undefined: Elysia would otherwise try its own parser on the spent body.
  if (text.trim() === '') return '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (depthExceeds(value, MAX_JSON_DEPTH)) throw badRequest('The request body is nested too deeply.');
  // JSON spells NUL only as an escape: a body without one holds none, and needs no walk.
  if (text.includes('\\u0000') && holdsNul(value)) throw badRequest(NUL_IN_TEXT);
  return value;
}

/**
 * As readBody, and also a plain HTML form's fields (application/x-www-form-urlencoded), which is how a mail
 * client posts RFC 8058's one-click unsubscribe.
 */
async function readBodyOrPlainForm(context: { request: Request; contentType: string }) {
  if ((context.contentType ?? '').trim().toLowerCase() !== 'application/x-www-form-urlencoded')
    return readBody(context);
  const body: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(await context.request.text())) {
    if (value.includes('\0') || key.includes('\0')) throw badRequest(NUL_IN_TEXT);
    setOwn(body, key, value);
  }
  return body;
}

/**
 * `{ readsBody: true }` on a route reads its body with readBody (`{ readsPlainForm: true }` with
 * readBodyOrPlainForm): a macro, not a global parse hook, which would make Elysia respond to every route
 * through a promise.
 */
export const requestBodies = new Elysia({ name: 'request-bodies' }).macro({
  readsBody: { parse: readBody },
  readsPlainForm: { parse: readBodyOrPlainForm },
});
