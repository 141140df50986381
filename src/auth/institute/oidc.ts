// The institute's OpenID Connect provider, through openid-client: discovery
// (tried again after a failure), the authorization code flow with PKCE, state
// and nonce, and the ID token checked (issuer, audience, expiry, nonce, and
// its signature against the provider's keys, fetched again when they rotate).
import type * as OpenIdClient from 'openid-client';
import type { OidcSettings } from '../../config';

/** What a sign-in through the provider carries from its start to its callback, in the flow's cookie. */
export type OidcFlow = { state: string; nonce: string; verifier: string };

/** Who the provider says signed in. */
export type OidcIdentity = {
  /** The issuer and `sub`: the one thing a linked account is matched by. */
  subject: string;
  /** A verified address, used only to find an account at its first institute sign-in. */
  verifiedEmail: string | null;
  /** The provider asked for a second factor (RFC 8176's `amr`): it counts as our two-step. */
  multiFactor: boolean;
  /** Kept with the session to ask the provider, while it lasts, whether the person may still sign in. */
  refreshToken: string | null;
};

/** `amr` values of a second factor: multiple factors, a one-time password, a hardware or software key. */
const MULTI_FACTOR = new Set(['mfa', 'otp', 'hwk', 'swk']);

/** Issuers that sign in anyone with an account of theirs, not only the institute's people. */
export const isMultiTenant = (issuer: string) => {
  const url = URL.parse(issuer);
  return (
    url?.hostname === 'accounts.google.com' ||
    (url?.hostname === 'login.microsoftonline.com' && /^\/(common|organizations|consumers)(\/|$)/.test(url.pathname))
  );
};

/** A provider the institute signs with its own CA is fetched trusting that CA. */
const trusting =
  (ca: string): OpenIdClient.CustomFetch =>
  (url, options) =>
    fetch(url, { ...(options as RequestInit), tls: { ca } });

export class OidcRefusal extends Error {}

export function oidcProvider(settings: OidcSettings) {
  // Loaded where a provider is set up, not at every start.
  const loading = import('openid-client');
  let discovered: Promise<OpenIdClient.Configuration> | null = null;

  async function discover() {
    const client = await loading;
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        {
          // An http:// issuer passed the settings' check only on a loopback address.
          execute: [
            ...(settings.issuer.startsWith('http:') ? [client.allowInsecureRequests] : []),
            client.enableNonRepudiationChecks,
          ],
          ...(settings.ca ? { [client.customFetch]: trusting(settings.ca) } : {}),
        },
      )
      .catch((error) => {
        discovered = null;
        throw error;
      });
    return { client, config: await discovered };
  }

  /** A refresh token, where the provider gives one: Google's way, or the standard scope. */
  const offline = (config: OpenIdClient.Configuration): Record<string, string> => {
    if (new URL(settings.issuer).hostname === 'accounts.google.com')
      return { access_type: 'offline', prompt: 'consent' };
    return config.serverMetadata().scopes_supported?.includes('offline_access') ? { scope: 'offline_access' } : {};
  };

  return {
    /** The provider's page to send the person to, and what the callback will check its answer against. */
    async start(redirectUri: string) {
      const { client, config } = await discover();
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const { scope: offlineScope, ...offlineParameters } = offline(config);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: ['openid', 'email', offlineScope].filter(Boolean).join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...offlineParameters,
      });
      return { url, flow };
    },

    /** The identity of the provider's answer at `callbackUrl`; throws when any check fails. */
    async finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity> {
      const { client, config } = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      if (settings.domain !== null && claims.hd !== settings.domain && claims.tid !== settings.domain)
        throw new OidcRefusal(`the identity is not of ${settings.domain}`);
      const amr = Array.isArray(claims.amr) ? claims.amr : [];
      // Some providers put the address only in the UserInfo answer, for the same `sub`.
      const withEmail =
        'email' in claims ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        subject: `${claims.iss} ${claims.sub}`,
        verifiedEmail:
          withEmail.email_verified === true && typeof withEmail.email === 'string' ? withEmail.email : null,
        multiFactor: amr.some((method) => MULTI_FACTOR.has(String(method))),
        refreshToken: tokens.refresh_token ?? null,
      };
    },

    /**
     * Whether the person may still sign in, asked with the session's refresh token: the token to use next (the
     * provider may rotate it), 'ended' when the provider refuses it (the identity disabled or removed, the grant
     * revoked), or 'unreachable'.
     */
    async recheck(refreshToken: string): Promise<{ refreshToken: string } | 'ended' | 'unreachable'> {
      try {
        const { client, config } = await discover();
        try {
          const tokens = await client.refreshTokenGrant(config, refreshToken);
          return { refreshToken: tokens.refresh_token ?? refreshToken };
        } catch (error) {
          return error instanceof client.ResponseBodyError ? 'ended' : 'unreachable';
        }
      } catch {
        return 'unreachable';
      }
    },
  };
}

export type OidcProvider = ReturnType<typeof oidcProvider>;
