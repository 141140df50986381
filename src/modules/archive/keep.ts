// How long the archive keeps an expired notice and a past event: the office's
// setting, in whole years; none (the default) keeps them always.
import type { Queries } from '../../db/database';
import { getSetting, setSetting } from '../../db/settings';
import { instituteDay } from '../../institute';

const KEEP_SETTING = 'archive_keep_years';

export const archiveKeepYears = async (db: Queries): Promise<number | null> => {
  const value = await getSetting(db, KEEP_SETTING);
  return value ? Number(value) : null;
};

export const setArchiveKeepYears = (db: Queries, years: number | null) =>
  setSetting(db, KEEP_SETTING, years === null ? '' : String(years));

/**
 * The institute's day `years` before `now`'s, 'yyyy-MM-dd': what the archive keeps is dated
 * on it or after; '' when it keeps everything. An item leaves at the institute's midnight.
 */
export function archivedSince(years: number | null, now: Date) {
  if (years === null) return '';
  const today = instituteDay(now);
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}
