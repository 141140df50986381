// What the server hands the web app's renderer (web/render.tsx): the lists a
// public page shows, exactly as the API sends them to a visitor.
import type { Event } from '../modules/events/model';
import type { GalleryItem } from '../modules/gallery/model';
import type { StoredFile } from '../modules/files/model';
import type { Hostel } from '../modules/hostels/model';
import type { Mess } from '../modules/messes/model';
import type { SavedMessMenu } from '../modules/messes/menu';
import type { Notification } from '../modules/notifications/model';
import type { Person } from '../modules/people/model';
import type { SearchResult } from '../modules/search/model';
import type { FeedbackFormState } from '../modules/feedback/model';
import type { SubscribeFormState, Subscription } from '../modules/subscriptions/model';
import type { Page, PageSummary } from '../modules/pages/model';

/** The element of a rendered page that holds its hydration data, a `<script type="application/json">`. */
export const HYDRATION_ELEMENT_ID = 'page-data';

export type PublicData = {
  /** The home page's notices (GET /api/notifications/latest), not the whole list: a page carries what it shows. */
  latestNotifications(): Promise<Notification[]>;
  /** The home page's events (GET /api/events/upcoming). */
  upcomingEvents(): Promise<Event[]>;
  /** The archive's expired notices and past events (GET /api/notifications/archive, /api/events/archive). */
  archivedNotifications(): Promise<Notification[]>;
  archivedEvents(): Promise<Event[]>;
  /** Every notice and event visitors see (the home page shows a few: latestNotifications, upcomingEvents). */
  notifications(): Promise<Notification[]>;
  events(): Promise<Event[]>;
  hostels(): Promise<Hostel[]>;
  /** null when there is no such hostel. */
  hostel(id: string): Promise<Hostel | null>;
  messes(): Promise<Mess[]>;
  messMenus(): Promise<SavedMessMenu[]>;
  people(): Promise<Person[]>;
  files(): Promise<StoredFile[]>;
  gallery(): Promise<GalleryItem[]>;
  /** An editable page as GET /api/pages/{slug} sends it. */
  page(slug: string): Promise<Page>;
  /** Every page without its content, as GET /api/pages sends it (the sitemap page lists the office's). */
  pages(): Promise<PageSummary[]>;
  /** Every page whose content is a document (the policies, the office's own), for /pages/{slug} and the sitemaps. */
  documentPages(): Promise<Page[]>;
  /** What GET /api/search sends for `query`. */
  search(query: string): Promise<SearchResult[]>;
  /** The Feedback page's form, given out now (what GET /api/feedback/form sends), with the outcome of a send. */
  feedbackForm(): Promise<FeedbackFormState>;
  /** The Subscribe page's form, given out now (GET /api/subscriptions/form), with the outcome of a send. */
  subscribeForm(): Promise<SubscribeFormState>;
  /** The subscription a mail's link names (POST /api/subscriptions/choices), or null. */
  subscription(token: string): Promise<Subscription | null>;
  /** When the site's content began (its database made, the demo seeded): the date of what was never edited since. */
  siteStarted(): Promise<string | null>;
};

/** The web app's renderer (web/render.tsx) as bundled for the server into dist/web; the entry hands it in. */
export type PublicRenderer = {
  renderPublicPage(url: URL, data: PublicData, today: string): Promise<RenderedPage>;
  publicAddresses(data: PublicData): Promise<string[]>;
  /** Whether the server renders the page at this path (the console is the browser's alone). */
  rendersOnServer(pathname: string): boolean;
  /** Whether the page has something of its own in each response, so it is never kept. */
  rendersFresh(pathname: string): boolean;
  /** The address a page is kept under: its path and only the query parameters it reads. */
  pageAddress(path: string, search: string): string;
};

/**
 * A public page as the renderer makes it; null from the renderer means the address is not a public page (the console).
 */
export type RenderedPage = {
  status: 200 | 404;
  /** The page's own head: title, description, canonical and Open Graph tags, its largest picture preloaded. */
  head: string;
  /** The language it is in, as `<html lang>` says. */
  language: string;
  /** The app's markup, for the root element. */
  body: string;
  /** What the app needs to take over the markup, as JSON. */
  hydration: string;
};
