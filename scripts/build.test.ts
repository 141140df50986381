import { expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale } from './build-web';

// A bundle's imports of built-in modules are loaded before its first line runs, however deep the code that uses them.
test(
  "the server's bundle loads Node's streams, zlib and " + 'crypto only where they are used, not at every start',
  async () => {
    await buildWebIfStale({ quiet: true });
    const folder = mkdtempSync(join(tmpdir(), 'hostel-bundle-'));
    try {
      const result = await Bun.build({
        entrypoints: ['src/main.ts'],
        outdir: folder,
        target: 'bun',
        format: 'esm',
        define: { 'process.env.NODE_ENV': '"production"' },
      });
      expect(result.success).toBe(true);
      const bundle = readFileSync(join(folder, 'main.js'), 'utf8');
      const builtins = [...bundle.matchAll(/^import .* from "(?:node:)?([a-z_/]+)";$/gm)].map(([, name]) => name);
      expect(builtins).toContain('fs');
      expect(builtins.filter((name) => /^(stream|zlib|crypto)\b/.test(name))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
