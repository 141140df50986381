import { VERSION } from '../version';

export const HELP = `Hostel website ${VERSION}: the site, its API and its admin console in one program.

Usage: hostel [command] [options]

Commands:
  serve                  Run the website (the default command)
  backup                 Write a backup of the data folder, while the site keeps running
  restore PATH           Replace the data folder, or the --database, with a backup
                         (with --database postgres://…, PATH may be the name of a
                         backup kept in the database)
  reset-password USER    Set a new password for an admin account
  delete-backup NAME     Delete a kept backup (from DATA/backups, or with
                         --database postgres://… from the database)

Options for every command:
  --data DIR             Data folder (default ./data, or HOSTEL_DATA)
  --database URL         postgres://user:password@host:5432/database to share one
                         database between several servers (or HOSTEL_DATABASE_URL);
                         default: SQLite in the data folder
  --help                 Print this help
  --version              Print the version

Options for serve:
  --port N               Port to listen on (default 3000, or PORT; 443 with https)
  --host ADDRESS         Address to listen on (default 0.0.0.0)
  --demo                 Fill a new data folder with demo content
  --backup-every HOURS   Hours between scheduled backups (default 24, or
                         HOSTEL_BACKUP_EVERY_HOURS); 0 turns them off
  --backup-keep N        Scheduled backups to keep (default 7, or
                         HOSTEL_BACKUP_KEEP); 0 keeps them all

HTTPS (serve): a certificate from files, or one the site gets itself by ACME
  --tls-cert PATH        The certificate, PEM with its full chain (or HOSTEL_TLS_CERT);
                         a changed file is served without a restart
  --tls-key PATH         Its private key (or HOSTEL_TLS_KEY)
  --domain NAME          Get and renew a certificate for NAME by ACME; may be
                         repeated (or HOSTEL_DOMAINS, comma-separated)
  --acme-directory URL   The ACME CA's directory (default Let's Encrypt, or
                         HOSTEL_ACME_DIRECTORY)
  --acme-ca-cert PATH    Trust this CA for the directory's https (or HOSTEL_ACME_CA_CERT)
  --acme-email ADDRESS   Contact for the CA's expiry notices (or HOSTEL_ACME_EMAIL)
  --http-port N|off      Plain http, redirecting to https and answering ACME
                         (default 80, or HOSTEL_HTTP_PORT)
  --no-hsts              Leave Strict-Transport-Security off (or HOSTEL_HSTS=off)

Mail (serve): alerts and the office's mail, through the institute's relay
  --smtp URL             smtp://HOST:PORT (STARTTLS required; ?starttls=optional
                         for a relay on this machine) or smtps://HOST:PORT, with
                         USER:PASSWORD@ when it asks (or HOSTEL_SMTP_URL)
  --mail-from ADDRESS    The sender, such as "Hostel Office <hostels@example.edu>"
                         (or HOSTEL_MAIL_FROM)
  --smtp-ca-cert PATH    Trust this CA for the relay's TLS (or HOSTEL_SMTP_CA_CERT)

Institute sign-in (serve): staff sign in with their institute accounts
  --oidc-issuer URL      The OpenID Connect provider, https:// (or HOSTEL_OIDC_ISSUER);
                         its secret only in HOSTEL_OIDC_CLIENT_SECRET
  --oidc-client-id ID    The id it gave this site (or HOSTEL_OIDC_CLIENT_ID)
  --oidc-ca-cert PATH    Trust this CA for the provider's https
  --oidc-domain DOMAIN   The institute's domain (Google's hd) or tenant id
                         (Microsoft's tid): needed for a multi-tenant issuer
  --ldap-url URL         The directory: ldaps://HOST, or ldap://HOST with StartTLS
  --ldap-bind-dn DN      The site's account there; its password only in
                         HOSTEL_LDAP_BIND_PASSWORD
  --ldap-search-base DN  Where people are, such as ou=people,dc=example,dc=edu
  --ldap-user-filter F   How a person is found (default (uid={username});
                         Active Directory: (sAMAccountName={username}))
  --ldap-ca-cert PATH    Trust this CA for the directory's TLS

Options for backup:
  --out PATH             Where to write it (default DATA/backups/hostel-backup-TIME.tar,
                         or with --database postgres://… the database, where every
                         server lists it); a name ending in .tar.gz or .tgz is compressed

reset-password reads the new password twice from the terminal, or from
HOSTEL_NEW_PASSWORD when there is no terminal, signs that admin out everywhere,
and turns that account's two-step sign-in off.
`;
