// The frame's texts, which every public page shows: the navigation bar, the
// footer and the notes around a page, and the shared pieces' words (a
// lightbox's buttons, a link that opens a new tab).
import { localized } from '../../lib/texts';

export const frameTexts = localized('frame', {
  skipLink: 'Skip to content',
  siteName: 'Institute Hostels',
  trustName: 'Hostel Trust',
  mainNav: 'Main',
  home: 'Home',
  about: 'About',
  hostels: 'Hostels',
  people: 'People',
  more: 'More',
  importantLinks: 'Important Links',
  rules: 'Rules & Regulations',
  files: 'Files & Documents',
  gallery: 'Gallery',
  achievements: 'Achievements',
  admin: 'Admin',
  notifications: 'Notifications',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',

  searchLandmark: 'Site search',
  searchLabel: 'Search the site',
  search: 'Search',

  feedback: 'Send the office feedback',
  subscribe: 'Get notices by e-mail',
  allRightsReserved: '. All rights reserved.',
  policiesNav: 'Site policies',
  copyrightPolicy: 'Copyright Policy',
  hyperlinkingPolicy: 'Hyperlinking Policy',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  accessibilityStatement: 'Accessibility Statement',
  help: 'Help',
  archive: 'Archive',
  sitemap: 'Sitemap',
  lastUpdated: 'Last updated:',
  reportOutdated: 'Report something out of date',
  reportOutdatedLabel: 'Feedback on this page',
  offline: (updatedAt: string) => `You are offline. This page was last updated on ${updatedAt}.`,

  /** Completes the name of a link that opens a new tab, for screen readers. */
  newTab: '(opens in a new tab)',
  close: 'Close',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
});
