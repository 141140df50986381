// The pages GIGW 3.0 asks every government site to link from each page: the
// policies (their texts are the office's, under /pages/{slug}), the archive and the sitemap.
import { paths } from '../../lib/paths';
import { frameLink, LinkItems, type SiteLink } from './link-items';
import { frameTexts } from './texts';

export const POLICY_LINKS: SiteLink[] = [
  frameLink('copyrightPolicy', paths.documentPage('copyright-policy')),
  frameLink('hyperlinkingPolicy', paths.documentPage('hyperlinking-policy')),
  frameLink('privacyPolicy', paths.documentPage('privacy-policy')),
  frameLink('termsOfUse', paths.documentPage('terms-of-use')),
  frameLink('accessibilityStatement', paths.documentPage('accessibility-statement')),
  frameLink('help', paths.documentPage('help')),
  frameLink('archive', paths.archive),
  frameLink('sitemap', paths.sitemap),
];

export function PolicyLinks({ links = POLICY_LINKS }: { links?: SiteLink[] }) {
  return (
    <nav aria-label={frameTexts.policiesNav}>
      <ul className="footer-policies">
        <LinkItems links={links} />
      </ul>
    </nav>
  );
}
