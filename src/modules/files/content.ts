// What goes into and comes out of the blob store for uploaded files. Any
// type may be uploaded, so a download never lets the browser render it:
// always an attachment, nosniff, and the declared type only when it is inert.
import { extname } from 'node:path';
import type { BlobStore, StagedBlob } from '../../storage/blobs';
import { readUpload } from '../../storage/uploads';

export type FileContent = { blob: string; size: number; originalName: string; mimeType: string; staged: StagedBlob };

const OCTET_STREAM = 'application/octet-stream';

// For data URLs sent without a name: the extension the download should carry.
const EXTENSIONS_BY_TYPE: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'application/zip': '.zip',
  'text/plain': '.txt',
  'text/csv': '.csv',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

const SAFE_TYPES = new RegExp(
  '^(' +
    [
      'application/(pdf|zip|x-zip-compressed|gzip|x-7z-compressed|vnd\\.rar|x-rar-compressed|msword|rtf)',
      'application/vnd\\.ms-[\\w.+-]+',
      'application/vnd\\.openxmlformats-officedocument\\.[\\w.+-]+',
      'application/vnd\\.oasis\\.opendocument\\.[\\w.+-]+',
      'text/(plain|csv)',
      'image/(png|jpeg|gif|webp|avif|bmp|tiff)',
      'audio/[\\w.+-]+',
      'video/[\\w.+-]+',
    ].join('|') +
    ')$',
);

// Control characters, path separators, quotes, and bidi overrides that could disguise an extension.
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"\\/\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const cleanName = (name: string) => name.replace(UNSAFE_NAME_CHARACTERS, '').trim().slice(0, 255);

/** The type without parameters, or octet-stream when it is not a plain `type/subtype`. */
function mediaType(declared: string) {
  const essence = declared.split(';')[0].trim().toLowerCase();
  return /^[\w.+-]+\/[\w.+-]+$/.test(essence) ? essence : OCTET_STREAM;
}

function extensionOf(name: string) {
  const extension = extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/** Reads the upload and stages its blob; the caller's write keeps it with the row. */
export async function stageFileUpload(
  blobs: BlobStore,
  input: string | File,
  limitBytes: number,
): Promise<FileContent> {
  const upload = await readUpload(input, limitBytes, 'file');
  const originalName = cleanName(upload.name) || 'file';
  const mimeType = mediaType(upload.mimeType || OCTET_STREAM);
  const extension = extensionOf(originalName) || EXTENSIONS_BY_TYPE[mimeType] || '';
  const staged = await blobs.stage('files', upload.bytes, extension);
  return { blob: staged.key, size: staged.size, originalName, mimeType, staged };
}

export const downloadType = (mimeType: string) => (SAFE_TYPES.test(mimeType) ? mimeType : OCTET_STREAM);

/**
 * The admin's name for the file with the uploaded file's extension: 'Hostel Rules' + 'rules.pdf' → 'Hostel Rules.pdf'.
 */
export function downloadName(fileName: string, blobKey: string) {
  const name = cleanName(fileName) || 'download';
  const extension = extensionOf(blobKey);
  return extension && !name.toLowerCase().endsWith(extension) ? name + extension : name;
}

/** RFC 6266: an ASCII fallback for old clients and the exact name, UTF-8 encoded, for the rest. */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/%/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
