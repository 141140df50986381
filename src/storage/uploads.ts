import { HttpError, badRequest } from '../http/errors';
import { MB } from '../config';

export type Upload = { bytes: Uint8Array; name: string; mimeType: string };

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;

export function tooLarge(limitBytes: number) {
  const limit =
    limitBytes >= MB ? `${Math.round(limitBytes / MB)} MB` : `${Math.max(1, Math.round(limitBytes / 1024))} KB`;
  return new HttpError(413, `The file is too large. The limit is ${limit}.`);
}

/** A browser sends an empty, nameless part for a file input left empty (Bun reads it as a Blob without a name). */
export const hasUpload = (input: string | File | null | undefined): input is string | File =>
  typeof input === 'string' ? input !== '' : input instanceof Blob && (input.size > 0 || Boolean(input.name));

const empty = (field: string) =>
  badRequest(`${field}: the file is empty (0 bytes). Choose the file again, or another one.`);

/**
 * Reads an upload sent as a data URL (SPEC.md's encoded data string) or as a multipart file; an empty one is refused.
 */
export async function readUpload(input: string | File, limitBytes: number, field: string): Promise<Upload> {
  if (typeof input !== 'string') {
    if (input.size > limitBytes) throw tooLarge(limitBytes);
    if (input.size === 0) throw empty(field);
    return { bytes: new Uint8Array(await input.arrayBuffer()), name: input.name || 'file', mimeType: input.type };
  }
  const header = input.match(DATA_URL);
  if (!header) throw badRequest(`${field}: expected a data URL or an uploaded file.`);
  const payload = input.slice(header[0].length);
  // base64 grows data by 4/3: refuse before decoding anything oversized.
  if (payload.length > Math.ceil(limitBytes / 3) * 4 + 4) throw tooLarge(limitBytes);
  let bytes: Uint8Array;
  if (header[3]) {
    // Any white space out first (line breaks, no-break spaces): fromBase64 itself skips only ASCII's.
    const decoded = decodeBase64(/\s/.test(payload) ? payload.replace(/\s+/g, '') : payload);
    if (!decoded) throw badRequest(`${field}: the data URL is not valid base64.`);
    bytes = decoded;
  } else {
    try {
      bytes = new TextEncoder().encode(decodeURIComponent(payload));
    } catch {
      throw badRequest(`${field}: the data URL is not valid.`);
    }
  }
  if (bytes.length > limitBytes) throw tooLarge(limitBytes);
  if (bytes.length === 0) throw empty(field);
  const name = header[2]?.match(/;name=([^;]*)/i)?.[1];
  return {
    bytes,
    name: name ? safeDecode(name) : 'file',
    mimeType: header[1]?.toLowerCase() ?? 'application/octet-stream',
  };
}

/**
 * The bytes of base64 text, or null when it is not base64: another character, a lone last character, broken padding.
 */
function decodeBase64(text: string) {
  try {
    return Uint8Array.fromBase64(text);
  } catch {
    return null;
  }
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
