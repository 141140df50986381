// Who may do what: the one table of the roles' grants, read by the
// server, which enforces it on every call, and by the console, which shows
// each account only what it may do. No valibot, no server code: the web
// imports it as part of the contract.

export const ROLES = ['owner', 'editor', 'warden'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', editor: 'Editor', warden: 'Warden' };

const CONTENT = ['people', 'hostels', 'messes', 'events', 'notifications', 'files', 'gallery'] as const;
export type ContentEntity = (typeof CONTENT)[number];
type Verb = 'create' | 'update' | 'delete';

export type Action =
  | 'accounts.manage'
  | 'backups.manage'
  | 'activity.read'
  | 'trash.restore'
  | 'trash.purge'
  | 'pages.update'
  | 'feedback.manage'
  | 'certificate.read'
  | `${ContentEntity}.${Verb}`;

/**
 * How far a grant reaches: everything, a warden's own hostels (a hostel, or a
 * mess of one), or what the account itself added.
 */
type Reach = 'all' | 'own hostels' | 'own items';

const contentGrants = Object.fromEntries(
  CONTENT.flatMap((entity) => (['create', 'update', 'delete'] as const).map((verb) => [`${entity}.${verb}`, 'all'])),
) as Record<`${ContentEntity}.${Verb}`, Reach>;

const GRANTS: Record<Role, Partial<Record<Action, Reach>>> = {
  owner: {
    ...contentGrants,
    'accounts.manage': 'all',
    'backups.manage': 'all',
    'activity.read': 'all',
    'trash.restore': 'all',
    'trash.purge': 'all',
    'pages.update': 'all',
    'feedback.manage': 'all',
    'certificate.read': 'all',
  },
  editor: { ...contentGrants, 'trash.restore': 'all', 'pages.update': 'all', 'feedback.manage': 'all' },
  warden: {
    'hostels.update': 'own hostels',
    'messes.create': 'own hostels',
    'messes.update': 'own hostels',
    'events.create': 'all',
    'events.update': 'all',
    'events.delete': 'own items',
    'notifications.create': 'all',
    'notifications.update': 'all',
    'notifications.delete': 'own items',
  },
};

/**
 * The console's panels that not every account sees, and what an account must
 * be able to do to see one (web/app/admin-panels.tsx). Seeing an entity's
 * panel is also what exporting it as CSV needs.
 */
export const PANEL_NEEDS = {
  people: 'people.update',
  files: 'files.update',
  gallery: 'gallery.update',
  backups: 'backups.manage',
  accounts: 'accounts.manage',
  activity: 'activity.read',
  trash: 'trash.restore',
  inbox: 'feedback.manage',
} as const satisfies Record<string, Action>;

/** Who is asking: the account's id, role and, for a warden, the hostels it looks after. */
export type Account = { id: string; role: Role; hostels: readonly string[] };

/** What an action is done to, where the grant's reach depends on it. */
export type Target = { hostels?: readonly (string | null | undefined)[]; createdBy?: string | null };

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether the account may do the action at all (to some items): the console shows the action's button. */
export const mayEver = (account: Account, action: Action) => GRANTS[account.role]?.[action] !== undefined;

/** Whether the account may do the action to this target. */
export function may(account: Account, action: Action, target: Target = {}) {
  const reach = GRANTS[account.role]?.[action];
  if (reach === 'all') return true;
  if (reach === 'own hostels') {
    const hostels = target.hostels ?? [];
    return hostels.length > 0 && hostels.every((hostel) => !!hostel && account.hostels.includes(hostel));
  }
  if (reach === 'own items') return !!target.createdBy && target.createdBy === account.id;
  return false;
}

const VERB_NAMES: Record<Verb, string> = { create: 'add', update: 'change', delete: 'delete' };

/** The message of a 403 for an action the account may not do (to this target). */
export function refusal(account: Account, action: Action): string {
  switch (action) {
    case 'accounts.manage':
      return 'Only an owner can manage accounts.';
    case 'backups.manage':
      return 'Only an owner can make, restore or delete backups.';
    case 'activity.read':
      return 'Only an owner can see the activity log.';
    case 'trash.purge':
      return 'Only an owner can delete from the trash for good.';
    case 'trash.restore':
      return 'Only an owner or an editor can restore from the trash.';
    case 'pages.update':
      return "Only an owner or an editor can change the site's pages.";
    case 'feedback.manage':
      return "Only an owner or an editor can read visitors' feedback.";
    case 'certificate.read':
      return "Only an owner can see the site's certificate.";
  }
  const [entity, verb] = action.split('.') as [ContentEntity, Verb];
  const reach = GRANTS[account.role]?.[action];
  if (reach === 'own hostels') {
    return entity === 'hostels'
      ? `A warden can ${VERB_NAMES[verb]} only the hostels they look after.`
      : `A warden can ${VERB_NAMES[verb]} only the ${entity} of the hostels they look after.`;
  }
  if (reach === 'own items') return `A warden can ${VERB_NAMES[verb]} only the ${entity} they added.`;
  return `Your account (${ROLE_LABELS[account.role]}) cannot ${VERB_NAMES[verb]} ${entity}.`;
}
