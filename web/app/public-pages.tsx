// The public site's pages (SPEC.md section 2): the route, the component, the
// API answers the server renders it with, and what its head says. The client
// router (app.tsx) and the server's renderer (render.tsx) read this one table.
import type { ComponentType } from 'react';
import type { PublicData } from '@contract/render/public-data';
import type { Hostel } from '@contract/modules/hostels/model';
import type { DocumentContent } from '@contract/modules/pages/content/document';
import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import type { Page } from '@contract/modules/pages/model';
import type { HomeContent } from '@contract/modules/pages/content/home';
import { SITE_NAME } from '@contract/institute';
import { MAX_QUERY_LENGTH } from '@contract/modules/search/words';
import { apiPaths } from '../lib/api-paths';
import { paths } from '../lib/paths';
import type { PageResponses } from '../lib/hydration';
import { HomePage } from '../pages/public/home';
import { AboutPage } from '../pages/public/about';
import { HostelsPage } from '../pages/public/hostels';
import { HostelDetailPage } from '../pages/public/hostel-detail';
import { PeoplePage } from '../pages/public/people';
import { GalleryPage } from '../pages/public/gallery';
import { ImportantLinksPage } from '../pages/public/important-links';
import { RulesPage } from '../pages/public/rules';
import { FilesPage } from '../pages/public/files';
import { AchievementsPage } from '../pages/public/achievements';
import { NotFoundPage } from '../pages/public/not-found';
import { SearchPage } from '../pages/public/search';
import { DocumentPage } from '../pages/public/document-page';
import { FeedbackPage } from '../pages/public/feedback';
import { feedbackTexts } from '../features/feedback/texts';
import { hostelTexts } from '../features/hostels/texts';
import { searchTexts } from '../features/search/texts';
import { heroPicture } from '../features/home/components/hero-slideshow';
import { sitePicture } from '../lib/built-in-pictures';
import { aboutHeroPicture } from '../features/about/components/about-hero';
import { hostelHeroPicture } from '../features/hostels/components/hostel-hero';

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

/** What a page's route names: `:id` of a hostel's page ('' elsewhere). */
export type Params = { id: string };

export type PublicPage = {
  path: string;
  Page: ComponentType<Params>;
  /** The API answers its first render shows, by API path: read by the server, handed to the app with the page. `query` is the address's. */
  answers?: (data: PublicData, params: Params, query: URLSearchParams) => Record<string, Promise<unknown>>;
  head: (answers: PageResponses, params: Params, query: URLSearchParams) => PageHead;
  /** A page about something that does not exist answers 404 (an unknown hostel). */
  found?: (answers: PageResponses, params: Params) => boolean;
  /** Part of the sitemap: a page's addresses for these answers (every hostel's). */
  addresses?: (data: PublicData) => Promise<string[]>;
  /** Rendered for each request, never kept: its answers differ each time (the feedback form's signed time). */
  fresh?: boolean;
};

const hostelOf = (answers: PageResponses, { id }: Params) => answers[apiPaths.hostel(id)] as Hostel | null | undefined;
const documentOf = (answers: PageResponses, { id }: Params) => answers[apiPaths.page(id)] as Page | null | undefined;
const homeOf = (answers: PageResponses) => (answers[apiPaths.page('home')] as Page | undefined)?.content as HomeContent | undefined;

/** What the frame of every public page reads (the footer's trust and portals), rendered with each page. */
export const frameAnswers = (data: PublicData): Record<string, Promise<unknown>> => ({
  [apiPaths.page('site')]: data.page('site'),
  [apiPaths.page('important-links')]: data.page('important-links'),
});

/** A page's content in the answers it was rendered with (the frame's are in every page's). */
const contentOf = <T,>(answers: PageResponses, slug: string) => (answers[apiPaths.page(slug)] as Page).content as T;

