// हिन्दी: The achievements; its part of the Hindi texts (parts.ts).
import type { achievementTexts } from '../../features/achievements/texts';
import type { Translation } from '../../lib/texts';
import contentPage from './content-page';

export default {
  ...contentPage,

  achievements: {
    filterLabel: 'उपलब्धियों को श्रेणी के अनुसार देखें',
    all: 'सभी',
    learnMore: 'और जानें',
    showing: (shown: number, total: number) =>
      shown === 1 ? `${total} में से 1 उपलब्धि दिखाई जा रही है` : `${total} में से ${shown} उपलब्धियाँ दिखाई जा रही हैं`,
    emptyTitle: 'कोई उपलब्धि नहीं मिली',
    emptyHint: 'इस श्रेणी में अभी कोई उपलब्धि नहीं है। कोई दूसरी श्रेणी चुनें।',
  } satisfies Translation<typeof achievementTexts>,
};
