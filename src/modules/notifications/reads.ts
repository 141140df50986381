import type { AppContext } from '../../context';
import { nowIso } from '../../ids';
import { nextInstituteDayAt } from '../../institute';
import { archiveKeepYears, archivedSince } from '../archive/keep';
import type { Notification } from './model';
import * as repo from './repo';
import { latestNotifications } from './selection';

/**
 * A published list is stale once its first notice expires or the next
 * scheduled one is due, even with no write: the first read after that time,
 * whoever makes it and on whichever instance, shows the change.
 */
function published(list: Notification[], nextPublishAt: string | null) {
  let validUntil = nextPublishAt ? Date.parse(nextPublishAt) : Infinity;
  for (const notification of list) {
    if (notification.expiresAt) validUntil = Math.min(validUntil, Date.parse(notification.expiresAt));
  }
  return { value: list, validUntil };
}

/** The notifications visitors see: active, due and unexpired, newest posted first. */
export const readPublishedNotifications = ({ db, responses }: AppContext) =>
  responses.read('notifications published', async () => {
    const now = nowIso();
    const [list, nextPublishAt] = await Promise.all([
      repo.listPublishedNotifications(db, now),
      repo.nextNotificationPublishAt(db, now),
    ]);
    return published(list, nextPublishAt);
  });

/**
 * The archive's notices (issue 46.4), by their expiry, the latest first: stale
 * when the next active notice expires, and where the archive keeps only some
 * years, at the institute's midnight, when the oldest may leave.
 */
export const readArchivedNotifications = ({ db, responses }: AppContext) =>
  responses.read('notifications archived', async () => {
    const now = new Date();
    const since = archivedSince(await archiveKeepYears(db), now);
    const [list, nextExpiry] = await Promise.all([
      repo.listArchivedNotifications(db, now.toISOString(), since),
      repo.nextNotificationExpiry(db, now.toISOString()),
    ]);
    const expiry = nextExpiry ? Date.parse(nextExpiry) : Infinity;
    return { value: list, validUntil: Math.min(expiry, since ? nextInstituteDayAt(now) : Infinity) };
  });

/** The home page's notifications (SPEC.md section 9): the published ones it shows, chosen as the page chooses them. */
export const readLatestNotifications = (ctx: AppContext) =>
  ctx.responses.derive(readPublishedNotifications(ctx), 'notifications latest', (list) => ({
    value: latestNotifications(list as Notification[]),
  }));
