// The API paths the public pages call, and the console with them (SPEC.md
// section 7); those only the console calls are admin-api-paths.ts. A list's
// path is also its SWR key, so the public pages and the console read the same cached list.
const segment = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  people: '/api/people',
  person: (id: string) => `/api/people/${segment(id)}`,
  hostels: '/api/hostels',
  hostel: (id: string) => `/api/hostels/${segment(id)}`,
  messes: '/api/mess',
  mess: (id: string) => `/api/mess/${segment(id)}`,
  /** Every saved weekly menu. */
  messMenus: '/api/mess/menus',
  messMenu: (id: string) => `/api/mess/${segment(id)}/menu`,
  events: '/api/events',
  /** The few the home page shows (SPEC.md section 9). */
  upcomingEvents: '/api/events/upcoming',
  event: (id: string) => `/api/events/${segment(id)}`,
  /** The iCalendar feed of the events visitors see, for calendar apps to subscribe to. */
  eventsCalendar: '/api/events.ics',
  /** One event's iCalendar file, to add it to a calendar. */
  eventCalendar: (id: string) => `/api/events/${segment(id)}.ics`,
  /** Active, unexpired notifications for visitors; every one with the admin's token. */
  notifications: '/api/notifications',
  /** The few the home page shows (SPEC.md section 9). */
  latestNotifications: '/api/notifications/latest',
  notification: (id: string) => `/api/notifications/${segment(id)}`,
  /** The Atom feed of the notifications visitors see, for feed readers. */
  notificationsFeed: '/api/notifications.atom',
  /** The gallery's pictures, in its order. */
  gallery: '/api/gallery',
  galleryItem: (id: string) => `/api/gallery/${segment(id)}`,
  files: '/api/files',
  /** The office's editable pages; one page's content. */
  pages: '/api/pages',
  page: (slug: string) => `/api/pages/${segment(slug)}`,
  file: (id: string) => `/api/files/${segment(id)}`,
  fileDownload: (id: string) => `/api/files/download/${segment(id)}`,
  /** Which file the People page's 'Hostel Subcommittees' option downloads. */
  subcommitteesFile: '/api/files/subcommittees',
  /** What visitors may see whose words begin with the query's, grouped by type. */
  search: (query: string) => `/api/search?q=${encodeURIComponent(query)}`,
  /** A feedback form's signed time, which sending it needs. */
  feedbackForm: '/api/feedback/form',
  feedback: '/api/feedback',
} as const;
