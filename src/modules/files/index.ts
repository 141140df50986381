import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { UNTRUSTED_CONTENT_HEADERS } from '../../http/security';
import { contentDisposition, downloadName, downloadType } from './content';
import { FileInput, SubcommitteesInput, fileErrors, fileMessages, type SubcommitteesFile } from './model';
import * as repo from './repo';
import { fileService } from './service';
import { readFiles } from './reads';

export function fileRoutes(ctx: AppContext) {
  const { db, blobs, lists } = ctx;
  const files = fileService(ctx);

  return new Elysia({ prefix: '/api/files' })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ request, set, isAdmin }) =>
        lists.answer({ request, set }, readFiles(ctx, isAdmin), { admin: isAdmin, varyOnAuthorization: true }),
      { viewer: true },
    )
    .get('/subcommittees', async (): Promise<SubcommitteesFile> => ({ fileId: await repo.findSubcommitteesFileId(db) }))
    .put(
      '/subcommittees',
      async ({ body, admin }) => {
        await files.chooseSubcommittees(admin, body.fileId);
        return { message: fileMessages.subcommitteesChosen, data: { fileId: body.fileId } };
      },
      { may: 'files.update', body: SubcommitteesInput },
    )
    .get(
      '/download/:id',
      async ({ params }) => {
        const stored = await repo.findFileDownload(db, params.id);
        const file = stored && (await blobs.download(stored.blob));
        if (!stored || !file) throw notFound(fileErrors.notFound);
        return new Response(file, {
          headers: {
            'Content-Type': downloadType(stored.mime_type),
            'Content-Disposition': contentDisposition(downloadName(stored.file_name, stored.blob)),
            'Content-Length': String(file.size),
            'Cache-Control': 'private, no-cache',
            ...UNTRUSTED_CONTENT_HEADERS,
          },
        });
      },
      { params: idParam },
    )
    .post('/', async ({ body, admin }) => ({ message: fileMessages.added, data: await files.create(admin, body) }), {
      may: 'files.create',
      body: FileInput,
    })
    .put('/:id', async ({ params, body, admin }) => ({ message: fileMessages.updated, data: await files.update(admin, params.id, body) }), {
      may: 'files.update',
      params: idParam,
      body: FileInput,
    })
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await files.remove(admin, params.id);
        return { message: fileMessages.deleted, data: { _id: params.id } };
      },
      { may: 'files.delete', params: idParam },
    );
}
