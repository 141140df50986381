import { describe, expect, test } from 'bun:test';
import { resolve } from 'node:path';
import { httpsSettingsOf } from './https-options';
import { UsageError } from './usage';

const none = {};

describe("serve's https flags", () => {
  test('without any, plain http as before', () => {
    expect(httpsSettingsOf({}, none)).toBeUndefined();
  });

  test('certificate files, from flags or the environment; the http port 80 and HSTS by default', () => {
    expect(httpsSettingsOf({ 'tls-cert': 'a.crt', 'tls-key': 'a.key' }, none)).toEqual({
      certificate: { files: { certPath: resolve('a.crt'), keyPath: resolve('a.key') } },
      httpPort: 80,
      hsts: true,
    });
    expect(
      httpsSettingsOf({}, { HOSTEL_TLS_CERT: '/c', HOSTEL_TLS_KEY: '/k', HOSTEL_HTTP_PORT: 'off', HOSTEL_HSTS: 'off' }),
    ).toEqual({
      certificate: { files: { certPath: '/c', keyPath: '/k' } },
      httpPort: null,
      hsts: false,
    });
  });

  test("--domain, repeated, for Let's Encrypt unless another directory is named", () => {
    expect(
      httpsSettingsOf(
        { domain: ['hostels.example.edu', 'www.hostels.example.edu'], 'http-port': '8080', 'no-hsts': true },
        none,
      ),
    ).toEqual({
      certificate: {
        acme: {
          domains: ['hostels.example.edu', 'www.hostels.example.edu'],
          directoryUrl: 'https://acme-v02.api.letsencrypt.org/directory',
          caCertPath: undefined,
          email: undefined,
        },
      },
      httpPort: 8080,
      hsts: false,
    });
    expect(
      httpsSettingsOf(
        {},
        {
          HOSTEL_DOMAINS: 'a.campus, b.campus',
          HOSTEL_ACME_DIRECTORY: 'https://ca.campus/dir',
          HOSTEL_ACME_CA_CERT: '/ca.pem',
          HOSTEL_ACME_EMAIL: 'it@campus',
        },
      ),
    ).toMatchObject({
      certificate: {
        acme: {
          domains: ['a.campus', 'b.campus'],
          directoryUrl: 'https://ca.campus/dir',
          caCertPath: '/ca.pem',
          email: 'it@campus',
        },
      },
    });
  });

  const refused: [string, Parameters<typeof httpsSettingsOf>[0], string][] = [
    [
      'a certificate without its key',
      { 'tls-cert': 'a.crt' },
      '--tls-cert and --tls-key go together: give both files.',
    ],
    [
      'files and --domain at once',
      { 'tls-cert': 'a', 'tls-key': 'b', domain: ['x.campus'] },
      'give either the certificate files (--tls-cert, --tls-key) or --domain for ACME, not both.',
    ],
    [
      'ACME options without --domain',
      { 'acme-email': 'it@campus' },
      '--acme-directory, --acme-ca-cert and --acme-email need --domain.',
    ],
    [
      'a directory over plain http',
      { domain: ['x.campus'], 'acme-directory': 'http://ca.campus/dir' },
      '--acme-directory needs the https address of the CA\'s directory (got "http://ca.campus/dir").',
    ],
    [
      '--domain with plain http off',
      { domain: ['x.campus'], 'http-port': 'off' },
      '--domain answers the CA on the plain-http port: leave --http-port on (80 by default).',
    ],
    [
      'a domain that is not a host name',
      { domain: ['https://x.campus'] },
      '--domain needs a host name such as hostels.example.edu (got "https://x.campus").',
    ],
    [
      'an http port out of range',
      { 'tls-cert': 'a', 'tls-key': 'b', 'http-port': '70000' },
      '--http-port must be a whole number from 0 to 65535 (got "70000").',
    ],
    [
      'https flags without https',
      { 'no-hsts': true },
      '--http-port and --no-hsts are for https: give --tls-cert and --tls-key, or --domain.',
    ],
  ];
  test.each(refused)('refused: %s', (_, values, message) => {
    expect(() => httpsSettingsOf(values, none)).toThrow(new UsageError(message));
  });
});
