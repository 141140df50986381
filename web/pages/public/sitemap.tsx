// The sitemap for people (GIGW): every public page as a link, grouped as a
// visitor looks for them. It reads what the site holds now (hostels, people's
// roles, the office's pages), so a page added or removed shows at once.
import useSWR from 'swr';
import type { Hostel } from '@contract/modules/hostels/model';
import type { PageSummary } from '@contract/modules/pages/model';
import type { Person } from '@contract/modules/people/model';
import { TitledPage } from '../../components/layout/titled-page';
import { LinkItems, type SiteLink } from '../../components/layout/link-items';
import { POLICY_LINKS } from '../../components/layout/policy-links';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { paths } from '../../lib/paths';
import { localized } from '../../lib/texts';
import { roleLabel, rolesInDisplayOrder } from '../../features/people/roles';
import './sitemap.css';

export const sitemapTexts = localized('sitemap', {
  title: 'Sitemap',
  intro: 'Every page of this site, grouped as you would look for it.',
  mainPages: 'Main pages',
  hostels: 'Hostels',
  people: 'Our People',
  officePages: 'Policies and information',
  pageNames: {
    home: 'Home',
    about: 'About Us',
    hostels: 'Hostels',
    people: 'Our People',
    gallery: 'Gallery',
    importantLinks: 'Important Links & Downloads',
    rules: 'Rules and Regulations',
    files: 'Files & Documents',
    achievements: 'Our Achievements',
    search: 'Search',
    feedback: 'Feedback',
    subscribe: 'Mail alerts',
    archive: 'Archive',
  },
});

const MAIN_PAGES = [
  'home',
  'about',
  'hostels',
  'people',
  'gallery',
  'importantLinks',
  'rules',
  'files',
  'achievements',
  'search',
  'feedback',
  'subscribe',
  'archive',
] as const;

const mainPageLinks = () => MAIN_PAGES.map((page) => ({ label: sitemapTexts.pageNames[page], href: paths[page] }));

function LinkGroup({ id, title, links }: { id: string; title: string; links: SiteLink[] | undefined }) {
  if (!links?.length) return null;
  return (
    <section className="sitemap-group card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        <LinkItems links={links} />
      </ul>
    </section>
  );
}

const policyAddresses = new Set(POLICY_LINKS.map((link) => link.href));

/**
 * The policies the footer links and every page the office added (all shown at /pages/{slug}), in the console's order.
 */
const officePageLinks = (pages: PageSummary[]) =>
  pages
    .map((page) => ({ label: page.title, href: paths.documentPage(page.slug), shipped: page.shipped }))
    .filter((link) => !link.shipped || policyAddresses.has(link.href))
    .map(({ label, href }) => ({ label, href }));

const roleLinks = (people: Person[]) =>
  rolesInDisplayOrder(people.map((person) => person.role)).map((role) => ({
    label: roleLabel(role),
    href: `${paths.people}?role=${encodeURIComponent(role)}`,
  }));

export function SitemapPage() {
  const { data: hostels } = useSWR<Hostel[]>(apiPaths.hostels, publicRead);
  const { data: people } = useSWR<Person[]>(apiPaths.people, publicRead);
  const { data: pages } = useSWR<PageSummary[]>(apiPaths.pages, publicRead);
  return (
    <TitledPage title={sitemapTexts.title} intro={sitemapTexts.intro}>
      <div className="sitemap-groups">
        <LinkGroup id="sitemap-main" title={sitemapTexts.mainPages} links={mainPageLinks()} />
        <LinkGroup
          id="sitemap-hostels"
          title={sitemapTexts.hostels}
          links={hostels?.map((hostel) => ({ label: hostel.name, href: paths.hostel(hostel._id) }))}
        />
        <LinkGroup id="sitemap-people" title={sitemapTexts.people} links={people && roleLinks(people)} />
        <LinkGroup id="sitemap-office" title={sitemapTexts.officePages} links={pages && officePageLinks(pages)} />
      </div>
    </TitledPage>
  );
}
