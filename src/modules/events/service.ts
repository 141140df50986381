// An event's writes: each one transaction with the permission check on the
// record, the picture, the row and its activity entry.
import type { AppContext } from '../../context';
import { requireMay, type SignedIn } from '../../auth/guard';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { eventKind } from './entity';
import { eventErrors, type EventInput } from './model';
import * as repo from './repo';
import { recordWrites } from '../record-writes';
import type { BasedOn } from '../record-version';

export function eventService(ctx: AppContext) {
  const writes = recordWrites(ctx.activity, eventKind);
  const images = recordImages(ctx, { table: 'events', findImage: repo.findEventImage, notFound: eventErrors.notFound });

  return {
    images,

    create: (admin: SignedIn, input: EventInput) =>
      images.save(null, input.image, (tx, image) =>
        writes.added(tx, admin, input.translations, () => repo.insertEvent(tx, input, image, admin.adminId)),
      ),

    update: (admin: SignedIn, id: string, input: EventInput, basedOn: BasedOn = null) =>
      images.save(id, input.image, (tx, image) =>
        writes.changed(tx, admin, { id, basedOn, given: input.translations }, () =>
          repo.updateEvent(tx, id, input, image),
        ),
      ),

    /** A warden deletes only the events it added. */
    remove: (admin: SignedIn, id: string) =>
      deleteToTrash(ctx, admin, eventKind, id, eventErrors.notFound, async (tx) =>
        requireMay(admin.account, 'events.delete', { createdBy: await repo.creatorOfEvent(tx, id) }),
      ),
  };
}
