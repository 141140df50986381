// Pictures as they arrive: the bytes judged by themselves (never by a name
// or a declared type), stored as a blob, and the record's write committed
// with its image columns.
import { badRequest, HttpError } from '../http/errors';
import type { BlobStore, StagedBlob } from './blobs';
import { hasUpload, readUpload } from './uploads';

type ImageType = { mimeType: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type from the bytes themselves, never from a name or a declared type. SVG is never an image here. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: '.jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extension: '.png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mimeType: 'image/gif', extension: '.gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mimeType: 'image/webp', extension: '.webp' };
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
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
 * Whether a picture reaches its end: a PNG its IEND chunk, a WebP the length
 * its RIFF header gives, a JPEG an end-of-image marker. The header alone says
 * nothing of what follows, and a picture cut short (a broken download) would
 * fail every resized copy; decoding each upload to find out would cost
 * milliseconds a picture.
 */
export function isComplete(bytes: Uint8Array, mimeType: string) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mimeType === 'image/png') return buffer.lastIndexOf('IEND') > 8;
  if (mimeType === 'image/webp') return bytes.length >= 12 && buffer.readUInt32LE(4) + 8 <= bytes.length;
  if (mimeType === 'image/jpeg') return buffer.lastIndexOf(Buffer.from([0xff, 0xd9])) > 2;
  return true;
}

/**
 * What a write says about a record's image: a data URL or file is a new image,
 * null or '' removes it, and anything else (the image URL the client was
 * given, a form's file input left empty) or absence keeps what is there.
 */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; blob: StagedBlob };

/** A record's image columns as stored. */
export type StoredImage = { image: string | null; image_hash: string | null };

export async function stageImageInput(blobs: BlobStore, input: unknown, limitBytes: number): Promise<ImageChange> {
  if (input === undefined) return { kind: 'keep' };
  if (input === null || input === '') return { kind: 'remove' };
  if (typeof input === 'string' && !input.startsWith('data:')) return { kind: 'keep' };
  if (typeof input !== 'string' && !(input instanceof File))
    throw badRequest('image: expected a data URL or an uploaded file.');
  if (!hasUpload(input)) return { kind: 'keep' };
  const { bytes, extension } = await readImage(input, limitBytes);
  return { kind: 'replace', blob: await blobs.stage('images', bytes, extension) };
}

/** A picture's bytes once they pass the checks (type, readable, size); an HttpError saying why otherwise. */
export async function readImage(
  input: string | File,
  limitBytes: number,
): Promise<{ bytes: Uint8Array; extension: string }> {
  const upload = await readUpload(input, limitBytes, 'image');
  const type = sniffImage(upload.bytes);
  if (!type) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  const unreadable = () => new HttpError(415, `The image could not be read. ${IMAGE_TYPE_MESSAGE}`);
  if (type.mimeType === 'image/avif') {
    if (!isWellFormedIsoBmff(upload.bytes)) throw unreadable();
  } else {
    let size: { width: number; height: number };
    try {
      size = await new Bun.Image(upload.bytes).metadata();
    } catch {
      throw unreadable();
    }
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS_MESSAGE);
    if (!isComplete(upload.bytes, type.mimeType)) throw unreadable();
  }
  return { bytes: upload.bytes, extension: type.extension };
}

/** The image columns a write sets: undefined keeps them, null clears them. */
export type ImageColumns = { image: string | null; image_hash: string | null } | undefined;

export function imageColumns(change: ImageChange): ImageColumns {
  if (change.kind === 'keep') return undefined;
  if (change.kind === 'remove') return { image: null, image_hash: null };
  return { image: change.blob.key, image_hash: change.blob.hash };
}
