import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, notFound } from '../../http/errors';
import { UNTRUSTED_CONTENT_HEADERS } from '../../http/security';
import { hasUpload } from '../../storage/uploads';
import { contentDisposition, downloadName, downloadType, stageFileUpload } from './content';
import { FileInput, SubcommitteesInput, fileErrors, fileMessages, type SubcommitteesFile } from './model';
import * as repo from './repo';
import { deleteToTrash } from '../trash/move';
import { fileTrash } from './trash';

/** The files for students for visitors, every file for an admin. */
export const readFiles = ({ db, lists }: AppContext, isAdmin = false) =>
  lists.read(isAdmin ? 'files all' : 'files students', async () => ({ value: await repo.listFiles(db, isAdmin) }));

export function fileRoutes(ctx: AppContext) {
  const { db, blobs, config, lists } = ctx;

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
      async ({ body }) => {
        if (!(await db.write((tx) => repo.setSubcommitteesFile(tx, body.fileId)))) throw notFound(fileErrors.notFound);
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
    .post(
      '/',
      async ({ body }) => {
        if (!hasUpload(body.file)) throw badRequest(fileMessages.fileRequired, [{ path: 'file', message: fileMessages.fileRequired }]);
        const content = await stageFileUpload(blobs, body.file, config.uploadLimitBytes);
        const file = await blobs.write(content.staged, (tx) => repo.insertFile(tx, body, content));
        return { message: fileMessages.added, data: file };
      },
      { may: 'files.create', body: FileInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        if (!(await repo.findFile(db, params.id))) throw notFound(fileErrors.notFound);
        const content = hasUpload(body.file) ? await stageFileUpload(blobs, body.file, config.uploadLimitBytes) : null;
        const file = await blobs.write(content?.staged ?? null, async (tx) => {
          await tx.lockRow('files', params.id);
          const updated = await repo.updateFile(tx, params.id, body, content);
          if (!updated) throw notFound(fileErrors.notFound);
          if (content) await blobs.drop(tx, updated.previousBlob);
          return updated.file;
        });
        return { message: fileMessages.updated, data: file };
      },
      { may: 'files.update', params: idParam, body: FileInput },
    )
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await deleteToTrash(ctx, fileTrash, params.id, admin.username, fileErrors.notFound);
        return { message: fileMessages.deleted, data: { _id: params.id } };
      },
      { may: 'files.delete', params: idParam },
    );
}
