// The executable with --domain against Debian's pebble: the certificate it
// gets is the one it serves, through the plain-http port's challenges, and a
// renewal is served without a restart.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { connect } from 'node:tls';
import { freePort } from '../../scripts/harness-util';
import { startPebble, type Pebble } from '../../scripts/pebble';
import { startServer } from '../server';
import { TEST_PASSWORD, serveForTests, shownWithin } from '../testing';
import type { HttpsSettings } from './https';

setDefaultTimeout(60_000);

const NAME = 'hostels.test';
const httpPort = freePort();
let pebble: Pebble;
let root: string;

beforeAll(async () => {
  pebble = await startPebble({ httpPort, certificateValiditySeconds: 12, quiet: true });
  root = await pebble.issuingRoot();
});
afterAll(() => pebble?.stop());

const acme = (): HttpsSettings => ({
  certificate: { acme: { domains: [NAME], directoryUrl: pebble.directoryUrl, caCertPath: pebble.caCertPath } },
  httpPort,
  hsts: true,
  skipAcmeChallengeCheck: true,
});

/** The serial the server presents for the name, checked against pebble's root. */
function servedSerial(port: number) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername: NAME, ca: root }, () => {
      resolve(socket.getPeerCertificate().serialNumber);
      socket.end();
    });
    socket.on('error', reject);
  });
}

test('--domain gets its certificate from the CA, serves it, shows it to owners, and serves its renewal', async () => {
  const port = freePort();
  const server = await serveForTests({ https: acme(), port });
  try {
    const first = await servedSerial(port);
    expect(server.ctx.config.publicUrl).toBe(`https://${NAME}:${port}`);
    const login = await fetch(`https://127.0.0.1:${port}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
      tls: { ca: root, serverName: NAME },
    } as RequestInit);
    const { accessToken } = await login.json();
    const certificate = async () =>
      (
        await fetch(`https://127.0.0.1:${port}/api/admin/certificate`, {
          headers: { Authorization: `Bearer ${accessToken}` },
          tls: { ca: root, serverName: NAME },
        } as RequestInit)
      ).json();
    expect(await certificate()).toMatchObject({ source: 'acme', names: [NAME], serial: first, lastFailure: null });
    // Renewed at two-thirds of 12 s.
    await shownWithin(20_000, async () => (await servedSerial(port)) !== first);
    // Recorded once the old certificate's listener has drained.
    await shownWithin(5_000, async () => (await certificate()).renewedAt !== null);
  } finally {
    await server.stop();
  }
});

test('ACME on PostgreSQL is refused at start: nginx holds the certificate there', async () => {
  const start = startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/hostel-acme',
    databaseUrl: 'postgres://hostel@127.0.0.1:1/hostel',
    demo: false,
    https: acme(),
    backupSchedule: { everyHours: 0, keep: 0 },
    log: () => {},
  });
  await expect(start).rejects.toThrow(
    /ACME \(--domain\) needs the data folder .+ Let nginx in front hold the certificate/,
  );
});
