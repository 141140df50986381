// A picture's writes: each one transaction with the picture, the row and its
// activity entry (the route's grant is the permission: it reaches every picture).
import type { AppContext } from '../../context';
import type { SignedIn } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { galleryKind } from './entity';
import { galleryErrors, galleryMessages, type GalleryItemInput } from './model';
import * as repo from './repo';
import { saveRecordTranslations } from '../translations/store';
import { requireVersion, type BasedOn } from '../record-version';

export function galleryService(ctx: AppContext) {
  const { activity } = ctx;
  const images = recordImages(ctx, {
    table: 'gallery',
    findImage: repo.findGalleryImage,
    notFound: galleryErrors.notFound,
  });

  return {
    images,

    create: (admin: SignedIn, input: GalleryItemInput) =>
      images.save(null, input.image, async (tx, image) => {
        if (!image?.image)
          throw badRequest(galleryMessages.pictureRequired, [
            { path: 'image', message: galleryMessages.pictureRequired },
          ]);
        const item = await repo.insertGalleryItem(tx, input, image);
        const translations = await saveRecordTranslations(tx, galleryKind, item, input.translations);
        await activity.recordChange(tx, admin, {
          kind: galleryKind,
          action: 'create',
          before: null,
          after: item,
          translations,
        });
        return item;
      }),

    update: (admin: SignedIn, id: string, input: GalleryItemInput, basedOn: BasedOn = null) =>
      images.save(id, input.image, async (tx, image) => {
        await requireVersion(tx, basedOn, galleryKind, id);
        const before = await activity.readBefore(tx, galleryKind, id);
        const item = await repo.updateGalleryItem(tx, id, input, image);
        if (item) {
          const translations = await saveRecordTranslations(tx, galleryKind, item, input.translations);
          await activity.recordChange(tx, admin, {
            kind: galleryKind,
            action: 'update',
            before,
            after: item,
            translations,
          });
        }
        return item;
      }),

    remove: (admin: SignedIn, id: string) => deleteToTrash(ctx, admin, galleryKind, id, galleryErrors.notFound),
  };
}
