// What subscribers are mailed as it happens. An urgent notice as it goes live:
// in the write that makes it public, active and urgent, or, for a notice whose
// publish time comes, by a job once a minute on one instance at a time (which
// sends the digests too). Each notice is claimed in notice_announcements in the
// transaction that queues its mails, so it is announced once across instances
// and restarts. A hostel's menu changes, in the save's transaction.
import type { AppContext } from '../../context';
import type { Db, Queries, Transaction } from '../../db/database';
import { nowIso } from '../../ids';
import type { Language } from '../../languages';
import { listUnannouncedUrgent } from '../notifications/repo';
import type { Notification } from '../notifications/model';
import { notificationKind } from '../notifications/entity';
import { translatorInto } from './translate';
import { linksFor, menuChangeMail, urgentNoticeMail } from './mails';
import { MENU_DAYS, MENU_MEALS, type MessMenu, type WeekMenu } from '../messes/menu';
import { menuTranslations } from '../messes/entity';
import { findHostel } from '../hostels/repo';
import { hostelKind } from '../hostels/entity';
import type { Hostel } from '../hostels/model';
import { confirmedSubscribers } from './repo';
import { subscriptionsOpen } from './reads';
import { sendDueDigests } from './digests';

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
const noticeIn = async (tx: Queries, notice: Notification, language: Language) =>
  (await translatorInto<Notification>(tx, notificationKind, language, notice._id))(notice);

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
      const text = await noticeIn(tx, notice, subscriber.choices.language);
      await ctx.mail.queue(tx, {
        purpose: 'urgent notice',
        ...urgentNoticeMail(subscriber.email, text, linksFor(ctx, subscriber)),
      });
      queued++;
    }
  }
  return queued;
}

/**
 * Mails the subscribers of the mess's hostel the meals a saved menu changed, in `tx` (the save's). Nothing when
 * the mess has no hostel, nothing changed, or subscriptions are closed.
 */
export async function announceMenuChange(
  ctx: AppContext,
  tx: Transaction,
  mess: { id: string; name: string; hostelId: string | null },
  before: WeekMenu | null,
  after: WeekMenu,
) {
  if (!mess.hostelId || !subscriptionsOpen(ctx)) return 0;
  const changed = MENU_DAYS.flatMap((day) =>
    MENU_MEALS.filter((meal) => (before?.[day][meal] ?? '') !== after[day][meal]).map((meal) => ({ day, meal })),
  );
  const hostel = changed.length ? await findHostel(tx, mess.hostelId) : null;
  if (!hostel) return 0;
  const recipients = await confirmedSubscribers(tx, 'menu_hostel = ?', [hostel._id]);
  for (const subscriber of recipients) {
    const { language } = subscriber.choices;
    const week = (await translatorInto<MessMenu>(tx, menuTranslations, language, mess.id))({
      mess: mess.id,
      week: after,
      updatedAt: null,
    }).week;
    const { name } = (await translatorInto<Hostel>(tx, hostelKind, language, hostel._id))(hostel);
    const changes = changed.map(({ day, meal }) => ({ day, meal, now: week[day][meal] }));
    await ctx.mail.queue(tx, {
      purpose: 'menu change',
      ...menuChangeMail(
        subscriber.email,
        { hostelId: hostel._id, hostel: name, mess: mess.name },
        changes,
        linksFor(ctx, subscriber),
      ),
    });
  }
  return recipients.length;
}

/** Lets a notice be announced again (the editor asked, after an edit): its next write that is urgent announces it. */
export const forgetAnnouncement = (tx: Queries, id: string) =>
  tx.run('DELETE FROM notice_announcements WHERE notification_id = ?', id);

/**
 * Once a minute, one instance at a time: announces the notices whose publish
 * time has come, and sends the digests due. It looks before it writes, so a
 * minute with nothing due writes nothing.
 */
export function startMailAlerts(ctx: AppContext & { db: Db }, warn: (line: string) => void) {
  const round = async () => {
    try {
      await ctx.db.exclusive(
        'mail alerts',
        async () => {
          if ((await listUnannouncedUrgent(ctx.db, nowIso())).length > 0)
            await ctx.db.write((tx) => announceUrgentNotices(ctx, tx), { keepsCaches: true });
          await sendDueDigests(ctx);
        },
        { skipIfHeld: true },
      );
    } catch (error) {
      warn(`Mailing subscribers failed: ${(error as Error).message}`);
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
