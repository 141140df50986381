// The institute's OpenID Connect provider for tests: panva's oidc-provider in
// the test's process, on a loopback address, with a sign-in page of its own
// (a form of the account's login, no password) and the accounts a test sets.
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type ProviderAccount = {
  email?: string;
  emailVerified?: boolean;
  amr?: string[];
  disabled?: boolean;
  /** false: the provider gives its sessions no refresh token. */
  refreshToken?: boolean;
};

export const TEST_CLIENT = { id: 'hostel-site', secret: 'provider-test-secret' };

const readForm = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
};

const SIGN_IN_PAGE = (uid: string) => `<!doctype html><title>Institute sign-in</title>
<h1>Institute sign-in</h1>
<form method="post" action="/interaction/${uid}">
  <label>Institute login <input name="login" autocomplete="username"></label>
  <button type="submit">Sign in at the institute</button>
</form>`;

/**
 * A provider at `issuer` that signs in the accounts a test gives it, with the redirect URIs given; over https with
 * `tls` (a certificate for 127.0.0.1), as a provider signed by the institute's own CA.
 */
export async function startOidcProvider(redirectUris: string[], tls?: { cert: string; key: string }) {
  const accounts = new Map<string, ProviderAccount>();
  const server = tls ? createHttpsServer(tls) : createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'offline_access'],
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account || account.disabled) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified ?? true }),
      };
    },
    // Each refresh token works once: a token used twice revokes the whole grant, as Google's and Microsoft's do.
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && accounts.get(code.accountId ?? '')?.refreshToken !== false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, IdToken: 3600, AccessToken: 3600, RefreshToken: 86_400 },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
  const callback = provider.callback();

  server.on('request', async (request, response) => {
    const interaction = request.url?.match(/^\/interaction\/([\w-]+)$/);
    if (!interaction) return callback(request, response);
    try {
      if (request.method === 'GET') {
        await provider.interactionDetails(request, response);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(SIGN_IN_PAGE(interaction[1]));
      }
      const login = (await readForm(request)).get('login') ?? '';
      const account = accounts.get(login);
      if (!account || account.disabled) {
        response.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<p>No such institute account</p>');
      }
      const details = await provider.interactionDetails(request, response);
      const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: login, amr: account.amr ?? ['pwd'] }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });

  let refreshes = 0;
  provider.on('grant.success', (ctx) => {
    if (ctx.oidc.params?.grant_type === 'refresh_token') refreshes++;
  });
  provider.on('grant.error', (ctx) => {
    if (ctx.oidc.params?.grant_type === 'refresh_token') refreshes++;
  });

  return {
    issuer,
    /** How many refresh token grants were asked for. */
    refreshes: () => refreshes,
    /** An account the provider signs in by `login` (its `sub`). */
    setAccount: (login: string, account: ProviderAccount) => void accounts.set(login, account),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * A browser's way through the provider without one: follows `url` (the site's /start answer) with a cookie jar for
 * each origin, signs in as `login` on the provider's page, and stops at the site's callback, which it returns.
 */
export async function throughProvider(url: string, login: string) {
  const jar = new Map<string, string>();
  const send = async (target: string, init: RequestInit = {}) => {
    const origin = new URL(target).origin;
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.get(origin) ?? '' },
    });
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const kept = new Map(
      (jar.get(origin) ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string]),
    );
    for (const cookie of cookies) kept.set(cookie.split('=')[0], cookie.slice(cookie.indexOf('=') + 1));
    jar.set(origin, [...kept].map(([name, value]) => `${name}=${value}`).join('; '));
    return response;
  };
  const providerOrigin = new URL(url).origin;
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    if (new URL(next, providerOrigin).origin !== providerOrigin) return new URL(next, providerOrigin);
    const target = new URL(next, providerOrigin).href;
    const response = target.includes('/interaction/')
      ? await send(target, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login }).toString(),
        })
      : await send(target);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider stopped at ${target} with ${response.status}: ${await response.text()}`);
    next = location;
  }
  throw new Error('The provider redirected too many times');
}
