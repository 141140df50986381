// The Rules and Regulations page (SPEC.md sections 2 and 9): its sections
// I to IV and the special note on ragging, every fine and timing in the text.
import * as v from 'valibot';
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
      meals: items('Meals', v.strictObject({ meal: line('Meal', 60), weekdays: line('Weekdays', 60), weekends: line('Weekends and holidays', 60) }), { max: 12 }),
    }),
  }),
  medical: v.strictObject({
    title: line('Title'),
    paragraphs: items('Paragraphs', paragraph),
    hospitalsHeading: line('Hospitals heading'),
    hospitals: items('Hospitals', v.strictObject({ name: line('Name'), place: line('Place', 100), note: line('Note') }), { max: 40 }),
    closing: items('Closing paragraphs', paragraph, { min: 0 }),
  }),
  general: v.strictObject({ title: line('Title'), rules: items('Rules', rule) }),
  ragging: v.strictObject({ title: line('Title'), paragraphs: items('Paragraphs', paragraph) }),
});
export type RulesContent = v.InferOutput<typeof RulesContent>;

export const rulesDefaults: RulesContent = {
  heading: 'Rules and Regulations',
  intro: 'Every resident of the institute hostels agrees to these rules at admission. Read them once, and keep them in mind.',
  accommodation: {
    title: 'Accommodation',
    rules: [
      'Hostel accommodation is provided for the normal duration of a programme only: **4 years for UG** students, **2 or 3 years for PG** students (depending on the programme) and **4 years for PhD** scholars.',
      'Rooms are allotted at the start of every academic year through the Allotment portal. A room is allotted to a student, not owned: the Warden may move residents when maintenance or administration requires it.',
      'The hostel fee must be paid by the date the hostel office announces. A delayed hostel fee is fined **₹100 per day** of delay.',
      'Rooms may be exchanged only with the written permission of the Warden. The first exchange of the year is free; every extra room exchange costs **₹500**.',
      "Occupying another student's room, or a vacant room, without an allotment is fined **₹1000**, and the room must be handed back at once.",
      'Switch off fans and lights whenever you leave your room. A fan or light left on in an empty room is fined **₹500 per day**.',
      'Residents answer for the furniture and fittings of their room; the cost of any damage is recovered from its occupants.',
      'Rooms must be vacated and keys returned by the date announced at the end of the academic year. Late vacating after the year end is charged **₹500 per day**, or **₹1000 per week**.',
    ],
  },
  mess: {
    title: 'Mess Rules',
    rules: [
      "The hostels are served by **11 messes**: **2 girls' messes**, and for boys **5 vegetarian** and **4 non-vegetarian** messes.",
      'Every resident must join a mess. A resident who does not join a mess is charged **₹4000 per month**.',
      'A resident may change to another mess only at the **end of a month**, by applying to the hostel office before the month ends.',
      'A mess rebate is given only for an absence of **5 or more continuous days**, and only when it is applied for **a week in advance**. Shorter absences and late applications get no rebate.',
      'Food, plates and cutlery must not leave the mess. A first offence earns a warning; carrying food out of the mess on a repeat offence is fined **₹1000**.',
      'Take only what you will eat. Wasting food is fined **₹500** on a second offence.',
      'Meals are served at these times; the mess closes its counters at the end of each slot.',
    ],
    timings: {
      caption: 'Mess timings',
      meals: [
        { meal: 'Breakfast', weekdays: '07:00–09:30', weekends: '08:00–10:00' },
        { meal: 'Lunch', weekdays: '12:00–13:45', weekends: '12:00–14:00' },
        { meal: 'Tea', weekdays: '16:30–18:00', weekends: '16:30–18:00' },
        { meal: 'Dinner', weekdays: '19:30–21:15', weekends: '19:30–21:15' },
      ],
    },
  },
  medical: {
    title: 'Medical Facility',
    paragraphs: [
      'The institute health centre on the campus is open day and night, with a medical officer on call and an ambulance for emergencies. Carry your student identity card when you visit.',
      'For specialist care and emergencies the health centre refers students to the recognised hospitals below; treatment there on a referral is covered by the student medical insurance.',
    ],
    hospitalsHeading: 'Recognised hospitals',
    // Fictional names: a new site must not point students at real hospitals.
    hospitals: [
      { name: 'Coastal Care Multispeciality Hospital', place: 'Surathkal', note: 'Emergency and general medicine' },
      { name: 'Harbourview General Hospital', place: 'Mangaluru', note: 'Surgery, cardiology and intensive care' },
      { name: 'Greenfield Institute of Medical Sciences', place: 'Mangaluru', note: 'Specialist out-patient clinics' },
      { name: 'Bayside Women and Children Hospital', place: 'Mangaluru', note: 'Gynaecology and paediatrics' },
      { name: 'Westshore Orthopaedic and Trauma Centre', place: 'Mangaluru', note: 'Fractures, sports injuries and physiotherapy' },
      { name: 'Clearsight Eye and Dental Hospital', place: 'Surathkal', note: 'Eye and dental care' },
    ],
    closing: ['Tell your hostel supervisor when you fall ill. At night, the security desk of your hostel calls the health centre and the ambulance.'],
  },
  general: {
    title: 'General Rules',
    rules: [
      "Night absence is barred: no resident may be away from the hostel between **01:00 and 06:00**. Leave for a night away needs the Warden's permission in advance, entered in the hostel register.",
      'First-year students must be back in their hostel by **19:00** (the first-year curfew).',
      "Visitors, parents included, are received in the visitors' lounge during visiting hours only. No guest may stay overnight.",
      'Alcohol, drugs, smoking and gambling are forbidden on hostel premises; offenders lose their hostel place.',
      'Playing cricket, football or any other sport in the corridors is fined **₹1000 to ₹5000**, depending on the damage and disturbance caused.',
      'Loud music, or a loudspeaker disturbing other residents, is fined **₹5000**.',
      'Motor vehicles belong in the designated parking areas. Bringing a vehicle into the hostel is fined **₹20000**.',
      'Cooking appliances, heaters and extra electrical fittings are not allowed in rooms. Let staff in for room inspections and maintenance when asked.',
    ],
  },
  ragging: {
    title: 'Special Note on Ragging',
    paragraphs: [
      '**Ragging in any form is a criminal offence and is strictly banned** on the campus, in every hostel and in every mess, under the anti-ragging regulations of the University Grants Commission and the law of the state.',
      'Anyone found ragging, abetting it or hiding it faces suspension, expulsion from the hostel and the institute, and a complaint to the police. Every student and parent signs an anti-ragging undertaking at admission.',
      'If you are ragged or see it happen, report it at once to your Warden, the Chief Warden or the Anti-Ragging Squad. Complaints are kept confidential, and no one who reports ragging in good faith will be penalised.',
    ],
  },
};
