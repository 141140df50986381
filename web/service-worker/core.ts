// The site's core: the public pages a student may need offline on the first
// day without having opened them (home, rules, hostels and each hostel's page,
// people and each role's tab, files, the week's menus) and the reads they are
// made from. The worker keeps them when it installs and again when they
// change (sw.ts), within a budget; these are its rules, tested on their own.
import { apiPaths } from '../lib/api-paths';
import { paths } from '../lib/paths';

/** The most the kept core takes on the device, as stored (decoded) bytes; pictures are never part of it. */
export const CORE_BUDGET_BYTES = 4 * 1024 * 1024;

/** The lists the core pages are made from (and the app reads when moving between them): a change in one means pages to refresh. */
export const CORE_LISTS: string[] = [
  apiPaths.hostels,
  apiPaths.people,
  apiPaths.messes,
  apiPaths.messMenus,
  apiPaths.notifications,
  apiPaths.events,
  apiPaths.files,
  apiPaths.page('rules-regulations'),
  apiPaths.page('site'),
  apiPaths.page('important-links'),
  apiPaths.page('files'),
  apiPaths.page('home'),
  apiPaths.page('hostel-detail'),
];

/** What a page sends the worker, with a MessagePort, to have the core kept as it stands now: the port hears back a `CoreKept`. */
export const KEEP_CORE_MESSAGE = 'keep-core';

/** How much of the core the worker keeps. */
export type CoreKept = { addresses: number; bytes: number };

/**
 * The core's addresses after its lists, first the ones a student needs most,
 * which the budget keeps first: the site's own pages, then each hostel's
 * page and read, then each role's tab of the People page.
 */
export function coreAddresses({ hostels, people }: { hostels: { _id: string }[]; people: { role: string }[] }) {
  const roles = [...new Set(people.map((person) => person.role))];
  return [
    ...CORE_LISTS,
    paths.home,
    paths.rules,
    paths.hostels,
    paths.people,
    paths.files,
    ...hostels.flatMap((hostel) => [paths.hostel(hostel._id), apiPaths.hostel(hostel._id)]),
    ...roles.map((role) => `${paths.people}?role=${encodeURIComponent(role)}`),
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
