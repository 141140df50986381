import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import type { SiteContent } from '@contract/modules/pages/content/site';
import { isSitePath, linkTargetProps, telHref } from '../../lib/external-links';
import { usePublicPage } from '../../lib/page-content';
import { langOf, type MaybeTranslated } from '../../lib/content-language';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons';
import { PolicyLinks } from './policy-links';
import { frameTexts as t } from './texts';
import './footer.css';

/** A list of portals from the Important Links page's `part` ('quickLinks'), its texts still in English marked so. */
function LinkList({
  part,
  page,
}: {
  part: 'quickLinks' | 'generalLinks';
  page: MaybeTranslated & { content: unknown };
}) {
  const { title, links } = (page.content as ImportantLinksContent)[part];
  return (
    <div>
      <h2 className="footer-heading" lang={langOf(page, `${part}.title`)}>
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((link, i) => (
          <li key={i}>
            <a href={link.href} {...linkTargetProps(link.href)}>
              <span lang={langOf(page, `${part}.links.${i}.label`)}>{link.label}</span>
              {!isSitePath(link.href) && <span className="visually-hidden"> {t.newTab}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterContact({ trust, page }: { trust: SiteContent; page?: MaybeTranslated }) {
  return (
    <>
      <h2 className="footer-heading footer-trust" lang={langOf(page, 'name')}>
        {trust.name}
      </h2>
      <address>
        <p className="footer-line">
          <MapPinIcon size={18} />
          <span>
            {trust.address.map((line, i) => (
              <span key={i} className="footer-address-line" lang={langOf(page, `address.${i}`)}>
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
  const site = usePublicPage('site');
  return <FooterView content={site?.content as SiteContent | undefined} page={site} lastUpdated={lastUpdated} />;
}

/**
 * The trust's contact (`content`, also the Pages panel's preview of it) and
 * the institute portals; each part shows once its content has arrived (a
 * rendered page comes with both). `page` names what is shown in English.
 */
export function FooterView({
  content: trust,
  page,
  lastUpdated,
}: {
  content: SiteContent | undefined;
  page?: MaybeTranslated;
  lastUpdated?: ReactNode;
}) {
  const portals = usePublicPage('important-links');
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          {trust && <FooterContact trust={trust} page={page} />}
          <p className="footer-line">
            <Link href={paths.feedback}>{t.feedback}</Link>
          </p>
          <p className="footer-line">
            <Link href={paths.subscribe}>{t.subscribe}</Link>
          </p>
        </div>
        {portals && <LinkList part="quickLinks" page={portals} />}
        {portals && <LinkList part="generalLinks" page={portals} />}
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
