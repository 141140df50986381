// Release executables for every platform Bun can cross-compile to from here
// (it fetches each target's runtime from the npm registry on first use).
// Writes dist/release/hostel-<version>-<platform>[.exe] and SHA256SUMS, runs
// `--version` of the one this machine can run, and reports which targets
// were built and which were run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { buildWeb } from './build-web';
import { buildExecutable, recordBytecodeOrder } from './build';
import pkg from '../package.json' with { type: 'json' };

const OUT = 'dist/release';
const TARGETS: { platform: string; target: Bun.Build.CompileTarget; extension: string }[] = [
  { platform: 'linux-x64', target: 'bun-linux-x64', extension: '' },
  { platform: 'linux-arm64', target: 'bun-linux-arm64', extension: '' },
  { platform: 'windows-x64', target: 'bun-windows-x64', extension: '.exe' },
  { platform: 'darwin-arm64', target: 'bun-darwin-arm64', extension: '' },
];
const HERE = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;

/** Whether the built file starts here and prints this version. */
function runsHere(outfile: string) {
  const result = Bun.spawnSync([resolve(outfile), '--version']);
  return result.exitCode === 0 && result.stdout.toString().trim() === pkg.version;
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
await buildWeb({ quiet: true });
// Recorded once with this machine's build; the same order serves every target.
const orderFolder = mkdtempSync(join(tmpdir(), 'hostel-release-'));
const bytecodeOrder = await recordBytecodeOrder(orderFolder);

const built: string[] = [];
const failed: string[] = [];
for (const { platform, target, extension } of TARGETS) {
  const outfile = `${OUT}/hostel-${pkg.version}-${platform}${extension}`;
  try {
    await buildExecutable({ outfile, target, skipWeb: true, bytecodeOrder });
  } catch (error) {
    failed.push(platform);
    console.log(`FAILED  ${platform.padEnd(13)} ${(error as Error).message}`);
    continue;
  }
  built.push(outfile);
  const ran = platform === HERE ? runsHere(outfile) : null;
  if (ran === false) failed.push(platform);
  const note =
    ran === null
      ? 'not run (another platform)'
      : ran
        ? `ran: --version printed ${pkg.version}`
        : 'RUN FAILED: --version did not print the version';
  console.log(
    `built   ${platform.padEnd(13)} ${outfile} (${(Bun.file(outfile).size / 1024 / 1024).toFixed(1)} MB); ${note}`,
  );
}

const sums = await Promise.all(
  built.map(
    async (file) =>
      `${new Bun.CryptoHasher('sha256').update(await Bun.file(file).bytes()).digest('hex')}  ${basename(file)}`,
  ),
);
rmSync(orderFolder, { recursive: true, force: true });
writeFileSync(`${OUT}/SHA256SUMS`, `${sums.join('\n')}\n`);
console.log(
  `\n${built.length} of ${TARGETS.length} targets built${failed.length ? `; failed: ${failed.join(', ')}` : ''}.`,
);
process.exit(failed.length === 0 ? 0 : 1);
