// The About page (SPEC.md section 2 "About"): the vision, the Director's and
// the Chief Warden's messages, the counters, highlights and summary cards.
// The people named are fictional.
import * as v from 'valibot';
import { items, line, optionalLine, picture, richText } from './fields';

const message = v.strictObject({
  title: line('Title'),
  portrait: picture('Portrait'),
  portraitAlt: line('Portrait description'),
  paragraphs: items('Paragraphs', richText('A paragraph'), { max: 12 }),
  name: line('Name', 120),
  role: line('Role', 120),
});

export const AboutContent = v.strictObject({
  hero: v.strictObject({ title: line('Title'), subtitle: richText('Subtitle', 400) }),
  vision: v.strictObject({ title: line('Title'), text: richText('Vision') }),
  messages: v.strictObject({ title: line('Title'), director: message, chiefWarden: message }),
  why: v.strictObject({
    title: line('Title'),
    intro: richText('Introduction', 400),
    counters: items(
      'Counters',
      v.strictObject({
        target: v.pipe(v.number('A counter must be a number'), v.integer('A counter must be a whole number'), v.minValue(0, 'A counter cannot be negative'), v.maxValue(1_000_000, 'A counter must be at most 1000000')),
        prefix: optionalLine('Prefix'),
        suffix: optionalLine('Suffix'),
        label: line('Label', 80),
      }),
      { max: 6 },
    ),
    topCollege: v.strictObject({ value: line('Value', 20), label: line('Label', 80) }),
  }),
  highlights: v.strictObject({ title: line('Title'), items: items('Highlights', richText('A highlight', 300), { max: 20 }) }),
  summary: v.strictObject({
    title: line('Title'),
    cards: items('Cards', v.strictObject({ title: line('Title', 100), text: richText('Text', 400) }), { max: 9 }),
  }),
});
export type AboutContent = v.InferOutput<typeof AboutContent>;

export const aboutDefaults: AboutContent = {
  hero: {
    title: 'About Us',
    subtitle: 'The Institute Hostel Trust: a home for thousands of students on a seaside campus since 1960.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To give every student a safe, healthy and inclusive home on campus, where good food, clean surroundings and a caring community leave them free to learn, grow and lead.',
  },
  messages: {
    title: 'Messages',
    director: {
      title: "Director's Message",
      // '/pictures/…' are the pictures the site is built with (web/lib/built-in-pictures.ts).
      portrait: '/pictures/director.webp',
      portraitAlt: 'Portrait of the Director',
      paragraphs: [
        'A student spends more hours in the hostel than anywhere else on campus. The friendships made in its corridors and the habits formed in its messes stay for a lifetime, and we take that responsibility seriously.',
        'Our hostels are run by wardens, supervisors and staff who care, and by students who take part in running them through the hostel council and mess committees. I invite every resident to make the most of this community.',
      ],
      name: 'Prof. Venkatesh Iyengar',
      role: 'Director',
    },
    chiefWarden: {
      title: "Chief Warden's Message",
      portrait: '/pictures/chief-warden.webp',
      portraitAlt: 'Portrait of the Chief Warden',
      paragraphs: [
        'Welcome to the hostels. Our aim is simple: rooms that are clean and safe, food that is wholesome, and help that is close at hand whenever a student needs it.',
        'The rules of the hostel exist to protect that shared home. Read the handbook, speak to your warden or supervisor about anything that troubles you, and help us keep the hostels a place everyone is proud of.',
      ],
      name: 'Dr. Radhika Varma',
      role: 'Chief Warden',
    },
  },
  why: {
    title: 'Why Choose Us',
    intro: 'An institute with a long record, a large green campus and a place among the best engineering colleges in the country.',
    counters: [
      { target: 1960, prefix: '', suffix: '', label: 'Established' },
      { target: 12, prefix: '#', suffix: '', label: 'National Ranking (2023)' },
      { target: 300, prefix: '', suffix: '+', label: 'Acres of Campus' },
    ],
    topCollege: { value: 'Top', label: 'Engineering College' },
  },
  highlights: {
    title: 'Highlights',
    items: [
      'Hostels for every year of study, with separate hostels for women',
      'Eleven messes with vegetarian and non-vegetarian menus',
      'Security round the clock and a health centre on campus',
      'Wi-Fi in every hostel block',
      'Sports grounds, gymnasiums and a beach next to the campus',
      'A hostel council and mess committees run by students',
    ],
  },
  summary: {
    title: 'Life in Our Hostels',
    cards: [
      { title: 'A Home Away From Home', text: 'Furnished rooms, reading rooms and common spaces that make everyday life comfortable.' },
      { title: 'Care and Safety', text: 'Wardens, supervisors and security staff who look after every resident, day and night.' },
      { title: 'Community', text: 'Festivals, sports and cultural events that bring students of every hostel together.' },
    ],
  },
};
