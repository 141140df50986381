// A certificate and its key, checked before anything serves with them: the
// start refuses a pair that would fail every visitor, and a renewal or a
// changed file that fails these checks is refused while the old pair serves.
import type { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** node:crypto on first use: imported at the top it costs every start, https or not, a few milliseconds. */
const nodeCrypto = () => process.getBuiltinModule('node:crypto');

export type CertificatePair = {
  /** PEM, the site's certificate first, then its chain. */
  cert: string;
  key: string;
  notBefore: Date;
  notAfter: Date;
  /** Hexadecimal, as browsers show it. */
  serial: string;
  /** The DNS names it is valid for. */
  names: string[];
};

/** A pair that cannot serve; its message says what to do. */
export class CertificateError extends Error {}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

const dnsNames = (certificate: X509Certificate) =>
  (certificate.subjectAltName ?? '')
    .split(', ')
    .filter((name) => name.startsWith('DNS:'))
    .map((name) => name.slice(4));

/** Checks that the key is the certificate's and that the certificate is valid at `now`. */
export function checkCertificatePair(
  cert: string,
  key: string,
  now = new Date(),
  named = 'The certificate',
): CertificatePair {
  const first = cert.match(PEM_CERTIFICATE)?.[0];
  if (!first) throw new CertificateError(`${named} is not a PEM certificate (-----BEGIN CERTIFICATE-----).`);
  let certificate: X509Certificate;
  try {
    certificate = new (nodeCrypto().X509Certificate)(first);
  } catch {
    throw new CertificateError(`${named} cannot be read as an X.509 certificate.`);
  }
  let matches: boolean;
  try {
    matches = certificate.checkPrivateKey(nodeCrypto().createPrivateKey(key));
  } catch {
    throw new CertificateError(`The key of ${named.toLowerCase()} is not a PEM private key without a passphrase.`);
  }
  if (!matches)
    throw new CertificateError(`The key does not belong to ${named.toLowerCase()}: give the key it was issued for.`);
  const notBefore = certificate.validFromDate;
  const notAfter = certificate.validToDate;
  if (now < notBefore)
    throw new CertificateError(
      `${named} is not valid before ${notBefore.toISOString()}: check the machine's clock or wait.`,
    );
  if (now > notAfter) throw new CertificateError(`${named} expired on ${notAfter.toISOString()}: renew it.`);
  return { cert, key, notBefore, notAfter, serial: certificate.serialNumber, names: dnsNames(certificate) };
}

function readText(path: string, what: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new CertificateError(`The ${what} ${path} cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
}

/** The pair in two PEM files (`--tls-cert`, `--tls-key`), checked. */
export function readCertificateFiles(certPath: string, keyPath: string, now = new Date()): CertificatePair {
  return checkCertificatePair(
    readText(certPath, 'certificate file'),
    readText(keyPath, 'key file'),
    now,
    `The certificate ${certPath}`,
  );
}
