import { Elysia } from 'elysia';
import { tooLarge } from '../storage/uploads';

/**
 * Refuses a body larger than an upload can be before it is read: an upload
 * may arrive base64-encoded in JSON, so the allowance is 4/3 of the limit
 * plus room for the other fields. GET and HEAD bodies are never read.
 */
export function bodyLimit(uploadLimitBytes: number) {
  const allowance = Math.ceil((uploadLimitBytes * 4) / 3) + 1024 * 1024;
  return new Elysia().onRequest(({ request }) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > allowance) throw tooLarge(uploadLimitBytes);
  });
}
