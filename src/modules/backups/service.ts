// The Backups panel's calls. The archives live in the site's backup store
// (src/backup/backup-store.ts): the data folder's backups folder with SQLite,
// the database with PostgreSQL, so every instance lists and serves the same.
import type { AppContext } from '../../context';
import { isBackupName } from '../../backup/backup-folder';
import { removeBackup } from '../../backup/backup-store';
import type { SignedIn } from '../../auth/guard';
import { HttpError, notFound } from '../../http/errors';
import { backupMessages, type BackupInfo, type DownloadLink } from './model';

/** A download link works for a minute: long enough to start the download, too short to be worth leaking. */
const LINK_LIFETIME_MS = 60 * 1000;

export const listBackups = (ctx: AppContext): Promise<BackupInfo[]> => ctx.backups.store.list();

/**
 * A backup now, from the panel: a failure is logged and the
 * response is SPEC.md's text; a success is in the activity log.
 */
export async function backUpNow(ctx: AppContext, admin: SignedIn): Promise<BackupInfo> {
  const made = await ctx.backups.run('manual').catch((error: unknown) => {
    console.error('Backup failed:', error);
    throw new HttpError(500, backupMessages.failed);
  });
  await ctx.activity.recordAlone(admin, {
    action: 'backup',
    entity: 'backups',
    entityId: null,
    name: made.name,
    changes: [],
  });
  return made;
}

/** Deletes a kept backup, on either engine; the deletion is in the activity log. */
export async function deleteBackup(ctx: AppContext, admin: SignedIn, name: string) {
  if (!(await removeBackup(ctx.backups.store, name))) throw notFound(backupMessages.notFound);
  await ctx.activity.recordAlone(admin, { action: 'delete', entity: 'backups', entityId: null, name, changes: [] });
}

/** The archive's size and bytes, or null when there is no backup by that name. */
export const readBackup = (ctx: AppContext, name: string) =>
  isBackupName(name) ? ctx.backups.store.read(name) : Promise.resolve(null);

function sign(ctx: AppContext, name: string, expires: number) {
  return new Bun.CryptoHasher('sha256', ctx.secret).update(`backup-download\n${name}\n${expires}`).digest('base64url');
}

/** A link to a kept backup, for the browser's own download; the download is in the activity log. */
export async function linkToDownload(ctx: AppContext, admin: SignedIn, name: string): Promise<DownloadLink> {
  if (!(await readBackup(ctx, name))) throw notFound(backupMessages.notFound);
  await ctx.activity.recordAlone(admin, { action: 'download', entity: 'backups', entityId: null, name, changes: [] });
  return createDownloadLink(ctx, name);
}

export function createDownloadLink(ctx: AppContext, name: string, now = Date.now()): DownloadLink {
  const expires = now + LINK_LIFETIME_MS;
  const query = new URLSearchParams({ expires: String(expires), signature: sign(ctx, name, expires) });
  return {
    url: `/api/backups/download/${encodeURIComponent(name)}?${query}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

export function isValidDownloadSignature(
  ctx: AppContext,
  name: string,
  expires: string,
  signature: string,
  now = Date.now(),
) {
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now || expiresAt > now + LINK_LIFETIME_MS) return false;
  const expected = Buffer.from(sign(ctx, name, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
