// serve's flags for signing in through the institute, and their environment
// variables. A secret is read only from the environment: a flag would show in `ps`.
import type { InstituteSettings, LdapSettings, OidcSettings } from '../config';
import { isMultiTenant } from '../auth/institute/oidc';
import { UsageError, caCertificateOf, nonEmptyOption } from './usage';

export const INSTITUTE_OPTIONS = {
  'oidc-issuer': { type: 'string' },
  'oidc-client-id': { type: 'string' },
  'oidc-ca-cert': { type: 'string' },
  'oidc-domain': { type: 'string' },
  'ldap-url': { type: 'string' },
  'ldap-bind-dn': { type: 'string' },
  'ldap-search-base': { type: 'string' },
  'ldap-user-filter': { type: 'string' },
  'ldap-ca-cert': { type: 'string' },
} as const;

type InstituteValues = { [Flag in keyof typeof INSTITUTE_OPTIONS]?: string };

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

function oidcSettingsOf(values: InstituteValues, env: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = nonEmptyOption(
    '--oidc-issuer',
    values['oidc-issuer'] ?? (env.HOSTEL_OIDC_ISSUER || undefined),
    'a URL',
  );
  const clientId = nonEmptyOption(
    '--oidc-client-id',
    values['oidc-client-id'] ?? (env.HOSTEL_OIDC_CLIENT_ID || undefined),
    'an id',
  );
  const caPath = nonEmptyOption('--oidc-ca-cert', values['oidc-ca-cert'], 'a file');
  const domain = nonEmptyOption('--oidc-domain', values['oidc-domain'], 'a domain');
  if (issuer === undefined) {
    if (clientId !== undefined || caPath !== undefined || domain !== undefined)
      throw new UsageError('--oidc-client-id, --oidc-ca-cert and --oidc-domain need --oidc-issuer.');
    return null;
  }
  const url = URL.parse(issuer);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))))
    throw new UsageError(`--oidc-issuer must be an https:// URL, such as https://login.example.edu (got "${issuer}").`);
  if (clientId === undefined)
    throw new UsageError('--oidc-issuer needs --oidc-client-id: the id the provider gave the site.');
  if (isMultiTenant(issuer) && domain === undefined)
    throw new UsageError(
      `${issuer} signs in anyone with an account there: give --oidc-domain, the institute's domain (Google) ` +
        'or tenant id (Microsoft), so that only its people can sign in.',
    );
  return {
    issuer: issuer.replace(/\/$/, ''),
    clientId,
    clientSecret: env.HOSTEL_OIDC_CLIENT_SECRET || null,
    ca: caCertificateOf('--oidc-ca-cert', caPath),
    domain: domain ?? null,
  };
}

const DEFAULT_USER_FILTER = '(uid={username})';

function ldapSettingsOf(values: InstituteValues, env: NodeJS.ProcessEnv): LdapSettings | null {
  const url = nonEmptyOption('--ldap-url', values['ldap-url'], 'a URL');
  const bindDn = nonEmptyOption('--ldap-bind-dn', values['ldap-bind-dn'], 'a DN');
  const searchBase = nonEmptyOption('--ldap-search-base', values['ldap-search-base'], 'a DN');
  const userFilter = nonEmptyOption('--ldap-user-filter', values['ldap-user-filter'], 'a filter');
  const caPath = nonEmptyOption('--ldap-ca-cert', values['ldap-ca-cert'], 'a file');
  if (url === undefined) {
    if ([bindDn, searchBase, userFilter, caPath].some((value) => value !== undefined))
      throw new UsageError(
        '--ldap-bind-dn, --ldap-search-base, --ldap-user-filter and --ldap-ca-cert need --ldap-url.',
      );
    return null;
  }
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'ldaps:' && parsed.protocol !== 'ldap:') || !parsed.hostname)
    throw new UsageError(`--ldap-url must be ldaps://HOST, or ldap://HOST upgraded with StartTLS (got "${url}").`);
  // An empty bind DN or password is an anonymous bind to many directories: never taken for a service account.
  if (bindDn === undefined)
    throw new UsageError("--ldap-url needs --ldap-bind-dn: the site's account in the directory.");
  const bindPassword = env.HOSTEL_LDAP_BIND_PASSWORD;
  if (!bindPassword) throw new UsageError("--ldap-url needs HOSTEL_LDAP_BIND_PASSWORD: the site's account's password.");
  if (searchBase === undefined) throw new UsageError('--ldap-url needs --ldap-search-base: where people are.');
  const filter = userFilter ?? DEFAULT_USER_FILTER;
  if (!filter.includes('{username}') || !filter.startsWith('(') || !filter.endsWith(')'))
    throw new UsageError(`--ldap-user-filter must be an LDAP filter with {username}, such as ${DEFAULT_USER_FILTER}.`);
  return {
    url: `${parsed.protocol}//${parsed.host}`,
    bindDn,
    bindPassword,
    searchBase,
    userFilter: filter,
    ca: caCertificateOf('--ldap-ca-cert', caPath),
  };
}

/** The ways through the institute the flags (else the environment) set up. */
export const instituteSettingsOf = (values: InstituteValues, env = process.env): InstituteSettings => ({
  oidc: oidcSettingsOf(values, env),
  ldap: ldapSettingsOf(values, env),
});
