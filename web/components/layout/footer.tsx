import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import type { ImportantLinksContent, Portal } from '@contract/modules/pages/content/important-links';
import type { SiteContent } from '@contract/modules/pages/content/site';
import { isSitePath, linkTargetProps, telHref } from '../../lib/external-links';
import { usePageContent } from '../../lib/page-content';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons';
import { PolicyLinks } from './policy-links';
import { frameTexts as t } from './texts';
import './footer.css';

function LinkList({ title, links }: { title: string; links: Portal[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link, i) => (
          <li key={i}>
            <a href={link.href} {...linkTargetProps(link.href)}>
              {link.label}
              {!isSitePath(link.href) && <span className="visually-hidden"> {t.newTab}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterContact({ trust }: { trust: SiteContent }) {
  return (
    <>
      <h2 className="footer-heading footer-trust">{trust.name}</h2>
      <address>
        <p className="footer-line">
          <MapPinIcon size={18} />
          <span>
            {trust.address.map((line, i) => (
              <span key={i} className="footer-address-line">
                {line}
              </span>
            ))}
          </span>
        </p>
        <p className="footer-line">
          <PhoneIcon size={18} />
          <a href={telHref(trust.phone)}>{trust.phone}</a>
        </p>
        {trust.emails.map((email, i) => (
          <p className="footer-line" key={i}>
            <MailIcon size={18} />
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        ))}
      </address>
    </>
  );
}

/** Every public page's footer, with the page's 'Last updated' line. */
export function Footer({ lastUpdated }: { lastUpdated?: ReactNode }) {
  return <FooterView content={usePageContent<SiteContent>('site')} lastUpdated={lastUpdated} />;
}

/** The trust's contact (`content`, also the Pages panel's preview of it) and the institute portals; each part shows once its content has arrived (a rendered page comes with both). */
export function FooterView({ content: trust, lastUpdated }: { content: SiteContent | undefined; lastUpdated?: ReactNode }) {
  const portals = usePageContent<ImportantLinksContent>('important-links');
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          {trust && <FooterContact trust={trust} />}
          <p className="footer-line">
            <Link href={paths.feedback}>{t.feedback}</Link>
          </p>
        </div>
        {portals && <LinkList title={portals.quickLinks.title} links={portals.quickLinks.links} />}
        {portals && <LinkList title={portals.generalLinks.title} links={portals.generalLinks.links} />}
      </div>
      <div className="footer-bottom">
        <div className="container">
          <PolicyLinks />
          <div className="footer-fineprint">
            <p>
              © {new Date().getFullYear()} {trust?.name}
              {t.allRightsReserved}
            </p>
            {lastUpdated}
          </div>
        </div>
      </div>
    </footer>
  );
}
