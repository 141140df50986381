import { readFileSync, renameSync } from 'node:fs';
import { UNTRUSTED_CONTENT_HEADERS } from '../http/security';
import { matchesIfNoneMatch } from '../http/conditional';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { BlobStore, StoredBlob } from './blobs';
import { hasUpload, readUpload } from './uploads';

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

/** Larger pictures are refused: decoding one for a resized copy would take gigabytes (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE = 'The picture is too large: at most 40 megapixels (for example 8000 × 5000).';

/**
 * AVIF cannot be decoded on every machine, so its container is checked
 * instead: a run of ISO-BMFF boxes that starts with `ftyp`, holds `meta` and
 * fills the file exactly. Text or HTML after a forged header fails this.
 */
export function isWellFormedIsoBmff(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seen = new Set<string>();
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!/^[a-z0-9 ]{4}$/i.test(type)) return false;
    if (offset === 0 && type !== 'ftyp') return false;
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(offset + 8));
      if (size < 16) return false;
    } else if (size === 0) size = bytes.length - offset;
    else if (size < 8) return false;
    if (offset + size > bytes.length) return false;
    seen.add(type);
    offset += size;
  }
  return seen.has('ftyp') && seen.has('meta');
}

/**
 * What a write says about a record's image: a data URL or file is a new image,
 * null or '' removes it, and anything else (the image URL the client was
 * given, a form's file input left empty) or absence keeps what is there.
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
  if (!hasUpload(input)) return { kind: 'keep' };
  const upload = await readUpload(input, limitBytes, 'image');
  const type = sniffImage(upload.bytes);
  if (!type) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  if (type.mimeType === 'image/avif') {
    if (!isWellFormedIsoBmff(upload.bytes)) throw new HttpError(415, 'The image could not be read. ' + IMAGE_TYPE_MESSAGE);
  } else {
    let size: { width: number; height: number };
    try {
      size = await new Bun.Image(upload.bytes).metadata();
    } catch {
      throw new HttpError(415, 'The image could not be read. ' + IMAGE_TYPE_MESSAGE);
    }
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
  }
  return { kind: 'replace', blob: blobs.put('images', upload.bytes, type.extension) };
}

/** The URL a record's image is read from; the hash makes it safe to cache forever. */
export const imageUrl = (entity: string, id: string, hash: string | null) =>
  hash ? `/api/${entity}/image/${id}?v=${hash}` : null;

const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600];

/**
 * Pictures are a third of all requests when pages load, and their bytes never
 * change under a key (a new upload gets a new key): the small ones are kept
 * in memory, least recently used out first, so a card's picture costs no
 * file system call after its first request.
 */
type Bytes = Uint8Array<ArrayBuffer>;

const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
const LARGEST_KEPT_BYTES = 2 * 1024 * 1024;

class PictureMemory {
  private readonly entries = new Map<string, Bytes>();
  private total = 0;

  get(path: string) {
    const bytes = this.entries.get(path);
    if (bytes) {
      // Most recently used goes to the end.
      this.entries.delete(path);
      this.entries.set(path, bytes);
    }
    return bytes;
  }

  keep(path: string, bytes: Bytes) {
    if (bytes.length > LARGEST_KEPT_BYTES || this.entries.has(path)) return;
    this.entries.set(path, bytes);
    this.total += bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.total <= MEMORY_BUDGET_BYTES) break;
      this.entries.delete(oldest);
      this.total -= old.length;
    }
  }
}

const memories = new WeakMap<BlobStore, PictureMemory>();
const memoryOf = (blobs: BlobStore) => {
  let memory = memories.get(blobs);
  if (!memory) memories.set(blobs, (memory = new PictureMemory()));
  return memory;
};

/** A file's bytes, or null when it is missing (or empty: a variant cut short by a power failure). */
function readPicture(memory: PictureMemory, path: string): Bytes | null {
  const cached = memory.get(path);
  if (cached) return cached;
  let bytes: Bytes;
  try {
    bytes = readFileSync(path) as Bytes;
  } catch {
    return null;
  }
  if (!bytes.length) return null;
  memory.keep(path, bytes);
  return bytes as Bytes;
}

// Many cards ask for the same new variant at once: it is made once, and they all wait for that.
const variantsInProgress = new Map<string, Promise<Bytes>>();

/** What an image route has that the answer needs: the request, and Elysia's `set` for status and headers. */
export type ImageRequest = {
  request: Request;
  query: { w?: string; v?: string };
  set: { status?: number | string; headers: Record<string, unknown> };
};

/**
 * Answers an image (or a resized WebP variant of it) with a strong ETag and
 * long caching. The bytes are returned and the headers go on `set`, at once
 * when the picture is in memory: a returned Response would be copied by
 * Elysia to add the default headers, and a promise costs a turn.
 */
export function answerImage(
  blobs: BlobStore,
  stored: { image: string | null; image_hash: string | null } | null,
  { request, query, set }: ImageRequest,
): Bytes | '' | Promise<Bytes> {
  if (!stored?.image || !stored.image_hash) throw notFound('This record has no image.');
  const requested = Number(query.w);
  const width = Number.isFinite(requested) && requested > 0 ? VARIANT_WIDTHS.find((w) => w >= requested) : undefined;
  const etag = `"${stored.image_hash}${width ? `-w${width}` : ''}"`;
  Object.assign(set.headers, UNTRUSTED_CONTENT_HEADERS, {
    ETag: etag,
    'Cache-Control': query.v === stored.image_hash ? 'public, max-age=31536000, immutable' : 'public, no-cache',
  });
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
    set.status = 304;
    return '';
  }
  const memory = memoryOf(blobs);
  const original = blobs.path(stored.image);
  if (!width || stored.image.endsWith('.gif') || stored.image.endsWith('.avif')) {
    const bytes = readPicture(memory, original);
    if (!bytes) throw notFound('This record has no image.');
    set.headers['Content-Type'] = sniffedType(stored.image);
    return bytes;
  }
  set.headers['Content-Type'] = 'image/webp';
  const variant = blobs.variantPath(stored.image, width);
  // A variant is a cache: missing, or empty after a power cut, it is made again.
  const bytes = readPicture(memory, variant);
  if (bytes) return bytes;
  let making = variantsInProgress.get(variant);
  if (!making) {
    making = makeVariant(blobs, original, variant, width)
      .then((made) => {
        memory.keep(variant, made);
        return made;
      })
      .finally(() => variantsInProgress.delete(variant));
    variantsInProgress.set(variant, making);
  }
  return making;
}

async function makeVariant(blobs: BlobStore, original: string, variant: string, width: number): Promise<Bytes> {
  let sourceBytes: Uint8Array;
  try {
    sourceBytes = readFileSync(original);
  } catch {
    throw notFound('This record has no image.');
  }
  const { width: sourceWidth } = await new Bun.Image(sourceBytes, { maxPixels: MAX_IMAGE_PIXELS }).metadata();
  const bytes = await new Bun.Image(sourceBytes, { maxPixels: MAX_IMAGE_PIXELS }).resize(Math.min(width, sourceWidth)).webp({ quality: 78 }).bytes();
  // Written to tmp/ (emptied at every start) and renamed into place, so a crash never leaves half a variant.
  const temp = blobs.tempPath();
  await Bun.write(temp, bytes);
  renameSync(temp, variant);
  return bytes as Bytes;
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
