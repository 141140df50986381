import { trustedProxiesFromEnvironment, type TrustedProxies } from './http/client-address';

/**
 * The institute's SMTP relay (--smtp, --mail-from, --smtp-ca-cert): `relay` an smtp:// (STARTTLS required,
 * unless `?starttls=optional`) or smtps:// URL, `ca` the PEM of a CA to trust for it.
 */
export type MailSettings = { relay: string; from: string; ca: string | null };

/**
 * The institute's OpenID Connect provider (--oidc-issuer, --oidc-client-id, HOSTEL_OIDC_CLIENT_SECRET,
 * --oidc-ca-cert, --oidc-domain): `domain` the institute's, checked against `hd` or `tid` for a multi-tenant issuer.
 */
export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  ca: string | null;
  domain: string | null;
};

/**
 * The institute's LDAP directory (--ldap-url, --ldap-bind-dn, HOSTEL_LDAP_BIND_PASSWORD, --ldap-search-base,
 * --ldap-user-filter with `{username}`, --ldap-ca-cert): ldaps://, or ldap:// upgraded with StartTLS.
 */
export type LdapSettings = {
  url: string;
  bindDn: string;
  bindPassword: string;
  searchBase: string;
  userFilter: string;
  ca: string | null;
};

/** How staff may sign in through the institute; null: not that way. */
export type InstituteSettings = { oidc: OidcSettings | null; ldap: LdapSettings | null };

export type AppConfig = {
  dataDir: string;
  /** Largest upload accepted, in bytes. */
  uploadLimitBytes: number;
  accessTokenSeconds: number;
  /** Lifetime of a remember-me session; a session-only one lasts a day at most. */
  rememberDays: number;
  login: { perUsername: number; perAddress: number; windowMs: number; now?: () => number };
  /** The feedback form: the least time a person takes to fill it, and the messages an address may send per window. */
  feedback: { minFillMs: number; perAddress: number; windowMs: number; now?: () => number };
  /**
   * The site's address as visitors reach it (HOSTEL_PUBLIC_URL), for
   * canonical links, link previews and the sitemap; else each request's own.
   */
  publicUrl: string | null;
  /** How long the activity log keeps an entry (HOSTEL_ACTIVITY_DAYS, 365 by default). */
  activityDays: number;
  /** How long a deleted item waits in the trash before it goes for good (HOSTEL_TRASH_DAYS, 30 by default). */
  trashDays: number;
  /**
   * Visitors reach the site over https: this server holds the certificate (--tls-cert, --domain), or a proxy in front
   * does (HOSTEL_PUBLIC_URL is https; HOSTEL_SECURE_COOKIES=1 as before). Every cookie is then Secure.
   */
  https: boolean;
  /** With https, Strict-Transport-Security on every response (off with --no-hsts or HOSTEL_HSTS=off). */
  hsts: boolean;
  /** The reverse proxies (HOSTEL_TRUSTED_PROXIES) whose X-Forwarded-For names the visitor (http/client-address.ts). */
  trustedProxies: TrustedProxies;
  /**
   * Always on when serving; off only for the bench's write without
   * its activity entry (scripts/bench/recorded-writes.ts).
   */
  recordActivity: boolean;
  /** Where mail goes out; null: the site sends none (the console's Mail panel says how to set it up). */
  mail: MailSettings | null;
  /** Sign-in through the institute (auth/institute/), offered where set up. */
  institute: InstituteSettings;
};

export const MB = 1024 * 1024;

const DEFAULT_UPLOAD_LIMIT_MB = 25;

/**
 * HOSTEL_UPLOAD_LIMIT_MB in bytes. A value that is not a positive number is
 * refused at start: read as NaN it would have silently switched the limit off.
 */
export function uploadLimitFromEnvironment(value = process.env.HOSTEL_UPLOAD_LIMIT_MB): number {
  if (value === undefined || value.trim() === '') return DEFAULT_UPLOAD_LIMIT_MB * MB;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) {
    throw new Error(`HOSTEL_UPLOAD_LIMIT_MB must be a positive number of megabytes, not "${value}".`);
  }
  return Math.round(megabytes * MB);
}

/**
 * HOSTEL_PUBLIC_URL as an origin (`https://hostels.example.edu`); anything but an http(s) address is refused at start.
 */
export function publicUrlFromEnvironment(value = process.env.HOSTEL_PUBLIC_URL): string | null {
  if (value === undefined || value.trim() === '') return null;
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `HOSTEL_PUBLIC_URL must be the site's http(s) address, such as https://hostels.example.edu, not "${value}".`,
    );
  }
  return url.origin;
}

/**
 * A number of days to keep something (HOSTEL_ACTIVITY_DAYS,
 * HOSTEL_TRASH_DAYS): a whole number; anything else is refused at start.
 */
export function keepDaysFromEnvironment(name: string, fallback: number, value = process.env[name]): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,5}$/.test(value.trim()) || Number(value) < 1) {
    throw new Error(`${name} must be a whole number of days, 1 or more, not "${value}".`);
  }
  return Number(value);
}

/** The origin the site's absolute addresses are made with: HOSTEL_PUBLIC_URL's, else the request's own. */
/** Mail whose links lead back to the site: a relay to send it, and the public URL its links are made from. */
export const mailWithLinks = (config: Pick<AppConfig, 'mail' | 'publicUrl'>) =>
  config.mail !== null && config.publicUrl !== null;

export const siteOrigin = (config: AppConfig, request: Request) => config.publicUrl ?? new URL(request.url).origin;

export function defaultConfig(dataDir: string): AppConfig {
  const publicUrl = publicUrlFromEnvironment();
  return {
    dataDir,
    uploadLimitBytes: uploadLimitFromEnvironment(),
    accessTokenSeconds: 15 * 60,
    rememberDays: 30,
    login: { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 },
    feedback: { minFillMs: 3000, perAddress: 5, windowMs: 60 * 60 * 1000 },
    publicUrl,
    https: publicUrl?.startsWith('https:') === true || process.env.HOSTEL_SECURE_COOKIES === '1',
    hsts: process.env.HOSTEL_HSTS !== 'off',
    activityDays: keepDaysFromEnvironment('HOSTEL_ACTIVITY_DAYS', 365),
    trashDays: keepDaysFromEnvironment('HOSTEL_TRASH_DAYS', 30),
    trustedProxies: trustedProxiesFromEnvironment(),
    recordActivity: true,
    mail: null,
    institute: { oidc: null, ldap: null },
  };
}
