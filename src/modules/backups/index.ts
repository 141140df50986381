import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { LOGIN_REQUIRED, SESSION_EXPIRED, adminAuth, requireMay } from '../../auth/guard';
import { HttpError, notFound } from '../../http/errors';
import { UNTRUSTED_CONTENT_HEADERS } from '../../http/security';
import { Message, Written, document, responds } from '../../http/contract';
import { BackupInfo, BackupNameParam, DownloadLink, DownloadQuery, backupMessages } from './model';
import * as service from './service';

/**
 * The admin console's Backups panel. Downloads go through a signed link that
 * lives a minute (POST …/download-link/:name, then a plain GET), so the
 * browser streams the archive to disk with its own download manager instead
 * of the page holding the whole archive in memory to attach the bearer token.
 * The GET also accepts the bearer token itself, for scripts.
 */
export function backupRoutes(ctx: AppContext) {
  return new Elysia({ prefix: '/api/backups' })
    .use(adminAuth(ctx))
    .get('/', () => service.listBackups(ctx), {
      may: 'backups.manage',
      detail: responds('Every backup in the data folder, newest first', { 200: v.array(BackupInfo) }),
    })
    .post('/', async ({ admin }) => ({ message: backupMessages.created, data: await service.backUpNow(ctx, admin) }), {
      may: 'backups.manage',
      detail: responds('Make a backup now', { 200: Written(BackupInfo) }),
    })
    .delete(
      '/:name',
      async ({ params, admin }) => {
        await service.deleteBackup(ctx, admin, params.name);
        return { message: backupMessages.deleted };
      },
      {
        may: 'backups.manage',
        params: BackupNameParam,
        detail: responds('Delete a backup, on either engine', { 200: Message, 404: Message }),
      },
    )
    .post(
      '/download-link/:name',
      async ({ params, admin }) => ({
        message: backupMessages.linkCreated,
        data: await service.linkToDownload(ctx, admin, params.name),
      }),
      {
        may: 'backups.manage',
        params: BackupNameParam,
        detail: responds('A download link for a backup, good for a minute', { 200: Written(DownloadLink) }),
      },
    )
    .get(
      '/download/:name',
      async ({ params, query, headers, viewer }) => {
        if (viewer) requireMay(viewer.account, 'backups.manage');
        else {
          if (query.signature && query.expires) {
            if (!service.isValidDownloadSignature(ctx, params.name, query.expires, query.signature)) {
              throw new HttpError(403, backupMessages.linkInvalid);
            }
          } else if (headers.authorization) throw new HttpError(403, SESSION_EXPIRED);
          else throw new HttpError(401, LOGIN_REQUIRED);
        }
        const backup = await service.readBackup(ctx, params.name);
        if (!backup) throw notFound(backupMessages.notFound);
        return new Response(backup.body, {
          headers: {
            'Content-Length': String(backup.size),
            'Content-Type': params.name.endsWith('.gz') ? 'application/gzip' : 'application/x-tar',
            'Content-Disposition': `attachment; filename="${params.name}"`,
            'Cache-Control': 'no-store',
            ...UNTRUSTED_CONTENT_HEADERS,
          },
        });
      },
      {
        viewer: true,
        params: BackupNameParam,
        query: DownloadQuery,
        detail: responds('Download a backup: with a signed link, or a bearer token', {
          200: document('application/x-tar', 'The backup archive (application/gzip when .tar.gz)'),
          401: Message,
        }),
      },
    );
}
