// What each public page's head says, by its route in public-pages.tsx. Only
// the server's renderer (render.tsx) reads it, so the browser never downloads
// the texts and picture helpers it imports.
import type { DocumentContent } from '@contract/modules/pages/content/document';
import type { HomeContent } from '@contract/modules/pages/content/home';
import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Page } from '@contract/modules/pages/model';
import { SITE_NAME } from '@contract/institute';
import { MAX_QUERY_LENGTH } from '@contract/modules/search/words';
import { apiPaths } from '../lib/api-paths';
import { paths } from '../lib/paths';
import type { PageResponses } from '../lib/hydration';
import { aboutHeroPicture, sitePicture } from '../lib/built-in-pictures';
import { localized } from '../lib/texts';
import { sitemapTexts } from '../pages/public/sitemap';
import { notFoundTexts } from '../pages/public/not-found';
import { feedbackTexts } from '../features/feedback/texts';
import { subscribeTexts } from '../features/subscriptions/texts';
import { hostelTexts } from '../features/hostels/texts';
import { searchTexts } from '../features/search/texts';
import { archiveTexts } from '../features/archive/texts';
import { archivedItemsIn } from '../features/archive/items';
import { heroPicture } from '../features/home/components/hero-slideshow';
import { hostelHeroPicture } from '../features/hostels/components/hostel-hero';
import { notFoundPage, type Params, type PublicPage } from './public-pages';

export { SITE_NAME } from '@contract/institute';

/** A link preview's picture for a page without one of its own. */
export const SITE_PICTURE = sitePicture;

/** A picture as an `<img>` asks for it. */
export type Picture = { src: string; srcSet?: string; sizes?: string };

/**
 * What a page's head says: its title, a sentence for search results and link
 * previews, the picture of a link preview, and the page's largest picture,
 * fetched first.
 */
export type PageHead = { title: string; description: string; picture?: string | null; largest?: Picture };

type Head = (responses: PageResponses, params: Params, query: URLSearchParams) => PageHead;

/** The heads' words where a page's own texts do not say them. */
export const pageHeadTexts = localized('pageHeads', {
  homeTitle: `${SITE_NAME}: homes for the students of the institute`,
  /** Follows the home page's subtitle. */
  homeDescription: 'Latest notices, upcoming events, hostels, people, mess details, rules and downloads.',
  aboutTitle: 'About the Hostel Trust',
  aboutDescription:
    'The vision of the Institute Hostel Trust, messages from the ' +
    'Director and the Chief Warden, and why students choose our hostels.',
  hostelDescription: (name: string, rooms: number) =>
    `${name}: its warden and supervisor, ${rooms} rooms and their facilities, and its mess.`,
  peopleTitle: 'Our People',
  peopleDescription:
    'Wardens, supervisors, the hostel council and the staff of ' +
    'the institute hostels, with their phone numbers and emails.',
  galleryTitle: 'Gallery',
  galleryDescription: 'Hostel life in pictures: rooms, messes, events, sports and views of the campus.',
  rulesTitle: 'Rules and Regulations',
  rulesDescription:
    'The rules every resident of the institute hostels agrees to ' +
    'at admission: conduct, timings, visitors, mess and safety.',
  filesTitle: 'Files & Documents',
  filesDescription: 'Forms, circulars and documents of the hostel office to download.',
  achievementsTitle: 'Our Achievements',
  achievementsDescription:
    'What the hostels and their residents have achieved, from sustainability to sports and culture.',
});

const t = pageHeadTexts;
const pageOf = (responses: PageResponses, slug: string) => responses[apiPaths.page(slug)] as Page | null | undefined;
const notFound = (): PageHead => ({ title: notFoundTexts.title, description: notFoundTexts.text });

