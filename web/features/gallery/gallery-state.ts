// The gallery page's state: the category, the page and the picture open in
// the lightbox (an index into the filtered list, so it walks across pages).
import type { GalleryCategory } from '@contract/modules/gallery/texts';
import type { GalleryItem } from '@contract/modules/gallery/model';
import { pageCount, pageItems } from './paging';

export type GalleryFilter = 'All' | GalleryCategory;

export type GalleryState = { filter: GalleryFilter; page: number; open: number | null };

export type GalleryAction =
  | { type: 'filter'; filter: GalleryFilter }
  | { type: 'page'; page: number }
  | { type: 'open'; index: number }
  | { type: 'step'; by: -1 | 1 }
  | { type: 'close' };

export const initialGalleryState: GalleryState = { filter: 'All', page: 1, open: null };

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'filter':
      return { filter: action.filter, page: 1, open: null };
    case 'page':
      return { ...state, page: action.page };
    case 'open':
      return { ...state, open: action.index };
    case 'step':
      return state.open === null ? state : { ...state, open: state.open + action.by };
    case 'close':
      return { ...state, open: null };
  }
}

/**
 * What the page shows for a state: the filtered list, the page (the last one
 * for an address naming a page past it), its slice, and the lightbox's picture and neighbours.
 */
export function galleryView(state: GalleryState, items: GalleryItem[]) {
  const filtered = state.filter === 'All' ? items : items.filter((item) => item.category === state.filter);
  const pages = pageCount(filtered.length);
  const page = Math.min(state.page, pages);
  const open = state.open === null ? null : (filtered[state.open] ?? null);
  return {
    filtered,
    page,
    pages,
    onPage: pageItems(filtered, page),
    open,
    hasPrevious: open !== null && state.open! > 0,
    hasNext: open !== null && state.open! < filtered.length - 1,
  };
}
