import type { EntityKind } from '../entity';
import type { StoredFile } from './model';
import { findFile } from './repo';
import { fileTrash } from './trash';

/** No picture: a file's content shows in the log by its name and size (originalName, size), never its bytes. */
export const fileKind = {
  entity: 'files',
  nameField: 'file_name',
  find: findFile,
  trash: fileTrash,
} satisfies EntityKind<StoredFile>;
