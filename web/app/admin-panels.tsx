import type { ComponentType } from 'react';
import { PANEL_NEEDS, entityPanelNeeds, may, mayEver, type Account, type Action } from '@contract/auth/permissions';
import { ENTITY_NAMES, panelLabel, type EntityName } from '@contract/manifest';
import {
  BookIcon,
  BellIcon,
  MailIcon,
  BuildingIcon,
  CalendarIcon,
  FileIcon,
  ImageIcon,
  ShieldIcon,
  ClockIcon,
  UsersIcon,
  UtensilsIcon,
} from '../components/icons';
import { ArchiveIcon, SendIcon, TrashIcon } from '../components/admin/icons';
import { useAccount } from '../lib/auth';
import { usePeople } from '../features/people/api';
import { PeoplePanel } from '../features/people/components/admin-people-panel';
import { useAdminHostels } from '../features/hostels/admin-api';
import { HostelsPanel } from '../features/hostels/components/admin-hostels-panel';
import { MessPanel } from '../features/messes/components/admin-mess-panel';
import { EventsPanel } from '../features/events/components/admin-events-panel';
import { NotificationsPanel } from '../features/notifications/components/admin-notifications-panel';
import { FilesPanel } from '../features/files/components/admin-files-panel';
import { GalleryPanel } from '../features/gallery/components/admin-gallery-panel';
import { BackupsPanel } from '../features/backups/components/admin-backups-panel';
import { AccountsPanel } from '../features/accounts/components/admin-accounts-panel';
import { ActivityPanel } from '../features/activity/components/admin-activity-panel';
import { TrashPanel } from '../features/trash/components/admin-trash-panel';
import { InboxBadge, InboxPanel } from '../features/feedback/components/admin-inbox-panel';
import { PagesPanel } from '../features/pages/components/admin-pages-panel';
import { MailPanel } from '../features/mail/components/admin-mail-panel';
import { SubscribersPanel } from '../features/subscriptions/components/admin-subscribers-panel';
import { pageViews } from './page-views';

// A panel whose form offers another entity's records is given them here, read
// with the panel: so a write that changes them, revalidating their list, finds it in use.
const People = () => <PeoplePanel hostels={useAdminHostels()} />;
const Pages = () => <PagesPanel views={pageViews} />;
const Accounts = () => <AccountsPanel hostels={useAdminHostels() ?? []} />;

function Hostels() {
  const { people, isLoading } = usePeople();
  return <HostelsPanel people={isLoading ? undefined : people} />;
}

/** A mess may be put only in the hostels the signed-in account may add a mess to (a warden: its own). */
function Messes() {
  const hostels = useAdminHostels();
  const account = useAccount();
  return <MessPanel hostels={hostels?.filter((hostel) => may(account, 'messes.create', { hostels: [hostel._id] }))} />;
}

export type AdminPanel = {
  /** The sidebar entry's text, also its accessible name when only the icon shows. */
  label: string;
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
  /** What an account must be able to do for the panel to be in its sidebar (every account sees it otherwise). */
  needs?: Action;
  /** Shown beside the sidebar entry's text: how many items wait (the Inbox's new messages). */
  Badge?: ComponentType;
};

/** Each entity's panel and its icon; its label and what seeing it needs come from its manifest row. */
const entityPanels: Record<EntityName, Pick<AdminPanel, 'icon' | 'Panel'>> = {
  people: { icon: UsersIcon, Panel: People },
  hostels: { icon: BuildingIcon, Panel: Hostels },
  messes: { icon: UtensilsIcon, Panel: Messes },
  events: { icon: CalendarIcon, Panel: EventsPanel },
  notifications: { icon: BellIcon, Panel: NotificationsPanel },
  files: { icon: FileIcon, Panel: FilesPanel },
  gallery: { icon: ImageIcon, Panel: GalleryPanel },
};

const entityPanel = (name: EntityName): AdminPanel => ({
  ...entityPanels[name],
  label: panelLabel(name),
  needs: entityPanelNeeds(name),
});

/**
 * The dashboard's entities in sidebar order (SPEC.md section 2), the Inbox and the Subscribers, the Trash
 * their deletes go to, then Backups, which running the site for years needs,
 * Mail (how the site's mail goes out), and the office's Accounts and Activity: the one table the sidebar and the
 * content read.
 */
export const adminPanels = {
  ...(Object.fromEntries(ENTITY_NAMES.map((name) => [name, entityPanel(name)])) as Record<EntityName, AdminPanel>),
  pages: { label: 'Pages', icon: BookIcon, Panel: Pages, needs: 'pages.update' },
  inbox: { label: 'Inbox', icon: MailIcon, Panel: InboxPanel, needs: PANEL_NEEDS.inbox, Badge: InboxBadge },
  subscribers: { label: 'Subscribers', icon: BellIcon, Panel: SubscribersPanel, needs: PANEL_NEEDS.subscribers },
  trash: { label: 'Trash', icon: TrashIcon, Panel: TrashPanel, needs: PANEL_NEEDS.trash },
  backups: { label: 'Backups', icon: ArchiveIcon, Panel: BackupsPanel, needs: PANEL_NEEDS.backups },
  mail: { label: 'Mail', icon: SendIcon, Panel: MailPanel, needs: PANEL_NEEDS.mail },
  accounts: { label: 'Accounts', icon: ShieldIcon, Panel: Accounts, needs: PANEL_NEEDS.accounts },
  activity: { label: 'Activity', icon: ClockIcon, Panel: ActivityPanel, needs: PANEL_NEEDS.activity },
} satisfies Record<string, AdminPanel>;

export type AdminEntity = keyof typeof adminPanels;

/** The panels in the account's sidebar, in order. */
export const panelsFor = (account: Account) =>
  (Object.entries(adminPanels) as [AdminEntity, AdminPanel][]).filter(
    ([, panel]) => !panel.needs || mayEver(account, panel.needs),
  );

/** Addresses made before the Mess panel took its entity's name. */
const EARLIER_NAMES: Record<string, AdminEntity> = { mess: 'messes' };

/** The panel of the account's sidebar `value` names, or null. */
export const panelOf = (account: Account, value: string | null): AdminEntity | null => {
  const name = value && (EARLIER_NAMES[value] ?? value);
  return panelsFor(account).find(([entity]) => entity === name)?.[0] ?? null;
};
