// Every text of the home page (SPEC.md section 2 "Home") apart from the
// notifications and events panels, which are in features/notifications/texts.ts and
// features/events/texts.ts.
export const homeTexts = {
  heroTitle: 'Welcome to Institute Hostels',
  heroSubtitle: 'A safe, comfortable and lively home on a seaside campus for the students of the institute.',
  heroExplore: 'Explore Hostels',
  heroAbout: 'About Us',
  heroSlides: ['Hostel blocks among the trees on a sunny day', 'Hostel blocks at dusk', 'Hostel blocks among palm trees by the sea'],
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',

  aboutTitle: 'About Our Hostels',
  aboutParagraphs: [
    'The Institute Hostel Trust runs the residential halls of the institute: blocks for every year of study, separate hostels for women, research scholars’ accommodation and eleven messes.',
    'Wardens, supervisors and a student hostel council look after daily life in the hostels, so that students can focus on learning, friendships and everything campus life offers.',
  ],
  aboutPoints: ['Hostels for every year of study', 'Separate hostels for women', 'Student-run hostel council'],
  aboutMore: 'More about the Hostel Trust',
  aboutImageAlt: 'A hostel block among the trees of the campus',

  notificationsTitle: 'Information & Notifications',
  notificationsIntro: 'Notices from the hostel office and what is coming up on campus.',
  quickLinksTitle: 'Quick Links',
  handbook: 'Hostel Handbook',
  handbookText: 'Rules and regulations every resident should know.',
  reportIssue: 'Report an Issue',
  reportIssueText: 'Tell us about a problem in your room or hostel.',

  galleryTitle: 'Life in the Hostels',
  galleryIntro: 'A few moments from rooms, messes, sports grounds and celebrations.',
  galleryLabel: 'Gallery preview',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  showPicture: (n: number) => `Show picture ${n}`,
  pictureOf: (n: number, total: number) => `Picture ${n} of ${total}`,
  viewMore: 'View More',

  facilitiesTitle: 'Facilities at a Glance',
  facilitiesIntro: 'Everything a student needs for a comfortable stay, right where they live.',
  facilities: [
    { key: 'rooms', title: 'Spacious Rooms', text: 'Airy double and triple sharing rooms with a bed, study table, chair and wardrobe for every student.' },
    { key: 'mess', title: 'Mess Facility', text: 'Hygienic messes serving three meals daily, plus evening snacks, with vegetarian and non-vegetarian menus.' },
    { key: 'wifi', title: 'Wi-Fi Connectivity', text: 'High-speed campus Wi-Fi in every room, reading room and common area, around the clock.' },
    { key: 'security', title: '24x7 Security', text: 'Guards at every gate, CCTV in the corridors and entrances, and logged entry and exit.' },
    { key: 'housekeeping', title: 'Housekeeping', text: 'Daily cleaning of rooms, corridors and washrooms by the housekeeping staff.' },
    { key: 'sports', title: 'Sports & Recreation', text: 'Indoor games rooms, gymnasiums, courts and the main ground close to every block.' },
  ],
  medicalTitle: 'Medical Aid',
  medicalText: 'First aid in every hostel office, the Institute Health Centre on campus and an ambulance on call day and night.',
};

