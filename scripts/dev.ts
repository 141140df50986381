// `npm run dev`: the demo site on http://localhost:3000 (or --port / PORT), kept
// up to date while you edit. A change under web/ rebuilds the web app; a change
// under src/ (or a rebuilt web app, which the server embeds) restarts the
// server. Reload the page to see it. Arguments go to `serve`.
import { watch } from 'node:fs';
import type { Subprocess } from 'bun';
import { buildWebIfStale } from './build-web';

const serveArgs = ['serve', '--demo', ...Bun.argv.slice(2)];
/** Editors save in bursts (a temp file, a rename): one rebuild for the whole burst. */
const SETTLE_MS = 150;

let server: Subprocess | undefined;
let restartServer = false;
let timer: Timer | undefined;
let running: Promise<void> = Promise.resolve();

function startServer() {
  server = Bun.spawn([process.execPath, 'src/main.ts', ...serveArgs], {
    stdout: 'inherit',
    stderr: 'inherit',
    stdin: 'ignore',
  });
}

async function stopServer() {
  if (!server) return;
  server.kill('SIGTERM');
  await server.exited;
  server = undefined;
}

async function update() {
  let webRebuilt = false;
  try {
    webRebuilt = await buildWebIfStale();
  } catch (error) {
    // The build printed what is wrong; the server keeps serving the last good build.
    console.error(`${(error as Error).message} Fix it and save again.`);
  }
  if (!webRebuilt && !restartServer) return;
  restartServer = false;
  console.log('Restarting the server…');
  await stopServer();
  startServer();
}

function changed(kind: 'src' | 'web', file: string | null) {
  if (kind === 'web' && file?.startsWith('e2e')) return;
  if (kind === 'src') restartServer = true;
  clearTimeout(timer);
  timer = setTimeout(() => (running = running.then(update)), SETTLE_MS);
}

await buildWebIfStale();
startServer();
watch('src', { recursive: true }, (_, file) => changed('src', file));
watch('web', { recursive: true }, (_, file) => changed('web', file));
console.log('Watching src/ and web/: save a file, then reload the page.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    clearTimeout(timer);
    await stopServer();
    process.exit(0);
  });
}
