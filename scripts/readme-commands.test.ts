// The README's commands as a newcomer runs them: a clean `git clone` of the
// committed repository (no dist/, no node_modules/), the start command read
// from README.md, then the development command reloading a change.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Subprocess } from 'bun';
import { waitUntilHealthy } from '../src/server-process';

// npm install, the first web build and the demo seed, on a busy machine.
setDefaultTimeout(300_000);

/** The commands in the README table's row that starts with `what`: [npm, Bun-native]. */
function readmeCommands(what: string): [string, string] {
  const row = readFileSync('README.md', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| ${what}`));
  const commands = [...(row ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  if (commands.length !== 2) throw new Error(`README.md has no row "${what}" with an npm and a Bun command.`);
  return commands as [string, string];
}

const root = mkdtempSync(join(tmpdir(), 'hostel-readme-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** PATH as on a machine with Node.js and npm only: no project's node_modules/.bin, no Bun. */
const nodeOnlyPath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((entry) => !entry.includes('node_modules') && !entry.includes('.bun'))
  .join(delimiter);
/** PATH for the Bun-native commands: Bun installed on the machine (this test's Bun, as `bun`). */
const bunHome = join(root, 'bun-bin');
mkdirSync(bunHome);
symlinkSync(process.execPath, join(bunHome, 'bun'));
const bunPath = [bunHome, nodeOnlyPath].join(delimiter);

/** PATH where `npm` is npm 10, the version before allowScripts, fetched by npx. */
const npm10Home = join(root, 'npm10-bin');
mkdirSync(npm10Home);
writeFileSync(join(npm10Home, 'npm'), '#!/bin/sh\nexec npx --yes npm@10 "$@"\n', { mode: 0o755 });
const npm10Path = [npm10Home, nodeOnlyPath].join(delimiter);

function freshClone(name: string) {
  const dir = join(root, name);
  const clone = Bun.spawnSync(['git', 'clone', '-q', process.cwd(), dir]);
  if (clone.exitCode !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
  return dir;
}

type Started = { url: string; process: Subprocess; output: () => string; stop(): Promise<void> };

let nextPort = 41_000 + Math.floor(Math.random() * 10_000);

/** Runs a shell command line in `dir` in its own process group, as a terminal would. */
async function runCommandLine(dir: string, commandLine: string, path: string): Promise<Started> {
  const port = nextPort++;
  const logFile = join(dir, '..', `${port}.log`);
  writeFileSync(logFile, '');
  const child = Bun.spawn(['setsid', 'sh', '-c', `${commandLine} >${JSON.stringify(logFile)} 2>&1`], {
    cwd: dir,
    env: { HOME: process.env.HOME ?? root, PATH: path, PORT: String(port), HOSTEL_ADMIN_PASSWORD: 'Readme#Start2026' },
    stdout: 'ignore',
    stderr: 'ignore',
  });
  const output = () => readFileSync(logFile, 'utf8');
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, { timeoutMs: 240_000, pollMs: 250, details: () => output().slice(-3000) });
  return {
    url,
    process: child,
    output,
    async stop() {
      process.kill(-child.pid, 'SIGTERM');
      await child.exited;
    },
  };
}

async function expectDemoSite(url: string) {
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  // The app's entry, which the boot script starts (web/boot.ts).
  const script = html.match(/<script[^>]+data-app="([^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(new URL(script!, url));
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-type')).toContain('javascript');
  expect((await asset.text()).length).toBeGreaterThan(1000);
  const hostels = (await (await fetch(`${url}/api/hostels`)).json()) as unknown[];
  expect(hostels.length).toBeGreaterThan(0);
}

/** Polls until `check` holds, for a change a running command must pick up. */
async function eventually(what: string, check: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 120 s.\n${output().slice(-3000)}`);
    await Bun.sleep(250);
  }
}

describe('the README start command on a fresh clone', () => {
  const [npmStart, bunStart] = readmeCommands('start the site');

  test(`${npmStart} (Node.js and npm only)`, async () => {
    const site = await runCommandLine(freshClone('npm'), npmStart, nodeOnlyPath);
    try {
      await expectDemoSite(site.url);
      expect(site.output()).not.toContain('not yet covered by allowScripts');
    } finally {
      await site.stop();
    }
  });

  test(`${npmStart} on npm 10`, async () => {
    const site = await runCommandLine(freshClone('npm10'), npmStart, npm10Path);
    try {
      await expectDemoSite(site.url);
    } finally {
      await site.stop();
    }
  });

  test(`${bunStart}, then the development command reloads changes`, async () => {
    const dir = freshClone('bun');
    const started = await runCommandLine(dir, bunStart, bunPath);
    try {
      await expectDemoSite(started.url);
    } finally {
      await started.stop();
    }

    const [, bunDev] = readmeCommands('work on the code');
    const dev = await runCommandLine(dir, bunDev, bunPath);
    try {
      await expectDemoSite(dev.url);

      const indexHtml = join(dir, 'web', 'index.html');
      writeFileSync(indexHtml, readFileSync(indexHtml, 'utf8').replace('</title>', ' (edited)</title>'));
      // The console's page is index.html as built (a public page says its own title).
      await eventually(
        'The edited web page being served',
        async () => (await (await fetch(`${dev.url}/admin`)).text()).includes('(edited)</title>'),
        dev.output,
      );

      const versionFile = join(dir, 'src', 'version.ts');
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the edit writes a template literal into the source
      writeFileSync(versionFile, readFileSync(versionFile, 'utf8').replace('pkg.version;', '`${pkg.version}-edited`;'));
      await eventually(
        'The restarted server responding with the edited code',
        async () => {
          const health = (await (await fetch(`${dev.url}/api/health`)).json()) as { version: string };
          return health.version.endsWith('-edited');
        },
        dev.output,
      );
      await expectDemoSite(dev.url);
    } finally {
      await dev.stop();
    }
  });
});
