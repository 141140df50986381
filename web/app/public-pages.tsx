// The public site's pages (SPEC.md section 2): the route, the component, the
// API responses the server renders it with, what its head says and what its
// 'Last updated' date is made of. The client router (app.tsx) and the
// server's renderer (render.tsx) read this one table.
import type { ComponentType } from 'react';
import type { PublicData } from '@contract/render/public-data';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import type { SavedMessMenu } from '@contract/modules/messes/menu';
import type { Person } from '@contract/modules/people/model';
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
import { SitemapPage, sitemapTexts } from '../pages/public/sitemap';
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

/** What a page reads, by API path: each response as the server's data has it. */
export type Reads = Record<string, (data: PublicData) => Promise<unknown>>;

/** The responses (API paths) whose records are a page's content; `records` picks out those it shows when it shows only some. */
export type ContentSource = { keys: string[]; records?: (responses: PageResponses) => unknown[] };

export type PublicPage = {
  path: string;
  Page: ComponentType<Params>;
  /** The API responses its first render shows: read by the server, handed to the app with the page. `query` is the address's. */
  reads?: (params: Params, query: URLSearchParams) => Reads;
  head: (responses: PageResponses, params: Params, query: URLSearchParams) => PageHead;
  /** A page about something that does not exist is a 404 (an unknown hostel). */
  found?: (responses: PageResponses, params: Params) => boolean;
  /** Part of the sitemap: a page's addresses (every hostel's). */
  addresses?: (data: PublicData) => Promise<string[]>;
  /** Rendered for each request, never kept: its responses differ each time (the feedback form's signed time). */
  fresh?: boolean;
  /** What its 'Last updated' date is the newest of; every response it reads when absent. */
  content?: (params: Params) => ContentSource;
};

const hostelOf = (responses: PageResponses, { id }: Params) => responses[apiPaths.hostel(id)] as Hostel | null | undefined;
const documentOf = (responses: PageResponses, { id }: Params) => responses[apiPaths.page(id)] as Page | null | undefined;
const homeOf = (responses: PageResponses) => (responses[apiPaths.page('home')] as Page | undefined)?.content as HomeContent | undefined;

/** What the frame of every public page reads (the footer's trust and portals), rendered with each page. */
export const frameReads: Reads = {
  [apiPaths.page('site')]: (data) => data.page('site'),
  [apiPaths.page('important-links')]: (data) => data.page('important-links'),
};

/** A page's content in the responses it was rendered with (the frame's are in every page's). */
const contentOf = <T,>(responses: PageResponses, slug: string) => (responses[apiPaths.page(slug)] as Page).content as T;

/** A page whose words are the site's own (a form, search): its date is when the site began. */
const noRecords = (): ContentSource => ({ keys: [] });

/** A hostel's page shows the hostel, its warden and supervisor, its mess with that mess's menu, and the words every hostel page has. */
function hostelContent({ id }: Params): ContentSource {
  const keys = { hostel: apiPaths.hostel(id), people: apiPaths.people, messes: apiPaths.messes, menus: apiPaths.messMenus, words: apiPaths.page('hostel-detail') };
  return {
    keys: Object.values(keys),
    records: (responses) => {
      const hostel = responses[keys.hostel] as Hostel | null;
      const staff = new Set([hostel?.warden?._id, hostel?.supervisor?._id]);
      const messes = (responses[keys.messes] as Mess[]).filter((mess) => hostel && mess.hostel?._id === hostel._id);
      const messIds = new Set(messes.map((mess) => mess._id));
      return [
        hostel,
        ...(responses[keys.people] as Person[]).filter((person) => staff.has(person._id)),
        ...messes,
        ...(responses[keys.menus] as SavedMessMenu[]).filter((menu) => messIds.has(menu.mess)),
        responses[keys.words],
      ];
    },
  };
}

