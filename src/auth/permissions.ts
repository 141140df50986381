// Who may do what: the one table of the roles' grants (an entity's from its
// row in manifest.ts), read by the server, which enforces it on every call,
// and by the console, which shows each account only what it may do. No
// valibot, no server code: the web imports it as part of the contract.
import { ENTITY_NAMES, rowOf, type EntityName, type Reach, type Verb } from '../manifest';

export const ROLES = ['owner', 'editor', 'warden'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', editor: 'Editor', warden: 'Warden' };

const VERBS = ['create', 'update', 'delete'] as const satisfies Verb[];

export type Action =
  | 'accounts.manage'
  | 'backups.manage'
  | 'activity.read'
  | 'trash.restore'
  | 'trash.purge'
  | 'pages.update'
  | 'feedback.manage'
  | 'certificate.read'
  | 'mail.manage'
  | 'subscribers.manage'
  | `${EntityName}.${Verb}`;

type EntityGrants = Partial<Record<`${EntityName}.${Verb}`, Reach>>;
const entityGrants = (reach: (name: EntityName, verb: Verb) => Reach | undefined): EntityGrants =>
  Object.fromEntries(
    ENTITY_NAMES.flatMap((name) => VERBS.map((verb) => [`${name}.${verb}`, reach(name, verb)] as const)).filter(
      ([, granted]) => granted,
    ),
  );
const contentGrants = entityGrants(() => 'all');

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
    'mail.manage': 'all',
    'subscribers.manage': 'all',
  },
  editor: {
    ...contentGrants,
    'trash.restore': 'all',
    'pages.update': 'all',
    'feedback.manage': 'all',
    'subscribers.manage': 'all',
  },
  warden: entityGrants((name, verb) => rowOf(name).warden?.[verb]),
};

/**
 * The console's panels that not every account sees, besides the entities',
 * and what an account must be able to do to see one (web/app/admin-panels.tsx).
 */
export const PANEL_NEEDS = {
  backups: 'backups.manage',
  accounts: 'accounts.manage',
  activity: 'activity.read',
  trash: 'trash.restore',
  inbox: 'feedback.manage',
  mail: 'mail.manage',
  subscribers: 'subscribers.manage',
} as const satisfies Record<string, Action>;

/** What seeing an entity's panel takes, and so exporting it as CSV: changing some of its records. */
export const entityPanelNeeds = (name: EntityName): Action => `${name}.update`;

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

/** How a message names a verb. */
export const VERB_NAMES: Record<Verb, string> = { create: 'add', update: 'change', delete: 'delete' };

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
  const [entity, verb] = action.split('.') as [EntityName, Verb];
  const reach = GRANTS[account.role]?.[action];
  if (reach === 'own hostels') {
    return entity === 'hostels'
      ? `A warden can ${VERB_NAMES[verb]} only the hostels they look after.`
      : `A warden can ${VERB_NAMES[verb]} only the ${entity} of the hostels they look after.`;
  }
  if (reach === 'own items') return `A warden can ${VERB_NAMES[verb]} only the ${entity} they added.`;
  return `Your account (${ROLE_LABELS[account.role]}) cannot ${VERB_NAMES[verb]} ${entity}.`;
}
