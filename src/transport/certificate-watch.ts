// Watches the certificate being served for what the office must hear of: the
// pair nearing its end (once a day at the institute while it is so), and a new
// pair that could not be taken (once per run of failures, until one is taken).
// Nothing is read from disk or the database: the record already knows.
import { instituteDay } from '../institute';
import type { CertificateRecord, CertificateTrouble } from './certificate-status';

export const EXPIRY_WARNING_DAYS = 14;
const CHECK_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function watchCertificate(
  record: CertificateRecord,
  tell: (trouble: CertificateTrouble) => Promise<unknown>,
  warn: (line: string) => void,
  options: { everyMs?: number; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  let toldExpiring = '';
  let toldFailure = false;
  let running = Promise.resolve();

  const check = async () => {
    const status = record.status();
    if (!status) return;
    const { source, names, notAfter, serial, lastFailure } = status;
    if (!lastFailure) toldFailure = false;
    try {
      if (lastFailure && !toldFailure) {
        await tell({ kind: 'renewal failed', source, names, notAfter, reason: lastFailure.reason });
        toldFailure = true;
      }
      const today = `${serial} ${instituteDay(new Date(now()))}`;
      if (Date.parse(notAfter) - now() < EXPIRY_WARNING_DAYS * DAY_MS && toldExpiring !== today) {
        await tell({ kind: 'expiring', source, names, notAfter, lastFailure: lastFailure?.reason ?? null });
        toldExpiring = today;
      }
    } catch (error) {
      warn(`Telling the office about the certificate failed: ${(error as Error).message}`);
    }
  };
  running = check();
  const timer = setInterval(() => (running = check()), options.everyMs ?? CHECK_EVERY_MS).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
