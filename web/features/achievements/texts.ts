// The achievements page's own words around the office's content (src/modules/pages/content/achievements.ts).
import { localized } from '../../lib/texts';

export const achievementTexts = localized('achievements', {
  filterLabel: 'Filter achievements by category',
  all: 'All',
  learnMore: 'Learn More',
  /** SPEC.md: 'Showing N of 6 achievements'. */
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} achievements`,
  emptyTitle: 'No Achievements Found',
  emptyHint: 'There are no achievements in this category yet. Try another category.',
});
