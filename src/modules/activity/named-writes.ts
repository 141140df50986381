// The writes that change no one record of an entity: a sign-in, a setting, a
// backup, an import, a restore from the trash. Each route's entry names what
// a person recognises there (the account, the setting's label and value, the
// file), never the request's path.
import type { Queries } from '../../db/database';
import type { SignedIn } from '../../auth/guard';
import { findFile } from '../files/repo';
import { findMess } from '../messes/repo';
import type { NewEntry } from './repo';

type Fields = Record<string, unknown>;

/** What naming a write reads of it: its request's parts, its answer, and who made it. */
export type NamedWrite = {
  db: Queries;
  body: unknown;
  params: Record<string, string | undefined>;
  request: Request;
  answer: Fields;
  account: SignedIn | undefined;
};

/** The entry of a write, but from where (and who, unless the write says); null when it recorded nothing (an import's preview). */
type Named = (Omit<NewEntry, 'address' | 'actor' | 'actorId'> & Partial<Pick<NewEntry, 'actor' | 'actorId'>>) | null;

/** What a password or a recovery code shows in place of itself. */
const NOT_RECORDED = 'not recorded';

const dataOf = (write: Pick<NamedWrite, 'answer'>) => (write.answer.data ?? {}) as Fields;

/** A change to the signed-in account's own sign-in: its password or two-step. */
const ownAccount =
  (field: string, before: string, after: string) =>
  ({ account }: NamedWrite): Named => ({
    action: 'update',
    entity: 'accounts',
    entityId: account?.adminId ?? null,
    name: account?.username ?? '',
    changes: [{ field, before, after }],
  });

/** A sign-in step that signed in (rather than asking for the second step) answers the account, who made the entry too. */
const signIn = ({ answer }: NamedWrite): Named =>
  typeof answer.accessToken !== 'string'
    ? null
    : { actor: String(answer.username), actorId: String(answer.accountId), action: 'sign-in', entity: 'accounts', entityId: String(answer.accountId), name: String(answer.username), changes: [] };

/** Each write route that changes no one record (by method and route pattern), and how its entry reads. */
export const NAMED_WRITES: Record<string, (write: NamedWrite) => Named | Promise<Named>> = {
  'POST /api/admin/login': signIn,
  'POST /api/admin/login/two-step': signIn,
  'POST /api/admin/login/two-step/confirm': signIn,
  'PUT /api/admin/username': ({ account, answer }) => ({
    action: 'update',
    entity: 'accounts',
    entityId: account?.adminId ?? null,
    name: String(dataOf({ answer }).username ?? account?.username),
    changes: [{ field: 'username', before: account?.username ?? null, after: dataOf({ answer }).username ?? null }],
  }),
  'PUT /api/admin/password': ownAccount('password', NOT_RECORDED, NOT_RECORDED),
  'POST /api/admin/two-step/setup': ownAccount('two-step sign-in', 'off', 'being set up'),
  'POST /api/admin/two-step/confirm': ownAccount('two-step sign-in', 'off', 'on'),
  'POST /api/admin/two-step/off': ownAccount('two-step sign-in', 'on', 'off'),
  'POST /api/admin/two-step/recovery-codes': ownAccount('recovery codes', NOT_RECORDED, NOT_RECORDED),
  'PUT /api/admin/two-step/required': (write) => ({
    action: 'update',
    entity: 'settings',
    entityId: null,
    name: `Two-step sign-in for every account: ${dataOf(write).required ? 'required' : 'optional'}`,
    changes: [],
  }),
  'PUT /api/files/subcommittees': async (write) => {
    const fileId = String(dataOf(write).fileId);
    const file = await findFile(write.db, fileId);
    return { action: 'update', entity: 'settings', entityId: fileId, name: `Hostel Subcommittees file: ${file?.file_name ?? ''}`, changes: [] };
  },
  'PUT /api/mess/:id/menu': async ({ db, params }) => {
    const mess = await findMess(db, params.id!);
    return { action: 'update', entity: 'messes', entityId: params.id!, name: `${mess?.mess_name ?? ''} menu`, changes: [] };
  },
  'POST /api/backups/': (write) => ({ action: 'backup', entity: 'backups', entityId: null, name: String(dataOf(write).name), changes: [] }),
  'POST /api/backups/download-link/:name': ({ params }) => ({ action: 'download', entity: 'backups', entityId: null, name: params.name!, changes: [] }),
  // A CSV import is one entry, with what it did; its preview writes nothing.
  'POST /api/admin/import/:file': (write) => {
    if (new URL(write.request.url).searchParams.get('mode') !== 'commit') return null;
    const done = dataOf(write);
    const file = (write.body as { file?: File } | null)?.file;
    return {
      action: 'import',
      entity: String(write.params.file).replace(/\.csv$/, ''),
      entityId: null,
      name: `${file?.name ?? write.params.file}: ${done.added} added, ${done.updated} updated`,
      changes: [],
    };
  },
  // A restore or purge answers what it did to which record.
  'POST /api/admin/trash/:id/restore': (write) => fromTrash('restore', dataOf(write)),
  'DELETE /api/admin/trash/:id': (write) => fromTrash('purge', dataOf(write)),
};

const fromTrash = (action: 'restore' | 'purge', data: Fields): Named => ({
  action,
  entity: String(data.entity),
  entityId: String(data._id),
  name: String(data.name),
  changes: [],
});
