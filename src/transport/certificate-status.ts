import type { CertificatePair } from './certificate';

export type CertificateSource = 'files' | 'acme';

/** What an owner's dashboard shows of the certificate the site serves. */
export type CertificateStatus = {
  source: CertificateSource;
  names: string[];
  serial: string;
  notAfter: string;
  /**
   * When the pair serving now replaced another (a changed file, a renewal); null for the one served since the start.
   */
  renewedAt: string | null;
  /** The newest failure to take a new pair since the last success, with its reason (the CA's, or the check's). */
  lastFailure: { at: string; reason: string } | null;
};

/**
 * What the office is told of the certificate (by mail, modules/mail/office.ts): the pair serving ends within
 * EXPIRY_WARNING_DAYS, or a new pair (a renewal, a changed file) could not be taken.
 */
export type CertificateTrouble =
  | { kind: 'expiring'; source: CertificateSource; names: string[]; notAfter: string; lastFailure: string | null }
  | { kind: 'renewal failed'; source: CertificateSource; names: string[]; notAfter: string; reason: string };

/** The certificate being served and how its renewals went; the one place both the server and the dashboard read. */
export class CertificateRecord {
  private pair: CertificatePair | null = null;
  private renewedAt: Date | null = null;
  private lastFailure: { at: Date; reason: string } | null = null;

  constructor(readonly source: CertificateSource) {}

  get current() {
    return this.pair;
  }

  installed(pair: CertificatePair, now = new Date()) {
    if (this.pair) this.renewedAt = now;
    this.pair = pair;
    this.lastFailure = null;
  }

  failed(reason: string, now = new Date()) {
    this.lastFailure = { at: now, reason };
  }

  status(): CertificateStatus | null {
    if (!this.pair) return null;
    return {
      source: this.source,
      names: this.pair.names,
      serial: this.pair.serial,
      notAfter: this.pair.notAfter.toISOString(),
      renewedAt: this.renewedAt?.toISOString() ?? null,
      lastFailure: this.lastFailure && { at: this.lastFailure.at.toISOString(), reason: this.lastFailure.reason },
    };
  }
}
