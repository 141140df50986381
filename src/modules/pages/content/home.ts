// The home page (SPEC.md section 2 "Home"): the hero's heading and pictures,
// the about section, the quick links' texts and the facilities at a glance.
// Its notices, events, menus and gallery are records of their own.
// Its pictures '/pictures/…' are the ones the site is built with (web/lib/built-in-pictures.ts).
import * as v from 'valibot';
import defaults from './defaults/home.json' with { type: 'json' };
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
    items: items(
      'Facilities',
      v.strictObject({
        icon: v.picklist(FACILITY_ICONS, 'Icon must be one of the listed icons'),
        title: line('Title', 80),
        text: line('Text', 400),
      }),
      { max: 12 },
    ),
    medicalTitle: line('Medical title', 80),
    medicalText: line('Medical text', 400),
  }),
});
export type HomeContent = v.InferOutput<typeof HomeContent>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const homeDefaults: HomeContent = v.parse(HomeContent, defaults);
