// The API paths only the console calls (SPEC.md section 7): signing in, its
// own lists and writes beside the entities', out of what a public page loads.
// The paths both sides read are api-paths.ts.
import { MANIFEST, type ExportedEntity } from '@contract/manifest';
const segment = (value: string) => encodeURIComponent(value);

export const adminApiPaths = {
  /** Every notification, inactive and expired ones too. */
  adminNotifications: '/api/notifications/admin',
  /** A page's revisions, and putting one back. */
  pageRevisions: (slug: string) => `/api/pages/${segment(slug)}/revisions`,
  pageRestore: (slug: string, id: string) => `/api/pages/${segment(slug)}/revisions/${segment(id)}/restore`,
  backups: '/api/backups',
  /** The certificate the server serves HTTPS with (null when it does not terminate TLS itself); owners only. */
  certificate: '/api/admin/certificate',
  /** Whether mail is set up and the outbox's newest messages; owners only. */
  mail: '/api/admin/mail',
  mailTest: '/api/admin/mail/test',
  /** The signed-in account's address and the office's mails it chose. */
  ownMail: '/api/admin/mail/mine',
  /** How many subscribe to what, and the subscriptions whose address has `search`; owners and editors. */
  subscribers: (search = '') =>
    search ? `/api/admin/subscribers?q=${encodeURIComponent(search)}` : '/api/admin/subscribers',
  subscribersCsv: '/api/admin/subscribers.csv',
  subscriber: (id: string) => `/api/admin/subscribers/${segment(id)}`,
  /** The Inbox: visitors' messages (of one status), and how many are new. */
  inbox: (status = '') => (status ? `/api/admin/feedback?status=${encodeURIComponent(status)}` : '/api/admin/feedback'),
  feedbackItem: (id: string) => `/api/admin/feedback/${segment(id)}`,
  backupDownloadLink: (name: string) => `/api/backups/download-link/${segment(name)}`,
  backup: (name: string) => `/api/backups/${segment(name)}`,
  /** An entity's Hindi translations by record (a page by slug, a menu by mess id), and which of them need one. */
  adminTranslations: (entity: string) => `/api/admin/translations/${segment(entity)}`,
  /** An entity as a CSV file, under the file name its manifest row gives it. */
  csvExport: (entity: ExportedEntity) => `/api/admin/export/${segment(MANIFEST[entity].csv)}.csv`,
  /**
   * People or hostels from a CSV file: `preview` checks every row and writes nothing, `commit` writes all rows or none.
   */
  csvImport: (entity: string, mode: 'preview' | 'commit') => `/api/admin/import/${segment(entity)}.csv?mode=${mode}`,
  /** The activity log's page, with its filters and the cursor of the page before. */
  activity: (query: string) => `/api/admin/activity${query ? `?${query}` : ''}`,
  activityCsv: (query: string) => `/api/admin/activity.csv${query ? `?${query}` : ''}`,
  /** A page of the trash, with its kind and the cursor of the page before. */
  trash: (query: string) => `/api/admin/trash${query ? `?${query}` : ''}`,
  trashRestore: (id: string) => `/api/admin/trash/${segment(id)}/restore`,
  trashItem: (id: string) => `/api/admin/trash/${segment(id)}`,
  accounts: '/api/admin/accounts',
  account: (id: string) => `/api/admin/accounts/${segment(id)}`,
  accountPassword: (id: string) => `/api/admin/accounts/${segment(id)}/password`,
  /** Another account's two-step sign-in, which an owner resets. */
  accountTwoStep: (id: string) => `/api/admin/accounts/${segment(id)}/two-step`,
  accountRequests: '/api/admin/accounts/requests',
  /** How long the public archive keeps expired notices and past events. */
  archiveSettings: '/api/admin/archive',
  /** What the sign-in page offers besides its form. */
  signInOptions: '/api/admin/sign-in-options',
  oidcStart: '/api/admin/oidc/start',
  ldapLogin: '/api/admin/ldap/login',
  login: '/api/admin/login',
  /** The code after the password, when the account has two-step sign-in on. */
  loginTwoStep: '/api/admin/login/two-step',
  /** Setting up two-step sign-in after the password, when every account must have it. */
  loginTwoStepSetup: '/api/admin/login/two-step/setup',
  loginTwoStepConfirm: '/api/admin/login/two-step/confirm',
  /** A forgotten password: a link mailed by username, what a link is for, the new password with it. */
  passwordReset: '/api/admin/password-reset',
  passwordResetLink: '/api/admin/password-reset/link',
  passwordResetNewPassword: '/api/admin/password-reset/new-password',
  logout: '/api/admin/logout',
  refresh: '/api/admin/refresh',
  username: '/api/admin/username',
  password: '/api/admin/password',
  /** The signed-in account's two-step sign-in. */
  twoStep: '/api/admin/two-step',
  twoStepSetup: '/api/admin/two-step/setup',
  twoStepConfirm: '/api/admin/two-step/confirm',
  twoStepOff: '/api/admin/two-step/off',
  twoStepRecoveryCodes: '/api/admin/two-step/recovery-codes',
  twoStepRequired: '/api/admin/two-step/required',
} as const;
