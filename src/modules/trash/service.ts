import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { deleteRecordTranslations } from '../translations/repo';
import type { SignedIn } from '../../auth/guard';
import { DAY_MS } from '../../db/daily-chore';
import { notFound } from '../../http/errors';
import { ENTITIES, OTHER_TRASHABLES } from '../entities';
import { trashErrors, trashMessages, type TrashEntity } from './model';
import type { Trashable } from './trashable';
import { deleteTrashed, expiredTrash, findTrashed } from './repo';

const KINDS = Object.fromEntries(
  [...ENTITIES.map((kind) => kind.trash), ...OTHER_TRASHABLES].map((trash) => [trash.entity, trash]),
) as Record<TrashEntity, Trashable>;

/** How many expired items one transaction of the daily emptying takes. */
const EMPTYING_BATCH = 100;

/** A trashed item's translations, and those of what it owns (a mess's weekly menu). */
async function deleteTranslationsOf(tx: Queries, item: { entity: TrashEntity; record_id: string }) {
  if (KINDS[item.entity].holdsTranslations) return;
  for (const entity of [item.entity, ...(KINDS[item.entity].ownedTranslations ?? [])])
    await deleteRecordTranslations(tx, entity, item.record_id);
}

/** Puts an item back where it was deleted from, with the links that still exist; says what it could not bring back. */
export async function restoreFromTrash({ db, activity }: AppContext, admin: SignedIn, id: string) {
  return db.write(async (tx) => {
    await tx.lockRow('trash', id);
    const item = await findTrashed(tx, id);
    if (!item) throw notFound(trashErrors.notFound);
    const notes = await KINDS[item.entity].restore(tx, JSON.parse(item.record));
    await deleteTrashed(tx, id);
    await activity.record(tx, admin, {
      action: 'restore',
      entity: item.entity,
      entityId: item.record_id,
      name: item.name,
      changes: [],
    });
    return {
      message: trashMessages.restored(item.name),
      data: { entity: item.entity, _id: item.record_id, name: item.name, notes },
    };
  });
}

/** Deletes an item for good, with its picture or file and its translations. */
export async function purgeFromTrash({ db, blobs, activity }: AppContext, admin: SignedIn, id: string) {
  return db.write(async (tx) => {
    await tx.lockRow('trash', id);
    const item = await findTrashed(tx, id);
    if (!item) throw notFound(trashErrors.notFound);
    await deleteTrashed(tx, id);
    await blobs.drop(tx, item.blob);
    await deleteTranslationsOf(tx, item);
    await activity.record(tx, admin, {
      action: 'purge',
      entity: item.entity,
      entityId: item.record_id,
      name: item.name,
      changes: [],
    });
    return {
      message: trashMessages.purged(item.name),
      data: { entity: item.entity, _id: item.record_id, name: item.name },
    };
  });
}

/** Deletes for good what has been in the trash longer than `days`; returns how many went. */
export async function emptyExpiredTrash({ db, blobs }: AppContext, days: number) {
  const before = new Date(Date.now() - days * DAY_MS).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await db.write(async (tx) => {
      const expired = await expiredTrash(tx, before, EMPTYING_BATCH);
      for (const item of expired) {
        await deleteTrashed(tx, item.id);
        await blobs.drop(tx, item.blob);
        await deleteTranslationsOf(tx, item);
      }
      return expired.length;
    });
    removed += batch;
    if (batch < EMPTYING_BATCH) return removed;
  }
}
