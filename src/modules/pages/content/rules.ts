// The Rules and Regulations page (SPEC.md sections 2 and 9): its sections
// I to IV and the special note on ragging, every fine and timing in the text.
// The hospitals' names are fictional: a new site must not point students at real hospitals.
import * as v from 'valibot';
import defaults from './defaults/rules.json' with { type: 'json' };
import { items, line, richText } from './fields';

const rule = richText('A rule');
const paragraph = richText('A paragraph');

export const RulesContent = v.strictObject({
  heading: line('Heading'),
  intro: richText('Introduction'),
  accommodation: v.strictObject({ title: line('Title'), rules: items('Rules', rule) }),
  mess: v.strictObject({
    title: line('Title'),
    rules: items('Rules', rule),
    timings: v.strictObject({
      caption: line('Caption'),
      meals: items(
        'Meals',
        v.strictObject({
          meal: line('Meal', 60),
          weekdays: line('Weekdays', 60),
          weekends: line('Weekends and holidays', 60),
        }),
        { max: 12 },
      ),
    }),
  }),
  medical: v.strictObject({
    title: line('Title'),
    paragraphs: items('Paragraphs', paragraph),
    hospitalsHeading: line('Hospitals heading'),
    hospitals: items(
      'Hospitals',
      v.strictObject({ name: line('Name'), place: line('Place', 100), note: line('Note') }),
      { max: 40 },
    ),
    closing: items('Closing paragraphs', paragraph, { min: 0 }),
  }),
  general: v.strictObject({ title: line('Title'), rules: items('Rules', rule) }),
  ragging: v.strictObject({ title: line('Title'), paragraphs: items('Paragraphs', paragraph) }),
});
export type RulesContent = v.InferOutput<typeof RulesContent>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const rulesDefaults: RulesContent = v.parse(RulesContent, defaults);
