// The Backups panel's calls. The archives live in the data folder's backups
// folder (see src/backup/); there is no table behind them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context';
import { backupsFolder, isBackupName, listBackupFiles } from '../../backup/backup-folder';
import type { BackupInfo, DownloadLink } from './model';

/** A download link works for a minute: long enough to start the download, too short to be worth leaking. */
const LINK_LIFETIME_MS = 60 * 1000;

export const listBackups = (ctx: AppContext): BackupInfo[] => listBackupFiles(ctx.config.dataDir);

export const backUpNow = (ctx: AppContext): Promise<BackupInfo> => ctx.backups.run('manual');

/** The archive's path, or null when there is no backup by that name. */
export function backupPath(ctx: AppContext, name: string) {
  if (!isBackupName(name)) return null;
  const path = join(backupsFolder(ctx.config.dataDir), name);
  return existsSync(path) ? path : null;
}

function sign(ctx: AppContext, name: string, expires: number) {
  return createHmac('sha256', ctx.secret).update(`backup-download\n${name}\n${expires}`).digest('base64url');
}

export function createDownloadLink(ctx: AppContext, name: string, now = Date.now()): DownloadLink {
  const expires = now + LINK_LIFETIME_MS;
  const query = new URLSearchParams({ expires: String(expires), signature: sign(ctx, name, expires) });
  return { url: `/api/backups/download/${encodeURIComponent(name)}?${query}`, expiresAt: new Date(expires).toISOString() };
}

export function isValidDownloadSignature(ctx: AppContext, name: string, expires: string, signature: string, now = Date.now()) {
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now || expiresAt > now + LINK_LIFETIME_MS) return false;
  const expected = Buffer.from(sign(ctx, name, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
