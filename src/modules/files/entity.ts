import { recordColumns, yesNo } from '../columns';
import type { EntityKind } from '../entity';
import { excerpt } from '../search/snippet';
import { FileInput, type StoredFile } from './model';
import { readFiles } from './reads';
import { findFile, listFiles } from './repo';
import { fileTrash } from './trash';

const download = (file: StoredFile) => `/api/files/download/${encodeURIComponent(file._id)}`;

const fileColumns = recordColumns<StoredFile>([
  { header: 'File name', value: (f) => f.file_name, field: 'file_name' },
  { header: 'Description', value: (f) => f.description, field: 'description' },
  { header: 'For students', value: (f) => yesNo(f.for_student) },
  { header: 'Original name', value: (f) => f.originalName },
  { header: 'Type', value: (f) => f.mimeType },
  { header: 'Size (bytes)', value: (f) => f.size },
  { header: 'Download', value: (f) => `/api/files/download/${f._id}` },
]);

/** No picture: a file's content shows in the log by its name and size (originalName, size), never its bytes. */
export const fileKind = {
  entity: 'files',
  nameField: 'file_name',
  find: findFile,
  trash: fileTrash,
  publicList: (ctx) => readFiles(ctx),
  searchDocuments: (files) =>
    files.map((file) => ({
      result: {
        _id: file._id,
        title: file.file_name,
        snippet: excerpt(file.description || file.originalName),
        url: download(file),
      },
      fields: [file.description, file.originalName],
    })),
  csv: { columns: fileColumns, list: (db) => listFiles(db, true) },
  translatable: ['file_name', 'description'],
  schema: FileInput,
} satisfies EntityKind<StoredFile>;
