// The activity log's writer. Every write calls it inside its own transaction,
// so the entry commits with the change or not at all; a sign-in, failed or
// not, is an entry of its own.
import type { Db, Queries, Transaction } from '../../db/database';
import type { BlobStore } from '../../storage/blobs';
import type { RecordKind } from '../entity';
import type { TranslationChange } from '../translations/store';
import type { ActivityAction, FieldChange } from './model';
import { claimKey, type Idempotency } from '../../http/idempotency';
import { fileRecentEntries, insertEntry, RECENT_LIMIT, type NewEntry } from './repo';

type Fields = Record<string, unknown>;

/** Who made a write, from where, and the write's Idempotency-Key, claimed with its first entry. */
export type Actor = { username: string; adminId: string | null; address: string; idempotency?: Idempotency | null };

/** A record as a write found it: its fields, and its picture's size in bytes (null without one). */
export type Before<T> = { record: T; pictureBytes: number | null };

/** Fields that change with every write, or say nothing a person changed. */
const IGNORED_FIELDS = new Set(['_id', 'createdAt', 'updatedAt', 'createdBy']);
/** The field holding a picture's address: its bytes never go in the log, only that it changed and its size. */
const PICTURE_FIELD = 'image';

type PictureSizes = { before: number | null; after: number | null };

const pictureText = (bytes: number | null, fresh = false) =>
  `a ${fresh ? 'new ' : ''}picture${bytes ? ` (${(bytes / 1024).toFixed(1)} KB)` : ''}`;

/**
 * Whether a field's value is the same before and after: lists of plain values item by item, other
 * objects by their JSON.
 */
function sameValue(was: unknown, is: unknown) {
  if (was === is) return true;
  if (typeof was !== 'object' || typeof is !== 'object' || was === null || is === null) return false;
  if (Array.isArray(was) && Array.isArray(is) && was.length === is.length && was.every((item, i) => item === is[i]))
    return true;
  return JSON.stringify(was) === JSON.stringify(is);
}

/**
 * Each field that differs, before → after; a picture by whether there is one, whether it was replaced,
 * and its size.
 */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
  pictures: PictureSizes = { before: null, after: null },
): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (field: string) => {
    if (IGNORED_FIELDS.has(field)) return;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (sameValue(was, is)) return;
    if (field === PICTURE_FIELD)
      changes.push({
        field,
        before: was && pictureText(pictures.before),
        after: is && pictureText(pictures.after, !!was),
      });
    else changes.push({ field, before: was, after: is });
  };
  for (const field in after) compare(field);
  for (const field in before) if (!after || !(field in after)) compare(field);
  return changes;
}

/** Each translated text a write changed, named by its language and path ('hi: description', 'hi: monday.lunch'). */
const translationFieldChanges = (translations: TranslationChange[]): FieldChange[] =>
  translations.map(({ language, path, before, after }) => ({ field: `${language}: ${path}`, before, after }));

/** An entry but who made it: what happened, to what, named as a person would recognise it. */
export type Happening = Omit<NewEntry, 'actor' | 'actorId' | 'address'>;

/**
 * A change to one record of an entity: `before` as read when the write began
 * (null for a create), `after` as written (null for a delete), and the
 * translations the write changed, as saveRecordTranslations returns them.
 */
export type RecordChange<T> = {
  kind: RecordKind<T>;
  action: ActivityAction;
  before: Before<T> | null;
  after: T | null;
  translations?: TranslationChange[];
};

export type ActivityLog = ReturnType<typeof activityLog>;

/** One per app (ctx.activity); with `enabled` false (the bench's baseline) it records nothing. */
export function activityLog(db: Db, blobs: BlobStore, { enabled }: { enabled: boolean }) {
  /** Entries this process has added to activity_recent since it last filed them. */
  let waiting = 0;

  function fileWaiting() {
    waiting = 0;
    fileRecentEntries(db, { skipIfHeld: true }).catch((error) =>
      console.error('Filing activity entries failed:', error),
    );
  }

  async function pictureBytes<T>(tx: Queries, kind: RecordKind<T>, id: string) {
    const key = kind.picture && (await kind.picture(tx, id))?.image;
    return key ? blobs.size(tx, key) : null;
  }

  /** The transactions that claimed their write's key: a write of several entries claims it once. */
  const claimed = new WeakSet<Transaction>();

  /**
   * Adds the entry inside `tx`; once enough wait, they are filed after the
   * commit. A write's first entry claims its Idempotency-Key in the same
   * transaction, so a resend while it runs is refused and rolled back.
   */
  async function record(tx: Transaction, actor: Actor, happening: Happening) {
    if (actor.idempotency && actor.adminId && !claimed.has(tx)) {
      claimed.add(tx);
      await claimKey(tx, actor.adminId, actor.idempotency);
    }
    if (!enabled) return;
    await insertEntry(tx, { ...happening, actor: actor.username, actorId: actor.adminId, address: actor.address });
    if (++waiting === RECENT_LIMIT) tx.afterCommit(fileWaiting);
  }

  return {
    record,

    /** An entry in a transaction of its own: a sign-in, a failed sign-in. A failure is logged, never the caller's. */
    recordAlone: (actor: Actor, happening: Happening) =>
      db
        .write((tx) => record(tx, actor, happening))
        .catch((error) => console.error('Recording activity failed:', error)),

    /** The record `id` as the write begins, with its picture's size, for recordChange to compare with. */
    async readBefore<T>(tx: Queries, kind: RecordKind<T>, id: string): Promise<Before<T> | null> {
      if (!enabled) return null;
      const record = await kind.find(tx, id);
      return record && { record, pictureBytes: await pictureBytes(tx, kind, id) };
    },

    /** The entry of a change to one record: each field before → after, then each translated text. */
    async recordChange<T>(
      tx: Transaction,
      actor: Actor,
      { kind, action, before, after, translations = [] }: RecordChange<T>,
    ) {
      if (!enabled) return;
      const was = (before?.record ?? null) as Fields | null;
      const is = after as Fields | null;
      const subject = is ?? was;
      if (!subject) return;
      const id = String(subject._id);
      const pictures = {
        before: before?.pictureBytes ?? null,
        after: is?.[PICTURE_FIELD] ? await pictureBytes(tx, kind, id) : null,
      };
      await record(tx, actor, {
        action,
        entity: kind.entity,
        entityId: id,
        name: String(subject[kind.nameField] ?? ''),
        changes: [...changedFields(was, is, pictures), ...translationFieldChanges(translations)],
      });
    },
  };
}