const heads: Record<string, Head> = {
  [paths.home]: (responses) => {
    const home = pageOf(responses, 'home')?.content as HomeContent | undefined;
    const largest = home ? heroPicture(home.hero) : { src: SITE_PICTURE };
    return {
      title: t.homeTitle,
      description: `${home?.hero.subtitle ?? ''} ${t.homeDescription}`.trim(),
      picture: largest.src,
      largest,
    };
  },
  [paths.about]: () => ({
    title: t.aboutTitle,
    description: t.aboutDescription,
    picture: aboutHeroPicture.src,
    largest: aboutHeroPicture,
  }),
  [paths.hostels]: () => ({ title: hostelTexts.listTitle, description: hostelTexts.listIntro }),
  '/hostel/:id': (responses, { id }) => {
    const hostel = responses[apiPaths.hostel(id)] as Hostel | null | undefined;
    if (!hostel) return { title: hostelTexts.notFoundTitle, description: hostelTexts.notFoundText };
    return {
      title: hostel.name,
      description: t.hostelDescription(hostel.name, hostel.rooms),
      picture: hostel.image,
      largest: hostel.image ? hostelHeroPicture(hostel.image) : undefined,
    };
  },
  [paths.people]: () => ({ title: t.peopleTitle, description: t.peopleDescription }),
  [paths.gallery]: () => ({ title: t.galleryTitle, description: t.galleryDescription }),
  [paths.importantLinks]: (responses) => {
    const { heading, intro } = pageOf(responses, 'important-links')!.content as ImportantLinksContent;
    return { title: heading, description: intro };
  },
  [paths.rules]: () => ({ title: t.rulesTitle, description: t.rulesDescription }),
  [paths.files]: () => ({ title: t.filesTitle, description: t.filesDescription }),
  [paths.achievements]: () => ({ title: t.achievementsTitle, description: t.achievementsDescription }),
  [paths.search]: (_responses, _params, query) => {
    const q = (query.get('q') ?? '').trim();
    return {
      title: q ? `${searchTexts.title}: ${q.slice(0, MAX_QUERY_LENGTH)}` : searchTexts.title,
      description: searchTexts.intro,
    };
  },
  '/pages/:id': (responses, { id }) => {
    const page = pageOf(responses, id);
    return page ? { title: page.title, description: (page.content as DocumentContent).summary } : notFound();
  },
  [paths.feedback]: () => ({ title: feedbackTexts.title, description: feedbackTexts.intro }),
  [paths.subscribe]: () => ({ title: subscribeTexts.title, description: subscribeTexts.intro }),
  [paths.sitemap]: () => ({ title: sitemapTexts.title, description: sitemapTexts.intro }),
  [paths.archive]: () => ({ title: archiveTexts.title, description: archiveTexts.intro }),
  '/archive/:id': (responses, { id }) =>
    archivedItemsIn(responses).some((item) => String(item.year) === id)
      ? { title: archiveTexts.yearTitle(Number(id)), description: archiveTexts.yearIntro(Number(id)) }
      : { title: archiveTexts.notFoundTitle, description: archiveTexts.notFoundText },
  '/archive/notices/:id': (responses, { id }) => archivedHead(responses, id),
  '/archive/events/:id': (responses, { id }) => archivedHead(responses, id),
};

/** An archived notice's or event's page: its title, and the first words of its text. */
function archivedHead(responses: PageResponses, id: string): PageHead {
  const item = archivedItemsIn(responses).find((each) => each.record._id === id);
  if (!item) return { title: archiveTexts.notFoundTitle, description: archiveTexts.notFoundText };
  const text = item.kind === 'notice' ? item.record.message : item.record.description;
  return { title: item.record.title, description: text.length > 160 ? `${text.slice(0, 157)}...` : text };
}

/** What the head of `page`, rendered with `responses`, says. */
export function pageHead(page: PublicPage, responses: PageResponses, params: Params, query: URLSearchParams): PageHead {
  if (page === notFoundPage) return notFound();
  const head = heads[page.path];
  if (!head) throw new Error(`The public page ${page.path} has no head in page-heads.tsx.`);
  return head(responses, params, query);
}
