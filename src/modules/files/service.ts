// A file's writes, and the choice of the Hostel Subcommittees file: each one
// transaction with the stored file, the row and its activity entry.
import type { AppContext } from '../../context';
import type { SignedIn } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { hasUpload } from '../../storage/uploads';
import { deleteToTrash } from '../trash/move';
import { stageFileUpload } from './content';
import { fileKind } from './entity';
import { fileErrors, fileMessages, type FileInput } from './model';
import * as repo from './repo';
import { recordWrites } from '../record-writes';
import type { BasedOn } from '../record-version';

/** The log's name for the choice: the setting's label and the file chosen. */
const subcommitteesEntryName = (fileName: string) => `Hostel Subcommittees file: ${fileName}`;

export function fileService(ctx: AppContext) {
  const { db, blobs, config, activity } = ctx;
  const writes = recordWrites(activity, fileKind);

  return {
    async create(admin: SignedIn, input: FileInput) {
      if (!hasUpload(input.file))
        throw badRequest(fileMessages.fileRequired, [{ path: 'file', message: fileMessages.fileRequired }]);
      const content = await stageFileUpload(blobs, input.file, config.uploadLimitBytes);
      return blobs.write(content.staged, (tx) =>
        writes.added(tx, admin, input.translations, () => repo.insertFile(tx, input, content)),
      );
    },

    /** A missing file is a 404 before its upload is read; the stored file replaced goes with the commit. */
    async update(admin: SignedIn, id: string, input: FileInput, basedOn: BasedOn = null) {
      if (!(await repo.findFile(db, id))) throw notFound(fileErrors.notFound);
      const content = hasUpload(input.file) ? await stageFileUpload(blobs, input.file, config.uploadLimitBytes) : null;
      return blobs.write(content?.staged ?? null, async (tx) => {
        await tx.lockRow('files', id);
        const file = await writes.changed(tx, admin, { id, basedOn, given: input.translations }, async () => {
          const updated = await repo.updateFile(tx, id, input, content);
          if (updated && content) await blobs.drop(tx, updated.previousBlob);
          return updated?.file ?? null;
        });
        if (!file) throw notFound(fileErrors.notFound);
        return file;
      });
    },

    remove: (admin: SignedIn, id: string) => deleteToTrash(ctx, admin, fileKind, id, fileErrors.notFound),

    /** Not a change to the file: a setting, named in the log by its label and the file's name. */
    chooseSubcommittees: (admin: SignedIn, fileId: string) =>
      db.write(async (tx) => {
        const fileName = await repo.setSubcommitteesFile(tx, fileId);
        if (fileName === null) throw notFound(fileErrors.notFound);
        await activity.record(tx, admin, {
          action: 'update',
          entity: 'settings',
          entityId: fileId,
          name: subcommitteesEntryName(fileName),
          changes: [],
        });
      }),
  };
}
