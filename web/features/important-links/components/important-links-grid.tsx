import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { ExternalIcon, LinkIcon } from '../../../components/icons';
import { isSitePath, linkTargetProps } from '../../../lib/external-links';
import '../important-links.css';

/** The institute portals of the footer, as cards opening in a new tab. */
export function ImportantLinksGrid({ content }: { content: ImportantLinksContent }) {
  const portals = [...content.quickLinks.links, ...content.generalLinks.links];
  return (
    <ul className="bare-list important-links-grid">
      {portals.map((link, i) => (
        <li key={i}>
          <a className="card important-link-card" href={link.href} {...linkTargetProps(link.href)}>
            <span className="important-link-icon">
              <LinkIcon size={22} />
            </span>
            <span className="important-link-text">
              <strong>{link.label}</strong>
              <span>{link.description}</span>
              <small>{isSitePath(link.href) ? link.href : new URL(link.href).hostname}</small>
            </span>
            {!isSitePath(link.href) && (
              <>
                <ExternalIcon size={18} className="important-link-external" />
                <span className="visually-hidden">(opens in a new tab)</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
