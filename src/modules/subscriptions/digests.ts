// Digests: each morning at 7 at the institute (weekly: Mondays), every
// subscriber to them gets the notices and upcoming events posted since its
// last one, in its language; one with nothing new gets no mail. A subscriber's
// mail and the time of its digest commit together, so across instances and
// restarts each digest goes once.
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { instituteDay, instituteWallClock } from '../../institute';
import type { Language } from '../../languages';
import { eventKind } from '../events/entity';
import type { Event } from '../events/model';
import { listPublishedEvents } from '../events/repo';
import type { Notification } from '../notifications/model';
import { notificationKind } from '../notifications/entity';
import { listPublishedNotifications } from '../notifications/repo';
import { postedAt } from '../notifications/selection';
import { digestMail, linksFor, type DigestItem } from './mails';
import { confirmedSubscribers, type Subscriber } from './repo';
import { subscriptionsOpen } from './reads';
import { translatorInto } from './translate';

const DIGEST_HOUR = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscribers written per transaction: a digest to thousands never holds the database for long. */
const PER_WRITE = 200;
/** A digest line's part of a notice's message. */
const DETAIL_LENGTH = 160;

/** When the digest period `now` is in began: 7 in the morning at the institute today (or yesterday); weekly, Monday. */
export function periodStart(digest: 'daily' | 'weekly', now: Date) {
  const offset = instituteWallClock(new Date(0)).getTime();
  const wall = instituteWallClock(now);
  let start = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), DIGEST_HOUR);
  if (wall.getTime() < start) start -= DAY_MS;
  if (digest === 'weekly') start -= ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(start - offset).toISOString();
}

const shortened = (text: string) => (text.length > DETAIL_LENGTH ? `${text.slice(0, DETAIL_LENGTH).trimEnd()}…` : text);

/** What is public now, read once per round; each subscriber takes what was posted since its last digest. */
async function publicNow(db: Queries, now: Date) {
  const today = instituteDay(now);
  return {
    notices: await listPublishedNotifications(db, now.toISOString()),
    events: (await listPublishedEvents(db, now.toISOString())).filter((event) => event.date.slice(0, 10) >= today),
  };
}

type Translators = { notice: (notice: Notification) => Notification; event: (event: Event) => Event };

/** The subscriber's digest, or null with nothing new since `since`. */
function digestFor(
  ctx: AppContext,
  subscriber: Subscriber,
  digest: 'daily' | 'weekly',
  since: string,
  posted: Awaited<ReturnType<typeof publicNow>>,
  { notice, event }: Translators,
) {
  const notices = posted.notices.filter((notice) => postedAt(notice) > since);
  const events = posted.events.filter((event) => postedAt(event) > since);
  if (notices.length === 0 && events.length === 0) return null;
  const { language } = subscriber.choices;
  const day = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const noticeItems: DigestItem[] = notices.map(notice).map(({ title, message }) => ({
    title,
    detail: shortened(message.replace(/\s+/g, ' ')),
  }));
  const eventItems: DigestItem[] = events.map(event).map(({ title, date, location }) => ({
    title: `${day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))} · ${title}`,
    detail: location,
  }));
  return digestMail(subscriber.email, digest, noticeItems, eventItems, linksFor(ctx, subscriber));
}

/**
 * Sends the digests due at `now`: to each subscriber whose last one (or
 * confirmation) is before this period began. Returns how many were queued.
 */
export async function sendDueDigests(ctx: AppContext, now = new Date()) {
  if (!subscriptionsOpen(ctx)) return 0;
  let queued = 0;
  // Each language's translations, read once a round.
  const byLanguage = new Map<Language, Promise<Translators>>();
  const translators = (db: Queries, { choices: { language } }: Subscriber) => {
    if (!byLanguage.has(language))
      byLanguage.set(
        language,
        Promise.all([
          translatorInto<Notification>(db, notificationKind, language),
          translatorInto<Event>(db, eventKind, language),
        ]).then(([notice, event]) => ({ notice, event })),
      );
    return byLanguage.get(language)!;
  };
  for (const digest of ['daily', 'weekly'] as const) {
    const start = periodStart(digest, now);
    const posted = await publicNow(ctx.db, now);
    for (;;) {
      const batch = await ctx.db.write(
        async (tx) => {
          const due = await confirmedSubscribers(
            tx,
            'digest = ? AND COALESCE(digest_sent_at, confirmed_at) < ?',
            [digest, start],
            PER_WRITE,
          );
          for (const subscriber of due) {
            const since = subscriber.digestSentAt ?? subscriber.confirmedAt!;
            const mail = await digestFor(ctx, subscriber, digest, since, posted, await translators(tx, subscriber));
            if (mail) {
              await ctx.mail.queue(tx, { purpose: 'digest', ...mail });
              queued++;
            }
            await tx.run('UPDATE subscribers SET digest_sent_at = ? WHERE id = ?', now.toISOString(), subscriber.id);
          }
          return due.length;
        },
        { keepsCaches: true },
      );
      if (batch < PER_WRITE) break;
    }
  }
  return queued;
}
