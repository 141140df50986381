/** The part of a hostel page's address that opens its Mess Details tab. */
export const MESS_TAB_ANCHOR = 'mess';

/** Every route of the site in one place (SPEC.md section 2). */
export const paths = {
  home: '/',
  about: '/about',
  hostels: '/hostels',
  hostel: (id: string) => `/hostel/${encodeURIComponent(id)}`,
  /** A hostel's page opened on its Mess Details tab. */
  hostelMess: (id: string) => `/hostel/${encodeURIComponent(id)}#${MESS_TAB_ANCHOR}`,
  people: '/people',
  gallery: '/gallery',
  importantLinks: '/important-links',
  rules: '/rules-regulations',
  files: '/files',
  achievements: '/achievements',
  search: '/search',
  /** A page whose content is a document: a policy page, or one the office added. */
  documentPage: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  feedback: '/feedback',
  /** Mail alerts: the form, and where a mail's links to confirm (`?confirm=`) and change (`?token=`) lead. */
  subscribe: '/subscribe',
  /** Expired notices and past events, by year (GIGW's archive); a year's, and each item's own page. */
  archive: '/archive',
  archiveYear: (year: number) => `/archive/${year}`,
  archivedNotice: (id: string) => `/archive/notices/${encodeURIComponent(id)}`,
  archivedEvent: (id: string) => `/archive/events/${encodeURIComponent(id)}`,
  /** Every public page, for people (GIGW). */
  sitemap: '/sitemap',
  /** The Feedback page about one page of the site, its address filled in. */
  feedbackAbout: (page: string) => `/feedback?page=${encodeURIComponent(page)}`,
  admin: '/admin',
  adminLogin: '/admin/login',
  adminForgotPassword: '/admin/forgot-password',
  /** Opened from a mail: the link's token follows `#token=`. */
  adminResetPassword: '/admin/reset-password',
} as const;

/** The home page's 'Information & Notifications' section: the scroll target of the Notifications button. */
export const NOTIFICATIONS_SECTION_ID = 'notifications';

/** Navigation state asking the home page to scroll to that section. */
export type HomeNavigationState = { scrollToNotifications?: boolean };
