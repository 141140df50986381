// A throwaway ACME CA for tests: Debian's pebble, with pebble-challtestsrv as
// its DNS server so every name resolves to 127.0.0.1. Config, keys and its API
// certificate live in a temporary folder; both run as child processes.
//
//   const pebble = await startPebble({ httpPort });     // HTTP-01 requests go to <name>:httpPort
//   startAcme({ directoryUrl: pebble.directoryUrl, caCertPath: pebble.caCertPath, … }, …);
//   await pebble.misdirect('hostels.test');             // its challenges now fail, until restore()
//   await pebble.stop();
import type { Subprocess } from 'bun';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptsConnections, cleanupOnExit, freePort } from './harness-util';
import { makeTestCa } from './test-certificates';

export type Pebble = {
  /** https://localhost:<port>/dir */
  directoryUrl: string;
  /** The CA of pebble's own HTTPS certificate: what a client trusts to talk to the directory. */
  caCertPath: string;
  /** The temporary folder: pebble.json, the API's certificate and key, the logs when quiet. */
  dir: string;
  /** The root pebble issues under, made anew each start (its management API's /roots/0). */
  issuingRoot(): Promise<string>;
  /** Points `name` at 127.0.0.2, where nothing listens for a server bound to 127.0.0.1: its validations fail. */
  misdirect(name: string): Promise<void>;
  /** Points `name` back at 127.0.0.1. */
  restore(name: string): Promise<void>;
  /** Stops both and deletes the folder. */
  stop(): Promise<void>;
};

export type PebbleOptions = {
  /** The port pebble sends HTTP-01 requests to, on the name's address. */
  httpPort: number;
  /** Seconds each certificate is valid for; pebble's default is five years. */
  certificateValiditySeconds?: number;
  quiet?: boolean;
};

function findProgram(path: string) {
  if (!existsSync(path)) throw new Error(`${path} was not found. Install it: apt-get install -y pebble`);
  return path;
}

const exited = (proc: Subprocess) => proc.exitCode !== null || proc.signalCode !== null;

export async function startPebble(options: PebbleOptions): Promise<Pebble> {
  const pebble = findProgram('/usr/bin/pebble');
  const challtestsrv = findProgram('/usr/bin/pebble-challtestsrv');
  const dir = mkdtempSync(join(tmpdir(), 'hostel-pebble-'));
  const ca = makeTestCa(join(dir, 'ca'));
  const api = ca.issue(['localhost'], { file: 'pebble' });
  const [port, managementPort, dnsPort, dnsManagementPort] = [freePort(), freePort(), freePort(), freePort()];
  const config = join(dir, 'pebble.json');
  writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${port}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: api.certPath,
        privateKey: api.keyPath,
        httpPort: options.httpPort,
        tlsPort: freePort(),
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
        certificateValidityPeriod: options.certificateValiditySeconds,
      },
    }),
  );

  // Quiet, each one's output goes to <name>.log in the folder, shown if it exits before it listens.
  const spawn = (name: string, command: string[], env?: Record<string, string>) => {
    const output = options.quiet ? Bun.file(join(dir, `${name}.log`)) : 'inherit';
    return Bun.spawn(command, {
      cwd: dir,
      stdin: 'ignore',
      stdout: output,
      stderr: output,
      env: { ...process.env, ...env },
    });
  };
  // Only its DNS server: every name is 127.0.0.1, over IPv4; pebble's HTTP-01 requests go to the caller's server.
  const dns = spawn('pebble-challtestsrv', [
    challtestsrv,
    '-defaultIPv4',
    '127.0.0.1',
    '-defaultIPv6',
    '',
    '-dns01',
    `127.0.0.1:${dnsPort}`,
    '-http01',
    '',
    '-https01',
    '',
    '-tlsalpn01',
    '',
    '-management',
    `127.0.0.1:${dnsManagementPort}`,
  ]);
  // No sleeps before validations, every nonce accepted, no authorization reused from an earlier order.
  const server = spawn('pebble', [pebble, '-config', config, '-dnsserver', `127.0.0.1:${dnsPort}`], {
    PEBBLE_VA_NOSLEEP: '1',
    PEBBLE_WFE_NONCEREJECT: '0',
    PEBBLE_AUTHZREUSE: '0',
  });
  const processes = [dns, server];
  const unregister = cleanupOnExit(() => {
    for (const proc of processes) proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const stop = async () => {
    if (!existsSync(dir)) return;
    for (const proc of processes) proc.kill('SIGTERM');
    await Promise.all(processes.map((proc) => proc.exited));
    unregister();
    rmSync(dir, { recursive: true, force: true });
  };

  const listeners = [
    ['pebble-challtestsrv', dns, dnsManagementPort],
    ['pebble', server, port],
    ['pebble', server, managementPort],
  ] as const;
  for (const [name, proc, listening] of listeners) {
    while (!(await acceptsConnections(listening))) {
      if (exited(proc)) {
        const log = join(dir, `${name}.log`);
        const tail = existsSync(log) ? `:\n${(await Bun.file(log).text()).slice(-2000)}` : '';
        await stop();
        const status = proc.exitCode ?? proc.signalCode;
        throw new Error(`${name} exited with ${status} before it listened on 127.0.0.1:${listening}${tail}`);
      }
      await Bun.sleep(20);
    }
  }
  if (!options.quiet) console.error(`pebble is listening on https://localhost:${port}/dir (folder ${dir})`);

  const management = (path: string) => fetch(`https://localhost:${managementPort}${path}`, { tls: { ca: ca.cert } });
  const setAddress = async (path: string, body: object) => {
    const url = `http://127.0.0.1:${dnsManagementPort}${path}`;
    const response = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`pebble-challtestsrv ${path} → ${response.status} ${await response.text()}`);
  };

  return {
    directoryUrl: `https://localhost:${port}/dir`,
    caCertPath: ca.certPath,
    dir,
    async issuingRoot() {
      const response = await management('/roots/0');
      if (!response.ok) throw new Error(`pebble /roots/0 → ${response.status}`);
      return response.text();
    },
    misdirect: (name) => setAddress('/add-a', { host: name, addresses: ['127.0.0.2'] }),
    restore: (name) => setAddress('/clear-a', { host: name }),
    stop,
  };
}
