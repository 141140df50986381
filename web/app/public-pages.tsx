// The public site's pages (SPEC.md section 2): the route, the component (its
// own chunk), the API responses the server renders it with and what its
// 'Last updated' date is made of. The client router (app.tsx) and the
// server's renderer (render.tsx) read this one table; what each page's head
// says is the server's alone (page-heads.tsx).
import type { ComponentType } from 'react';
import type { PublicData } from '@contract/render/public-data';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import type { SavedMessMenu } from '@contract/modules/messes/menu';
import type { Person } from '@contract/modules/people/model';
import type { Page } from '@contract/modules/pages/model';
import { archivedItemsIn, archivedItemsOf, yearsOf } from '../features/archive/items';
import { languageOfPath } from '@contract/languages';
import { apiPaths } from '../lib/api-paths';
import { paths } from '../lib/paths';
import type { PageResponses } from '../lib/hydration';
import { loadTexts, type PageName } from '../texts/catalogues';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * A page in its own chunk named `name`, the chunk's module (chunks/) exporting
 * the page as its default; loaded with its texts in the page's language.
 */
const chunk = (name: PageName, load: () => Promise<{ default: ComponentType<Params> }>) =>
  lazyPage(() => Promise.all([load(), loadTexts(name)]).then(([module]) => module.default));

/** What a page's route names: `:id` of a hostel's page ('' elsewhere). */
export type Params = { id: string };

/** What a page reads, by API path: each response as the server's data has it. */
export type Reads = Record<string, (data: PublicData) => Promise<unknown>>;

/**
 * The responses (API paths) whose records are a page's content;
 * `records` picks out those it shows when it shows only some.
 */
export type ContentSource = { keys: string[]; records?: (responses: PageResponses) => unknown[] };

export type PublicPage = {
  path: string;
  /**
   * Its own chunk: the browser loads the current page's before taking
   * the server's markup over, the server all of them before rendering.
   */
  Page: LazyPage<Params>;
  /**
   * The API responses its first render shows: read by the server,
   * handed to the app with the page. `query` is the address's.
   */
  reads?: (params: Params, query: URLSearchParams) => Reads;
  /** A page about something that does not exist is a 404 (an unknown hostel). */
  found?: (responses: PageResponses, params: Params) => boolean;
  /** Part of the sitemap: a page's addresses (every hostel's). */
  addresses?: (data: PublicData) => Promise<string[]>;
  /** Rendered for each request, never kept: its responses differ each time (the feedback form's signed time). */
  fresh?: boolean;
  /** What its 'Last updated' date is the newest of; every response it reads when absent. */
  content?: (params: Params) => ContentSource;
};

const hostelOf = (responses: PageResponses, { id }: Params) =>
  responses[apiPaths.hostel(id)] as Hostel | null | undefined;
const documentOf = (responses: PageResponses, { id }: Params) =>
  responses[apiPaths.page(id)] as Page | null | undefined;

/** What the frame of every public page reads (the footer's trust and portals), rendered with each page. */
export const frameReads: Reads = {
  [apiPaths.page('site')]: (data) => data.page('site'),
  [apiPaths.page('important-links')]: (data) => data.page('important-links'),
};

/** What the archive's pages read: its notices and its events. */
const archiveReads: Reads = {
  [apiPaths.archivedNotifications]: (data) => data.archivedNotifications(),
  [apiPaths.archivedEvents]: (data) => data.archivedEvents(),
};
/** An archived notice's or event's own page: `/archive/notices/{id}`, `/archive/events/{id}`. */
function archivedItemPage(kind: 'notices' | 'events'): PublicPage {
  const list = kind === 'notices' ? apiPaths.archivedNotifications : apiPaths.archivedEvents;
  const read = (data: PublicData) => (kind === 'notices' ? data.archivedNotifications() : data.archivedEvents());
  const pathOf = kind === 'notices' ? paths.archivedNotice : paths.archivedEvent;
  const itemOf = (responses: PageResponses, id: string) =>
    archivedItemsIn(responses).find((item) => item.record._id === id);
  return {
    path: `/archive/${kind}/:id`,
    Page: chunk('archive', () =>
      import('./chunks/archive').then((module) => ({
        default: kind === 'notices' ? module.ArchivedNoticePage : module.ArchivedEventPage,
      })),
    ),
    reads: () => ({ [list]: read }),
    found: (responses, { id }) => Boolean(itemOf(responses, id)),
    addresses: async (data) => (await read(data)).map(({ _id }) => pathOf(_id)),
    content: ({ id }) => ({ keys: [list], records: (responses) => [itemOf(responses, id)?.record] }),
  };
}

