import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import { galleryKind } from './entity';
import type { AppContext } from '../../context';
import { contentWrites, listRoute, recordRoute } from '../entity-routes';
import { GalleryItem, GalleryItemInput, galleryMessages } from './model';
import { readGallery, readGalleryItem } from './reads';
import { galleryService } from './service';

export function galleryRoutes(ctx: AppContext) {
  const gallery = galleryService(ctx);

  return new Elysia({ prefix: MANIFEST.gallery.path })
    .use(
      listRoute(ctx, {
        summary: "Every picture of the gallery, in the gallery's order",
        record: GalleryItem,
        read: readGallery,
        kind: galleryKind,
      }),
    )
    .use(gallery.images.route)
    .use(
      recordRoute(ctx, {
        summary: 'One picture of the gallery',
        record: GalleryItem,
        read: readGalleryItem,
        kind: galleryKind,
      }),
    )
    .use(
      contentWrites(ctx, {
        entity: 'gallery',
        input: GalleryItemInput,
        record: GalleryItem,
        service: gallery,
        messages: galleryMessages,
        summaries: {
          create: 'Add a picture to the gallery',
          update: 'Change a picture of the gallery',
          remove: 'Delete a picture of the gallery (to the trash)',
        },
      }),
    );
}
