// Builds the one executable (dist/hostel): the React app first (its manifest
// embeds every asset, see build-web.ts), then the server with its migrations,
// compiled by Bun for this machine or for a release target.
import { buildWebIfStale } from './build-web';

export type ExecutableOptions = {
  outfile?: string;
  /** A Bun compile target such as 'bun-linux-arm64'; this machine's when left out. */
  target?: Bun.Build.CompileTarget;
  /** Skip the web build (the release builds it once for all targets). */
  skipWeb?: boolean;
};

export async function buildExecutable({ outfile = 'dist/hostel', target, skipWeb = false }: ExecutableOptions = {}) {
  if (!skipWeb) await buildWebIfStale({ quiet: true });
  const result = await Bun.build({
    entrypoints: ['src/main.ts'],
    compile: {
      outfile,
      ...(target ? { target } : {}),
      // The executable's behaviour comes from its flags and environment only, not from files where it is started.
      autoloadBunfig: false,
      autoloadDotenv: false,
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

if (import.meta.main) {
  const started = performance.now();
  const outfile = await buildExecutable();
  const megabytes = (Bun.file(outfile).size / 1024 / 1024).toFixed(1);
  console.log(`Built ${outfile} (${megabytes} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
