import type { EntityKind } from '../entity';
import type { Hostel } from './model';
import { findHostel, findHostelImage } from './repo';
import { hostelTrash } from './trash';

export const hostelKind = {
  entity: 'hostels',
  nameField: 'name',
  find: findHostel,
  picture: findHostelImage,
  trash: hostelTrash,
} satisfies EntityKind<Hostel>;
