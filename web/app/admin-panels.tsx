import type { ComponentType } from 'react';
import { ArchiveIcon, BellIcon, BuildingIcon, CalendarIcon, FileIcon, UsersIcon, UtensilsIcon } from '../components/icons';
import { usePeople } from '../features/people/api';
import { PeoplePanel } from '../features/people/components/admin-people-panel';
import { useAdminHostels, useHostels } from '../features/hostels/api';
import { HostelsPanel } from '../features/hostels/components/admin-hostels-panel';
import { MessPanel } from '../features/messes/components/admin-mess-panel';
import { EventsPanel } from '../features/events/components/admin-events-panel';
import { NotificationsPanel } from '../features/notifications/components/admin-notifications-panel';
import { FilesPanel } from '../features/files/components/admin-files-panel';
import { BackupsPanel } from '../features/backups/components/admin-backups-panel';

// A form that offers another entity's records reads them with that entity's own hook.
const People = () => <PeoplePanel useHostels={useAdminHostels} />;
const Hostels = () => <HostelsPanel usePeople={usePeople} />;
const Messes = () => <MessPanel useHostels={useHostels} />;

export type AdminPanel = {
  /** The sidebar entry's text, also its accessible name when only the icon shows. */
  label: string;
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
};

/**
 * The dashboard's entities in sidebar order (SPEC.md section 2), then Backups,
 * which running the site for years needs: the one table the sidebar and the
 * content read.
 */
export const adminPanels = {
  people: { label: 'People', icon: UsersIcon, Panel: People },
  hostels: { label: 'Hostels', icon: BuildingIcon, Panel: Hostels },
  mess: { label: 'Mess', icon: UtensilsIcon, Panel: Messes },
  events: { label: 'Events', icon: CalendarIcon, Panel: EventsPanel },
  notifications: { label: 'Notifications', icon: BellIcon, Panel: NotificationsPanel },
  files: { label: 'Files', icon: FileIcon, Panel: FilesPanel },
  backups: { label: 'Backups', icon: ArchiveIcon, Panel: BackupsPanel },
} satisfies Record<string, AdminPanel>;

export type AdminEntity = keyof typeof adminPanels;

export const isAdminEntity = (value: string | null): value is AdminEntity => !!value && Object.hasOwn(adminPanels, value);
