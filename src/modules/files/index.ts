import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { write } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { badRequest, notFound } from '../../http/errors';
import { UNTRUSTED_CONTENT_HEADERS } from '../../http/security';
import type { BlobStore } from '../../storage/blobs';
import { hasUpload } from '../../storage/uploads';
import { contentDisposition, downloadName, downloadType, storeFileUpload, type FileContent } from './content';
import { FileInput, SubcommitteesInput, fileErrors, fileMessages, type SubcommitteesFile } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';

/** The new blob is on disk before its row commits; if the commit fails, the blob goes again. */
function commitWithUpload<T>(blobs: BlobStore, content: FileContent | null, commit: () => T): T {
  try {
    return commit();
  } catch (error) {
    if (content) blobs.remove(content.blob);
    throw error;
  }
}

export function fileRoutes(ctx: AppContext) {
  const { db, blobs, config } = ctx;
  const lists = new ListCache(db);

  return new Elysia({ prefix: '/api/files' })
    .use(adminAuth(ctx))
    .get(
      '/',
      ({ request, set, isAdmin }) =>
        lists.respond({ request, set }, isAdmin ? 'all' : 'students', () => ({ value: repo.listFiles(db, isAdmin) }), {
          admin: isAdmin,
          varyOnAuthorization: true,
        }),
      { viewer: true },
    )
    .get('/subcommittees', (): SubcommitteesFile => ({ fileId: repo.findSubcommitteesFileId(db) }))
    .put(
      '/subcommittees',
      ({ body }) => {
        if (!write(db, () => repo.setSubcommitteesFile(db, body.fileId))) throw notFound(fileErrors.notFound);
        return { message: fileMessages.subcommitteesChosen, data: { fileId: body.fileId } };
      },
      { admin: true, body: SubcommitteesInput },
    )
    .get(
      '/download/:id',
      async ({ params }) => {
        const stored = repo.findFileDownload(db, params.id);
        if (!stored) throw notFound(fileErrors.notFound);
        const file = Bun.file(blobs.path(stored.blob));
        if (!(await file.exists())) throw notFound(fileErrors.notFound);
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
        const content = await storeFileUpload(blobs, body.file, config.uploadLimitBytes);
        const file = commitWithUpload(blobs, content, () => write(db, () => repo.insertFile(db, body, content)));
        return { message: fileMessages.added, data: file };
      },
      { admin: true, body: FileInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        if (!repo.findFile(db, params.id)) throw notFound(fileErrors.notFound);
        const content = hasUpload(body.file) ? await storeFileUpload(blobs, body.file, config.uploadLimitBytes) : null;
        const { file, previousBlob } = commitWithUpload(blobs, content, () =>
          write(db, () => {
            const updated = repo.updateFile(db, params.id, body, content);
            if (!updated) throw notFound(fileErrors.notFound);
            return updated;
          }),
        );
        if (content) blobs.remove(previousBlob);
        return { message: fileMessages.updated, data: file };
      },
      { admin: true, params: idParam, body: FileInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        const blob = write(db, () => repo.deleteFile(db, params.id));
        if (!blob) throw notFound(fileErrors.notFound);
        blobs.remove(blob);
        return { message: fileMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
