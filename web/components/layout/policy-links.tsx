// The pages GIGW 3.0 asks every government site to link from each page: the
// policies (their texts are the office's, under /pages/{slug}) and the sitemap.
import { paths } from '../../lib/paths';
import { LinkItems, type SiteLink } from './link-items';

export const POLICY_LINKS: SiteLink[] = [
  { label: 'Copyright Policy', href: paths.documentPage('copyright-policy') },
  { label: 'Hyperlinking Policy', href: paths.documentPage('hyperlinking-policy') },
  { label: 'Privacy Policy', href: paths.documentPage('privacy-policy') },
  { label: 'Terms of Use', href: paths.documentPage('terms-of-use') },
  { label: 'Accessibility Statement', href: paths.documentPage('accessibility-statement') },
  { label: 'Help', href: paths.documentPage('help') },
  { label: 'Sitemap', href: paths.sitemap },
];

export function PolicyLinks({ links = POLICY_LINKS }: { links?: SiteLink[] }) {
  return (
    <nav aria-label="Site policies">
      <ul className="footer-policies">
        <LinkItems links={links} />
      </ul>
    </nav>
  );
}
