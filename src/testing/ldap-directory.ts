// The institute's LDAP directory for tests: Debian's slapd on a folder and
// ports of its own, with TLS from a CA made for the run (ldaps://, and StartTLS
// on ldap://), a service account, and the people a test adds or locks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { acceptsConnections, freePort } from '../../scripts/harness-util';
import { makeTestCa } from '../../scripts/test-certificates';

export const DIRECTORY = {
  base: 'ou=people,dc=example,dc=edu',
  admin: 'cn=admin,dc=example,dc=edu',
  adminPassword: 'directory-admin-secret',
  /** The site's own account in the directory, which only looks people up. */
  service: 'cn=hostel-site,dc=example,dc=edu',
  servicePassword: 'service-account-secret',
  /** OpenLDAP's locked accounts (ppolicy's pwdAccountLockedTime) fail the lookup. */
  userFilter: '(&(uid={username})(!(pwdAccountLockedTime=*)))',
};

const config = (dir: string, tls: { cert: string; key: string; ca: string }) => `
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload ppolicy
pidfile ${dir}/slapd.pid
TLSCACertificateFile ${tls.ca}
TLSCertificateFile ${tls.cert}
TLSCertificateKeyFile ${tls.key}
database mdb
suffix "dc=example,dc=edu"
rootdn "${DIRECTORY.admin}"
rootpw ${DIRECTORY.adminPassword}
directory ${dir}/data
overlay ppolicy
access to attrs=userPassword by anonymous auth by * none
access to * by users read by * none
`;

const START = `dn: dc=example,dc=edu
objectClass: dcObject
objectClass: organization
o: Example Institute
dc: example

dn: ou=people,dc=example,dc=edu
objectClass: organizationalUnit
ou: people

dn: ${DIRECTORY.service}
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: hostel-site
userPassword: ${DIRECTORY.servicePassword}
`;

/** A slapd of the test's own; stop() ends it and removes its folder. */
export async function startDirectory() {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-ldap-'));
  mkdirSync(join(dir, 'data'));
  const ca = makeTestCa(join(dir, 'ca'));
  const certificate = ca.issue(['127.0.0.1']);
  const conf = join(dir, 'slapd.conf');
  writeFileSync(conf, config(dir, { cert: certificate.certPath, key: certificate.keyPath, ca: ca.certPath }));
  writeFileSync(join(dir, 'start.ldif'), START);
  const loaded = Bun.spawnSync(['/usr/sbin/slapadd', '-f', conf, '-l', join(dir, 'start.ldif')], { stderr: 'pipe' });
  if (loaded.exitCode !== 0) throw new Error(`slapadd failed: ${loaded.stderr.toString()}`);
  const [ldapPort, ldapsPort] = [freePort(), freePort()];
  const slapd = Bun.spawn(
    ['/usr/sbin/slapd', '-f', conf, '-h', `ldap://127.0.0.1:${ldapPort}/ ldaps://127.0.0.1:${ldapsPort}/`, '-d', '0'],
    { stdout: 'ignore', stderr: 'pipe' },
  );
  for (let tries = 0; !(await acceptsConnections(ldapPort)); tries++) {
    if (tries > 200 || slapd.exitCode !== null) throw new Error('slapd did not start');
    await Bun.sleep(25);
  }

  /** Works on the directory as its administrator. */
  async function asAdmin<T>(work: (client: Client) => Promise<T>) {
    const client = new Client({ url: `ldap://127.0.0.1:${ldapPort}` });
    await client.bind(DIRECTORY.admin, DIRECTORY.adminPassword);
    try {
      return await work(client);
    } finally {
      await client.unbind();
    }
  }
  const dnOf = (uid: string) => `uid=${uid},${DIRECTORY.base}`;

  return {
    ldapUrl: `ldap://127.0.0.1:${ldapPort}`,
    ldapsUrl: `ldaps://127.0.0.1:${ldapsPort}`,
    caPem: ca.cert,
    caPath: ca.certPath,
    /** A person who signs in as `uid` with `password`. */
    addPerson: (uid: string, password: string) =>
      asAdmin((client) =>
        client.add(dnOf(uid), {
          objectClass: 'inetOrgPerson',
          uid,
          cn: uid,
          sn: uid,
          userPassword: password,
        }),
      ),
    /** Locked as OpenLDAP's password policy locks an account. */
    lock: (uid: string) =>
      asAdmin((client) =>
        client.modify(
          dnOf(uid),
          new Change({
            operation: 'add',
            modification: new Attribute({ type: 'pwdAccountLockedTime', values: ['000001010000Z'] }),
          }),
        ),
      ),
    remove: (uid: string) => asAdmin((client) => client.del(dnOf(uid))),
    async stop() {
      slapd.kill();
      await slapd.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestDirectory = Awaited<ReturnType<typeof startDirectory>>;
