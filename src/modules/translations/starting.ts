// The Hindi a new site starts with: SPEC.md's pages as shipped and the nine
// starting gallery pictures, translated. Added once per database, old or new,
// and never over a translation the office made; each remembers the shipped
// English, so a page the office has since reworded shows its new English.
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { getSetting, setSetting } from '../../db/settings';
import type { TranslatedLanguage } from '../../languages';
import { PAGE_CATALOGUE, type PageSlug } from '../pages/catalogue';
import about from '../pages/content/defaults/about.hi.json';
import achievements from '../pages/content/defaults/achievements.hi.json';
import files from '../pages/content/defaults/files.hi.json';
import home from '../pages/content/defaults/home.hi.json';
import hostelDetail from '../pages/content/defaults/hostel-detail.hi.json';
import importantLinks from '../pages/content/defaults/important-links.hi.json';
import rules from '../pages/content/defaults/rules.hi.json';
import site from '../pages/content/defaults/site.hi.json';
import policies from '../pages/content/policies.hi.json';
import { startingGallery } from '../gallery/starting-items';
import { startingGalleryHindi } from '../gallery/starting-items.hi';
import { pageTranslations } from '../pages/entity';
import { textsWithin } from './paths';
import { insertTranslationsIfNone, type TranslationRow } from './repo';

const ADDED = 'starting_translations_added';

const hindiPages: Record<PageSlug, object> = {
  about,
  achievements,
  files,
  home,
  'hostel-detail': hostelDetail,
  'important-links': importantLinks,
  'rules-regulations': rules,
  site,
  ...(policies as Record<
    'copyright-policy' | 'hyperlinking-policy' | 'privacy-policy' | 'terms-of-use' | 'accessibility-statement' | 'help',
    object
  >),
};

/** Each text of `english` that `translated` (the same shape) gives otherwise, as a translation into `language`. */
async function addNested(
  tx: Queries,
  entity: string,
  recordId: string,
  language: TranslatedLanguage,
  english: object,
  translated: object,
) {
  const texts = textsWithin(translated);
  const rows = [...textsWithin(english)]
    .map(([path, source]) => ({ record_id: recordId, language, path, text: texts.get(path), source }))
    .filter((row): row is TranslationRow => !!row.text && row.text !== row.source);
  await insertTranslationsIfNone(tx, entity, rows);
}

export function addStartingTranslationsOnce(ctx: AppContext) {
  return ctx.db.exclusive('starting translations', async () => {
    if (await getSetting(ctx.db, ADDED)) return;
    await ctx.db.write(async (tx) => {
      for (const [slug, translated] of Object.entries(hindiPages) as [PageSlug, object][]) {
        await addNested(tx, pageTranslations.entity, slug, 'hi', PAGE_CATALOGUE[slug].defaults as object, translated);
      }
      const captions = startingGallery.map(({ caption }, index) => ({
        record_id: `gallery-${index + 1}`,
        language: 'hi' as const,
        path: 'caption',
        text: startingGalleryHindi[caption],
        source: caption,
      }));
      await insertTranslationsIfNone(
        tx,
        'gallery',
        captions.filter((row) => row.text),
      );
      await setSetting(tx, ADDED, new Date().toISOString());
    });
  });
}
