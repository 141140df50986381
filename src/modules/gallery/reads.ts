import type { AppContext } from '../../context';
import { readOne } from '../read-one';
import { galleryErrors } from './model';
import * as repo from './repo';

/** Every picture in the gallery's order, as the API returns it and the public pages show it. */
export const readGallery = ({ db, responses }: AppContext) =>
  responses.read('gallery', async () => ({ value: await repo.listGallery(db) }));

/** One picture; a 404 when there is none. */
export const readGalleryItem = (ctx: AppContext, id: string) =>
  readOne(ctx, `gallery ${id}`, () => repo.findGalleryItem(ctx.db, id), galleryErrors.notFound);
