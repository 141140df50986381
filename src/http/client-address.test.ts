import { afterAll, describe, expect, test } from 'bun:test';
import type { Server } from 'bun';
import { clientAddress, trustedProxiesFromEnvironment } from './client-address';
import { TEST_PASSWORD, serveForTests } from '../testing';

/** A request as `from` sent it, through a server that reports that socket address. */
function sent(from: string | null, forwardedFor?: string) {
  const request = new Request('http://localhost/api/admin/login', {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  const server =
    from === null
      ? null
      : ({ requestIP: () => ({ address: from, family: 'IPv4', port: 50000 }) } as unknown as Server<unknown>);
  return [request, server] as const;
}

describe('the address of a request', () => {
  const proxy = new Set(['127.0.0.1']);

  test("a visitor's own X-Forwarded-For is not believed", () => {
    expect(clientAddress(new Set(), ...sent('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
    expect(clientAddress(proxy, ...sent('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
  });

  test('from a trusted proxy: the address the proxy appended, not what the visitor wrote before it', () => {
    expect(clientAddress(proxy, ...sent('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(proxy, ...sent('127.0.0.1', '198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
  });

  test('through two trusted proxies: the first address that is not one', () => {
    const proxies = new Set(['127.0.0.1', '10.0.0.5']);
    expect(clientAddress(proxies, ...sent('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.5'))).toBe('203.0.113.7');
  });

  test("the proxy's own address when it forwards none, or a malformed one", () => {
    expect(clientAddress(proxy, ...sent('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(proxy, ...sent('127.0.0.1', ''))).toBe('127.0.0.1');
    expect(clientAddress(proxy, ...sent('127.0.0.1', '203.0.113.7, not-an-address'))).toBe('127.0.0.1');
  });

  test('IPv6 and IPv4-mapped addresses compare as the same address', () => {
    expect(clientAddress(proxy, ...sent('::ffff:127.0.0.1', '2001:DB8::1'))).toBe('2001:db8::1');
    expect(clientAddress(new Set(['::1']), ...sent('::1', '::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });

  test("'local' without a socket (the demo content's own requests)", () => {
    expect(clientAddress(proxy, ...sent(null, '203.0.113.7'))).toBe('local');
  });
});

describe('HOSTEL_TRUSTED_PROXIES', () => {
  test('addresses separated by commas; none when unset or empty', () => {
    const proxies = trustedProxiesFromEnvironment('127.0.0.1, 10.0.0.5,::1');
    expect(['127.0.0.1', '10.0.0.5', '::1'].every((address) => proxies.has(address))).toBe(true);
    expect(proxies.has('10.0.0.6')).toBe(false);
    expect(trustedProxiesFromEnvironment(undefined).size).toBe(0);
    expect(trustedProxiesFromEnvironment(' ').has('127.0.0.1')).toBe(false);
  });

  test('CIDR ranges, IPv4 and IPv6: a load balancer pool or a container network', () => {
    const proxies = trustedProxiesFromEnvironment('10.0.0.0/8, 172.16.0.0/12, fd00::/8');
    expect(clientAddress(proxies, ...sent('10.20.30.40', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(proxies, ...sent('172.31.255.1', '198.51.100.1, 10.1.1.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(proxies, ...sent('fd12::1', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddress(proxies, ...sent('::ffff:10.0.0.1', '203.0.113.8'))).toBe('203.0.113.8');
    expect(clientAddress(proxies, ...sent('11.0.0.1', '203.0.113.7'))).toBe('11.0.0.1');
    // The proxies' own hops inside the range are skipped too.
    expect(clientAddress(proxies, ...sent('10.0.0.1', '203.0.113.7, 10.9.9.9'))).toBe('203.0.113.7');
  });

  test('anything but IP addresses and ranges stops the start with a message', () => {
    const message = (entry: string) =>
      'HOSTEL_TRUSTED_PROXIES must be IP addresses or ranges separated ' +
      `by commas, such as 127.0.0.1,10.0.0.0/8; "${entry}" is not one.`;
    for (const entry of ['proxy.example.edu', '10.0.0.0/33', '10.0.0.0/x', 'fd00::/129', '10.0.0.0/8/1', '/8']) {
      expect(() => trustedProxiesFromEnvironment(`127.0.0.1,${entry}`)).toThrow(message(entry));
    }
  });
});

describe('behind a reverse proxy, the real server', () => {
  const started: { stop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const server of started) await server.stop();
  });

  async function serve(trustedProxies: string | undefined) {
    const server = await serveForTests({ env: { HOSTEL_TRUSTED_PROXIES: trustedProxies } });
    started.push(server);
    return server.url;
  }

  const signIn = (url: string, password: string, forwardedFor: string, username = 'admin') =>
    fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username, password }),
    });

  /** The addresses of the failed sign-ins in the activity log, newest first. */
  async function failedSignInAddresses(url: string) {
    const { accessToken } = (await (await signIn(url, TEST_PASSWORD, '192.0.2.1')).json()) as { accessToken: string };
    const page = await fetch(`${url}/api/admin/activity?action=failed%20sign-in`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await page.json()) as { entries: { address: string }[] }).entries.map((entry) => entry.address);
  }

  test("with the proxy trusted, the activity log and the sign-in limit see each visitor's address", async () => {
    const url = await serve('127.0.0.1');
    expect((await signIn(url, 'Wrong@Pass1', '198.51.100.1, 203.0.113.7')).status).toBe(401);
    expect(await failedSignInAddresses(url)).toEqual(['203.0.113.7']);

    // One visitor's failures (other names each time, so no account is locked) lock out that visitor's address,
    // not every visitor behind the proxy.
    for (let i = 0; i < 25; i++) await signIn(url, 'Wrong@Pass1', '203.0.113.7', `guess${i}`);
    expect((await signIn(url, TEST_PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await signIn(url, TEST_PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  test("unset, the header is not believed: the address is the socket's", async () => {
    const url = await serve(undefined);
    expect((await signIn(url, 'Wrong@Pass1', '203.0.113.7')).status).toBe(401);
    expect(await failedSignInAddresses(url)).toEqual(['127.0.0.1']);
  });
});
