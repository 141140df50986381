import type { Db } from './db/database';
import type { AppConfig } from './config';
import type { BlobStore } from './storage/blobs';
import type { LoginLimiter } from './auth/login-limiter';
import type { BackupRunner } from './backup/backup-runner';
import type { ListCache } from './modules/list-cache';
import type { ActivityLog } from './modules/activity/log';

/** What every module needs, made once per app by createApp. */
export type AppContext = {
  db: Db;
  blobs: BlobStore;
  config: AppConfig;
  secret: string;
  loginLimiter: LoginLimiter;
  backups: BackupRunner;
  /** The lists the API answers and the public pages are rendered from, kept until the database changes. */
  lists: ListCache;
  /** Every write files its entry here, inside its own transaction. */
  activity: ActivityLog;
};
