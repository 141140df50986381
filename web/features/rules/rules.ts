// The rules page's structured facts (SPEC.md section 9, "Rules page facts"):
// the sections of its table of contents, the mess timings and the hospitals.
export const ruleSections = [
  { id: 'accommodation', numeral: 'I', title: 'Accommodation' },
  { id: 'mess-rules', numeral: 'II', title: 'Mess Rules' },
  { id: 'medical-facility', numeral: 'III', title: 'Medical Facility' },
  { id: 'general-rules', numeral: 'IV', title: 'General Rules' },
  { id: 'ragging', numeral: '', title: 'Special Note on Ragging' },
] as const;

export type RuleSectionId = (typeof ruleSections)[number]['id'];

export const messTimings = [
  { meal: 'Breakfast', weekdays: '07:00–09:30', weekends: '08:00–10:00' },
  { meal: 'Lunch', weekdays: '12:00–13:45', weekends: '12:00–14:00' },
  { meal: 'Tea', weekdays: '16:30–18:00', weekends: '16:30–18:00' },
  { meal: 'Dinner', weekdays: '19:30–21:15', weekends: '19:30–21:15' },
];

// Fictional names: the demo must not point students at real hospitals.
export const recognisedHospitals = [
  { name: 'Coastal Care Multispeciality Hospital', place: 'Surathkal', note: 'Emergency and general medicine' },
  { name: 'Harbourview General Hospital', place: 'Mangaluru', note: 'Surgery, cardiology and intensive care' },
  { name: 'Greenfield Institute of Medical Sciences', place: 'Mangaluru', note: 'Specialist out-patient clinics' },
  { name: 'Bayside Women and Children Hospital', place: 'Mangaluru', note: 'Gynaecology and paediatrics' },
  { name: 'Westshore Orthopaedic and Trauma Centre', place: 'Mangaluru', note: 'Fractures, sports injuries and physiotherapy' },
  { name: 'Clearsight Eye and Dental Hospital', place: 'Surathkal', note: 'Eye and dental care' },
];
