import type { Server } from 'bun';
import { afterAll, afterEach, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPebble, type Pebble } from '../../scripts/pebble';
import { startAcme, type AcmeOptions, type AcmeSettings } from './acme';
import type { CertificatePair } from './certificate';
import { CertificateRecord } from './certificate-status';

setDefaultTimeout(30_000);

// Short enough that a certificate renews itself (at two-thirds, 10 s) within the test.
const VALIDITY_SECONDS = 15;
const NAME = 'hostels.test';

const challenges = new Map<string, string>();
let responder: Server<undefined>;
let pebble: Pebble;
let dir: string;
const running: { stop(): void }[] = [];

beforeAll(async () => {
  responder = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(request) {
      const token = new URL(request.url).pathname.match(/^\/\.well-known\/acme-challenge\/([^/]+)$/)?.[1];
      const keyAuthorization = token && challenges.get(token);
      return keyAuthorization ? new Response(keyAuthorization) : new Response('Not found', { status: 404 });
    },
  });
  pebble = await startPebble({ httpPort: responder.port!, certificateValiditySeconds: VALIDITY_SECONDS, quiet: true });
  dir = mkdtempSync(join(tmpdir(), 'hostel-acme-'));
});

afterEach(async () => {
  for (const acme of running.splice(0)) acme.stop();
  await pebble.restore(NAME);
});

afterAll(async () => {
  await pebble?.stop();
  responder?.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

/** A folder of its own, the settings for pebble, and what the module hands back. */
function aSite(overrides: Partial<AcmeSettings> = {}, folder = mkdtempSync(join(dir, 'site-'))) {
  const installed: CertificatePair[] = [];
  const lines: string[] = [];
  const warnings: string[] = [];
  const record = new CertificateRecord('acme');
  const settings: AcmeSettings = {
    domains: [NAME],
    directoryUrl: pebble.directoryUrl,
    caCertPath: pebble.caCertPath,
    ...overrides,
  };
  const options: AcmeOptions = {
    folder: join(folder, 'tls'),
    challenges,
    record,
    install: (pair) => void installed.push(pair),
    log: (line) => void lines.push(line),
    warn: (line) => void warnings.push(line),
    retry: { firstMs: 200, maxMs: 1000 },
    skipChallengeVerification: true,
  };
  const start = async () => {
    const acme = await startAcme(settings, options);
    running.push(acme);
    return acme;
  };
  return { folder, settings, options, installed, lines, warnings, record, start };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

const mode = (path: string) => statSync(path).mode & 0o777;

/** Each certificate of the chain signed by the next, the last by pebble's root. */
function verifiesAgainst(chainPem: string, rootPem: string) {
  const pems = chainPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)!;
  const chain = pems.map((pem) => new X509Certificate(pem));
  const root = new X509Certificate(rootPem);
  return [...chain, root].every((certificate, i, all) => {
    const issuer = all[i + 1] ?? root;
    return certificate.checkIssued(issuer) && certificate.verify(issuer.publicKey);
  });
}

test('issues a certificate for the name, stores it in files only the owner reads, and installs it', async () => {
  const site = aSite({ email: 'warden@hostels.test' });
  await site.start();
  expect(site.installed).toHaveLength(1);
  const [pair] = site.installed;
  expect(pair.names).toEqual([NAME]);
  expect(site.record.current).toBe(pair);
  expect(verifiesAgainst(pair.cert, await pebble.issuingRoot())).toBe(true);
  expect(mode(site.options.folder)).toBe(0o700);
  for (const file of ['account.key', 'certificate.pem', 'certificate.key']) {
    expect(mode(join(site.options.folder, file))).toBe(0o600);
  }
  expect(await Bun.file(join(site.options.folder, 'certificate.pem')).text()).toBe(pair.cert);
});

test('renews the certificate by itself at two-thirds of its lifetime, before it expires', async () => {
  const site = aSite();
  await site.start();
  const [first] = site.installed;
  await waitFor(() => site.installed.length === 2, 'the renewed certificate');
  const renewed = site.installed[1];
  expect(renewed.serial).not.toBe(first.serial);
  expect(Date.now()).toBeLessThan(first.notAfter.getTime());
  expect(site.record.current).toBe(renewed);
  expect(site.record.status()?.renewedAt).not.toBeNull();
});

test("a failed renewal keeps the old certificate, records the CA's reason, and retries until it passes", async () => {
  const site = aSite();
  await site.start();
  await pebble.misdirect(NAME);
  // On a busy machine a renewal may pass before the misdirect
  // holds: what serves is the newest installed when renewals fail.
  await waitFor(() => site.warnings.length >= 1, 'a failed renewal');
  const kept = site.installed.at(-1)!;
  const installedCount = site.installed.length;
  await waitFor(() => site.warnings.length >= 2, 'two failed renewals');
  expect(site.installed.length).toBe(installedCount);
  expect(site.record.current).toBe(kept);
  const failure = site.record.status()?.lastFailure;
  expect(failure?.reason).toContain('127.0.0.2');
  expect(site.warnings.at(-1)).toContain(`The current one (valid until ${kept.notAfter.toISOString()}) keeps serving`);

  await pebble.restore(NAME);
  await waitFor(() => site.installed.length === installedCount + 1, 'the renewal after challenges pass again');
  expect(site.installed.at(-1)!.serial).not.toBe(kept.serial);
  expect(site.record.status()?.lastFailure).toBeNull();
});

test('a restart with a fresh stored certificate serves it without asking the CA', async () => {
  const before = aSite();
  const acme = await before.start();
  acme.stop();
  // The directory cannot be reached: asking it would fail the start.
  const after = aSite({ directoryUrl: 'https://localhost:1/dir' }, before.folder);
  await after.start();
  expect(after.installed.map((pair) => pair.serial)).toEqual([before.installed[0].serial]);
  expect(after.lines.some((line) => line.startsWith('Asking'))).toBe(false);
});

test('a changed list of names gets a new certificate', async () => {
  const before = aSite();
  (await before.start()).stop();
  const after = aSite({ domains: [NAME, `www.${NAME}`] }, before.folder);
  await after.start();
  expect(after.installed[0].names.sort()).toEqual([NAME, `www.${NAME}`]);
});

test('no certificate at start, from a directory whose HTTPS is not trusted, says to give its CA', async () => {
  const site = aSite({ caCertPath: undefined });
  await expect(site.start()).rejects.toThrow(/SELF_SIGNED_CERT_IN_CHAIN[\s\S]*--acme-ca-cert/);
  expect(site.installed).toEqual([]);
});

test('no certificate at start, for a name the CA cannot reach, gives its reason and what to check', async () => {
  await pebble.misdirect(NAME);
  const site = aSite();
  await expect(site.start()).rejects.toThrow(/127\.0\.0\.2.*connection refused[\s\S]*resolves to this machine/);
  expect(site.installed).toEqual([]);
});
