import { existsSync, renameSync } from 'node:fs';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { BlobStore, StoredBlob } from './blobs';
import { readUpload } from './uploads';

type ImageType = { mimeType: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type from the bytes themselves, never from a name or a declared type. SVG is never an image here. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: '.jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: '.png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mimeType: 'image/gif', extension: '.gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mimeType: 'image/webp', extension: '.webp' };
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8)))
    return { mimeType: 'image/avif', extension: '.avif' };
  return null;
}

export const IMAGE_TYPE_MESSAGE = 'The image must be a JPEG, PNG, WebP, GIF or AVIF picture.';

/**
 * What a write says about a record's image: a data URL or file is a new image,
 * null or '' removes it, and anything else (the image URL the client was
 * given) or absence keeps what is there.
 */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; blob: StoredBlob };

export async function storeImageInput(
  blobs: BlobStore,
  input: unknown,
  limitBytes: number,
): Promise<ImageChange> {
  if (input === undefined) return { kind: 'keep' };
  if (input === null || input === '') return { kind: 'remove' };
  if (typeof input === 'string' && !input.startsWith('data:')) return { kind: 'keep' };
  if (typeof input !== 'string' && !(input instanceof File)) throw badRequest('image: expected a data URL or an uploaded file.');
  const upload = await readUpload(input, limitBytes, 'image');
  const type = sniffImage(upload.bytes);
  if (!type) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  if (type.mimeType !== 'image/avif') {
    try {
      await new Bun.Image(upload.bytes).metadata();
    } catch {
      throw new HttpError(415, 'The image could not be read. ' + IMAGE_TYPE_MESSAGE);
    }
  }
  return { kind: 'replace', blob: blobs.put('images', upload.bytes, type.extension) };
}

/** The URL a record's image is read from; the hash makes it safe to cache forever. */
export const imageUrl = (entity: string, id: string, hash: string | null) =>
  hash ? `/api/${entity}/image/${id}?v=${hash}` : null;

const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600];

/** Answers an image (or a resized WebP variant of it) with a strong ETag and long caching. */
export async function imageResponse(
  blobs: BlobStore,
  stored: { image: string | null; image_hash: string | null } | null,
  query: { w?: string; v?: string },
  ifNoneMatch: string | undefined,
): Promise<Response> {
  if (!stored?.image || !stored.image_hash) throw notFound('This record has no image.');
  const requested = Number(query.w);
  const width = Number.isFinite(requested) && requested > 0 ? VARIANT_WIDTHS.find((w) => w >= requested) : undefined;
  const etag = `"${stored.image_hash}${width ? `-w${width}` : ''}"`;
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': query.v === stored.image_hash ? 'public, max-age=31536000, immutable' : 'public, no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  const original = blobs.path(stored.image);
  if (!width || stored.image.endsWith('.gif') || stored.image.endsWith('.avif')) {
    const file = Bun.file(original);
    if (!(await file.exists())) throw notFound('This record has no image.');
    return new Response(file, { headers: { ...headers, 'Content-Type': sniffedType(stored.image) } });
  }
  const variant = blobs.variantPath(stored.image, width);
  if (!existsSync(variant)) await makeVariant(original, variant, width);
  return new Response(Bun.file(variant), { headers: { ...headers, 'Content-Type': 'image/webp' } });
}

async function makeVariant(original: string, variant: string, width: number) {
  const sourceBytes = await Bun.file(original).bytes();
  const { width: sourceWidth } = await new Bun.Image(sourceBytes).metadata();
  const bytes = await new Bun.Image(sourceBytes).resize(Math.min(width, sourceWidth)).webp({ quality: 78 }).bytes();
  // Two requests may make the same variant at once: each renames its own temp file into place.
  const temp = `${variant}.${crypto.randomUUID()}.tmp`;
  await Bun.write(temp, bytes);
  renameSync(temp, variant);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const sniffedType = (key: string) => TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.'))] ?? 'application/octet-stream';

/** The image columns a write sets: undefined keeps them, null clears them. */
export type ImageColumns = { image: string | null; image_hash: string | null } | undefined;

/**
 * Runs the row's write with the image change applied, then deletes whichever
 * blob lost: the old one after a commit, the new one after a failure.
 */
export function commitWithImage<T>(
  blobs: BlobStore,
  change: ImageChange,
  previousKey: string | null,
  commit: (columns: ImageColumns) => T,
): T {
  const columns: ImageColumns =
    change.kind === 'keep'
      ? undefined
      : change.kind === 'remove'
        ? { image: null, image_hash: null }
        : { image: change.blob.key, image_hash: change.blob.hash };
  let result: T;
  try {
    result = commit(columns);
  } catch (error) {
    if (change.kind === 'replace') blobs.remove(change.blob.key);
    throw error;
  }
  if (change.kind !== 'keep' && previousKey) blobs.remove(previousKey);
  return result;
}
