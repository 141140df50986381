// The API paths the public pages call, and the console with them (SPEC.md
// section 7); those only the console calls are admin-api-paths.ts. A list's
// path is also its SWR key, so the public pages and the console read the same cached list.
// An entity's own path is its manifest row's, as the server's routes take it.
import { MANIFEST } from '@contract/manifest';

const segment = (value: string) => encodeURIComponent(value);
const { people, hostels, messes, events, notifications, gallery, files } = MANIFEST;

export const apiPaths = {
  people: people.path,
  person: (id: string) => `${people.path}/${segment(id)}`,
  hostels: hostels.path,
  hostel: (id: string) => `${hostels.path}/${segment(id)}`,
  messes: messes.path,
  mess: (id: string) => `${messes.path}/${segment(id)}`,
  /** Every saved weekly menu. */
  messMenus: `${messes.path}/menus`,
  messMenu: (id: string) => `${messes.path}/${segment(id)}/menu`,
  events: events.path,
  /** The few the home page shows (SPEC.md section 9). */
  upcomingEvents: `${events.path}/upcoming`,
  event: (id: string) => `${events.path}/${segment(id)}`,
  /** The archive's past events, the latest first. */
  archivedEvents: `${events.path}/archive`,
  /** The iCalendar feed of the events visitors see, for calendar apps to subscribe to. */
  eventsCalendar: `${events.path}.ics`,
  /** One event's iCalendar file, to add it to a calendar. */
  eventCalendar: (id: string) => `${events.path}/${segment(id)}.ics`,
  /** Active, unexpired notifications for visitors; every one with the admin's token. */
  notifications: notifications.path,
  /** The few the home page shows (SPEC.md section 9). */
  latestNotifications: `${notifications.path}/latest`,
  notification: (id: string) => `${notifications.path}/${segment(id)}`,
  /** The archive's expired notices, the latest expired first. */
  archivedNotifications: `${notifications.path}/archive`,
  /** The Atom feed of the notifications visitors see, for feed readers. */
  notificationsFeed: `${notifications.path}.atom`,
  /** The gallery's pictures, in its order. */
  gallery: gallery.path,
  galleryItem: (id: string) => `${gallery.path}/${segment(id)}`,
  files: files.path,
  /** The office's editable pages; one page's content. */
  pages: '/api/pages',
  page: (slug: string) => `/api/pages/${segment(slug)}`,
  file: (id: string) => `${files.path}/${segment(id)}`,
  fileDownload: (id: string) => `${files.path}/download/${segment(id)}`,
  /** Which file the People page's 'Hostel Subcommittees' option downloads. */
  subcommitteesFile: `${files.path}/subcommittees`,
  /** What visitors may see whose words begin with the query's, grouped by type. */
  search: (query: string) => `/api/search?q=${encodeURIComponent(query)}`,
  /** A feedback form's signed time, which sending it needs. */
  feedbackForm: '/api/feedback/form',
  feedback: '/api/feedback',
  /** A subscribe form's signed time, and whether mail alerts are open. */
  subscribeForm: '/api/subscriptions/form',
  subscribe: '/api/subscriptions',
  subscriptionConfirm: '/api/subscriptions/confirm',
  /** A subscription's choices, read (POST) and changed (PUT) with its mail's token. */
  subscriptionChoices: '/api/subscriptions/choices',
  unsubscribe: '/api/subscriptions/unsubscribe',
} as const;
