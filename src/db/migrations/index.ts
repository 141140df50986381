// Numbered migrations, embedded in the executable, for both engines (dialect.ts
// translates what PostgreSQL spells otherwise). SQLite's PRAGMA user_version
// or PostgreSQL's schema_version table holds the number of the last one
// applied; never edit a migration that has shipped, add the next number instead.
import m0001 from './0001_init.sql' with { type: 'text' };
import m0002 from './0002_files_newest_first.sql' with { type: 'text' };
import m0003 from './0003_shared_state.sql' with { type: 'text' };
import m0004 from './0004_scheduling.sql' with { type: 'text' };
import m0005 from './0005_mess_menus.sql' with { type: 'text' };
import m0006 from './0006_two_step.sql' with { type: 'text' };
import m0007 from './0007_accounts.sql' with { type: 'text' };
import m0008 from './0008_activity.sql' with { type: 'text' };
import m0009 from './0009_trash.sql' with { type: 'text' };
import m0010 from './0010_activity_recent.sql' with { type: 'text' };
import m0011 from './0011_refresh_grace.sql' with { type: 'text' };
import m0012 from './0012_stored_backups.sql' with { type: 'text' };
import m0013 from './0013_pages.sql' with { type: 'text' };
import m0014 from './0014_gallery.sql' with { type: 'text' };
import m0015 from './0015_feedback.sql' with { type: 'text' };
import m0016 from './0016_translations.sql' with { type: 'text' };
import m0017 from './0017_page_revision_translations.sql' with { type: 'text' };
import m0018 from './0018_idempotent_writes.sql' with { type: 'text' };
import m0019 from './0019_mail_outbox.sql' with { type: 'text' };
import m0020 from './0020_subscriptions.sql' with { type: 'text' };
import m0021 from './0021_office_mail.sql' with { type: 'text' };
import m0022 from './0022_password_resets.sql' with { type: 'text' };
import m0023 from './0023_institute_sign_in.sql' with { type: 'text' };
import m0024 from './0024_archive.sql' with { type: 'text' };

export const migrations: readonly string[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
];
