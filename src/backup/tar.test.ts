import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTar, writeTar, type TarEntryHeader } from './tar';

const dir = mkdtempSync(join(tmpdir(), 'hostel-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const big = crypto.getRandomValues(new Uint8Array(300_000));
writeFileSync(join(dir, 'big.bin'), big);

async function readAll(path: string) {
  const entries = new Map<string, { header: TarEntryHeader; bytes: Uint8Array }>();
  await readTar(path, (header) => {
    const pieces: Uint8Array[] = [];
    return {
      write: (chunk) => void pieces.push(Uint8Array.from(chunk)),
      end: () => void entries.set(header.name, { header, bytes: Buffer.concat(pieces) }),
    };
  });
  return entries;
}

describe('tar', () => {
  for (const gzip of [false, true]) {
    test(`round trip${gzip ? ' gzipped' : ''}, readable by the system tar`, async () => {
      const archive = join(dir, gzip ? 'a.tar.gz' : 'a.tar');
      await writeTar(
        archive,
        [
          { name: 'manifest.json', bytes: new TextEncoder().encode('{"a":1}') },
          { name: 'blobs/files/big.bin', path: join(dir, 'big.bin') },
          { name: 'empty.txt', bytes: new Uint8Array(0) },
        ],
        { gzip },
      );
      const entries = await readAll(archive);
      expect([...entries.keys()]).toEqual(['manifest.json', 'blobs/files/big.bin', 'empty.txt']);
      expect(entries.get('blobs/files/big.bin')!.bytes).toEqual(big);
      expect(new TextDecoder().decode(entries.get('manifest.json')!.bytes)).toBe('{"a":1}');

      const listing = Bun.spawnSync(['tar', gzip ? '-tzf' : '-tf', archive]);
      expect(listing.stdout.toString().trim().split('\n')).toEqual([
        'manifest.json',
        'blobs/files/big.bin',
        'empty.txt',
      ]);
    });
  }

  test('reads what the system tar writes, folders and long names included', async () => {
    const source = join(dir, 'src');
    const longName = `${'n'.repeat(120)}.txt`;
    mkdirSync(join(source, 'blobs', 'images'), { recursive: true });
    writeFileSync(join(source, 'blobs', 'images', longName), 'long');
    writeFileSync(join(source, 'hostel.db'), 'db');
    const archive = join(dir, 'system.tar.gz');
    expect(Bun.spawnSync(['tar', '-czf', archive, '-C', source, '.']).exitCode).toBe(0);
    const entries = await readAll(archive);
    expect(new TextDecoder().decode(entries.get(`./blobs/images/${longName}`)!.bytes)).toBe('long');
    expect(new TextDecoder().decode(entries.get('./hostel.db')!.bytes)).toBe('db');
  });

  test('a truncated or foreign file is refused', async () => {
    const archive = join(dir, 'whole.tar');
    await writeTar(archive, [{ name: 'blobs/files/big.bin', path: join(dir, 'big.bin') }], { gzip: false });
    const truncated = join(dir, 'truncated.tar');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 2000));
    await expect(readAll(truncated)).rejects.toThrow('truncated');
    const foreign = join(dir, 'foreign.tar');
    writeFileSync(foreign, 'x'.repeat(4096));
    await expect(readAll(foreign)).rejects.toThrow('not a tar archive');
  });
});
