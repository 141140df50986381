// हिन्दी: The rules and regulations; its part of the Hindi texts (parts.ts).
import type { rulesTexts } from '../../features/rules/texts';
import type { Translation } from '../../lib/texts';
import contentPage from './content-page';

export default {
  ...contentPage,

  rules: {
    contents: 'विषय-सूची',
    meal: 'भोजन',
    weekdays: 'कार्यदिवस',
    weekends: 'सप्ताहांत और छुट्टियाँ',
  } satisfies Translation<typeof rulesTexts>,
};
