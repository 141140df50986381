// Throwaway certificates for tests, the cluster and the bench: a CA made for
// the run, and certificates it signs for test names such as hostels.test.
// openssl does the X.509 work; Bun has no certificate builder.
//
//   const ca = makeTestCa(dir);
//   const site = ca.issue(['hostels.test']);   // site.certPath, site.keyPath, site.spki
import { createHash, createPublicKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type TestCertificate = {
  certPath: string;
  keyPath: string;
  /** PEM: the certificate, then the CA's (the full chain a server sends). */
  cert: string;
  key: string;
  serial: string;
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
};

export type TestCa = {
  certPath: string;
  cert: string;
  /** A certificate for `names`, valid from `daysFromNow` (negative: in the past) for `days`. */
  issue(names: string[], options?: { days?: number; startDaysFromNow?: number; file?: string }): TestCertificate;
};

/** A name as the certificate lists it: an IPv4 address (a relay on 127.0.0.1) or a DNS name. */
const altName = (name: string) => (/^\d+(\.\d+){3}$/.test(name) ? `IP:${name}` : `DNS:${name}`);

function openssl(args: string[]) {
  const run = Bun.spawnSync(['openssl', ...args], { stderr: 'pipe', stdout: 'pipe' });
  if (run.exitCode !== 0) throw new Error(`openssl ${args[0]} failed: ${run.stderr.toString()}`);
  return run.stdout.toString();
}

const newKey = (keyPath: string) =>
  openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', keyPath]);

/** openssl's -not_before/-not_after form, UTC. */
const asn1Time = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`;

function writeExtensions(path: string, names: string[]) {
  writeFileSync(path, `[site]\nsubjectAltName=${names.map(altName).join(',')}\nextendedKeyUsage=serverAuth\n`);
  return path;
}

/** The least `openssl ca` needs: its files, and no policy on subjects. */
function writeCaConfig(dir: string, caCert: string, caKey: string) {
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), `${Date.now().toString(16).padStart(16, '0')}\n`);
  const path = join(dir, 'ca.cnf');
  writeFileSync(
    path,
    `[ca]\ndefault_ca=test\n[test]\ndir=${dir}\ndatabase=${dir}/index.txt\nserial=${dir}/serial\n` +
      `new_certs_dir=${dir}\ncertificate=${caCert}\nprivate_key=${caKey}\ndefault_md=sha256\npolicy=any\n` +
      `unique_subject=no\ncopy_extensions=none\n[any]\ncommonName=supplied\n`,
  );
  return path;
}

const spkiOf = (certPem: string) =>
  createHash('sha256')
    .update(createPublicKey(certPem).export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** A CA in `dir`, trusted by nothing but the tests that are told of it. */
export function makeTestCa(dir: string): TestCa {
  mkdirSync(dir, { recursive: true });
  const caKey = join(dir, 'ca.key');
  const caCert = join(dir, 'ca.crt');
  newKey(caKey);
  openssl([
    'req',
    '-x509',
    '-key',
    caKey,
    '-out',
    caCert,
    '-days',
    '30',
    '-subj',
    '/CN=Hostel test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const caPem = readFileSync(caCert, 'utf8');
  const caConfig = writeCaConfig(dir, caCert, caKey);
  let issued = 0;
  return {
    certPath: caCert,
    cert: caPem,
    issue(names, { days = 30, startDaysFromNow = 0, file } = {}) {
      const base = join(dir, file ?? `site-${++issued}`);
      const keyPath = `${base}.key`;
      const csrPath = `${base}.csr`;
      const certPath = `${base}.crt`;
      newKey(keyPath);
      openssl(['req', '-new', '-key', keyPath, '-out', csrPath, '-subj', `/CN=${names[0]}`]);
      const start = new Date(Date.now() + startDaysFromNow * 86_400_000 - 60_000);
      const end = new Date(start.getTime() + days * 86_400_000);
      // openssl ca, not x509 -req: Debian's OpenSSL 3.0 sets a start date only there.
      openssl([
        'ca',
        '-batch',
        '-config',
        caConfig,
        '-in',
        csrPath,
        '-out',
        certPath,
        '-notext',
        '-startdate',
        asn1Time(start),
        '-enddate',
        asn1Time(end),
        '-extensions',
        'site',
        '-extfile',
        writeExtensions(`${base}.ext`, names),
      ]);
      const leaf = readFileSync(certPath, 'utf8');
      const cert = leaf + caPem;
      writeFileSync(certPath, cert);
      const serial = openssl(['x509', '-in', certPath, '-noout', '-serial'])
        .trim()
        .replace(/^serial=/, '');
      return { certPath, keyPath, cert, key: readFileSync(keyPath, 'utf8'), serial, spki: spkiOf(leaf) };
    },
  };
}
