// The archive's pages: expired notices and past events by year (GIGW's content archival).
import { localized } from '../../lib/texts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const archiveTexts = localized('archive', {
  title: 'Archive',
  intro: 'Notices that have expired and events that have taken place, kept by year.',
  yearTitle: (year: number) => `Archive of ${year}`,
  yearIntro: (year: number) => `The notices that expired and the events that took place in ${year}.`,
  searchLabel: 'Search the archive',
  searchPlaceholder: 'A word from a title or its text',
  yearsTitle: 'Years',
  yearCounts: (notices: number, events: number) =>
    `${count(notices, 'notice', 'notices')}, ${count(events, 'event', 'events')}`,
  found: (n: number) => `${count(n, 'item', 'items')} found`,
  notices: 'Notices',
  events: 'Events',
  notice: 'Notice',
  event: 'Event',
  expiredOn: (date: string) => `Expired on ${date}`,
  postedOn: (date: string) => `Posted on ${date}`,
  heldOn: (date: string) => `Held on ${date}`,
  time: 'Time',
  place: 'Place',
  moreAt: 'Read more',
  allYears: 'All years',
  backToYear: (year: number) => `Back to ${year}`,
  loading: 'Loading the archive...',
  emptyTitle: 'Nothing in the archive yet',
  emptyHint: 'A notice comes here once it expires, and an event once its day has passed.',
  noneInYear: 'None in this year.',
  noResults: (query: string) => `Nothing in the archive matches "${query}"`,
  noResultsHint: 'Check the spelling, or try one word from the title.',
  notFoundTitle: 'Not in the archive',
  notFoundText: 'This item is not in the archive: the office may have kept it out, or the archive no longer keeps it.',
});
