// The texts of notifications that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/notifications/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
import { SITE_NAME } from '../../institute';
import type { Language } from '../../languages';

export const notificationMessages = {
  added: 'Notification added successfully!',
  updated: 'Notification updated successfully!',
  deleted: 'Notification deleted successfully!',
};

/** The notices feed's title and author in each language, in feed readers and in the page head's link to it. */
export const notificationFeedTexts: Record<Language, { title: string; author: string }> = {
  en: { title: `${SITE_NAME} notices`, author: SITE_NAME },
  hi: { title: 'संस्थान छात्रावास की सूचनाएँ', author: 'संस्थान छात्रावास' },
};
