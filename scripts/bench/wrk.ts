// Runs wrk (Debian's package) and reads its --latency report.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type WrkResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses outside 2xx/3xx plus socket errors: a cell with any is not a fair number. */
  errors: number;
};

export function requireWrk() {
  if (Bun.which('wrk')) return;
  console.error('The benchmark drives the server with wrk, which is not installed.');
  console.error('Install it from the distribution packages: apt-get install -y wrk   (macOS: brew install wrk)');
  process.exit(1);
}

function milliseconds(value: string, unit: string) {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 'ms' ? n : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : NaN;
}

type WrkOptions = {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** GET unless told; a method with a body (a write) goes through a two-line wrk script. */
  method?: string;
  body?: string;
};

let scripts = 0;

export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const threads = Math.min(options.connections, 2);
  const args = [
    'wrk',
    `-t${threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    '--timeout',
    '10s',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  let script: string | undefined;
  if (options.method || options.body !== undefined) {
    script = join(tmpdir(), `hostel-bench-${process.pid}-${++scripts}.lua`);
    const lua = (text: string) => `[==[${text}]==]`;
    writeFileSync(
      script,
      'wrk.method = ' +
        `${lua(options.method ?? 'GET')}\n${options.body !== undefined ? `wrk.body = ${lua(options.body)}\n` : ''}`,
    );
    args.push('-s', script);
  }
  args.push(url);
  const run = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' });
  const [out, err] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text()]);
  if (script) rmSync(script, { force: true });
  if ((await run.exited) !== 0) throw new Error(`wrk failed: ${err || out}`);
  const percentile = (p: string) => {
    const match = out.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return match ? milliseconds(match[1], match[2]) : NaN;
  };
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    errors: non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}