/** A page whose words are the site's own (a form, search): its date is when the site began. */
const noRecords = (): ContentSource => ({ keys: [] });

/**
 * A hostel's page shows the hostel, its warden and supervisor, its
 * mess with that mess's menu, and the words every hostel page has.
 */
function hostelContent({ id }: Params): ContentSource {
  const keys = {
    hostel: apiPaths.hostel(id),
    people: apiPaths.people,
    messes: apiPaths.messes,
    menus: apiPaths.messMenus,
    words: apiPaths.page('hostel-detail'),
  };
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
    Page: chunk('home', () => import('./chunks/home')),
    reads: () => ({
      [apiPaths.latestNotifications]: (data) => data.latestNotifications(),
      [apiPaths.upcomingEvents]: (data) => data.upcomingEvents(),
      [apiPaths.messes]: (data) => data.messes(),
      [apiPaths.messMenus]: (data) => data.messMenus(),
      [apiPaths.gallery]: (data) => data.gallery(),
      [apiPaths.page('home')]: (data) => data.page('home'),
    }),
  },
  {
    path: paths.about,
    Page: chunk('about', () => import('./chunks/about')),
    reads: () => ({ [apiPaths.page('about')]: (data) => data.page('about') }),
  },
  {
    path: paths.hostels,
    Page: chunk('hostels', () => import('./chunks/hostels')),
    reads: () => ({ [apiPaths.hostels]: (data) => data.hostels() }),
  },
  {
    path: '/hostel/:id',
    Page: chunk('hostel-detail', () => import('./chunks/hostel-detail')),
    reads: ({ id }) => ({
      [apiPaths.hostel(id)]: (data) => data.hostel(id),
      [apiPaths.people]: (data) => data.people(),
      [apiPaths.messes]: (data) => data.messes(),
      [apiPaths.messMenus]: (data) => data.messMenus(),
      [apiPaths.page('hostel-detail')]: (data) => data.page('hostel-detail'),
    }),
    found: (responses, params) => Boolean(hostelOf(responses, params)),
    addresses: async (data) => (await data.hostels()).map((hostel) => paths.hostel(hostel._id)),
    content: hostelContent,
  },
  {
    path: paths.people,
    Page: chunk('people', () => import('./chunks/people')),
    reads: () => ({ [apiPaths.people]: (data) => data.people() }),
  },
  {
    path: paths.gallery,
    Page: chunk('gallery', () => import('./chunks/gallery')),
    reads: () => ({ [apiPaths.gallery]: (data) => data.gallery() }),
  },
  {
    path: paths.importantLinks,
    Page: chunk('important-links', () => import('./chunks/important-links')),
    // The frame reads its content for the footer.
    content: () => ({ keys: [apiPaths.page('important-links')] }),
  },
  {
    path: paths.rules,
    Page: chunk('rules', () => import('./chunks/rules')),
    reads: () => ({ [apiPaths.page('rules-regulations')]: (data) => data.page('rules-regulations') }),
  },
  {
    path: paths.files,
    Page: chunk('files', () => import('./chunks/files')),
    reads: () => ({ [apiPaths.files]: (data) => data.files(), [apiPaths.page('files')]: (data) => data.page('files') }),
  },
  {
    path: paths.achievements,
    Page: chunk('achievements', () => import('./chunks/achievements')),
    reads: () => ({ [apiPaths.page('achievements')]: (data) => data.page('achievements') }),
  },
  {
    path: paths.search,
    Page: chunk('search', () => import('./chunks/search')),
    reads: (_params, query) => {
      const q = query.get('q') ?? '';
      return q.trim() ? { [apiPaths.search(q)]: (data) => data.search(q) } : {};
    },
    // Search engines find the records on their own pages.
    addresses: async () => [],
    content: noRecords,
  },
  {
    path: '/pages/:id',
    Page: chunk('document-page', () => import('./chunks/document-page')),
    // Only a document page is found here (not the rules, whose page is their own).
    reads: ({ id }) => ({
      [apiPaths.page(id)]: async (data) => (await data.documentPages()).find((page) => page.slug === id) ?? null,
    }),
    found: (responses, params) => Boolean(documentOf(responses, params)),
    addresses: async (data) => (await data.documentPages()).map((page) => paths.documentPage(page.slug)),
  },
  {
    path: paths.feedback,
    Page: chunk('feedback', () => import('./chunks/feedback')),
    reads: () => ({ [apiPaths.feedbackForm]: (data) => data.feedbackForm() }),
    fresh: true,
    content: noRecords,
  },
  {
    path: paths.subscribe,
    Page: chunk('subscribe', () => import('./chunks/subscribe')),
    // A mail's link carries its token in the query: the page reads that subscription.
    reads: (_params, query) => {
      const token = query.get('token');
      return {
        [apiPaths.subscribeForm]: (data) => data.subscribeForm(),
        [apiPaths.hostels]: (data) => data.hostels(),
        ...(token && { [apiPaths.subscriptionChoices]: (data: PublicData) => data.subscription(token) }),
      };
    },
    fresh: true,
    content: noRecords,
  },
  {
    path: paths.archive,
    Page: chunk('archive', () => import('./chunks/archive')),
    reads: () => archiveReads,
  },
  {
    path: '/archive/:id',
    Page: chunk('archive', () => import('./chunks/archive').then((module) => ({ default: module.ArchiveYearPage }))),
    reads: () => archiveReads,
    found: (responses, { id }) => archivedItemsIn(responses).some((item) => String(item.year) === id),
    addresses: async (data) =>
      yearsOf(archivedItemsOf(await data.archivedNotifications(), await data.archivedEvents())).map(({ year }) =>
        paths.archiveYear(year),
      ),
  },
  archivedItemPage('notices'),
  archivedItemPage('events'),
  {
    path: paths.sitemap,
    Page: chunk('sitemap', () => import('./chunks/sitemap')),
    reads: () => ({
      [apiPaths.hostels]: (data) => data.hostels(),
      [apiPaths.people]: (data) => data.people(),
      [apiPaths.pages]: (data) => data.pages(),
    }),
  },
];

/** Any other address outside the console. */
export const notFoundPage: PublicPage = {
  path: '',
  Page: chunk('not-found', () => import('./chunks/not-found')),
  found: () => false,
  content: noRecords,
};

/**
 * Matches a page's route as the client router does (wouter's patterns:
 * `:name` is one segment, case ignored, a trailing slash allowed).
 */
function routeMatch(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/\/$/, '').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+?)'));
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) : null;
}

/** The page at `pathname` (in any language: `/hi/hostels` is Hindi's `/hostels`), and what its route names. */
export function pageAt(pathname: string): { page: PublicPage; params: Params } {
  const { path } = languageOfPath(pathname);
  for (const page of publicPages) {
    const params = routeMatch(page.path, path);
    if (params) return { page, params: { id: params.id ?? '' } };
  }
  return { page: notFoundPage, params: { id: '' } };
}

/** What the page's 'Last updated' date is the newest of. */
export const contentSource = (page: PublicPage, params: Params, query: URLSearchParams): ContentSource =>
  page.content?.(params) ?? { keys: Object.keys(page.reads?.(params, query) ?? {}) };
