// Talking to the ACME CA through acme-client: the account, an order answered
// by HTTP-01 through the map the plain-http server reads, and trusting an
// institute's CA for the directory's HTTPS.
import * as acme from 'acme-client';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:https';
import type { AcmeSettings } from './acme';
import type { AcmeStore } from './acme-store';

export type AcmeCa = {
  /** A new key and the certificate chain the CA issued for it, PEM. */
  order(): Promise<{ cert: string; key: string }>;
  /** Stops trusting `caCertPath` for acme-client's requests. */
  close(): void;
};

const DIRECTORY_TIMEOUT_MS = 30_000;

function trustedAgent(caCertPath: string) {
  try {
    return new Agent({ ca: readFileSync(caCertPath, 'utf8') });
  } catch (error) {
    throw new Error(`The ACME CA certificate ${caCertPath} cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
}

/**
 * Reads the directory once, on the agent acme-client's requests use: acme-client retries a refused connection
 * for over a minute, and its error would not name the directory.
 */
function readDirectory(url: string, agent: Agent | undefined) {
  return new Promise<void>((resolve, reject) => {
    const refused = (reason: string) =>
      reject(
        new Error(
          `The ACME directory ${url} cannot be read (${reason}): check --acme-directory; ` +
            `for the institute's own ACME CA, give its CA certificate with --acme-ca-cert.`,
        ),
      );
    const request = get(url, { agent, timeout: DIRECTORY_TIMEOUT_MS }, (response) => {
      response.resume();
      if (response.statusCode === 200) resolve();
      else refused(`HTTP ${response.statusCode}`);
    });
    request.on('timeout', () => request.destroy(new Error(`no response in ${DIRECTORY_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) => refused(error.code ?? error.message));
  });
}

/**
 * Finds the account of this key, or makes one where the CA refuses (a key it does not know): acme-client's own
 * registration sends an existing account an update without changes, which pebble refuses.
 */
async function register(client: acme.Client, email: string | undefined) {
  const contact = email ? { contact: [`mailto:${email}`] } : {};
  try {
    await client.createAccount({ onlyReturnExisting: true, ...contact });
  } catch {
    await client.createAccount({ termsOfServiceAgreed: true, ...contact });
  }
}

async function accountKey(store: AcmeStore) {
  const stored = store.readAccountKey();
  if (stored) return stored;
  const created = (await acme.crypto.createPrivateEcdsaKey()).toString();
  store.saveAccountKey(created);
  return created;
}

export async function connectAcmeCa(
  settings: AcmeSettings,
  store: AcmeStore,
  challenges: Map<string, string>,
  skipChallengeVerification = false,
): Promise<AcmeCa> {
  // Polls a pending challenge or order from 1 s on rather than acme-client's 5 s.
  const client = new acme.Client({
    directoryUrl: settings.directoryUrl,
    accountKey: await accountKey(store),
    backoffMin: 1000,
  });
  const agent = settings.caCertPath === undefined ? undefined : trustedAgent(settings.caCertPath);
  const origin = new URL(settings.directoryUrl).origin;
  // acme-client's axios instance is shared by the process: the agent goes only to the directory's own requests.
  const interceptor =
    agent &&
    acme.axios.interceptors.request.use((config) => {
      if (config.url && new URL(config.url).origin === origin) config.httpsAgent = agent;
      return config;
    });
  const [commonName] = settings.domains;
  let registered = false;
  return {
    async order() {
      await readDirectory(settings.directoryUrl, agent);
      if (!registered) await register(client, settings.email);
      registered = true;
      const [key, csr] = await acme.crypto.createCsr(
        { commonName, altNames: settings.domains },
        await acme.crypto.createPrivateEcdsaKey(),
      );
      const cert = await client.auto({
        csr,
        challengePriority: ['http-01'],
        skipChallengeVerification,
        challengeCreateFn: async (_authorization, challenge, keyAuthorization) => {
          challenges.set(challenge.token, keyAuthorization);
        },
        challengeRemoveFn: async (_authorization, challenge) => {
          challenges.delete(challenge.token);
        },
      });
      return { cert, key: key.toString() };
    },
    close() {
      if (interceptor !== undefined) acme.axios.interceptors.request.eject(interceptor);
    },
  };
}
