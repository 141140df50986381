// Every API path the web app calls (SPEC.md section 7). A list's path is also
// its SWR key, so the public pages and the console read the same cached list.
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
  event: (id: string) => `/api/events/${segment(id)}`,
  /** Active, unexpired notifications for visitors; every one with the admin's token. */
  notifications: '/api/notifications',
  /** Every notification, inactive and expired ones too. */
  adminNotifications: '/api/notifications/admin',
  notification: (id: string) => `/api/notifications/${segment(id)}`,
  files: '/api/files',
  file: (id: string) => `/api/files/${segment(id)}`,
  fileDownload: (id: string) => `/api/files/download/${segment(id)}`,
  /** Which file the People page's 'Hostel Subcommittees' option downloads. */
  subcommitteesFile: '/api/files/subcommittees',
  backups: '/api/backups',
  backupDownloadLink: (name: string) => `/api/backups/download-link/${segment(name)}`,
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  refresh: '/api/admin/refresh',
  username: '/api/admin/username',
  password: '/api/admin/password',
} as const;
