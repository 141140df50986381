// Every text of notifications that SPEC.md fixes for the home page's 'Latest
// Notices' panel (section 2 "Home", section 8 "Public empty states"); the
// console's Notification Management panel's are admin-texts.ts.
import type { NotificationPriority } from '@contract/modules/notifications/model';
import { localized } from '../../lib/texts';

export const notificationTexts = localized('latestNotices', {
  title: 'Latest Notices',
  loading: 'Loading notices...',
  empty: 'No notifications at the moment.',
  emptyHint: 'Check back later for updates!',
  viewDetails: 'View Details',
  posted: 'Posted',
});

/** Shown on the home page's notices and in the console alike. */
export const priorityLabels = localized<Record<NotificationPriority, string>>('noticePriorities', {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
});
