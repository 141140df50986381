import type { AppContext } from '../../context';
import { nowIso } from '../../ids';
import { instituteDay, nextInstituteDayAt } from '../../institute';
import { archiveKeepYears, archivedSince } from '../archive/keep';
import type { Event } from './model';
import * as repo from './repo';
import { upcomingEvents } from './selection';

/**
 * Active, due events for visitors, every event for an admin. The visitors'
 * list is stale once the next scheduled event is due, even with no write.
 */
export const readEvents = ({ db, responses }: AppContext, isAdmin = false) =>
  isAdmin
    ? responses.read('events all', async () => ({ value: await repo.listAllEvents(db) }))
    : responses.read('events published', async () => {
        const now = nowIso();
        const [list, nextPublishAt] = await Promise.all([
          repo.listPublishedEvents(db, now),
          repo.nextEventPublishAt(db, now),
        ]);
        return { value: list, validUntil: nextPublishAt ? Date.parse(nextPublishAt) : Infinity };
      });

/**
 * The archive's events (issue 46.4): of the published list, those dated before
 * the institute's today, unless kept out or older than the years the archive
 * keeps; the latest first. Stale with that list, and at the institute's
 * midnight, when today's events join it.
 */
export async function readArchivedEvents(ctx: AppContext) {
  const published = await readEvents(ctx);
  return ctx.responses.read(
    'events archived',
    async () => {
      const now = new Date();
      const today = instituteDay(now);
      const since = archivedSince(await archiveKeepYears(ctx.db), now);
      const archived = published.value
        .filter((event) => !event.keepOutOfArchive && event.date < today && event.date >= since)
        .reverse();
      return { value: archived, validUntil: Math.min(nextInstituteDayAt(now), published.validUntil) };
    },
    published.stamp,
  );
}

/**
 * The home page's events (SPEC.md section 9): the published ones it shows,
 * chosen as the page chooses them; others from the institute's next midnight.
 */
export const readUpcomingEvents = (ctx: AppContext) =>
  ctx.responses.derive(readEvents(ctx), 'events upcoming', (list) => {
    const now = new Date();
    return { value: upcomingEvents(list as Event[], now), validUntil: nextInstituteDayAt(now) };
  });
