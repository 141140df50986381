// --tls-cert and --tls-key, watched: when IT replaces the files, the new pair
// serves without a restart. The files are polled rather than watched with
// fs.watch, which misses a renewal that swaps a symlink (certbot's layout).
import { statSync } from 'node:fs';
import { CertificateError, readCertificateFiles, type CertificatePair } from './certificate';
import type { CertificateRecord } from './certificate-status';

export type CertificateFiles = { certPath: string; keyPath: string };

const CHECK_EVERY_MS = 5_000;

/** What changes when a file is replaced or rewritten: its inode, size and time. */
function signatureOf({ certPath, keyPath }: CertificateFiles) {
  try {
    return [certPath, keyPath]
      .map((path) => {
        const stat = statSync(path);
        return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      })
      .join('|');
  } catch {
    return 'unreadable';
  }
}

/**
 * Checks the files every `everyMs` and installs a changed pair that passes the checks. A pair that fails is
 * refused with one warning and the old one keeps serving; the files are read again on their next change
 * (a key copied after its certificate completes the pair).
 */
export function watchCertificateFiles(
  files: CertificateFiles,
  record: CertificateRecord,
  install: (pair: CertificatePair) => Promise<void>,
  {
    log,
    warn,
    everyMs = CHECK_EVERY_MS,
  }: { log: (line: string) => void; warn: (line: string) => void; everyMs?: number },
) {
  let seen = signatureOf(files);
  let checking = false;
  const check = async () => {
    const signature = signatureOf(files);
    if (signature === seen || checking) return;
    seen = signature;
    checking = true;
    try {
      const pair = readCertificateFiles(files.certPath, files.keyPath);
      await install(pair);
      record.installed(pair);
      log(
        `The certificate files changed: now serving serial ${pair.serial}, valid until ${pair.notAfter.toISOString()}.`,
      );
    } catch (error) {
      const reason =
        error instanceof CertificateError
          ? error.message
          : `The new certificate could not be served: ${(error as Error).message}`;
      record.failed(reason);
      warn(`${reason} The previous certificate keeps serving.`);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
