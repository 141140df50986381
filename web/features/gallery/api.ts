// The gallery: the public pages' read (the console's list and writes are admin-api.ts).
import useSWR from 'swr';
import { PREVIEW_SIZE } from '@contract/modules/gallery/texts';
import type { GalleryItem } from '@contract/modules/gallery/model';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';

/** Every picture in the gallery's order; an empty list while loading or after a failure. */
export function useGallery(): GalleryItem[] {
  return useSWR<GalleryItem[]>(apiPaths.gallery, publicRead).data ?? [];
}

/** The home page's preview: the featured pictures, in the gallery's order. */
export const useFeaturedPictures = () =>
  useGallery()
    .filter((item) => item.featured)
    .slice(0, PREVIEW_SIZE);
