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
import { recordWrites } from '../record-writes';
import type { BasedOn } from '../record-version';

export function galleryService(ctx: AppContext) {
  const writes = recordWrites(ctx.activity, galleryKind);
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
        return writes.added(tx, admin, input.translations, () => repo.insertGalleryItem(tx, input, image));
      }),

    update: (admin: SignedIn, id: string, input: GalleryItemInput, basedOn: BasedOn = null) =>
      images.save(id, input.image, (tx, image) =>
        writes.changed(tx, admin, { id, basedOn, given: input.translations }, () =>
          repo.updateGalleryItem(tx, id, input, image),
        ),
      ),

    remove: (admin: SignedIn, id: string) => deleteToTrash(ctx, admin, galleryKind, id, galleryErrors.notFound),
  };
}
