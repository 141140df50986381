// Pictures as they are read: the original or a resized WebP variant, with
// a strong ETag and long caching, the small ones kept in memory.
import { readFileSync, renameSync } from 'node:fs';
import { UNTRUSTED_CONTENT_HEADERS } from '../http/security';
import { matchesIfNoneMatch } from '../http/conditional';
import { notFound } from '../http/errors';
import type { BlobStore } from './blobs';
import { MAX_IMAGE_PIXELS } from './image-input';

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

  get(key: string) {
    const bytes = this.entries.get(key);
    if (bytes) {
      // Most recently used goes to the end.
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  /** `key` is a blob's key for an original, a file path for a resized variant. */
  keep(key: string, bytes: Bytes) {
    if (bytes.length > LARGEST_KEPT_BYTES || this.entries.has(key)) return;
    this.entries.set(key, bytes);
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

/** A variant's bytes, or null when it is missing (or empty: cut short by a power failure). */
function readVariant(memory: PictureMemory, path: string): Bytes | null {
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

/** What an image route has that the response needs: the request, and Elysia's `set` for status and headers. */
export type ImageRequest = {
  request: Request;
  query: { w?: string; v?: string };
  set: { status?: number | string; headers: Record<string, unknown> };
};

/**
 * Sends an image (or a resized WebP variant of it) with a strong ETag and
 * long caching. The bytes are returned and the headers go on `set`, at once
 * when the picture is in memory: a returned Response would be copied by
 * Elysia to add the default headers, and a promise costs a turn.
 */
export function sendImage(
  blobs: BlobStore,
  stored: { image: string | null; image_hash: string | null } | null,
  { request, query, set }: ImageRequest,
): Bytes | '' | Promise<Bytes> {
  if (!stored?.image || !stored.image_hash) throw notFound('This record has no image.');
  const requested = Number(query.w);
  const width = Number.isFinite(requested) && requested > 0 ? VARIANT_WIDTHS.find((w) => w >= requested) : undefined;
  const etag = `"${stored.image_hash}${width ? `-w${width}` : ''}"`;
  const cacheControl = query.v === stored.image_hash ? 'public, max-age=31536000, immutable' : 'public, no-cache';
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
    Object.assign(set.headers, UNTRUSTED_CONTENT_HEADERS, { ETag: etag, 'Cache-Control': cacheControl });
    set.status = 304;
    return '';
  }
  // The picture's headers go on only with its bytes: a failed read is an error, never kept as the picture.
  const sent = (type: string) => (bytes: Bytes) => {
    Object.assign(set.headers, UNTRUSTED_CONTENT_HEADERS, {
      ETag: etag,
      'Cache-Control': cacheControl,
      'Content-Type': type,
    });
    return bytes;
  };
  const memory = memoryOf(blobs);
  const key = stored.image;
  if (!width || key.endsWith('.gif') || key.endsWith('.avif')) {
    const send = sent(sniffedType(key));
    const kept = memory.get(key);
    return kept ? send(kept) : readOriginal(blobs, memory, key).then(send);
  }
  const send = sent('image/webp');
  const variant = blobs.variantPath(stored.image, width);
  // A variant is a cache: missing, or empty after a power cut, it is made again.
  const bytes = readVariant(memory, variant);
  if (bytes) return send(bytes);
  let making = variantsInProgress.get(variant);
  if (!making) {
    making = makeVariant(blobs, key, variant, width)
      .then((made) => {
        memory.keep(variant, made);
        return made;
      })
      .finally(() => variantsInProgress.delete(variant));
    variantsInProgress.set(variant, making);
  }
  return making.then(send);
}

/** An original picture from the blob store (a file, or PostgreSQL), kept in memory when small. */
async function readOriginal(blobs: BlobStore, memory: PictureMemory, key: string): Promise<Bytes> {
  const bytes = await blobs.read(key);
  if (!bytes?.length) throw notFound('This record has no image.');
  memory.keep(key, bytes);
  return bytes;
}

async function makeVariant(blobs: BlobStore, key: string, variant: string, width: number): Promise<Bytes> {
  const sourceBytes = await blobs.read(key);
  if (!sourceBytes) throw notFound('This record has no image.');
  const { width: sourceWidth } = await new Bun.Image(sourceBytes, { maxPixels: MAX_IMAGE_PIXELS }).metadata();
  const bytes = await new Bun.Image(sourceBytes, { maxPixels: MAX_IMAGE_PIXELS })
    .resize(Math.min(width, sourceWidth))
    .webp({ quality: 78 })
    .bytes();
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
