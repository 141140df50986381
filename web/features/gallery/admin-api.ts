// The gallery: the console's list and writes.
import type { GalleryItem, GalleryItemInput } from '@contract/modules/gallery/model';
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';

/** Every picture; undefined until the first fetch ends, an empty list when it failed (SPEC.md section 4). */
export function useAdminGallery() {
  return useConsoleList<GalleryItem>(apiPaths.gallery, 'the gallery');
}

/** What the form sends: the picture a new data URL or the current URL (kept). */
export type GalleryDraft = Omit<GalleryItemInput, 'image'> & { image: string | null };

/** The console's writes; the list keeps the server's order: by order, then as added. */
export const galleryWrites = entityWrites<GalleryItem, GalleryDraft>({
  list: apiPaths.gallery,
  item: apiPaths.galleryItem,
  order: (a, b) => a.order - b.order || a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  shownIn: [adminApiPaths.adminTranslations('gallery')],
});
