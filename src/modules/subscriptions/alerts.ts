// Urgent notices mailed to their subscribers as they go live: in the write
// that makes a notice public, active and urgent, or, for a notice whose
// publish time comes, by a job once a minute on one instance at a time. Each
// notice is claimed in notice_announcements in the transaction that queues
// its mails, so it is announced once across instances and restarts.
import type { AppContext } from '../../context';
import type { Db, Queries, Transaction } from '../../db/database';
import { nowIso } from '../../ids';
import { isTranslatedLanguage } from '../../languages';
import { listUnannouncedUrgent } from '../notifications/repo';
import type { Notification } from '../notifications/model';
import { notificationKind } from '../notifications/entity';
import { translated } from '../translations/reads';
import { listTranslations } from '../translations/repo';
import { urgentNoticeMail } from './mails';
import { confirmedSubscribers, type Subscriber } from './repo';
import { subscriptionsOpen } from './service';
import { signToken } from './token';

const CHECK_EVERY_MS = 60_000;

/** Claims the notice's announcement; false when it was announced already (by another instance, say). */
const claim = async (tx: Queries, id: string) =>
  !!(await tx.get(
    'INSERT INTO notice_announcements (notification_id, announced_at) VALUES (?, ?) ' +
      'ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id',
    id,
    nowIso(),
  ));

/** The notice's title and message in `language`, each in English where its translation is missing or old. */
async function noticeIn(tx: Queries, notice: Notification, language: Subscriber['choices']['language']) {
  if (!isTranslatedLanguage(language)) return notice;
  const rows = await listTranslations(tx, notificationKind.entity, { recordId: notice._id, language });
  return translated(notificationKind, notice, new Map(rows.map((row) => [row.path, row])));
}

/**
 * Queues the alert of every urgent notice now public and not yet announced
 * (`only`: that one, from its own write), in `tx`. Nothing is queued while
 * subscriptions are closed; the notice is still claimed, so opening them
 * later does not mail notices from before.
 */
export async function announceUrgentNotices(ctx: AppContext, tx: Transaction, only?: string) {
  const due = await listUnannouncedUrgent(tx, nowIso(), only);
  if (due.length === 0) return 0;
  const recipients = subscriptionsOpen(ctx) ? await confirmedSubscribers(tx, 'urgent = 1') : [];
  let queued = 0;
  for (const notice of due) {
    if (!(await claim(tx, notice._id))) continue;
    for (const subscriber of recipients) {
      const links = {
        origin: ctx.config.publicUrl!,
        language: subscriber.choices.language,
        manageToken: signToken(ctx.secret, 'manage', subscriber.id),
      };
      const text = await noticeIn(tx, notice, subscriber.choices.language);
      await ctx.mail.queue(tx, { purpose: 'urgent notice', ...urgentNoticeMail(subscriber.email, text, links) });
      queued++;
    }
  }
  return queued;
}

/** Lets a notice be announced again (the editor asked, after an edit): its next write that is urgent announces it. */
export const forgetAnnouncement = (tx: Queries, id: string) =>
  tx.run('DELETE FROM notice_announcements WHERE notification_id = ?', id);

/**
 * Announces notices whose publish time has come, once a minute, one instance
 * at a time. It looks before it writes, so a minute with nothing due writes nothing.
 */
export function startNoticeAlerts(ctx: AppContext & { db: Db }, warn: (line: string) => void) {
  const round = async () => {
    try {
      await ctx.db.exclusive(
        'notice alerts',
        async () => {
          if ((await listUnannouncedUrgent(ctx.db, nowIso())).length === 0) return;
          await ctx.db.write((tx) => announceUrgentNotices(ctx, tx), { keepsCaches: true });
        },
        { skipIfHeld: true },
      );
    } catch (error) {
      warn(`Mailing urgent notices failed: ${(error as Error).message}`);
    }
  };
  let running = round();
  const timer = setInterval(() => (running = round()), CHECK_EVERY_MS).unref();
  return {
    /** Stops the timer, and waits for a round under way. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
