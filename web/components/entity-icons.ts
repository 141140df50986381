// Each entity's icon: its sidebar entry in the console, its group in search.
import type { EntityName } from '@contract/manifest';
import { BellIcon, BuildingIcon, CalendarIcon, FileIcon, ImageIcon, UsersIcon, UtensilsIcon } from './icons';

export const entityIcons = {
  people: UsersIcon,
  hostels: BuildingIcon,
  messes: UtensilsIcon,
  events: CalendarIcon,
  notifications: BellIcon,
  files: FileIcon,
  gallery: ImageIcon,
} satisfies Record<EntityName, unknown>;
