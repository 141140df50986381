// The gallery's texts and categories, which the web shows too (SPEC.md
// sections 2 and 9). Apart from model.ts, which re-exports them, so the public
// pages read them without valibot.

/** The categories a picture is filed under; the page's filters add 'All' before them. */
export const GALLERY_CATEGORIES = ['Rooms', 'Mess', 'Events', 'Sports', 'Campus Views'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** How many featured pictures the home page's preview shows. */
export const PREVIEW_SIZE = 5;

export const galleryMessages = {
  pictureRequired: 'Picture is required',
  added: 'Picture added successfully!',
  updated: 'Picture updated successfully!',
  deleted: 'Picture deleted successfully!',
};
