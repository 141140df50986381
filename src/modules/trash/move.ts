import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { notFound } from '../../http/errors';
import type { Actor } from '../activity/log';
import type { RecordKind } from '../entity';
import type { Trashable } from './trashable';
import { insertTrash } from './repo';

/**
 * Deletes a record into the trash, in one transaction with its activity
 * entry: the record and its links as they are, and its picture or file kept
 * where it is. `check` runs first on the locked record (a refusal there
 * changes nothing); a record missing is a 404 with `missing`.
 */
export async function deleteToTrash<T>(
  { db, blobs, activity }: AppContext,
  actor: Actor,
  kind: RecordKind<T> & { trash: Trashable },
  id: string,
  missing: string,
  check?: (tx: Transaction) => Promise<void>,
) {
  await db.write(async (tx) => {
    await tx.lockRow(kind.entity, id, kind.trash.key);
    const before = await activity.readBefore(tx, kind, id);
    const captured = await kind.trash.capture(tx, id);
    if (!captured) throw notFound(missing);
    await check?.(tx);
    await insertTrash(tx, {
      entity: kind.trash.entity,
      record_id: id,
      name: captured.name,
      record: JSON.stringify(captured.snapshot),
      blob: captured.blob,
      size: captured.blob ? await blobs.size(tx, captured.blob) : 0,
      deleted_by: actor.username,
    });
    await kind.trash.remove(tx, id);
    await activity.recordChange(tx, actor, { kind, action: 'delete', before, after: null });
  });
}
