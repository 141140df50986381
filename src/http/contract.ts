// What the API responds with, for the OpenAPI document (http/openapi/): each route
// names its responses with `detail: responds(…)`, read by the generator only.
// Not Elysia's `response:` option, which would validate every response as it
// goes out and make the compiled handler of the cached public lists async.
import * as v from 'valibot';
import type { DocumentDecoration } from 'elysia';

/** `{ message }`: every error, and the writes that return nothing else. */
export const Message = v.object({ message: v.string() });

/**
 * A refused input: the first problem as the message, then each field's (none when the body could not be read at all).
 */
export const FieldErrors = v.object({
  message: v.string(),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});

/** A write's response: its message (the web shows it) and the record as it now reads. */
export const Written = <T extends v.GenericSchema>(data: T) => v.object({ message: v.string(), data });

/** The `{ _id }` a delete responds with as its data. */
export const Deleted = Written(v.object({ _id: v.string() }));

/**
 * A write refused (412) because what it was based on (If-Match,
 * If-None-Match: *) is no longer the version standing: who changed it, and when.
 */
export const ChangedSince = v.object({
  message: v.string(),
  changedBy: v.nullable(v.string()),
  changedAt: v.nullable(v.string()),
});

/** A body that is not JSON: a picture, a download, a feed; described by its media type. */
export type Document = { media: string; description: string };
export const document = (media: string, description: string): Document => ({ media, description });

/** 304 to a request whose If-None-Match still names the response's ETag: no body. */
export const NotModified = document('', 'Not modified: the ETag sent in If-None-Match still holds');

export type Response = v.GenericSchema | Document;
export type Responses = Partial<
  Record<200 | 201 | 204 | 206 | 302 | 303 | 304 | 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 429 | 503, Response>
>;

/** The keys the generator reads in a route's `detail`. */
export const RESPONSES_KEY = 'x-responses';
export const QUERY_KEY = 'x-query';

/**
 * A route's OpenAPI metadata: its responses (by status), in a line what it
 * does, and the query parameters it reads without a `query:` check (the
 * cached reads take `?lang=` as it comes: a check would cost every request).
 */
export const responds = (summary: string, responses: Responses, query?: v.GenericSchema): DocumentDecoration =>
  ({ summary, [RESPONSES_KEY]: responses, ...(query ? { [QUERY_KEY]: query } : {}) }) as DocumentDecoration;
