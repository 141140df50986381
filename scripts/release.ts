// Release executables for every platform Bun can cross-compile to from here
// (it fetches each target's runtime from the npm registry on first use).
// Writes dist/release/hostel-<version>-<platform>[.exe] and SHA256SUMS, and
// reports which targets were built.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { buildWeb } from './build-web';
import { buildExecutable } from './build';
import pkg from '../package.json' with { type: 'json' };

const OUT = 'dist/release';
const TARGETS: { platform: string; target: Bun.Build.CompileTarget; extension: string }[] = [
  { platform: 'linux-x64', target: 'bun-linux-x64', extension: '' },
  { platform: 'linux-arm64', target: 'bun-linux-arm64', extension: '' },
  { platform: 'windows-x64', target: 'bun-windows-x64', extension: '.exe' },
  { platform: 'darwin-arm64', target: 'bun-darwin-arm64', extension: '' },
];

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
await buildWeb({ quiet: true });

const built: string[] = [];
const failed: string[] = [];
for (const { platform, target, extension } of TARGETS) {
  const outfile = `${OUT}/hostel-${pkg.version}-${platform}${extension}`;
  try {
    await buildExecutable({ outfile, target, skipWeb: true });
    built.push(outfile);
    console.log(`built   ${platform.padEnd(13)} ${outfile} (${(Bun.file(outfile).size / 1024 / 1024).toFixed(1)} MB)`);
  } catch (error) {
    failed.push(platform);
    console.log(`FAILED  ${platform.padEnd(13)} ${(error as Error).message}`);
  }
}

const sums = await Promise.all(
  built.map(async (file) => `${new Bun.CryptoHasher('sha256').update(await Bun.file(file).bytes()).digest('hex')}  ${basename(file)}`),
);
writeFileSync(`${OUT}/SHA256SUMS`, sums.join('\n') + '\n');
console.log(`\n${built.length} of ${TARGETS.length} targets built${failed.length ? `; not built: ${failed.join(', ')}` : ''}.`);
process.exit(built.length === TARGETS.length ? 0 : 1);
