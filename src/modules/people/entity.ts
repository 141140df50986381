import type { EntityKind } from '../entity';
import type { Person } from './model';
import { findPerson, findPersonImage } from './repo';
import { personTrash } from './trash';

export const personKind = {
  entity: 'people',
  nameField: 'name',
  find: findPerson,
  picture: findPersonImage,
  trash: personTrash,
} satisfies EntityKind<Person>;
