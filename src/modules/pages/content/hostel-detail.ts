// What every hostel's page shows besides the hostel's own record (SPEC.md
// section 2 "Hostel detail" and section 9): the Additional Information cards
// and the mess timings of the Mess Details tab.
import * as v from 'valibot';
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
      v.strictObject({ title: line('Days', 80), meals: items('Meals', v.strictObject({ meal: line('Meal', 60), time: line('Time', 60) }), { max: 12 }) }),
      { max: 7 },
    ),
  }),
});
export type HostelDetailContent = v.InferOutput<typeof HostelDetailContent>;

export const hostelDetailDefaults: HostelDetailContent = {
  additional: {
    title: 'Additional Information',
    items: [
      {
        title: 'Room Details',
        text: 'Every room comes furnished with a bed, mattress, study table, chair and a wardrobe per student, with fans, lights and network points. Rooms are allotted for the academic year.',
      },
      {
        title: 'Security',
        text: 'Security guards are on duty round the clock at the hostel gate, entry is logged, and the corridors and entrances are covered by CCTV cameras.',
      },
      {
        title: 'Maintenance',
        text: 'Electrical, plumbing and carpentry repairs are handled by the hostel maintenance staff; report a problem at the hostel office or on the complaints portal.',
      },
    ],
  },
  messTimings: {
    title: 'Mess Timings',
    schedules: [
      {
        title: 'Weekdays',
        meals: [
          { meal: 'Breakfast', time: '7:30 AM - 9:30 AM' },
          { meal: 'Lunch', time: '12:00 PM - 1:45 PM' },
          { meal: 'Snacks', time: '4:30 PM - 6:00 PM' },
          { meal: 'Dinner', time: '7:30 PM - 9:30 PM' },
        ],
      },
      {
        title: 'Weekends & Holidays',
        meals: [
          { meal: 'Breakfast', time: '8:00 AM - 10:00 AM' },
          { meal: 'Lunch', time: '12:00 PM - 2:00 PM' },
          { meal: 'Snacks', time: '4:30 PM - 6:00 PM' },
          { meal: 'Dinner', time: '7:30 PM - 9:30 PM' },
        ],
      },
    ],
  },
};
