// The home page (SPEC.md section 2 "Home"): the hero's heading and pictures,
// the about section, the quick links' texts and the facilities at a glance.
// Its notices, events, menus and gallery are records of their own.
import * as v from 'valibot';
import { items, line, picture, richText } from './fields';

/** The icons a facility card may show (web/features/home/components/facilities-glance.tsx). */
export const FACILITY_ICONS = ['rooms', 'mess', 'wifi', 'security', 'housekeeping', 'sports'] as const;

export const HomeContent = v.strictObject({
  hero: v.strictObject({
    title: line('Heading'),
    subtitle: line('Subheading', 300),
    slides: items('Pictures', v.strictObject({ picture: picture('Picture'), alt: line('Description') }), { max: 8 }),
  }),
  about: v.strictObject({
    title: line('Title'),
    paragraphs: items('Paragraphs', richText('A paragraph')),
    points: items('Points', line('A point'), { min: 0, max: 12 }),
    picture: picture('Picture'),
    pictureAlt: line('Picture description'),
  }),
  quickLinks: v.strictObject({
    handbook: line('Handbook link', 60),
    handbookText: line('Handbook text'),
    reportIssue: line('Report link', 60),
    reportIssueText: line('Report text'),
  }),
  facilities: v.strictObject({
    title: line('Title'),
    intro: line('Introduction', 300),
    items: items('Facilities', v.strictObject({ icon: v.picklist(FACILITY_ICONS, 'Icon must be one of the listed icons'), title: line('Title', 80), text: line('Text', 400) }), { max: 12 }),
    medicalTitle: line('Medical title', 80),
    medicalText: line('Medical text', 400),
  }),
});
export type HomeContent = v.InferOutput<typeof HomeContent>;

// '/pictures/…' are the pictures the site is built with (web/lib/built-in-pictures.ts).
export const homeDefaults: HomeContent = {
  hero: {
    title: 'Welcome to Institute Hostels',
    subtitle: 'A safe, comfortable and lively home on a seaside campus for the students of the institute.',
    slides: [
      { picture: '/pictures/hero-1.webp', alt: 'Hostel blocks among the trees on a sunny day' },
      { picture: '/pictures/hero-2.webp', alt: 'Hostel blocks at dusk' },
      { picture: '/pictures/hero-3.webp', alt: 'Hostel blocks among palm trees by the sea' },
    ],
  },
  about: {
    title: 'About Our Hostels',
    paragraphs: [
      'The Institute Hostel Trust runs the residential halls of the institute: blocks for every year of study, separate hostels for women, research scholars’ accommodation and eleven messes.',
      'Wardens, supervisors and a student hostel council look after daily life in the hostels, so that students can focus on learning, friendships and everything campus life offers.',
    ],
    points: ['Hostels for every year of study', 'Separate hostels for women', 'Student-run hostel council'],
    picture: '/pictures/gallery-9.webp',
    pictureAlt: 'A hostel block among the trees of the campus',
  },
  quickLinks: {
    handbook: 'Hostel Handbook',
    handbookText: 'Rules and regulations every resident should know.',
    reportIssue: 'Report an Issue',
    reportIssueText: 'Tell us about a problem in your room or hostel.',
  },
  facilities: {
    title: 'Facilities at a Glance',
    intro: 'Everything a student needs for a comfortable stay, right where they live.',
    items: [
      { icon: 'rooms', title: 'Spacious Rooms', text: 'Airy double and triple sharing rooms with a bed, study table, chair and wardrobe for every student.' },
      { icon: 'mess', title: 'Mess Facility', text: 'Hygienic messes serving three meals daily, plus evening snacks, with vegetarian and non-vegetarian menus.' },
      { icon: 'wifi', title: 'Wi-Fi Connectivity', text: 'High-speed campus Wi-Fi in every room, reading room and common area, around the clock.' },
      { icon: 'security', title: '24x7 Security', text: 'Guards at every gate, CCTV in the corridors and entrances, and logged entry and exit.' },
      { icon: 'housekeeping', title: 'Housekeeping', text: 'Daily cleaning of rooms, corridors and washrooms by the housekeeping staff.' },
      { icon: 'sports', title: 'Sports & Recreation', text: 'Indoor games rooms, gymnasiums, courts and the main ground close to every block.' },
    ],
    medicalTitle: 'Medical Aid',
    medicalText: 'First aid in every hostel office, the Institute Health Centre on campus and an ambulance on call day and night.',
  },
};
