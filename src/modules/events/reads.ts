import type { AppContext } from '../../context';
import { nowIso } from '../../ids';
import { nextInstituteDayAt } from '../../institute';
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
 * The home page's events (SPEC.md section 9): the published ones it shows,
 * chosen as the page chooses them; others from the institute's next midnight.
 */
export const readUpcomingEvents = (ctx: AppContext) =>
  ctx.responses.derive(readEvents(ctx), 'events upcoming', (list) => {
    const now = new Date();
    return { value: upcomingEvents(list as Event[], now), validUntil: nextInstituteDayAt(now) };
  });