export const publicPages: PublicPage[] = [
  {
    path: paths.home,
    Page: HomePage,
    answers: (data) => ({
      [apiPaths.notifications]: data.notifications(),
      [apiPaths.events]: data.events(),
      [apiPaths.messes]: data.messes(),
      [apiPaths.messMenus]: data.messMenus(),
      [apiPaths.gallery]: data.gallery(),
      [apiPaths.page('home')]: data.page('home'),
    }),
    head: (answers) => {
      const home = homeOf(answers);
      const picture = home ? heroPicture(home.hero) : SITE_PICTURE;
      return {
        title: `${SITE_NAME}: homes for the students of the institute`,
        description: `${home?.hero.subtitle ?? ''} Latest notices, upcoming events, hostels, people, mess details, rules and downloads.`.trim(),
        picture,
        largest: { src: picture },
      };
    },
  },
  {
    path: paths.about,
    Page: AboutPage,
    answers: (data) => ({ [apiPaths.page('about')]: data.page('about') }),
    head: () => ({
      title: 'About the Hostel Trust',
      description: 'The vision of the Institute Hostel Trust, messages from the Director and the Chief Warden, and why students choose our hostels.',
      picture: aboutHeroPicture,
      largest: { src: aboutHeroPicture },
    }),
  },
  {
    path: paths.hostels,
    Page: HostelsPage,
    answers: (data) => ({ [apiPaths.hostels]: data.hostels() }),
    head: () => ({ title: hostelTexts.listTitle, description: hostelTexts.listIntro }),
  },
  {
    path: '/hostel/:id',
    Page: HostelDetailPage,
    answers: (data, { id }) => ({
      [apiPaths.hostel(id)]: data.hostel(id),
      [apiPaths.messes]: data.messes(),
      [apiPaths.messMenus]: data.messMenus(),
      [apiPaths.page('hostel-detail')]: data.page('hostel-detail'),
    }),
    head: (answers, params) => {
      const hostel = hostelOf(answers, params);
      if (!hostel) return { title: hostelTexts.notFoundTitle, description: hostelTexts.notFoundText };
      return {
        title: hostel.name,
        description: `${hostel.name}: its warden and supervisor, ${hostel.rooms} rooms and their facilities, and its mess.`,
        picture: hostel.image,
        largest: hostel.image ? hostelHeroPicture(hostel.image) : undefined,
      };
    },
    found: (answers, params) => Boolean(hostelOf(answers, params)),
    addresses: async (data) => (await data.hostels()).map((hostel) => paths.hostel(hostel._id)),
  },
  {
    path: paths.people,
    Page: PeoplePage,
    answers: (data) => ({ [apiPaths.people]: data.people() }),
    head: () => ({
      title: 'Our People',
      description: 'Wardens, supervisors, the hostel council and the staff of the institute hostels, with their phone numbers and emails.',
    }),
  },
  {
    path: paths.gallery,
    Page: GalleryPage,
    answers: (data) => ({ [apiPaths.gallery]: data.gallery() }),
    head: () => ({ title: 'Gallery', description: 'Hostel life in pictures: rooms, messes, events, sports and views of the campus.' }),
  },
  {
    path: paths.importantLinks,
    Page: ImportantLinksPage,
    head: (answers) => {
      const { heading, intro } = contentOf<ImportantLinksContent>(answers, 'important-links');
      return { title: heading, description: intro };
    },
  },
  {
    path: paths.rules,
    Page: RulesPage,
    answers: (data) => ({ [apiPaths.page('rules-regulations')]: data.page('rules-regulations') }),
    head: () => ({
      title: 'Rules and Regulations',
      description: 'The rules every resident of the institute hostels agrees to at admission: conduct, timings, visitors, mess and safety.',
    }),
  },
  {
    path: paths.files,
    Page: FilesPage,
    answers: (data) => ({ [apiPaths.files]: data.files(), [apiPaths.page('files')]: data.page('files') }),
    head: () => ({ title: 'Files & Documents', description: 'Forms, circulars and documents of the hostel office to download.' }),
  },
  {
    path: paths.achievements,
    Page: AchievementsPage,
    answers: (data) => ({ [apiPaths.page('achievements')]: data.page('achievements') }),
    head: () => ({ title: 'Our Achievements', description: 'What the hostels and their residents have achieved, from sustainability to sports and culture.' }),
  },
  {
    path: paths.search,
    Page: SearchPage,
    answers: (data, _params, query) => {
      const q = query.get('q') ?? '';
      return q.trim() ? { [apiPaths.search(q)]: data.search(q) } : {};
    },
    head: (_answers, _params, query) => {
      const q = (query.get('q') ?? '').trim();
      return { title: q ? `${searchTexts.title}: ${q.slice(0, MAX_QUERY_LENGTH)}` : searchTexts.title, description: searchTexts.intro };
    },
    // Search engines find the records on their own pages.
    addresses: async () => [],
  },
  {
    path: '/pages/:id',
    Page: DocumentPage,
    // Only a document page is found here (not the rules, whose page is their own).
    answers: (data, { id }) => ({ [apiPaths.page(id)]: data.documentPages().then((pages) => pages.find((page) => page.slug === id) ?? null) }),
    head: (answers, params) => {
      const page = documentOf(answers, params);
      return page ? { title: page.title, description: (page.content as DocumentContent).summary } : { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' };
    },
    found: (answers, params) => Boolean(documentOf(answers, params)),
    addresses: async (data) => (await data.documentPages()).map((page) => paths.documentPage(page.slug)),
  },
  {
    path: paths.feedback,
    Page: FeedbackPage,
    answers: (data) => ({ [apiPaths.feedbackForm]: data.feedbackForm() }),
    head: () => ({ title: feedbackTexts.title, description: feedbackTexts.intro }),
    fresh: true,
  },
];

/** Any other address outside the console. */
export const notFoundPage: PublicPage = {
  path: '',
  Page: NotFoundPage,
  head: () => ({ title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' }),
  found: () => false,
};
