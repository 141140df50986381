// An event's writes: each one transaction with the permission check on the
// record, the picture, the row and its activity entry.
import type { AppContext } from '../../context';
import { requireMay, type SignedIn } from '../../auth/guard';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { eventKind } from './entity';
import { eventErrors, type EventInput } from './model';
import * as repo from './repo';
import { saveRecordTranslations } from '../translations/store';
import { requireVersion, type BasedOn } from '../record-version';

export function eventService(ctx: AppContext) {
  const { activity } = ctx;
  const images = recordImages(ctx, { table: 'events', findImage: repo.findEventImage, notFound: eventErrors.notFound });

  return {
    images,

    create: (admin: SignedIn, input: EventInput) =>
      images.save(null, input.image, async (tx, image) => {
        const event = await repo.insertEvent(tx, input, image, admin.adminId);
        const translations = await saveRecordTranslations(tx, eventKind, event, input.translations);
        await activity.recordChange(tx, admin, {
          kind: eventKind,
          action: 'create',
          before: null,
          after: event,
          translations,
        });
        return event;
      }),

    update: (admin: SignedIn, id: string, input: EventInput, basedOn: BasedOn = null) =>
      images.save(id, input.image, async (tx, image) => {
        await requireVersion(tx, basedOn, eventKind, id);
        const before = await activity.readBefore(tx, eventKind, id);
        const event = await repo.updateEvent(tx, id, input, image);
        if (event) {
          const translations = await saveRecordTranslations(tx, eventKind, event, input.translations);
          await activity.recordChange(tx, admin, {
            kind: eventKind,
            action: 'update',
            before,
            after: event,
            translations,
          });
        }
        return event;
      }),

    /** A warden deletes only the events it added. */
    remove: (admin: SignedIn, id: string) =>
      deleteToTrash(ctx, admin, eventKind, id, eventErrors.notFound, async (tx) =>
        requireMay(admin.account, 'events.delete', { createdBy: await repo.creatorOfEvent(tx, id) }),
      ),
  };
}
