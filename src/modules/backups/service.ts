// The Backups panel's calls. The archives live in the site's backup store
// (src/backup/backup-store.ts): the data folder's backups folder with SQLite,
// the database with PostgreSQL, so every instance lists and serves the same.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { isBackupName } from '../../backup/backup-folder';
import type { BackupInfo, DownloadLink } from './model';

/** A download link works for a minute: long enough to start the download, too short to be worth leaking. */
const LINK_LIFETIME_MS = 60 * 1000;

export const listBackups = (ctx: AppContext): Promise<BackupInfo[]> => ctx.backups.store.list();

export const backUpNow = (ctx: AppContext): Promise<BackupInfo> => ctx.backups.run('manual');

/** The archive's size and bytes, or null when there is no backup by that name. */
export const readBackup = (ctx: AppContext, name: string) => (isBackupName(name) ? ctx.backups.store.read(name) : Promise.resolve(null));

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
