// Each translated language's interface texts, a chunk of its own: a page
// downloads its own language's texts and no other's.
import type { TranslatedLanguage } from '@contract/languages';
import type { Catalogue } from '../lib/texts';

export const catalogues: Record<TranslatedLanguage, () => Promise<Catalogue>> = {
  hi: () => import('./hi').then((module) => module.default),
};
