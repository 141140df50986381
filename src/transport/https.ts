// HTTPS served by the executable itself: the https listener with a
// certificate from files (watched) or from an ACME CA (renewed), and the
// plain-http port that answers ACME's challenges and redirects the rest.
import { join } from 'node:path';
import { startAcme, type AcmeSettings } from './acme';
import { readCertificateFiles, type CertificatePair } from './certificate';
import { watchCertificateFiles, type CertificateFiles } from './certificate-files';
import { CertificateRecord } from './certificate-status';
import { servePlainHttp } from './plain-http';
import { TlsListener } from './tls-listener';

export type HttpsSettings = {
  certificate: { files: CertificateFiles } | { acme: AcmeSettings };
  /** The plain-http port (80 by default); null keeps plain http closed. */
  httpPort: number | null;
  /** Strict-Transport-Security on every response (on unless --no-hsts). */
  hsts: boolean;
  /** Between looks at the certificate files; tests look more often. */
  checkFilesEveryMs?: number;
  acmeRetry?: { firstMs: number; maxMs: number };
  /** For a test CA whose names this machine's resolver does not know. */
  skipAcmeChallengeCheck?: boolean;
};

type Listening = {
  port: number;
  hostname: string;
  publicUrl: string | null;
  dataDir: string;
  /** Bun.serve's options for the site, as on plain http. */
  serve: { fetch: (request: Request) => Response | Promise<Response>; idleTimeout: number; maxRequestBodySize: number };
  /** Told of each listener as it starts taking connections (the app reads requests' addresses through it). */
  serving: (server: Bun.Server<undefined>) => void;
  log: (line: string) => void;
  warn: (line: string) => void;
};

export const certificateRecordFor = (settings: HttpsSettings) =>
  new CertificateRecord('files' in settings.certificate ? 'files' : 'acme');

/** The pair from --tls-cert and --tls-key, checked before anything starts; null with ACME. */
export const certificateFromFiles = (settings: HttpsSettings): CertificatePair | null =>
  'files' in settings.certificate
    ? readCertificateFiles(settings.certificate.files.certPath, settings.certificate.files.keyPath)
    : null;

/**
 * Listens on the plain-http port, then on https with `pair` (files) or with the first certificate ACME gives;
 * resolves once https serves.
 */
export async function serveHttps(
  settings: HttpsSettings,
  record: CertificateRecord,
  pair: CertificatePair | null,
  listening: Listening,
) {
  const { port, hostname, log, warn } = listening;
  const challenges = new Map<string, string>();
  let listener: TlsListener | undefined;
  const install = async (next: CertificatePair) => {
    if (listener) await listener.swap(next, listening.serving);
    else
      listening.serving(
        (listener = new TlsListener({ ...listening.serve, port, hostname, development: false }, next)).server,
      );
  };
  const plain =
    settings.httpPort === null
      ? null
      : servePlainHttp({
          port: settings.httpPort,
          hostname,
          // For port 0 (tests), the port https took.
          httpsPort: () => listener?.port ?? port,
          publicUrl: listening.publicUrl,
          challenges,
        });
  let renewals: { stop(): void };
  try {
    if (pair) {
      await install(pair);
      record.installed(pair);
      renewals = watchCertificateFiles((settings.certificate as { files: CertificateFiles }).files, record, install, {
        log,
        warn,
        everyMs: settings.checkFilesEveryMs,
      });
    } else {
      renewals = await startAcme((settings.certificate as { acme: AcmeSettings }).acme, {
        folder: join(listening.dataDir, 'tls'),
        challenges,
        record,
        install,
        log,
        warn,
        retry: settings.acmeRetry,
        skipChallengeVerification: settings.skipAcmeChallengeCheck,
      });
    }
  } catch (error) {
    plain?.stop(true);
    await listener?.stop(true);
    throw error;
  }
  const tls = listener!;
  return {
    port: tls.port,
    /** The plain-http port, null when it is off. */
    httpPort: plain?.port ?? null,
    /** The server taking new https connections now. */
    get server() {
      return tls.server;
    },
    async stop(force = false) {
      renewals.stop();
      await Promise.all([plain?.stop(force), tls.stop(force)]);
    },
  };
}
