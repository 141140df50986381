// The gallery's texts and categories, which the web shows too (SPEC.md
// sections 2 and 9). Apart from model.ts, which re-exports them, so the public
// pages read them without valibot.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '../../languages';

/** The categories a picture is filed under; the page's filters add 'All' before them. */
export const GALLERY_CATEGORIES = ['Rooms', 'Mess', 'Events', 'Sports', 'Campus Views'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** The categories in each translated language: the Gallery page's and search's (the address keeps the English). */
export const GALLERY_CATEGORY_LABELS: Record<TranslatedLanguage, Record<GalleryCategory, string>> = {
  hi: { Rooms: 'कमरे', Mess: 'मेस', Events: 'कार्यक्रम', Sports: 'खेलकूद', 'Campus Views': 'परिसर के दृश्य' },
};

/** A category as `language` names it. */
export const categoryLabelIn = (language: Language, category: GalleryCategory) => (language === DEFAULT_LANGUAGE ? category : GALLERY_CATEGORY_LABELS[language][category]);

/** How many featured pictures the home page's preview shows. */
export const PREVIEW_SIZE = 5;

export const galleryMessages = {
  pictureRequired: 'Picture is required',
  added: 'Picture added successfully!',
  updated: 'Picture updated successfully!',
  deleted: 'Picture deleted successfully!',
};
