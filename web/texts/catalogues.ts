// Each translated language's interface texts. The server renders any page,
// so it has a language's whole catalogue; a browser loads, as chunks of their
// own, the frame's part and its page's part of its page's language, and no
// other: an English page none at all.
import { DEFAULT_LANGUAGE, type TranslatedLanguage } from '@contract/languages';
import { activeLanguage, addTexts, type Catalogue } from '../lib/texts';
import hi from './hi/parts';

/** The public pages by their chunk's name (web/app/chunks/). */
export type PageName =
  | 'home'
  | 'about'
  | 'hostels'
  | 'hostel-detail'
  | 'people'
  | 'gallery'
  | 'important-links'
  | 'rules'
  | 'files'
  | 'achievements'
  | 'search'
  | 'feedback'
  | 'subscribe'
  | 'sitemap'
  | 'archive'
  | 'document-page'
  | 'not-found';

/** A language's texts in parts: the frame's, which every page shows, and each page's own. */
export type CatalogueParts = Record<'frame' | PageName, () => Promise<{ default: Catalogue }>>;

/** Each translated language's whole catalogue, the pages' heads with it: the server's, never a browser's. */
export const catalogues: Record<TranslatedLanguage, () => Promise<Catalogue>> = {
  hi: () => import('./hi').then((module) => module.default),
};

/** The same texts in parts, which a browser loads; all of them but the pages' heads. */
export const catalogueParts: Record<TranslatedLanguage, CatalogueParts> = { hi };

/**
 * Adds `part` of the active language's texts to those the page
 * reads (nothing for English); rejects when it cannot be had.
 */
export async function loadTexts(part: keyof CatalogueParts) {
  const language = activeLanguage();
  if (language === DEFAULT_LANGUAGE) return;
  addTexts((await catalogueParts[language][part]()).default);
}
