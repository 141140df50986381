import { Elysia } from 'elysia';

/**
 * Reads multipart bodies as plain strings and files. Elysia's own parser
 * turns a text field that happens to look like JSON (a description of
 * "[2025]") into an array; every field here stays what the form sent, and
 * the schemas coerce what needs coercing.
 */
export const multipartAsText = new Elysia({ name: 'multipart-as-text' }).onParse({ as: 'global' }, async ({ request, contentType }) => {
  if (!contentType?.startsWith('multipart/form-data')) return;
  const form = await request.formData();
  const body: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [key, value] of form.entries()) {
    const previous = body[key];
    body[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return body;
});
