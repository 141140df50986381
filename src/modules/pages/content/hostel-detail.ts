// What every hostel's page shows besides the hostel's own record (SPEC.md
// section 2 "Hostel detail" and section 9): the Additional Information cards
// and the mess timings of the Mess Details tab.
import * as v from 'valibot';
import defaults from './defaults/hostel-detail.json' with { type: 'json' };
import { items, line } from './fields';

export const HostelDetailContent = v.strictObject({
  additional: v.strictObject({
    title: line('Title'),
    items: items('Cards', v.strictObject({ title: line('Title', 80), text: line('Text', 600) }), { max: 12 }),
  }),
  messTimings: v.strictObject({
    title: line('Title'),
    schedules: items(
      'Schedules',
      v.strictObject({
        title: line('Days', 80),
        meals: items('Meals', v.strictObject({ meal: line('Meal', 60), time: line('Time', 60) }), { max: 12 }),
      }),
      { max: 7 },
    ),
  }),
});
export type HostelDetailContent = v.InferOutput<typeof HostelDetailContent>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const hostelDetailDefaults: HostelDetailContent = v.parse(HostelDetailContent, defaults);
