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

Options for every command:
  --data DIR             Data folder (default ./data, or HOSTEL_DATA)
  --database URL         postgres://user:password@host:5432/database to share one
                         database between several servers (or HOSTEL_DATABASE_URL);
                         default: SQLite in the data folder
  --help                 Print this help
  --version              Print the version

Options for serve:
  --port N               Port to listen on (default 3000, or PORT)
  --host ADDRESS         Address to listen on (default 0.0.0.0)
  --demo                 Fill a new data folder with demo content
  --backup-every HOURS   Hours between scheduled backups (default 24, or
                         HOSTEL_BACKUP_EVERY_HOURS); 0 turns them off
  --backup-keep N        Scheduled backups to keep (default 7, or
                         HOSTEL_BACKUP_KEEP); 0 keeps them all

Options for backup:
  --out PATH             Where to write it (default DATA/backups/hostel-backup-TIME.tar,
                         or with --database postgres://… the database, where every
                         server lists it); a name ending in .tar.gz or .tgz is compressed

reset-password reads the new password twice from the terminal, or from
HOSTEL_NEW_PASSWORD when there is no terminal, signs that admin out everywhere,
and turns that account's two-step sign-in off.
`;
