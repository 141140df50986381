import { externalLinkProps } from '../../../lib/external-links';
import { ExternalIcon } from '../../../components/icons';
import { useOnline } from '../../../lib/online';
import { hostelTexts as t } from '../texts';

/**
 * The 360° view: embedded when it is https (the only frames the CSP allows) and the device is online, always linked.
 */
export function PhotoSphere({ url, name }: { url: string; name: string }) {
  const online = useOnline();
  const embeddable = url.startsWith('https://');
  return (
    <section className="hostel-section" aria-labelledby="hostel-sphere">
      <h2 id="hostel-sphere">{t.photoSphereTitle}</h2>
      {embeddable && online && (
        <iframe className="hostel-sphere" src={url} title={t.photoSphereFrame(name)} loading="lazy" allowFullScreen />
      )}
      {embeddable && !online && <p className="hostel-sphere hostel-sphere-offline">{t.photoSphereOffline}</p>}
      <a href={url} {...externalLinkProps} className="button button-outline hostel-sphere-link">
        <ExternalIcon size={18} /> {t.photoSphereLink}
      </a>
    </section>
  );
}
