import type { EntityKind } from '../entity';
import type { Mess } from './model';
import { findMess } from './repo';
import { messTrash } from './trash';

export const messKind = {
  entity: 'messes',
  nameField: 'mess_name',
  find: findMess,
  trash: messTrash,
} satisfies EntityKind<Mess>;
