import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import { fileKind } from './entity';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { notFound } from '../../http/errors';
import { UNTRUSTED_CONTENT_HEADERS } from '../../http/security';
import { contentDisposition, downloadName, downloadType } from './content';
import { Written, document, responds } from '../../http/contract';
import { contentWrites, viewerListRoute } from '../entity-routes';
import { FileInput, StoredFile, SubcommitteesFile, SubcommitteesInput, fileErrors, fileMessages } from './model';
import * as repo from './repo';
import { fileService } from './service';
import { readFiles } from './reads';

export function fileRoutes(ctx: AppContext) {
  const { db, blobs } = ctx;
  const files = fileService(ctx);

  return new Elysia({ prefix: MANIFEST.files.path })
    .use(adminAuth(ctx))
    .use(
      viewerListRoute(ctx, {
        summary: "The files: the students' ones, or all of them for an admin",
        record: StoredFile,
        read: readFiles,
        kind: fileKind,
      }),
    )
    .get(
      '/subcommittees',
      async (): Promise<SubcommitteesFile> => ({ fileId: await repo.findSubcommitteesFileId(db) }),
      {
        detail: responds('The file the Hostel Subcommittees download gives', { 200: SubcommitteesFile }),
      },
    )
    .put(
      '/subcommittees',
      async ({ body, admin }) => {
        await files.chooseSubcommittees(admin, body.fileId);
        return { message: fileMessages.subcommitteesChosen, data: { fileId: body.fileId } };
      },
      {
        may: 'files.update',
        body: SubcommitteesInput,
        detail: responds('Choose the Hostel Subcommittees file', { 200: Written(SubcommitteesFile) }),
      },
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
      {
        params: idParam,
        detail: responds('Download a file', {
          200: document('application/octet-stream', 'The file, as stored, with its name'),
        }),
      },
    )
    .use(
      contentWrites(ctx, {
        entity: 'files',
        input: FileInput,
        record: StoredFile,
        service: files,
        messages: fileMessages,
        summaries: {
          create: 'Add a file',
          update: 'Change a file (the file itself only if replaced)',
          remove: 'Delete a file (to the trash)',
        },
      }),
    );
}
