// Signing out ends the session whichever of its cookies the tab holds: the
// current one, or the one another tab's refresh has just replaced.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { TEST_PASSWORD, startTestAppBeforeAll } from '../testing';

setDefaultTimeout(60_000);

const t = startTestAppBeforeAll();

type Jar = Record<string, string>;

function cookiesOf(response: Response): Jar {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => line.split(';')[0].split(/=(.*)/s).slice(0, 2)),
  );
}

/** A cookie-authenticated call, with the XSRF header the console sends. */
const withCookies = (path: string, jar: Jar) =>
  t.call('POST', path, {
    headers: {
      cookie: Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      'x-xsrf-token': decodeURIComponent(jar['XSRF-TOKEN']),
    },
  });

test(
  "signing out with the cookie another tab's refresh " + 'has just replaced ends the session for that tab too',
  async () => {
    const signedIn = cookiesOf(
      (await t.signIn({ username: 'admin', password: TEST_PASSWORD, remember: true })).response,
    );
    const otherTab = await withCookies('/api/admin/refresh', signedIn);
    expect(otherTab.status).toBe(200);

    expect((await withCookies('/api/admin/logout', signedIn)).json).toEqual({ message: 'Logged out' });

    expect((await t.call('GET', '/api/notifications/admin', { token: otherTab.json.accessToken })).status).toBe(403);
    expect((await withCookies('/api/admin/refresh', { ...signedIn, ...cookiesOf(otherTab.response) })).status).toBe(
      401,
    );
  },
);
