import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { externalLinkProps, generalLinks, quickLinks, telHref, trust, type ExternalLink } from '../../lib/external-links';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons';
import './footer.css';

function LinkList({ title, links }: { title: string; links: ExternalLink[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} {...externalLinkProps}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <h2 className="footer-heading footer-trust">{trust.name}</h2>
          <address>
            <p className="footer-line">
              <MapPinIcon size={18} />
              <span>
                {trust.address.map((line) => (
                  <span key={line} className="footer-address-line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="footer-line">
              <PhoneIcon size={18} />
              <a href={telHref(trust.phone)}>{trust.phone}</a>
            </p>
            {trust.emails.map((email) => (
              <p className="footer-line" key={email}>
                <MailIcon size={18} />
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            ))}
          </address>
          <p className="footer-line">
            <Link href={paths.feedback}>Send the office feedback</Link>
          </p>
        </div>
        <LinkList title="Quick Links" links={quickLinks} />
        <LinkList title="General Links" links={generalLinks} />
      </div>
      <div className="footer-bottom">
        <div className="container">© {new Date().getFullYear()} {trust.name}. All rights reserved.</div>
      </div>
    </footer>
  );
}
