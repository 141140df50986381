// हिन्दी: An editable page's loading line, on every page the office writes.
import type { contentPageTexts } from '../../pages/public/content-page';
import type { Translation } from '../../lib/texts';

export default {
  contentPage: {
    loading: 'लोड हो रहा है...',
  } satisfies Translation<typeof contentPageTexts>,
};
