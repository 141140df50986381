// The ACME folder (<data folder>/tls): the account key, made once, and the
// newest certificate with its key. Only this process's user may read it.
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { CertificateError, checkCertificatePair, type CertificatePair } from './certificate';

export type AcmeStore = {
  /** The stored account key, or null before the first order. */
  readAccountKey(): string | null;
  saveAccountKey(key: string): void;
  /** The stored pair when it is still valid and for exactly these names; null otherwise, with the reason logged. */
  readCertificate(domains: string[]): CertificatePair | null;
  saveCertificate(pair: CertificatePair): void;
};

const ACCOUNT_KEY = 'account.key';
const CERTIFICATE = 'certificate.pem';
const CERTIFICATE_KEY = 'certificate.key';

/** Written whole or not at all: a crash leaves the old file or the new one. */
function writeAtomically(path: string, text: string) {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

function readIfThere(path: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const nameSet = (names: string[]) =>
  names
    .map((name) => name.toLowerCase())
    .sort()
    .join(' ');

export function openAcmeStore(folder: string, log: (line: string) => void): AcmeStore {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const path = (name: string) => join(folder, name);
  return {
    readAccountKey: () => readIfThere(path(ACCOUNT_KEY)),
    saveAccountKey: (key) => writeAtomically(path(ACCOUNT_KEY), key),
    readCertificate(domains) {
      const cert = readIfThere(path(CERTIFICATE));
      const key = readIfThere(path(CERTIFICATE_KEY));
      if (cert === null || key === null) return null;
      let pair: CertificatePair;
      try {
        pair = checkCertificatePair(cert, key, new Date(), `The stored certificate ${path(CERTIFICATE)}`);
      } catch (error) {
        if (!(error instanceof CertificateError)) throw error;
        log(`${error.message} A new one is ordered.`);
        return null;
      }
      if (nameSet(pair.names) === nameSet(domains)) return pair;
      log(`The stored certificate is for ${pair.names.join(', ')}, not ${domains.join(', ')}: a new one is ordered.`);
      return null;
    },
    saveCertificate(pair) {
      // The key first: a crash between the two leaves a pair that does not match, which is ordered anew.
      writeAtomically(path(CERTIFICATE_KEY), pair.key);
      writeAtomically(path(CERTIFICATE), pair.cert);
    },
  };
}
