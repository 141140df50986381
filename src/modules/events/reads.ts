import type { AppContext } from '../../context';
import { nowIso } from '../../ids';
import * as repo from './repo';

/**
 * Active, due events for visitors, every event for an admin. The visitors'
 * list is stale once the next scheduled event is due, even with no write.
 */
export const readEvents = ({ db, responses }: AppContext, isAdmin = false) =>
  isAdmin
    ? responses.read('events all', async () => ({ value: await repo.listAllEvents(db) }))
    : responses.read('events published', async () => {
        const now = nowIso();
        const [list, nextPublishAt] = await Promise.all([repo.listPublishedEvents(db, now), repo.nextEventPublishAt(db, now)]);
        return { value: list, validUntil: nextPublishAt ? Date.parse(nextPublishAt) : Infinity };
      });
