import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { ExternalIcon, LinkIcon } from '../../../components/icons';
import { isSitePath, linkTargetProps } from '../../../lib/external-links';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { frameTexts } from '../../../components/layout/texts';
import '../important-links.css';

/** The institute portals of the footer, as cards opening in a new tab. */
export function ImportantLinksGrid({ content, page }: { content: ImportantLinksContent; page?: MaybeTranslated }) {
  const portals = [
    ...content.quickLinks.links.map((link, i) => ({ link, path: `quickLinks.links.${i}` })),
    ...content.generalLinks.links.map((link, i) => ({ link, path: `generalLinks.links.${i}` })),
  ];
  return (
    <ul className="bare-list important-links-grid">
      {portals.map(({ link, path }, i) => (
        <li key={i}>
          <a className="card important-link-card" href={link.href} {...linkTargetProps(link.href)}>
            <span className="important-link-icon">
              <LinkIcon size={22} />
            </span>
            <span className="important-link-text">
              <strong lang={langOf(page, `${path}.label`)}>{link.label}</strong>
              <span lang={langOf(page, `${path}.description`)}>{link.description}</span>
              <small>{isSitePath(link.href) ? link.href : new URL(link.href).hostname}</small>
            </span>
            {!isSitePath(link.href) && (
              <>
                <ExternalIcon size={18} className="important-link-external" />
                <span className="visually-hidden">{frameTexts.newTab}</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
