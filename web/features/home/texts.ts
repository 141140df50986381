// The home page's fixed texts (SPEC.md section 2 "Home"); what the office edits is
// the page's content (src/modules/pages/content/home.ts), the notifications and
// events panels' are in features/notifications/texts.ts and features/events/texts.ts.
import { localized } from '../../lib/texts';

export const homeTexts = localized('home', {
  heroExplore: 'Explore Hostels',
  heroAbout: 'About Us',
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',

  aboutMore: 'More about the Hostel Trust',

  notificationsTitle: 'Information & Notifications',
  notificationsIntro: 'Notices from the hostel office and what is coming up on campus.',
  quickLinksTitle: 'Quick Links',

  galleryTitle: 'Life in the Hostels',
  galleryIntro: 'A few moments from rooms, messes, sports grounds and celebrations.',
  galleryLabel: 'Gallery preview',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  showPicture: (n: number) => `Show picture ${n}`,
  pictureOf: (n: number, total: number) => `Picture ${n} of ${total}`,
  viewMore: 'View More',
});
