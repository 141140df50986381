// Builds the one executable (dist/hostel): the React app first (its manifest
// embeds every asset, see build-web.ts), then the server with its migrations,
// compiled by Bun for this machine or for a release target.
//
// Two settings make it start sooner and smaller, both from Bun's docs on
// executables: the bytecode laid out in the order a first start uses it (a
// profile recorded by running this machine's build once), and the JIT
// leaving start-up code in the interpreter until the server listens
// (src/server.ts sets the usual policy back).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale } from './build-web';
import { readPrinted, waitForListening, waitUntilHealthy } from '../src/server-process';

export type ExecutableOptions = {
  outfile?: string;
  /** A Bun compile target such as 'bun-linux-arm64'; this machine's when left out. */
  target?: Bun.Build.CompileTarget;
  /** Skip the web build (the release builds it once for all targets). */
  skipWeb?: boolean;
  /**
   * A bytecode order recorded already (recordBytecodeOrder): one
   * serves every target. Recorded for this build when left out.
   */
  bytecodeOrder?: string;
};

/** Tier-up thresholds times this until the server listens: code that runs once at start is not worth compiling. */
const START_JIT_POLICY = 8;

export async function buildExecutable({
  outfile = 'dist/hostel',
  target,
  skipWeb = false,
  bytecodeOrder,
}: ExecutableOptions = {}) {
  if (!skipWeb) await buildWebIfStale({ quiet: true });
  if (bytecodeOrder) return compile(outfile, target, bytecodeOrder);
  const folder = mkdtempSync(join(tmpdir(), 'hostel-build-'));
  try {
    return await compile(outfile, target, await recordBytecodeOrder(folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function compile(outfile: string, target: Bun.Build.CompileTarget | undefined, bytecodeOrder: string | null) {
  const result = await Bun.build({
    entrypoints: ['src/main.ts'],
    compile: {
      outfile,
      ...(target ? { target } : {}),
      // The executable's behaviour comes from its flags and environment only, not from files where it is started.
      autoloadBunfig: false,
      autoloadDotenv: false,
      bytecodeOrder,
      jitPolicy: START_JIT_POLICY,
    },
    minify: true,
    bytecode: true,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error(`Building ${outfile} failed.`);
  }
  return outfile;
}

/**
 * Builds this machine's executable in `folder` and runs it as a site is first
 * started and read: a new data folder with --demo, then every page its
 * sitemap lists (each language's). Returns the file where Bun wrote which
 * functions that run used, in order.
 */
export async function recordBytecodeOrder(folder: string) {
  const executable = await compile(join(folder, 'hostel'), undefined, null);
  const orderFile = join(folder, 'hostel.order');
  const server = Bun.spawn(
    [executable, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'data'), '--demo'],
    {
      env: { ...Bun.env, BUN_BYTECODE_ORDER_OUT: orderFile, HOSTEL_ADMIN_PASSWORD: 'Order@2026x' },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  );
  try {
    const { url } = await waitForListening(server, readPrinted(server));
    await waitUntilHealthy(url, server);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    for (const [, page] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) await (await fetch(page)).arrayBuffer();
  } finally {
    server.kill('SIGTERM');
  }
  // The profile is written as the process exits.
  if ((await server.exited) !== 0)
    throw new Error('Recording the bytecode order: the executable did not stop cleanly.');
  return orderFile;
}

if (import.meta.main) {
  const started = performance.now();
  const outfile = await buildExecutable();
  const megabytes = (Bun.file(outfile).size / 1024 / 1024).toFixed(1);
  console.log(`Built ${outfile} (${megabytes} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
