// Records the activity log (issue 17) in one place for every route: after a
// write answers, who made it, from where, what it touched and, for a change,
// each field before and after; sign-ins and failed sign-ins too. The state
// before a change or delete is read as the change's transaction begins.
import { Elysia } from 'elysia';
import type { Server } from 'bun';

type Serving = Server<unknown>;
import type { AppContext } from '../../context';
import { joinNextWrite, type Queries, type Transaction } from '../../db/database';
import type { SignedIn } from '../../auth/guard';
import { findAccount } from '../accounts/repo';
import { findEvent, findEventImage } from '../events/repo';
import { findFile } from '../files/repo';
import { findHostel, findHostelImage } from '../hostels/repo';
import { findMess } from '../messes/repo';
import { findNotification } from '../notifications/repo';
import { findPerson, findPersonImage } from '../people/repo';
import type { ActivityAction, FieldChange } from './model';
import { NAMED_WRITES } from './named-writes';
import { fileRecentEntries, insertEntry, RECENT_LIMIT, type NewEntry } from './repo';

type Fields = Record<string, unknown>;

/** An entity whose writes are logged with their changes: how to read one by id, its name, and its picture's blob. */
type Subject = {
  entity: string;
  find: (db: Queries, id: string) => Promise<object | null>;
  name: string;
  picture?: (db: Queries, id: string) => Promise<{ image: string | null } | null>;
};

const SUBJECTS: Record<string, Subject> = {
  people: { entity: 'people', find: findPerson, name: 'name', picture: findPersonImage },
  hostels: { entity: 'hostels', find: findHostel, name: 'name', picture: findHostelImage },
  mess: { entity: 'messes', find: findMess, name: 'mess_name' },
  events: { entity: 'events', find: findEvent, name: 'title', picture: findEventImage },
  notifications: { entity: 'notifications', find: findNotification, name: 'title' },
  files: { entity: 'files', find: findFile, name: 'file_name' },
  accounts: { entity: 'accounts', find: findAccount, name: 'username' },
};

/** Fields that change with every write, or say nothing a person changed. */
const IGNORED_FIELDS = new Set(['_id', 'createdAt', 'updatedAt', 'createdBy']);
/** The field holding a picture's address: its bytes never go in the log, only that it changed and its size. */
const PICTURE_FIELD = 'image';

/** A picture's sizes in bytes before and after a change, where known. */
type PictureSizes = { before: number | null; after: number | null };

const pictureText = (bytes: number | null, fresh = false) =>
  `a ${fresh ? 'new ' : ''}picture${bytes ? ` (${(bytes / 1024).toFixed(1)} KB)` : ''}`;

/** The subject a write route's pattern names: /api/<entity>[/:id], /api/admin/accounts/:id[/password]. */
function subjectOfRoute(route: string): Subject | null {
  const parts = route.split('/').filter(Boolean).slice(1);
  const [first, second, third] = parts[0] === 'admin' ? parts.slice(1) : parts;
  // The Hostel Subcommittees choice and a mess's menu are settings of their own, not a record.
  if ((second && second !== ':id') || (third && third !== 'password')) return null;
  return SUBJECTS[first] ?? null;
}

/** Each route pattern's subject, worked out on its first write. */
const routeSubjects = new Map<string, Subject | null>();

/** The subject and record id a write names: from its route, with the id in the path or, for people, the body's `_id`. */
function subjectOf(route: string, params: Record<string, string | undefined> | undefined, body: unknown): { subject: Subject; id: string | null } | null {
  let subject = routeSubjects.get(route);
  if (subject === undefined) routeSubjects.set(route, (subject = subjectOfRoute(route)));
  if (!subject) return null;
  const bodyId = typeof (body as Fields | null)?._id === 'string' ? ((body as Fields)._id as string) : null;
  return { subject, id: params?.id ?? bodyId };
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** Whether a field's value is the same before and after: lists of plain values item by item, other objects by their JSON. */
function sameValue(was: unknown, is: unknown) {
  if (was === is) return true;
  if (typeof was !== 'object' || typeof is !== 'object' || was === null || is === null) return false;
  if (Array.isArray(was) && Array.isArray(is) && was.length === is.length && was.every((item, i) => item === is[i])) return true;
  return JSON.stringify(was) === JSON.stringify(is);
}

/** Each field that differs, before → after; a picture by whether there is one, whether it was replaced, and its size. */
export function changedFields(before: Fields | null, after: Fields | null, pictures: PictureSizes = { before: null, after: null }): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (field: string) => {
    if (IGNORED_FIELDS.has(field)) return;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (sameValue(was, is)) return;
    if (field === PICTURE_FIELD) {
      changes.push({ field, before: was && pictureText(pictures.before), after: is && pictureText(pictures.after, !!was) });
    } else {
      changes.push({ field, before: was, after: is });
    }
  };
  for (const field in after) compare(field);
  for (const field in before) if (!after || !(field in after)) compare(field);
  return changes;
}

