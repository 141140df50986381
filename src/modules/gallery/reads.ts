import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { galleryErrors } from './model';
import * as repo from './repo';

/** Every picture in the gallery's order, as the API returns it and the public pages show it. */
export const readGallery = ({ db, responses }: AppContext) => responses.read('gallery', async () => ({ value: await repo.listGallery(db) }));

/** One picture; a 404 when there is none. */
export const readGalleryItem = ({ db, responses }: AppContext, id: string) =>
  responses.read(`gallery ${id}`, async () => {
    const item = await repo.findGalleryItem(db, id);
    if (!item) throw notFound(galleryErrors.notFound);
    return { value: item };
  });
