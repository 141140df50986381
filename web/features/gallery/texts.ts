// Every text of the gallery page (SPEC.md section 2), in one place.
import type { GalleryCategory } from '@contract/modules/gallery/texts';
import { localized } from '../../lib/texts';

export const galleryTexts = localized('gallery', {
  title: 'Hostel Life in Pictures',
  intro: 'Rooms, messes, celebrations, games and the campus around the hostels, as residents see them every day.',
  filterLabel: 'Filter pictures by category',
  all: 'All',
  featured: 'Featured',
  enlarge: 'Enlarge:',
  empty: 'No pictures in this category yet.',
  pagination: 'Gallery pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: (page: number) => `Page ${page}`,
});

/** The categories as the page names them; the address (`?category=`) keeps the English. */
export const galleryCategoryLabels = localized<Record<GalleryCategory, string>>('galleryCategories', {
  Rooms: 'Rooms',
  Mess: 'Mess',
  Events: 'Events',
  Sports: 'Sports',
  'Campus Views': 'Campus Views',
});