/** What the recorder's hooks read of a request's context. */
type Write = {
  request: Request;
  body: unknown;
  route: string;
  params?: Record<string, string | undefined>;
  response?: unknown;
  server: Serving | null;
  admin?: SignedIn;
};

type Target = NonNullable<ReturnType<typeof subjectOf>>;
type Actor = Pick<NewEntry, 'actor' | 'actorId' | 'address'>;

/** The id of a record a write made: its `_id`, when the write's work answered the record. */
const idOf = (written: unknown) => (typeof (written as Fields | null)?._id === 'string' ? ((written as Fields)._id as string) : null);

const address = (request: Request, server: Serving | null) => server?.requestIP(request)?.address ?? 'local';

const actorOf = (request: Request, server: Serving | null, account: SignedIn | undefined): Actor => ({
  actor: account?.username ?? 'unknown',
  actorId: account?.adminId ?? null,
  address: address(request, server),
});

/** What a write did to its record: deleted it, changed the one there was, or added one. */
const actionOf = (request: Request, was: Fields | null): ActivityAction => (request.method === 'DELETE' ? 'delete' : was ? 'update' : 'create');

/** The record's name as it is after the write, or as it was before a delete. */
const nameOf = (target: Target, was: Fields | null, is: Fields | null) => String(((is ?? was ?? {}) as Fields)[target.subject.name] ?? '');

/** A write to a record while its request runs: the record and its picture's size as the transaction began, and whether its entry went with the change. */
type Change = { target: Target; actor: Actor; was: Fields | null; pictureBefore: number | null; recorded: boolean };

