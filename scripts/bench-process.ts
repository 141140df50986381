// Measures the compiled executable as it ships: time from process start to
// the first successful GET /api/health, on new folders with --demo and on an
// existing one (budget 300 ms), each the median of ten starts taking turns,
// and resident memory when idle with the demo content loaded and its pages
// served (budget 100 MB), next to a compiled hello-world Bun.serve's: the
// floor that Bun itself puts under ours. Builds dist/hostel first unless
// --no-build. Prints the figures; exits 1 when a budget is missed.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildExecutable } from './build';
import { median } from './bench/median';
import { readPrinted, waitForListening, waitUntilHealthy } from '../src/server-process';

const STARTS = 10;
const START_BUDGET_MS = 300;
const MEMORY_BUDGET_MB = 100;

const executable = resolve('dist/hostel');
if (!Bun.argv.includes('--no-build') || !existsSync(executable)) await buildExecutable({ outfile: executable });

const scratch = mkdtempSync(join(tmpdir(), 'hostel-bench-'));
const dataDir = join(scratch, 'site');

async function start(extra: string[] = [], folder = dataDir) {
  const started = performance.now();
  const process = Bun.spawn([executable, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', folder, ...extra], {
    env: { ...Bun.env, HOSTEL_ADMIN_PASSWORD: 'Bench@2026' },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const { url } = await waitForListening(process, readPrinted(process), { pollMs: 1 });
  await waitUntilHealthy(url, process, { pollMs: 1 });
  return { process, url, milliseconds: performance.now() - started };
}

async function stop(server: Awaited<ReturnType<typeof start>>) {
  server.process.kill('SIGTERM');
  await server.process.exited;
}

function residentMegabytes(pid: number) {
  if (existsSync(`/proc/${pid}/status`)) {
    const kilobytes = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
    return kilobytes / 1024;
  }
  return (
    Number(
      Bun.spawnSync(['ps', '-o', 'rss=', '-p', String(pid)])
        .stdout.toString()
        .trim(),
    ) / 1024
  );
}

/**
 * A compiled Bun.serve answering 'ok', idle after one request, measured as ours is: what any server on this Bun takes.
 */
async function helloWorldMegabytes() {
  const source = join(scratch, 'hello.ts');
  writeFileSync(
    source,
    `import { listeningLine } from ${JSON.stringify(join(import.meta.dir, '../src/cli/listening-line.ts'))};
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('ok') });
console.log(listeningLine(\`http://127.0.0.1:\${server.port}\`));
`,
  );
  const outfile = join(scratch, 'hello');
  const built = await Bun.build({
    entrypoints: [source],
    compile: { outfile, autoloadBunfig: false, autoloadDotenv: false },
    minify: true,
  });
  if (!built.success) throw new Error(`Building the hello-world server failed: ${built.logs.join('\n')}`);
  const hello = Bun.spawn([outfile], { stdout: 'pipe', stderr: 'inherit' });
  const { url } = await waitForListening(hello, readPrinted(hello), { pollMs: 1 });
  await (await fetch(url)).text();
  await Bun.sleep(3000);
  const megabytes = residentMegabytes(hello.pid);
  hello.kill('SIGTERM');
  await hello.exited;
  return megabytes;
}

try {
  await stop(await start(['--demo']));
  // New folders and the existing one take turns, so a busy moment of the machine falls on both alike.
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const seeding = await start(['--demo'], join(scratch, `new-${i}`));
    fresh.push(seeding.milliseconds);
    await stop(seeding);
    const server = await start();
    existing.push(server.milliseconds);
    await stop(server);
  }
  const spread = (times: number[]) =>
    `median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, ` +
    `max ${Math.max(...times).toFixed(0)}, ${STARTS} starts)`;
  const existingMedian = median(existing);
  console.log(`New folder with --demo to first healthy /api/health (seeds the content): ${spread(fresh)}`);

  const server = await start();
  for (const path of [
    '/',
    '/hostels',
    '/people',
    '/api/hostels',
    '/api/people',
    '/api/events',
    '/api/mess',
    '/api/notifications',
    '/api/files',
  ]) {
    const response = await fetch(`${server.url}${path}`);
    const body = await response.text();
    if (path.startsWith('/api/')) {
      for (const image of body.match(/\/api\/[a-z]+\/image\/[0-9a-f]+\?v=[0-9a-f]+/g) ?? [])
        await (await fetch(`${server.url}${image}`)).arrayBuffer();
    }
  }
  await Bun.sleep(3000);
  const memory = residentMegabytes(server.process.pid);
  await stop(server);

  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  console.log(
    `Existing folder to first healthy /api/health: ${spread(existing)}; budget ` +
      `${START_BUDGET_MS} ms: ${verdict(existingMedian < START_BUDGET_MS)}`,
  );
  console.log(
    `Resident memory idle with the demo content loaded: ${memory.toFixed(1)} ` +
      `MB; budget ${MEMORY_BUDGET_MB} MB: ${verdict(memory < MEMORY_BUDGET_MB)}`,
  );
  console.log(
    'Resident memory of a compiled hello-world Bun.serve, idle after ' +
      `one request: ${(await helloWorldMegabytes()).toFixed(1)} MB`,
  );
  process.exitCode = existingMedian < START_BUDGET_MS && memory < MEMORY_BUDGET_MB ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
