// The search page's texts.
import type { SearchType } from '@contract/modules/search/model';
import { MANIFEST, entitiesWith, type EntitySearchType } from '@contract/manifest';
import { localized } from '../../lib/texts';

export const searchTexts = localized('search', {
  title: 'Search',
  intro: 'Find people, hostels, messes, notifications, events and files by the start of any word.',
  label: 'Search the site',
  placeholder: 'A name, hostel, department or notice',
  submit: 'Search',
  prompt: 'Type the start of a name, a hostel, a department or a word from a notice or an event.',
  loading: 'Searching...',
  count: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  empty: (query: string) => `No results for "${query}"`,
  emptyHint: 'Check the spelling, or try the first letters of a word.',
  download: 'Download',
  /** Each group's heading: an entity's records as its manifest row calls them, then the pages. */
  groups: {
    ...(Object.fromEntries(
      entitiesWith('search').map((name) => [MANIFEST[name].search.type, MANIFEST[name].many]),
    ) as Record<EntitySearchType, string>),
    page: 'Pages',
  } satisfies Record<SearchType, string>,
});
