// The categories in each translated language, apart from texts.ts so that an
// English page, which reads the categories, downloads none of them.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '../../languages';
import type { GalleryCategory } from './texts';

/** The categories in each translated language: the Gallery page's and search's (the address keeps the English). */
export const GALLERY_CATEGORY_LABELS: Record<TranslatedLanguage, Record<GalleryCategory, string>> = {
  hi: { Rooms: 'कमरे', Mess: 'मेस', Events: 'कार्यक्रम', Sports: 'खेलकूद', 'Campus Views': 'परिसर के दृश्य' },
};

/** A category as `language` names it. */
export const categoryLabelIn = (language: Language, category: GalleryCategory) =>
  language === DEFAULT_LANGUAGE ? category : GALLERY_CATEGORY_LABELS[language][category];