export const publicPages: PublicPage[] = [
  {
    path: paths.home,
    Page: HomePage,
    reads: () => ({
      [apiPaths.notifications]: (data) => data.notifications(),
      [apiPaths.events]: (data) => data.events(),
      [apiPaths.messes]: (data) => data.messes(),
      [apiPaths.messMenus]: (data) => data.messMenus(),
      [apiPaths.gallery]: (data) => data.gallery(),
      [apiPaths.page('home')]: (data) => data.page('home'),
    }),
    head: (responses) => {
      const home = homeOf(responses);
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
    reads: () => ({ [apiPaths.page('about')]: (data) => data.page('about') }),
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
    reads: () => ({ [apiPaths.hostels]: (data) => data.hostels() }),
    head: () => ({ title: hostelTexts.listTitle, description: hostelTexts.listIntro }),
  },
  {
    path: '/hostel/:id',
    Page: HostelDetailPage,
    reads: ({ id }) => ({
      [apiPaths.hostel(id)]: (data) => data.hostel(id),
      [apiPaths.people]: (data) => data.people(),
      [apiPaths.messes]: (data) => data.messes(),
      [apiPaths.messMenus]: (data) => data.messMenus(),
      [apiPaths.page('hostel-detail')]: (data) => data.page('hostel-detail'),
    }),
    head: (responses, params) => {
      const hostel = hostelOf(responses, params);
      if (!hostel) return { title: hostelTexts.notFoundTitle, description: hostelTexts.notFoundText };
      return {
        title: hostel.name,
        description: `${hostel.name}: its warden and supervisor, ${hostel.rooms} rooms and their facilities, and its mess.`,
        picture: hostel.image,
        largest: hostel.image ? hostelHeroPicture(hostel.image) : undefined,
      };
    },
    found: (responses, params) => Boolean(hostelOf(responses, params)),
    addresses: async (data) => (await data.hostels()).map((hostel) => paths.hostel(hostel._id)),
    content: hostelContent,
  },
  {
    path: paths.people,
    Page: PeoplePage,
    reads: () => ({ [apiPaths.people]: (data) => data.people() }),
    head: () => ({
      title: 'Our People',
      description: 'Wardens, supervisors, the hostel council and the staff of the institute hostels, with their phone numbers and emails.',
    }),
  },
  {
    path: paths.gallery,
    Page: GalleryPage,
    reads: () => ({ [apiPaths.gallery]: (data) => data.gallery() }),
    head: () => ({ title: 'Gallery', description: 'Hostel life in pictures: rooms, messes, events, sports and views of the campus.' }),
  },
  {
    path: paths.importantLinks,
    Page: ImportantLinksPage,
    head: (responses) => {
      const { heading, intro } = contentOf<ImportantLinksContent>(responses, 'important-links');
      return { title: heading, description: intro };
    },
    // The frame reads its content for the footer.
    content: () => ({ keys: [apiPaths.page('important-links')] }),
  },
  {
    path: paths.rules,
    Page: RulesPage,
    reads: () => ({ [apiPaths.page('rules-regulations')]: (data) => data.page('rules-regulations') }),
    head: () => ({
      title: 'Rules and Regulations',
      description: 'The rules every resident of the institute hostels agrees to at admission: conduct, timings, visitors, mess and safety.',
    }),
  },
  {
    path: paths.files,
    Page: FilesPage,
    reads: () => ({ [apiPaths.files]: (data) => data.files(), [apiPaths.page('files')]: (data) => data.page('files') }),
    head: () => ({ title: 'Files & Documents', description: 'Forms, circulars and documents of the hostel office to download.' }),
  },
  {
    path: paths.achievements,
    Page: AchievementsPage,
    reads: () => ({ [apiPaths.page('achievements')]: (data) => data.page('achievements') }),
    head: () => ({ title: 'Our Achievements', description: 'What the hostels and their residents have achieved, from sustainability to sports and culture.' }),
  },
  {
    path: paths.search,
    Page: SearchPage,
    reads: (_params, query) => {
      const q = query.get('q') ?? '';
      return q.trim() ? { [apiPaths.search(q)]: (data) => data.search(q) } : {};
    },
    head: (_responses, _params, query) => {
      const q = (query.get('q') ?? '').trim();
      return { title: q ? `${searchTexts.title}: ${q.slice(0, MAX_QUERY_LENGTH)}` : searchTexts.title, description: searchTexts.intro };
    },
    // Search engines find the records on their own pages.
    addresses: async () => [],
    content: noRecords,
  },
  {
    path: '/pages/:id',
    Page: DocumentPage,
    // Only a document page is found here (not the rules, whose page is their own).
    reads: ({ id }) => ({ [apiPaths.page(id)]: async (data) => (await data.documentPages()).find((page) => page.slug === id) ?? null }),
    head: (responses, params) => {
      const page = documentOf(responses, params);
      return page ? { title: page.title, description: (page.content as DocumentContent).summary } : { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' };
    },
    found: (responses, params) => Boolean(documentOf(responses, params)),
    addresses: async (data) => (await data.documentPages()).map((page) => paths.documentPage(page.slug)),
  },
  {
    path: paths.feedback,
    Page: FeedbackPage,
    reads: () => ({ [apiPaths.feedbackForm]: (data) => data.feedbackForm() }),
    head: () => ({ title: feedbackTexts.title, description: feedbackTexts.intro }),
    fresh: true,
    content: noRecords,
  },
  {
    path: paths.sitemap,
    Page: SitemapPage,
    reads: () => ({
      [apiPaths.hostels]: (data) => data.hostels(),
      [apiPaths.people]: (data) => data.people(),
      [apiPaths.pages]: (data) => data.pages(),
    }),
    head: () => ({ title: sitemapTexts.title, description: sitemapTexts.intro }),
  },
];

/** Any other address outside the console. */
export const notFoundPage: PublicPage = {
  path: '',
  Page: NotFoundPage,
  head: () => ({ title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' }),
  found: () => false,
  content: noRecords,
};

/** Matches a page's route as the client router does (wouter's patterns: `:name` is one segment, case ignored, a trailing slash allowed). */
function routeMatch(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/\/$/, '').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+?)'));
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) : null;
}

/** The page at `pathname`, and what its route names. */
export function pageAt(pathname: string): { page: PublicPage; params: Params } {
  for (const page of publicPages) {
    const params = routeMatch(page.path, pathname);
    if (params) return { page, params: { id: params.id ?? '' } };
  }
  return { page: notFoundPage, params: { id: '' } };
}

/** What the page's 'Last updated' date is the newest of. */
export const contentSource = (page: PublicPage, params: Params, query: URLSearchParams): ContentSource =>
  page.content?.(params) ?? { keys: Object.keys(page.reads?.(params, query) ?? {}) };