export function activityRecorder(ctx: AppContext) {
  const changes = new WeakMap<Request, Change>();

  /** Entries this process has added to activity_recent since it last moved them into the indexed log. */
  let recentEntries = 0;
  async function addEntry(tx: Transaction, entry: NewEntry) {
    await insertEntry(tx, entry);
    recentEntries++;
  }
  /**
   * Run once a request's entries are written, after its transaction, never
   * inside one: the move is a write of its own. It answers nothing, as an
   * after-handle hook's answer would replace the response.
   */
  function fileWaiting(): Promise<void> | undefined {
    if (recentEntries < RECENT_LIMIT) return;
    recentEntries = 0;
    return fileRecentEntries(ctx.db, { skipIfHeld: true }).then(
      () => {},
      (error) => console.error('Filing activity entries failed:', error),
    );
  }

  const record = (entry: NewEntry) =>
    ctx.db.write((tx) => addEntry(tx, entry)).catch((error) => console.error('Recording activity failed:', error));

  /** Each subject's fields as its find answers them, from the first record read. */
  const shapes = new Map<Subject, string[]>();

  async function findRecord(db: Queries, subject: Subject, id: string) {
    const record = (await subject.find(db, id)) as Fields | null;
    if (record && !shapes.has(subject)) shapes.set(subject, Object.keys(record));
    return record;
  }

  /** Whether a write's work answered its record as the subject's find reads it: the same id and the same fields. */
  function isFoundRecord(written: unknown, subject: Subject, id: string): written is Fields {
    const shape = shapes.get(subject);
    if (!shape || idOf(written) !== id) return false;
    return Object.keys(written as Fields).length === shape.length && shape.every((key) => key in (written as Fields));
  }

  /** The size of the record's picture, read with `db`; null without one. */
  async function pictureBytes(db: Queries, subject: Subject, id: string) {
    const key = subject.picture && (await subject.picture(db, id))?.image;
    return key ? ctx.blobs.size(db, key) : null;
  }

  /** The record as the write's transaction begins, before the write's own work changes it. */
  async function readBefore(tx: Transaction, change: Change, id: string) {
    change.was = await findRecord(tx, change.target.subject, id);
    change.pictureBefore = await pictureBytes(tx, change.target.subject, id);
  }

  /** The entry of a change to a record, inside the write's transaction: the record as it is now against as it was. */
  async function recordChange(tx: Transaction, request: Request, change: Change, written: unknown) {
    const { target, actor, was } = change;
    const id = target.id ?? idOf(written);
    // A write that found no record to change answers null or false, and the route a 404.
    if (!id || written === null || written === false) return;
    const action = actionOf(request, was);
    const is = action === 'delete' ? null : isFoundRecord(written, target.subject, id) ? written : await findRecord(tx, target.subject, id);
    if (!was && !is) return;
    const name = nameOf(target, was, is);
    const pictures = { before: change.pictureBefore, after: is?.[PICTURE_FIELD] ? await pictureBytes(tx, target.subject, id) : null };
    await addEntry(tx, { ...actor, action, entity: target.subject.entity, entityId: id, name, changes: changedFields(was, is, pictures) });
    change.recorded = true;
  }

  async function recordWrite({ request, body, route, params, response, server, admin: account }: Write) {
    const answer = (response ?? {}) as Fields;
    const actor = actorOf(request, server, account);
    const named = NAMED_WRITES[`${request.method} ${route}`];
    if (named) {
      const entry = await named({ db: ctx.db, request, body, params: params ?? {}, answer, account });
      if (entry) await record({ ...actor, ...entry });
      return;
    }
    const data = (answer.data ?? null) as Fields | null;
    const target = subjectOf(route, params, body);
    // A write neither named nor of a record: what its answer says it did.
    if (!target) {
      await record({ ...actor, action: 'update', entity: 'settings', entityId: null, name: String(answer.message ?? ''), changes: [] });
      return;
    }
    // A change whose transaction gave no record id to name: recorded from the answer.
    const was = changes.get(request)?.was ?? null;
    const action = actionOf(request, was);
    const is = action === 'delete' ? null : data;
    await record({
      ...actor,
      action,
      entity: target.subject.entity,
      entityId: String((is ?? was)?._id ?? target.id ?? ''),
      name: nameOf(target, was, is),
      changes: changedFields(was, is),
    });
  }

  function readBeforeWrite({ request, body, route, params, server, admin }: Write) {
    if (isRead(request)) return;
    const target = subjectOf(route, params, body);
    if (!target) return;
    // The entry joins the change's own transaction: the two commit together, or neither does.
    const change: Change = { target, actor: actorOf(request, server, admin), was: null, pictureBefore: null, recorded: false };
    changes.set(request, change);
    joinNextWrite(changeWork(request, change));
  }

  // Apart from readBeforeWrite, whose text Elysia would otherwise take for async, and await.
  const changeWork = (request: Request, change: Change) => ({
    atStart: (tx: Transaction) => (change.target.id ? readBefore(tx, change, change.target.id) : Promise.resolve()),
    beforeCommit: (tx: Transaction, written: unknown) => recordChange(tx, request, change, written),
  });

  // The account comes from the route's `admin` or `may`, which resolve it before this runs.
  // Each hook names the context's parts it reads: Elysia prepares only those (a whole context costs headers, cookies and query).
  function recordAfterWrite({ request, body, route, params, response, server, admin }: Write) {
    if (isRead(request)) return;
    if (changes.get(request)?.recorded) return fileWaiting();
    return recordWrite({ request, body, route, params, response, server, admin }).then(fileWaiting);
  }

  // After the answer, when its status is known: the error handling answers failures before any later hook.
  function recordFailedSignIn({ request, body, server, set }: { request: Request; body: unknown; server: Serving | null; set: { status?: unknown } }) {
    if (set.status !== 401) return;
    const tried = typeof (body as Fields | null)?.username === 'string' ? String((body as Fields).username).slice(0, 100) : '';
    return record({ actor: tried, actorId: null, address: address(request, server), action: 'failed sign-in', entity: 'accounts', entityId: null, name: tried, changes: [] }).then(fileWaiting);
  }

  /**
   * `{ recordsActivity: true }` on a route: adminAuth's `admin` and `may` carry
   * it, so every route that needs an account is recorded, and the sign-in
   * steps say it; `{ recordsFailedSignIn: true }` is on the password step.
   * The public reads, the site's hot path, carry no hook at all.
   */
  const on = ctx.config.recordActivity;
  return new Elysia().macro({
    recordsActivity: on ? { beforeHandle: readBeforeWrite, afterHandle: recordAfterWrite } : {},
    // Only the password step can fail a sign-in; an after-response hook costs every route that carries one a task.
    recordsFailedSignIn: on ? { afterResponse: recordFailedSignIn } : {},
  });
}
