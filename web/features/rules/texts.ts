// The rules page's own words around the office's content (src/modules/pages/content/rules.ts).
import { localized } from '../../lib/texts';

export const rulesTexts = localized('rules', {
  contents: 'Contents',
  meal: 'Meal',
  weekdays: 'Weekdays',
  weekends: 'Weekends and holidays',
});
