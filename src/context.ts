import type { Db } from './db/database';
import type { AppConfig } from './config';
import type { BlobStore } from './storage/blobs';
import type { LoginLimiter } from './auth/login-limiter';
import type { BackupRunner } from './backup/backup-runner';
import type { ResponseCache } from './modules/response-cache';
import type { ActivityLog } from './modules/activity/log';
import type { Outbox } from './modules/mail/outbox';
import type { InstituteProviders } from './auth/institute/providers';

/** What every module needs, made once per app by createApp. */
export type AppContext = {
  db: Db;
  blobs: BlobStore;
  config: AppConfig;
  secret: string;
  loginLimiter: LoginLimiter;
  backups: BackupRunner;
  /** The responses the API and the rendered pages are built from, kept until the database changes. */
  responses: ResponseCache;
  /** Every write files its entry here, inside its own transaction. */
  activity: ActivityLog;
  /** Mail to send, queued in a write's transaction (modules/mail). */
  mail: Outbox;
  /** Sign-in through the institute: its provider, as set up (auth/institute/). */
  institute: InstituteProviders;
};
