import { describe, expect, test } from 'bun:test';
import type { GalleryItem } from '@contract/modules/gallery/model';
import { GALLERY_PAGE_SIZE } from './paging';
import { galleryReducer, galleryView, initialGalleryState, type GalleryState } from './gallery-state';

// Twenty rooms and one sports picture: enough for three pages.
const picture = (id: string, caption: string, category: GalleryItem['category'], order: number): GalleryItem => ({
  _id: id,
  image: `/api/gallery/image/${id}?v=1`,
  caption,
  category,
  featured: false,
  order,
  createdAt: '',
  updatedAt: '',
});
const items: GalleryItem[] = [
  ...Array.from({ length: 20 }, (_, index) => picture(`room-${index + 1}`, `Room ${index + 1}`, 'Rooms', index + 1)),
  picture('sport', 'Sport', 'Sports', 21),
];

describe('gallery state', () => {
  test('pages of 9 over the filtered list', () => {
    expect(GALLERY_PAGE_SIZE).toBe(9);
    const view = galleryView({ ...initialGalleryState, page: 3 }, items);
    expect(view.pages).toBe(3);
    expect(view.onPage.map((item) => item._id)).toEqual(['room-19', 'room-20', 'sport']);
    expect(galleryView({ ...initialGalleryState, filter: 'Sports' }, items).pages).toBe(1);
  });

  test('an address naming a page past the last shows the last', () => {
    const view = galleryView({ ...initialGalleryState, page: 7 }, items);
    expect(view.page).toBe(3);
    expect(view.onPage.map((item) => item._id)).toEqual(['room-19', 'room-20', 'sport']);
    expect(galleryView({ filter: 'Sports', page: 2, open: null }, items).page).toBe(1);
  });

  test('changing the category goes back to page 1 and closes the lightbox', () => {
    const state: GalleryState = { filter: 'All', page: 3, open: 19 };
    expect(galleryReducer(state, { type: 'filter', filter: 'Rooms' })).toEqual({
      filter: 'Rooms',
      page: 1,
      open: null,
    });
    expect(galleryReducer(state, { type: 'filter', filter: 'All' })).toEqual({ filter: 'All', page: 1, open: null });
  });

  test('the lightbox has a neighbour arrow only where one exists', () => {
    const at = (open: number, filter: GalleryState['filter'] = 'All') => {
      const { hasPrevious, hasNext, open: item } = galleryView({ filter, page: 1, open }, items);
      return { caption: item?.caption, hasPrevious, hasNext };
    };
    expect(at(0)).toEqual({ caption: 'Room 1', hasPrevious: false, hasNext: true });
    expect(at(9)).toEqual({ caption: 'Room 10', hasPrevious: true, hasNext: true });
    expect(at(20)).toEqual({ caption: 'Sport', hasPrevious: true, hasNext: false });
    expect(at(0, 'Sports')).toEqual({ caption: 'Sport', hasPrevious: false, hasNext: false });
  });

  test('stepping moves through the filtered list, across pages', () => {
    let state = galleryReducer(initialGalleryState, { type: 'open', index: 8 });
    state = galleryReducer(state, { type: 'step', by: 1 });
    expect(galleryView(state, items).open?.caption).toBe('Room 10');
    state = galleryReducer(state, { type: 'step', by: -1 });
    expect(galleryView(state, items).open?.caption).toBe('Room 9');
    expect(galleryReducer(state, { type: 'close' }).open).toBeNull();
  });
});
