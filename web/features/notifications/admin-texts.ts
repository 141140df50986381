// Every text of the console's Notification Management panel that SPEC.md
// fixes (sections 2, 4, 5 and 8); the home page's are texts.ts, the console's
// chunk alone loads these.
import type { NotificationAudience } from '@contract/modules/notifications/model';
import { notificationMessages } from '@contract/modules/notifications/texts';

export const adminNotificationTexts = {
  title: 'Notification Management',
  add: '+ Add Notification',
  loading: 'Loading notifications...',
  empty: 'No notifications found. Add some notifications to get started!',
  listLabel: 'Notifications',

  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  audienceLabel: 'Audience',
  allAudience: 'All',
  createdLabel: 'Created',
  expiresLabel: 'Expires',
  linkAttached: 'Link: Attached',
  pinned: 'Pinned',
  mailAgain: (title: string) => `Mail ${title} to its subscribers again`,
  mailAgainTitle: 'Mail this notice again?',
  mailAgainBody: (title: string) =>
    `Everyone subscribed to urgent notices gets "${title}" by mail again, as it reads now.`,
  mailAgainConfirm: 'Mail again',
  mailAgainFailed: 'The notice could not be mailed again.',

  addTitle: 'Add New Notification',
  editTitle: 'Edit Notification',
  fields: {
    title: 'Title',
    message: 'Message',
    priority: 'Priority',
    audience: 'Target Audience',
    isActive: 'Active (shown on the website)',
    expiresAt: 'Expires At',
    url: 'Link URL',
    pinned: 'Pinned (shown first on the home page)',
    keepOutOfArchive: 'Keep out of the archive once it expires',
  },
  choosePriority: 'Select a priority',
  expiresHint: 'India time (IST). Leave empty for a notice that does not expire.',
  urlPlaceholder: 'https://',
  // Where the schema's message is worded for the API, the form says what to do.
  required: {
    priority: 'Priority is required',
  },
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  submitAdd: 'Add Notification',
  submitEdit: 'Update Notification',

  confirmDelete: 'Are you sure you want to delete this notification?',
  adding: 'Adding notification...',
  updating: 'Updating notification...',
  deleting: 'Deleting notification...',
  added: notificationMessages.added,
  updated: notificationMessages.updated,
  deleted: notificationMessages.deleted,
  addFailed: 'Error adding notification!',
  updateFailed: 'Error updating notification!',
  deleteFailed: 'Error deleting notification!',
};

export const audienceLabels: Record<NotificationAudience, string> = {
  all: 'All',
  students: 'Students',
  staff: 'Staff',
  wardens: 'Wardens',
  supervisors: 'Supervisors',
};
