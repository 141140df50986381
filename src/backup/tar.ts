// A small streaming tar (ustar) writer and reader, optionally gzipped.
// Bun.Archive builds the whole archive in memory (and archives a Bun.file
// value as an empty entry), so a backup of a few gigabytes of uploads would
// need that much memory inside the server; streaming keeps it flat.
import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync, readSync, statSync } from 'node:fs';

const BLOCK = 512;
const MAX_NAME_BYTES = 100;
const MAX_SIZE = 0o77777777777;

/** What goes into an archive: a file on disk or bytes in memory, under a relative name. */
export type TarSource = { name: string; path: string } | { name: string; bytes: Uint8Array };

export type TarEntryHeader = { name: string; size: number; type: 'file' | 'directory' | 'other' };
export type TarSink = { write(chunk: Uint8Array): void; end(): void };

export const isGzipName = (path: string) => /\.(tar\.gz|tgz)$/i.test(path);

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtimeSeconds: number) {
  const nameBytes = new TextEncoder().encode(name);
  if (nameBytes.length > MAX_NAME_BYTES) throw new Error(`The name ${name} is too long for the archive.`);
  if (size > MAX_SIZE) throw new Error(`${name} is too large for the archive.`);
  const block = new Uint8Array(BLOCK);
  const put = (text: string, offset: number) => block.set(new TextEncoder().encode(text), offset);
  block.set(nameBytes, 0);
  put(octal(0o644, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(mtimeSeconds, 12), 136);
  put('        ', 148);
  put('0', 156);
  put('ustar\0' + '00', 257);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  put(`${checksum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

async function* tarBlocks(sources: TarSource[]): AsyncGenerator<Uint8Array> {
  const now = Math.floor(Date.now() / 1000);
  for (const source of sources) {
    if ('bytes' in source) {
      yield header(source.name, source.bytes.length, now);
      yield source.bytes;
      yield padding(source.bytes.length);
      continue;
    }
    const { size, mtimeMs } = statSync(source.path);
    yield header(source.name, size, Math.floor(mtimeMs / 1000));
    let read = 0;
    for await (const chunk of createReadStream(source.path)) {
      read += chunk.length;
      yield chunk;
    }
    if (read !== size) throw new Error(`${source.name} changed while it was being archived.`);
    yield padding(size);
  }
  yield new Uint8Array(BLOCK * 2);
}

const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

// Node's streams and zlib on first use: imported at the top they cost every start a few milliseconds.
const nodeModule = <Name extends 'node:stream' | 'node:stream/promises' | 'node:zlib'>(name: Name) =>
  process.getBuiltinModule(name);

/** Writes the archive to `path` (gzipped when asked), readable by this user alone, and syncs it to disk. */
export async function writeTar(path: string, sources: TarSource[], options: { gzip: boolean }) {
  const stages = options.gzip ? [nodeModule('node:zlib').createGzip({ level: 6 })] : [];
  await nodeModule('node:stream/promises').pipeline(
    nodeModule('node:stream').Readable.from(tarBlocks(sources)),
    ...stages,
    createWriteStream(path, { mode: 0o600 }),
  );
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Hands out exact byte counts from a stream of chunks of any size. */
class ChunkReader {
  private current: Uint8Array = new Uint8Array(0);
  private offset = 0;
  constructor(private readonly chunks: AsyncIterator<Uint8Array>) {}

  /** The next `count` bytes, as pieces; a stream that ends first is a truncated archive. */
  async *take(count: number): AsyncGenerator<Uint8Array> {
    while (count > 0) {
      if (this.offset === this.current.length) {
        const next = await this.chunks.next();
        if (next.done) throw new Error('The archive is truncated.');
        this.current = next.value;
        this.offset = 0;
      }
      const piece = this.current.subarray(
        this.offset,
        this.offset + Math.min(count, this.current.length - this.offset),
      );
      this.offset += piece.length;
      count -= piece.length;
      yield piece;
    }
  }

  async exactly(count: number) {
    const pieces: Uint8Array[] = [];
    for await (const piece of this.take(count)) pieces.push(piece);
    return Buffer.concat(pieces);
  }

  async atEnd() {
    while (this.offset === this.current.length) {
      const next = await this.chunks.next();
      if (next.done) return true;
      this.current = next.value;
      this.offset = 0;
    }
    return false;
  }
}

const text = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0) === -1 ? bytes.length : bytes.indexOf(0)));

function parseNumber(field: Uint8Array) {
  // GNU base-256 for sizes above 8 GB: high bit set on the first byte.
  if (field[0] & 0x80) return field.subarray(1).reduce((value, byte) => value * 256 + byte, field[0] & 0x7f);
  const digits = text(field).trim();
  return digits ? parseInt(digits, 8) : 0;
}

function checksumMatches(block: Uint8Array) {
  const stored = parseNumber(block.subarray(148, 156));
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return stored === sum;
}

function startsGzipped(path: string) {
  const fd = openSync(path, 'r');
  try {
    const magic = new Uint8Array(2);
    return readSync(fd, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads an archive (plain or gzipped, found from its first bytes) entry by
 * entry. `onEntry` returns a sink for the entry's content, or null to skip it.
 * Understands ustar, GNU long names and pax path records.
 */
export async function readTar(path: string, onEntry: (entry: TarEntryHeader) => TarSink | null) {
  const file = createReadStream(path);
  const source: AsyncIterable<Uint8Array> = startsGzipped(path)
    ? file.pipe(nodeModule('node:zlib').createGunzip())
    : file;
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  let longName: string | null = null;
  try {
    for (;;) {
      if (await reader.atEnd()) throw new Error('The archive is truncated.');
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      if (!checksumMatches(block)) throw new Error('This is not a tar archive, or it is damaged.');
      const size = parseNumber(block.subarray(124, 136));
      const typeFlag = String.fromCharCode(block[156] || 0x30);
      const prefix = text(block.subarray(257, 263)).startsWith('ustar') ? text(block.subarray(345, 500)) : '';
      const name = longName ?? (prefix ? `${prefix}/${text(block.subarray(0, 100))}` : text(block.subarray(0, 100)));
      longName = null;
      const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);

      if (typeFlag === 'L' || typeFlag === 'x') {
        const content = await reader.exactly(padded);
        longName = typeFlag === 'L' ? text(content.subarray(0, size)) : paxPath(content.subarray(0, size));
        continue;
      }
      if (typeFlag === 'g') {
        await reader.exactly(padded);
        continue;
      }
      const type = typeFlag === '0' || typeFlag === '7' ? 'file' : typeFlag === '5' ? 'directory' : 'other';
      const sink = onEntry({ name, size: type === 'file' ? size : 0, type });
      for await (const piece of reader.take(size)) sink?.write(piece);
      sink?.end();
      await reader.exactly(padded - size);
    }
  } finally {
    file.destroy();
  }
}

function paxPath(records: Uint8Array): string | null {
  for (const line of new TextDecoder().decode(records).split('\n')) {
    const match = line.match(/^\d+ path=(.*)$/);
    if (match) return match[1];
  }
  return null;
}
