// The Inbox's texts; the Feedback page's are texts.ts, the console's chunk
// alone loads these.

export const inboxTexts = {
  title: 'Inbox',
  intro: 'Messages visitors sent from the Feedback page. They are never shown on the site.',
  show: 'Show',
  all: 'All',
  saving: 'Saving…',
  saved: 'Feedback updated.',
  saveFailed: 'The message could not be changed.',
  empty: 'No messages here.',
  from: 'From',
  visitor: 'a visitor',
  about: 'About',
  received: 'Received',
  statusLabels: { new: 'New', 'in hand': 'In hand', done: 'Done' } as Record<string, string>,
  moveTo: { new: 'Mark new', 'in hand': 'Mark in hand', done: 'Mark done' } as Record<string, string>,
};
