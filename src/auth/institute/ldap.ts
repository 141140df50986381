// The institute's LDAP directory (OpenLDAP, Active Directory), through ldapts:
// the site's service account looks a person up by the configured filter, the
// username escaped in it (RFC 4515), and the password is checked by binding as
// the entry found. Always over TLS: ldaps://, or ldap:// upgraded with StartTLS
// (the CA given to startTLS(): ldapts' tlsOptions on an ldap:// client would
// start TLS at once, and the server resets the connection).
import type { Client } from 'ldapts';
import type { LdapSettings } from '../../config';

/** The directory could not answer (down, misconfigured): sign-in is unavailable, nothing said of the account. */
export class DirectoryUnavailable extends Error {}

type Found = { dn: string; subject: string };

/** The entry's lasting id, not its DN (which a rename changes): OpenLDAP's entryUUID, Active Directory's objectGUID. */
function subjectOf(entry: Record<string, unknown>) {
  if (typeof entry.entryUUID === 'string') return `ldap entryUUID:${entry.entryUUID}`;
  if (Buffer.isBuffer(entry.objectGUID)) return `ldap objectGUID:${entry.objectGUID.toString('hex')}`;
  return null;
}

type Ldapts = typeof import('ldapts');
// Required, not imported, as nodemailer is (modules/mail/relay.ts): the one-file bundle would hoist its Node
// imports (crypto, net, tls) to the first line of every start; its CommonJS build loads with the first sign-in.
const loadLdapts = (): Ldapts => require('ldapts');

/** A filter matching only the entry of `subject`. */
function subjectFilter({ Filter }: Ldapts, subject: string) {
  const [attribute, value] = subject.replace(/^ldap /, '').split(':', 2);
  if (attribute === 'objectGUID') return `(objectGUID=${Filter.escape(Buffer.from(value, 'hex'))})`;
  return `(entryUUID=${Filter.escape(value)})`;
}

export function ldapDirectory(settings: LdapSettings) {
  const tls = settings.ca ? { ca: settings.ca } : {};

  /** A connection bound as the service account, over TLS. */
  async function serviceConnection() {
    const { Client } = loadLdapts();
    const implicit = settings.url.startsWith('ldaps:');
    const client = new Client({
      url: settings.url,
      timeout: 10_000,
      connectTimeout: 5_000,
      ...(implicit ? { tlsOptions: tls } : {}),
    });
    try {
      if (!implicit) await client.startTLS(tls);
      await client.bind(settings.bindDn, settings.bindPassword);
      return client;
    } catch (error) {
      await client.unbind().catch(() => {});
      throw error;
    }
  }

  /** The one entry `filter` finds, with the user filter's conditions (an enabled account); null: none, or several. */
  async function find(client: Client, filter: string): Promise<Found | null> {
    const { SizeLimitExceededError } = loadLdapts();
    try {
      const { searchEntries } = await client.search(settings.searchBase, {
        scope: 'sub',
        filter,
        attributes: ['entryUUID', 'objectGUID'],
        explicitBufferAttributes: ['objectGUID'],
        sizeLimit: 2,
      });
      const subject = searchEntries.length === 1 ? subjectOf(searchEntries[0]) : null;
      return subject ? { dn: searchEntries[0].dn, subject } : null;
    } catch (error) {
      if (error instanceof SizeLimitExceededError) return null;
      throw error;
    }
  }

  /** Runs `work` on a service connection; whatever the directory fails with is DirectoryUnavailable. */
  async function withDirectory<T>(work: (client: Client) => Promise<T>) {
    let client: Client | undefined;
    try {
      client = await serviceConnection();
      return await work(client);
    } catch (error) {
      throw error instanceof DirectoryUnavailable ? error : new DirectoryUnavailable((error as Error).message);
    } finally {
      await client?.unbind().catch(() => {});
    }
  }

  const userFilter = (username: string) =>
    settings.userFilter.replaceAll('{username}', loadLdapts().Filter.escape(username));

  return {
    /**
     * The identity a directory username and password sign in as; null when they do not (no such entry, a
     * disabled one, a wrong password). An empty password is refused here: Active Directory takes it as an
     * anonymous bind, which succeeds.
     */
    async signIn(username: string, password: string): Promise<{ subject: string } | null> {
      if (!username || !password) return null;
      return withDirectory(async (client) => {
        const found = await find(client, userFilter(username));
        if (!found) return null;
        try {
          await client.bind(found.dn, password);
        } catch (error) {
          if (error instanceof loadLdapts().InvalidCredentialsError) return null;
          throw error;
        }
        return { subject: found.subject };
      });
    },

    /** Whether the identity is still in the directory and not disabled there. */
    async recheck(subject: string): Promise<'live' | 'ended' | 'unreachable'> {
      try {
        const enabled = settings.userFilter.replaceAll('{username}', '*');
        const filter = `(&${subjectFilter(loadLdapts(), subject)}${enabled})`;
        return (await withDirectory((client) => find(client, filter))) ? 'live' : 'ended';
      } catch {
        return 'unreachable';
      }
    },
  };
}

export type LdapDirectory = ReturnType<typeof ldapDirectory>;
