// The home page's notices and events panels (SPEC.md section 2 "Home", section 8 "Public empty states").
export const noticeTexts = {
  noticesTitle: 'Latest Notices',
  eventsTitle: 'Upcoming Events',
  loadingNotices: 'Loading notices...',
  loadingEvents: 'Loading events...',
  noNotices: 'No notifications at the moment.',
  noNoticesHint: 'Check back later for updates!',
  noEvents: 'No upcoming events at the moment.',
  noEventsHint: 'Check back later for new events!',
  viewDetails: 'View Details',
  posted: 'Posted',
  priority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' } as Record<string, string>,
};
