// The public notifications as an Atom feed (through feeds/atom.ts): newest
// first, each entry linking to its notice's own page when it has one, else
// to the home page's notices.
import { nowIso } from '../../ids';
import { atomFeed } from '../../feeds/atom';
import { DEFAULT_LANGUAGE, pathIn, readIn, type Language } from '../../languages';
import type { Notification } from './model';
import { notificationFeedTexts as texts } from './texts';

export const NOTIFICATIONS_FEED_PATH = '/api/notifications.atom';

/** Where the home page shows the notices. */
const NOTICES_ANCHOR = '#notifications';

/** An entry's permanent id: the notification's id is a UUID (ids.ts), written as one. */
const entryId = (id: string) => `urn:uuid:${id.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}`;

/** The later of two ISO 8601 UTC times. */
const later = (one: string, other: string) => (one > other ? one : other);

/** When a notice went live: a scheduled one when it fell due, not when it was written. */
const postedAt = ({ createdAt, publishAt }: Notification) => (publishAt ? later(createdAt, publishAt) : createdAt);

/** A notice as a read in `language` gives it: the texts still in English named. */
type ReadNotice = Notification & { englishFields?: string[] };

const inEnglish = (notice: ReadNotice, field: keyof Notification) =>
  notice.englishFields?.includes(field) ? DEFAULT_LANGUAGE : undefined;

/** The feed of `notifications` (in `language`, as its page shows them) at `origin`; a text left in English says so. */
export function notificationsFeed(notifications: ReadNotice[], origin: string, language: Language = DEFAULT_LANGUAGE) {
  const address = `${origin}${readIn(language, NOTIFICATIONS_FEED_PATH)}`;
  return atomFeed({
    id: address,
    title: texts[language].title,
    language,
    self: address,
    alternate: `${origin}${pathIn(language, '/')}`,
    author: { name: texts[language].author, uri: `${origin}/` },
    entries: notifications.map((notification) => {
      const posted = postedAt(notification);
      return {
        id: entryId(notification._id),
        title: notification.title,
        updated: later(notification.updatedAt, posted),
        published: posted,
        link: notification.url ?? `${origin}${pathIn(language, '/')}${NOTICES_ANCHOR}`,
        content: notification.message,
        otherLanguage: { title: inEnglish(notification, 'title'), content: inEnglish(notification, 'message') },
      };
    }),
    emptySince: nowIso(),
  });
}
