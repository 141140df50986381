import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam } from '../../http/fields';
import { Deleted, NotModified, Written, responds } from '../../http/contract';
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
    .post('/', async ({ body, admin }) => ({ message: galleryMessages.added, data: await gallery.create(admin, body) }), {
      may: 'gallery.create',
      body: GalleryItemInput,
      detail: responds('Add a picture to the gallery', { 200: Written(GalleryItem) }),
    })
    .put('/:id', async ({ params, body, admin }) => ({ message: galleryMessages.updated, data: await gallery.update(admin, params.id, body) }), {
      may: 'gallery.update',
      params: idParam,
      body: GalleryItemInput,
      detail: responds('Change a picture of the gallery', { 200: Written(GalleryItem) }),
    })
    .delete(
      '/:id',
      async ({ params, admin }) => {
        await gallery.remove(admin, params.id);
        return { message: galleryMessages.deleted, data: { _id: params.id } };
      },
      { may: 'gallery.delete', params: idParam, detail: responds('Delete a picture of the gallery (to the trash)', { 200: Deleted }) },
    );
}
