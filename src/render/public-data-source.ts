// The public data a page is rendered from (web/render.tsx reads it): the
// cached lists the API answers visitors with, never a query of its own.
import * as v from 'valibot';
import type { AppContext } from '../context';
import type { Entry } from '../modules/list-cache';
import { HttpError } from '../http/errors';
import { idParam } from '../http/fields';
import { readPublishedNotifications } from '../modules/notifications';
import { readEvents } from '../modules/events';
import { readHostel, readHostels } from '../modules/hostels';
import { readMessMenus, readMesses } from '../modules/messes';
import { readPeople } from '../modules/people';
import { readFiles } from '../modules/files';
import { readSearch } from '../modules/search';
import type { PublicData } from './public-data';

/** The public data for one render, and the time its first list goes stale (a notice expiring, a scheduled one falling due). */
export function publicData(ctx: AppContext) {
  let validUntil = Infinity;
  async function value<T>(entry: Entry | Promise<Entry>): Promise<T> {
    const read = await entry;
    validUntil = Math.min(validUntil, read.validUntil);
    return read.value as T;
  }
  const data: PublicData = {
    notifications: () => value(readPublishedNotifications(ctx)),
    events: () => value(readEvents(ctx)),
    hostels: () => value(readHostels(ctx)),
    hostel: async (id) => {
      if (!v.is(idParam, { id })) return null;
      try {
        return await value(readHostel(ctx, id));
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    messes: () => value(readMesses(ctx)),
    messMenus: () => value(readMessMenus(ctx)),
    people: () => value(readPeople(ctx)),
    files: () => value(readFiles(ctx)),
    search: (query) => value(readSearch(ctx, query)),
  };
  return { data, validUntil: () => validUntil };
}
