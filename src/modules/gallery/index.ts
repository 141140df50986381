import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { NotModified, responds } from '../../http/contract';
import { contentWrites } from '../write-routes';
import { GalleryItem, GalleryItemInput, galleryMessages } from './model';
import { readGallery, readGalleryItem } from './reads';
import { galleryService } from './service';

export function galleryRoutes(ctx: AppContext) {
  const { responses } = ctx;
  const gallery = galleryService(ctx);

  return new Elysia({ prefix: '/api/gallery' })
    .use(adminAuth(ctx))
    .get('/', async ({ request, set }) => responses.send({ request, set }, readGallery(ctx)), {
      detail: responds("Every picture of the gallery, in the gallery's order", { 200: v.array(GalleryItem), 304: NotModified }),
    })
    .use(gallery.images.route)
    .get('/:id', async ({ params, request, set }) => responses.send({ request, set }, readGalleryItem(ctx, params.id)), {
      params: idParam,
      detail: responds('One picture of the gallery', { 200: GalleryItem, 304: NotModified }),
    })
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
