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
import { saveRecordTranslations } from '../translations/store';
import { requireVersion, type BasedOn } from '../record-version';

/** The log's name for the choice: the setting's label and the file chosen. */
const subcommitteesEntryName = (fileName: string) => `Hostel Subcommittees file: ${fileName}`;

export function fileService(ctx: AppContext) {
  const { db, blobs, config, activity } = ctx;

  return {
    async create(admin: SignedIn, input: FileInput) {
      if (!hasUpload(input.file))
        throw badRequest(fileMessages.fileRequired, [{ path: 'file', message: fileMessages.fileRequired }]);
      const content = await stageFileUpload(blobs, input.file, config.uploadLimitBytes);
      return blobs.write(content.staged, async (tx) => {
        const file = await repo.insertFile(tx, input, content);
        const translations = await saveRecordTranslations(tx, fileKind, file, input.translations);
        await activity.recordChange(tx, admin, {
          kind: fileKind,
          action: 'create',
          before: null,
          after: file,
          translations,
        });
        return file;
      });
    },

    /** A missing file is a 404 before its upload is read; the stored file replaced goes with the commit. */
    async update(admin: SignedIn, id: string, input: FileInput, basedOn: BasedOn = null) {
      if (!(await repo.findFile(db, id))) throw notFound(fileErrors.notFound);
      const content = hasUpload(input.file) ? await stageFileUpload(blobs, input.file, config.uploadLimitBytes) : null;
      return blobs.write(content?.staged ?? null, async (tx) => {
        await tx.lockRow('files', id);
        await requireVersion(tx, basedOn, fileKind, id);
        const before = await activity.readBefore(tx, fileKind, id);
        const updated = await repo.updateFile(tx, id, input, content);
        if (!updated) throw notFound(fileErrors.notFound);
        if (content) await blobs.drop(tx, updated.previousBlob);
        const translations = await saveRecordTranslations(tx, fileKind, updated.file, input.translations);
        await activity.recordChange(tx, admin, {
          kind: fileKind,
          action: 'update',
          before,
          after: updated.file,
          translations,
        });
        return updated.file;
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
