import { describe, expect, test } from 'bun:test';
import { instituteSettingsOf } from './institute-options';
import { UsageError } from './usage';

const none = {};

describe("serve's flags for signing in through the institute", () => {
  test('without them, passwords only', () => {
    expect(instituteSettingsOf({}, none)).toEqual({ oidc: null, ldap: null });
  });

  test('a provider from flags or the environment, its secret only from the environment', () => {
    const env = {
      HOSTEL_OIDC_ISSUER: 'https://sso.example.edu/realms/staff/',
      HOSTEL_OIDC_CLIENT_ID: 'hostels',
      HOSTEL_OIDC_CLIENT_SECRET: 'from-the-environment',
    };
    expect(instituteSettingsOf({}, env).oidc).toEqual({
      issuer: 'https://sso.example.edu/realms/staff',
      clientId: 'hostels',
      clientSecret: 'from-the-environment',
      ca: null,
      domain: null,
    });
    expect(
      instituteSettingsOf({ 'oidc-issuer': 'http://127.0.0.1:8080', 'oidc-client-id': 'x' }, none).oidc?.issuer,
    ).toBe('http://127.0.0.1:8080');
  });

  test.each([
    [{ 'oidc-issuer': 'http://sso.example.edu', 'oidc-client-id': 'x' }, 'must be an https:// URL'],
    [{ 'oidc-issuer': 'https://sso.example.edu' }, 'needs --oidc-client-id'],
    [{ 'oidc-issuer': 'https://accounts.google.com', 'oidc-client-id': 'x' }, 'give --oidc-domain'],
    [{ 'oidc-issuer': 'https://login.microsoftonline.com/common/v2.0', 'oidc-client-id': 'x' }, 'give --oidc-domain'],
    [{ 'oidc-client-id': 'x' }, 'need --oidc-issuer'],
    [{ 'ldap-url': 'http://dir.example.edu' }, 'must be ldaps://HOST'],
    [{ 'ldap-url': 'ldaps://dir.example.edu' }, 'needs --ldap-bind-dn'],
    [{ 'ldap-url': 'ldaps://dir.example.edu', 'ldap-bind-dn': 'cn=site' }, 'needs HOSTEL_LDAP_BIND_PASSWORD'],
    [{ 'ldap-bind-dn': 'cn=site' }, 'need --ldap-url'],
  ])('%o is refused at start', (values, message) => {
    expect(() => instituteSettingsOf(values, none)).toThrow(UsageError);
    expect(() => instituteSettingsOf(values, none)).toThrow(message);
  });

  test("a multi-tenant issuer with the institute's domain", () => {
    const settings = instituteSettingsOf(
      { 'oidc-issuer': 'https://accounts.google.com', 'oidc-client-id': 'x', 'oidc-domain': 'example.edu' },
      none,
    );
    expect(settings.oidc?.domain).toBe('example.edu');
  });

  test('a directory: its filter must name {username}; an empty bind password is never an anonymous bind', () => {
    const values = {
      'ldap-url': 'ldap://dir.example.edu:389',
      'ldap-bind-dn': 'cn=site,dc=example,dc=edu',
      'ldap-search-base': 'ou=people,dc=example,dc=edu',
    };
    expect(() => instituteSettingsOf(values, { HOSTEL_LDAP_BIND_PASSWORD: '' })).toThrow('HOSTEL_LDAP_BIND_PASSWORD');
    const env = { HOSTEL_LDAP_BIND_PASSWORD: 'service' };
    expect(instituteSettingsOf(values, env).ldap).toEqual({
      url: 'ldap://dir.example.edu:389',
      bindDn: 'cn=site,dc=example,dc=edu',
      bindPassword: 'service',
      searchBase: 'ou=people,dc=example,dc=edu',
      userFilter: '(uid={username})',
      ca: null,
    });
    expect(() => instituteSettingsOf({ ...values, 'ldap-user-filter': '(uid=r.kumar)' }, env)).toThrow('{username}');
  });
});
