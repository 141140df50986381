import type { CertificateInfo } from '@contract/modules/certificate/model';
import { AlertIcon, ShieldIcon } from '../../../components/icons';
import { formatAdminDate, formatInstituteDateTime } from '../../../lib/format';
import { useCertificate } from '../api';
import { certificateTexts as texts } from '../texts';

/** Within this many days of its end a certificate is shown as a problem: time enough to renew it by hand. */
const EXPIRY_WARNING_DAYS = 14;
const DAY_MS = 86_400_000;

type Health = keyof typeof texts.statuses;

const BADGES: Record<Health, string> = {
  valid: 'badge-green',
  expiringSoon: 'badge-amber',
  expired: 'badge-red',
  renewalFailed: 'badge-red',
};

function healthOf(certificate: NonNullable<CertificateInfo>, daysLeft: number): Health {
  if (daysLeft <= 0) return 'expired';
  if (certificate.lastFailure) return 'renewalFailed';
  return daysLeft <= EXPIRY_WARNING_DAYS ? 'expiringSoon' : 'valid';
}

/**
 * The owner's view of the certificate the server serves HTTPS with: when it
 * ends, where it came from, its names, its last renewal and the last failure
 * to renew it. Nothing when the server leaves TLS to a proxy.
 */
export function CertificateCard() {
  const certificate = useCertificate();
  if (!certificate) return null;
  const daysLeft = Math.ceil((Date.parse(certificate.notAfter) - Date.now()) / DAY_MS);
  const health = healthOf(certificate, daysLeft);
  const expiryProblem = daysLeft <= EXPIRY_WARNING_DAYS;
  const { lastFailure } = certificate;

  return (
    <section className="certificate-card" aria-labelledby="certificate-card-title">
      <header className="certificate-card-header">
        <span className="certificate-card-icon" aria-hidden="true">
          <ShieldIcon size={22} />
        </span>
        <h2 id="certificate-card-title">{texts.title}</h2>
        <span className={`badge ${BADGES[health]}`}>{texts.statuses[health]}</span>
      </header>
      <dl className="certificate-facts">
        <div className={expiryProblem ? 'certificate-problem' : undefined}>
          <dt>{texts.expires}</dt>
          <dd>
            <time dateTime={certificate.notAfter}>{formatAdminDate(certificate.notAfter)}</time>
            {daysLeft > 0 && <span className="certificate-days"> ({texts.expiresIn(daysLeft)})</span>}
            {expiryProblem && (
              <span className="certificate-hint">
                {health === 'expired' ? texts.expiredHint : texts.expiringSoonHints[certificate.source]}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.source}</dt>
          <dd>{texts.sources[certificate.source]}</dd>
        </div>
        <div>
          <dt>{texts.names}</dt>
          <dd>
            <ul className="certificate-names">
              {certificate.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{texts.renewed}</dt>
          <dd>
            {certificate.renewedAt ? (
              <time dateTime={certificate.renewedAt}>{formatInstituteDateTime(certificate.renewedAt)}</time>
            ) : (
              texts.notRenewed
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.serial}</dt>
          <dd className="certificate-serial">{certificate.serial}</dd>
        </div>
      </dl>
      {lastFailure && (
        <div className="certificate-failure">
          <AlertIcon size={20} />
          <p>
            <strong>{texts.failure(formatInstituteDateTime(lastFailure.at))}</strong> {lastFailure.reason}
          </p>
        </div>
      )}
    </section>
  );
}
