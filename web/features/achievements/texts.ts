// Every text of the achievements page that SPEC.md quotes, in one place.
export const achievementTexts = {
  title: 'Our Achievements',
  intro: 'Milestones and recognitions earned by our hostels, staff and residents over the years.',
  filterLabel: 'Filter achievements by category',
  all: 'All',
  learnMore: 'Learn More',
  /** SPEC.md: 'Showing N of 6 achievements'. */
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} achievements`,
  emptyTitle: 'No Achievements Found',
  emptyHint: 'There are no achievements in this category yet. Try another category.',
};
