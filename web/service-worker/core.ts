// The site's core: the public pages a student may need offline on the first
// day without having opened them (home, rules, hostels and each hostel's page,
// people and each role's tab, files, the week's menus) and the reads they are
// made from. The worker keeps them when it installs and again when they
// change (sw.ts), within a budget; these are its rules, tested on their own.
import { DEFAULT_LANGUAGE, pathIn, readIn, type Language } from '@contract/languages';
import { apiPaths } from '../lib/api-paths';
import { paths } from '../lib/paths';

/** The most the kept core takes on the device, as stored (decoded) bytes; pictures are never part of it. */
export const CORE_BUDGET_BYTES = 4 * 1024 * 1024;

/**
 * The lists the core pages are made from (and the app reads when
 * moving between them): a change in one means pages to refresh.
 */
export const CORE_LISTS: string[] = [
  apiPaths.hostels,
  apiPaths.people,
  apiPaths.messes,
  apiPaths.messMenus,
  apiPaths.latestNotifications,
  apiPaths.upcomingEvents,
  apiPaths.files,
  apiPaths.page('rules-regulations'),
  apiPaths.page('site'),
  apiPaths.page('important-links'),
  apiPaths.page('files'),
  apiPaths.page('home'),
  apiPaths.page('hostel-detail'),
];

/** The core's lists as a page in `language` reads them. */
export const coreLists = (language: Language) => CORE_LISTS.map((address) => readIn(language, address));

/**
 * What a page sends the worker, with a MessagePort, to have the
 * core kept as it stands now: the port hears back a `CoreKept`.
 */
export const KEEP_CORE_MESSAGE = 'keep-core';

/** How much of the core the worker keeps. */
export type CoreKept = { addresses: number; bytes: number };

/**
 * The core's addresses after its lists, first the ones a student needs most,
 * which the budget keeps first: the site's own pages, then each hostel's
 * page and read, then each role's tab of the People page; in the language
 * of the pages the student reads.
 */
export function coreAddresses(
  { hostels, people }: { hostels: { _id: string }[]; people: { role: string }[] },
  language: Language = DEFAULT_LANGUAGE,
) {
  const roles = [...new Set(people.map((person) => person.role))];
  const page = (path: string) => pathIn(language, path);
  return [
    ...coreLists(language),
    ...[paths.home, paths.rules, paths.hostels, paths.people, paths.files].map(page),
    ...hostels.flatMap((hostel) => [page(paths.hostel(hostel._id)), readIn(language, apiPaths.hostel(hostel._id))]),
    ...roles.map((role) => page(`${paths.people}?role=${encodeURIComponent(role)}`)),
  ];
}

/**
 * Which copies fit the budget: taken in their order, each that still fits is
 * kept and one too large for what is left is passed over, so a smaller one
 * after it may still be kept.
 */
export function withinBudget<T extends { bytes: number }>(copies: T[], budget: number): T[] {
  let left = budget;
  return copies.filter((copy) => {
    if (copy.bytes > left) return false;
    left -= copy.bytes;
    return true;
  });
}
