import { ExternalIcon, LinkIcon } from '../../../components/icons';
import { externalLinkProps, generalLinks, quickLinks } from '../../../lib/external-links';
import '../important-links.css';

const portals = [...quickLinks, ...generalLinks];

/** The twelve institute portals of the footer, as cards opening in a new tab. */
export function ImportantLinksGrid() {
  return (
    <ul className="important-links-grid">
      {portals.map((link) => (
        <li key={link.href}>
          <a className="card important-link-card" href={link.href} {...externalLinkProps}>
            <span className="important-link-icon">
              <LinkIcon size={22} />
            </span>
            <span className="important-link-text">
              <strong>{link.label}</strong>
              <span>{link.description}</span>
              <small>{new URL(link.href).hostname}</small>
            </span>
            <ExternalIcon size={18} className="important-link-external" />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
