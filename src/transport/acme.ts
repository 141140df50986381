// Certificates from an ACME CA (RFC 8555) for --domain: the stored one while it
// is fresh, else a new order; renewed at two-thirds of its lifetime, and on a
// failed renewal retried with backoff while the old one keeps serving.
import { checkCertificatePair, type CertificatePair } from './certificate';
import type { CertificateRecord } from './certificate-status';
import { openAcmeStore } from './acme-store';

export const LETS_ENCRYPT_DIRECTORY = 'https://acme-v02.api.letsencrypt.org/directory';

export type AcmeSettings = {
  /** The first is the certificate's common name. */
  domains: string[];
  directoryUrl: string;
  /** PEM CA certificates trusted for the directory's HTTPS, instead of the usual roots. */
  caCertPath?: string;
  email?: string;
};

export type AcmeOptions = {
  /** <data folder>/tls: the account key and the certificate. */
  folder: string;
  /** Token → key authorization, answered at /.well-known/acme-challenge/<token> on the plain-http port. */
  challenges: Map<string, string>;
  record: CertificateRecord;
  /** Serves `pair` from now on; called before `record.installed(pair)`. */
  install: (pair: CertificatePair) => void | Promise<void>;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** Backoff after a failed renewal. */
  retry?: { firstMs: number; maxMs: number };
  /** acme-client's own check of a challenge before the CA's resolves the name through this machine's resolver. */
  skipChallengeVerification?: boolean;
};

const DEFAULT_RETRY = { firstMs: 60_000, maxMs: 6 * 3_600_000 };
// setTimeout fires at once for a longer delay; a renewal two months away waits in steps.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

const renewalTime = (pair: CertificatePair) =>
  pair.notBefore.getTime() + ((pair.notAfter.getTime() - pair.notBefore.getTime()) * 2) / 3;

/** The backoff, but a try before the served certificate expires. */
function retryDelay(failures: number, retry: { firstMs: number; maxMs: number }, notAfter: Date) {
  const backoff = Math.min(retry.firstMs * 2 ** failures, retry.maxMs);
  const left = notAfter.getTime() - Date.now();
  return left > 0 ? Math.max(retry.firstMs, Math.min(backoff, left / 2)) : backoff;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');

const firstCertificateError = (settings: AcmeSettings, error: unknown) =>
  new Error(
    `No certificate for ${settings.domains.join(', ')} could be had from ${settings.directoryUrl}: ` +
      `${reasonOf(error)}. Check that each name resolves to this machine and that the CA reaches it on the ` +
      `plain-http port (Let's Encrypt needs public names and port 80). For an intranet name, give the institute's ` +
      `certificate (--tls-cert, --tls-key) or its ACME CA (--acme-directory, and --acme-ca-cert for its HTTPS).`,
  );

/**
 * Obtains a certificate unless a stored one for these domains is still valid and under two-thirds of its lifetime;
 * returns once one serves (throws with a message saying what to do if none can be had at start),
 * then renews at two-thirds of its lifetime, retrying with backoff while the old keeps serving.
 */
export async function startAcme(settings: AcmeSettings, options: AcmeOptions): Promise<{ stop(): void }> {
  // acme-client takes some 400 ms to load: only a server with --domain pays for it.
  const { connectAcmeCa } = await import('./acme-ca');
  const { log, warn, record } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const names = settings.domains.join(', ');
  const store = openAcmeStore(options.folder, log);
  const ca = await connectAcmeCa(settings, store, options.challenges, options.skipChallengeVerification);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;
  let serving: CertificatePair;

  const order = async () => {
    log(`Asking ${settings.directoryUrl} for a certificate for ${names}.`);
    const { cert, key } = await ca.order();
    const pair = checkCertificatePair(cert, key, new Date(), 'The certificate the ACME CA issued');
    store.saveCertificate(pair);
    return pair;
  };

  const serve = async (pair: CertificatePair) => {
    await options.install(pair);
    record.installed(pair);
    serving = pair;
    log(
      `Serving the certificate for ${names} (serial ${pair.serial}), valid until ${pair.notAfter.toISOString()}; ` +
        `renewing it from ${new Date(renewalTime(pair)).toISOString()}.`,
    );
  };

  const renewAt = (at: number) => {
    if (stopped) return;
    const wait = Math.min(Math.max(at - Date.now(), 0), LONGEST_TIMEOUT_MS);
    timer = setTimeout(() => (Date.now() >= at ? renew() : renewAt(at)), wait);
    timer.unref();
  };

  const failed = (error: unknown) => {
    const reason = reasonOf(error);
    record.failed(reason);
    const next = new Date(Date.now() + retryDelay(failures++, retry, serving.notAfter));
    warn(
      `Renewing the certificate for ${names} failed: ${reason}. The current one (valid until ` +
        `${serving.notAfter.toISOString()}) keeps serving; trying again at ${next.toISOString()}.`,
    );
    renewAt(next.getTime());
  };

  async function renew() {
    try {
      const pair = await order();
      if (stopped) return;
      await serve(pair);
      failures = 0;
      renewAt(renewalTime(pair));
    } catch (error) {
      if (!stopped) failed(error);
    }
  }

  // A stored certificate past two-thirds of its lifetime serves while its renewal starts at once.
  try {
    const first =
      store.readCertificate(settings.domains) ??
      (await order().catch((error: unknown): never => {
        throw firstCertificateError(settings, error);
      }));
    await serve(first);
    renewAt(renewalTime(first));
  } catch (error) {
    ca.close();
    throw error;
  }

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      ca.close();
    },
  };
}
