// The About page (SPEC.md section 2 "About"): the vision, the Director's and
// the Chief Warden's messages, the counters, highlights and summary cards.
// The people named are fictional.
// Its pictures '/pictures/…' are the ones the site is built with (web/lib/built-in-pictures.ts).
import * as v from 'valibot';
import defaults from './defaults/about.json' with { type: 'json' };
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
        target: v.pipe(
          v.number('A counter must be a number'),
          v.integer('A counter must be a whole number'),
          v.minValue(0, 'A counter cannot be negative'),
          v.maxValue(1_000_000, 'A counter must be at most 1000000'),
        ),
        prefix: optionalLine('Prefix'),
        suffix: optionalLine('Suffix'),
        label: line('Label', 80),
      }),
      { max: 6 },
    ),
    topCollege: v.strictObject({ value: line('Value', 20), label: line('Label', 80) }),
  }),
  highlights: v.strictObject({
    title: line('Title'),
    items: items('Highlights', richText('A highlight', 300), { max: 20 }),
  }),
  summary: v.strictObject({
    title: line('Title'),
    cards: items('Cards', v.strictObject({ title: line('Title', 100), text: richText('Text', 400) }), { max: 9 }),
  }),
});
export type AboutContent = v.InferOutput<typeof AboutContent>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const aboutDefaults: AboutContent = v.parse(AboutContent, defaults);
