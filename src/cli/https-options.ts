// serve's HTTPS flags and their environment variables, as the server's HttpsSettings.
import { resolve } from 'node:path';
import { LETS_ENCRYPT_DIRECTORY } from '../transport/acme';
import type { HttpsSettings } from '../transport/https';
import { UsageError, nonEmptyOption, numberOption } from './usage';

export const HTTPS_OPTIONS = {
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  domain: { type: 'string', multiple: true },
  'acme-directory': { type: 'string' },
  'acme-ca-cert': { type: 'string' },
  'acme-email': { type: 'string' },
  'http-port': { type: 'string' },
  'no-hsts': { type: 'boolean' },
} as const;

type HttpsValues = {
  'tls-cert'?: string;
  'tls-key'?: string;
  domain?: string[];
  'acme-directory'?: string;
  'acme-ca-cert'?: string;
  'acme-email'?: string;
  'http-port'?: string;
  'no-hsts'?: boolean;
};

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

function domainsOf(values: HttpsValues, env: NodeJS.ProcessEnv) {
  const domains =
    values.domain ??
    (env.HOSTEL_DOMAINS
      ? env.HOSTEL_DOMAINS.split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : []);
  for (const domain of domains) {
    if (!DOMAIN.test(domain))
      throw new UsageError(`--domain needs a host name such as hostels.example.edu (got "${domain}").`);
  }
  return domains;
}

function httpPortOf(value: string | undefined) {
  if (value === 'off') return null;
  return numberOption('--http-port', value, 80, { min: 0, max: 65535, integer: true });
}

const fileOf = (name: string, value: string | undefined) => {
  const path = nonEmptyOption(name, value, 'a file');
  return path === undefined ? undefined : resolve(path);
};

/** The HTTPS settings the flags (else the environment) ask for, or undefined for plain http. */
export function httpsSettingsOf(values: HttpsValues, env = process.env): HttpsSettings | undefined {
  const certPath = fileOf('--tls-cert', values['tls-cert'] ?? (env.HOSTEL_TLS_CERT || undefined));
  const keyPath = fileOf('--tls-key', values['tls-key'] ?? (env.HOSTEL_TLS_KEY || undefined));
  const domains = domainsOf(values, env);
  const directoryUrl =
    nonEmptyOption('--acme-directory', values['acme-directory'], 'a URL') ?? (env.HOSTEL_ACME_DIRECTORY || undefined);
  const caCertPath = fileOf('--acme-ca-cert', values['acme-ca-cert'] ?? (env.HOSTEL_ACME_CA_CERT || undefined));
  const email =
    nonEmptyOption('--acme-email', values['acme-email'], 'an address') ?? (env.HOSTEL_ACME_EMAIL || undefined);
  const httpPort = httpPortOf(values['http-port'] ?? (env.HOSTEL_HTTP_PORT || undefined));
  const hsts = !values['no-hsts'] && env.HOSTEL_HSTS !== 'off';

  if ((certPath === undefined) !== (keyPath === undefined))
    throw new UsageError('--tls-cert and --tls-key go together: give both files.');
  const fromFiles = certPath !== undefined && keyPath !== undefined;
  if (fromFiles && domains.length) {
    throw new UsageError('give either the certificate files (--tls-cert, --tls-key) or --domain for ACME, not both.');
  }
  if (!domains.length && (directoryUrl || caCertPath || email)) {
    throw new UsageError('--acme-directory, --acme-ca-cert and --acme-email need --domain.');
  }
  if (directoryUrl !== undefined && URL.parse(directoryUrl)?.protocol !== 'https:') {
    throw new UsageError(`--acme-directory needs the https address of the CA's directory (got "${directoryUrl}").`);
  }
  if (domains.length && httpPort === null) {
    throw new UsageError('--domain answers the CA on the plain-http port: leave --http-port on (80 by default).');
  }
  if (fromFiles) return { certificate: { files: { certPath, keyPath } }, httpPort, hsts };
  if (domains.length) {
    return {
      certificate: { acme: { domains, directoryUrl: directoryUrl ?? LETS_ENCRYPT_DIRECTORY, caCertPath, email } },
      httpPort,
      hsts,
    };
  }
  if (values['http-port'] !== undefined || values['no-hsts']) {
    throw new UsageError('--http-port and --no-hsts are for https: give --tls-cert and --tls-key, or --domain.');
  }
  return undefined;
}
