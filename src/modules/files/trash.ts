// A file in the trash: the row, its bytes kept in the blob store, and whether
// it was the Hostel Subcommittees file, which it becomes again on restore
// unless another file has taken that place since.
import { insertRow, readRow, type Row } from '../../db/copy-rows';
import { trashMessages } from '../trash/model';
import type { Trashable } from '../trash/trashable';
import { deleteFile, findSubcommitteesFileId, setSubcommitteesFile } from './repo';

type FileSnapshot = { row: Row; subcommittees: boolean };

export const fileTrash: Trashable<FileSnapshot> = {
  entity: 'files',
  async capture(db, id) {
    const row = await readRow(db, 'files', id);
    if (!row) return null;
    return {
      name: String(row.file_name),
      blob: String(row.blob),
      snapshot: { row, subcommittees: (await findSubcommitteesFileId(db)) === id },
    };
  },
  remove: async (db, id) => (await deleteFile(db, id)) !== null,
  async restore(db, { row, subcommittees }) {
    await insertRow(db, 'files', row);
    if (!subcommittees) return [];
    if (await findSubcommitteesFileId(db)) return [trashMessages.subcommitteesTaken];
    await setSubcommitteesFile(db, String(row.id));
    return [];
  },
};
