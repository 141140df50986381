// Every text of the About page (SPEC.md section 2 "About"). The people named
// here are fictional.
export const aboutTexts = {
  heroTitle: 'About Us',
  heroSubtitle: 'The Institute Hostel Trust: a home for thousands of students on a seaside campus since 1960.',

  visionTitle: 'Our Vision',
  vision:
    'To give every student a safe, healthy and inclusive home on campus, where good food, clean surroundings and a caring community leave them free to learn, grow and lead.',

  messagesTitle: 'Messages',
  directorTitle: "Director's Message",
  director: {
    portraitAlt: 'Portrait of the Director',
    paragraphs: [
      'A student spends more hours in the hostel than anywhere else on campus. The friendships made in its corridors and the habits formed in its messes stay for a lifetime, and we take that responsibility seriously.',
      'Our hostels are run by wardens, supervisors and staff who care, and by students who take part in running them through the hostel council and mess committees. I invite every resident to make the most of this community.',
    ],
    name: 'Prof. Venkatesh Iyengar',
    role: 'Director',
  },
  chiefWardenTitle: "Chief Warden's Message",
  chiefWarden: {
    portraitAlt: 'Portrait of the Chief Warden',
    paragraphs: [
      'Welcome to the hostels. Our aim is simple: rooms that are clean and safe, food that is wholesome, and help that is close at hand whenever a student needs it.',
      'The rules of the hostel exist to protect that shared home. Read the handbook, speak to your warden or supervisor about anything that troubles you, and help us keep the hostels a place everyone is proud of.',
    ],
    name: 'Dr. Radhika Varma',
    role: 'Chief Warden',
  },

  whyTitle: 'Why Choose Us',
  whyIntro: 'An institute with a long record, a large green campus and a place among the best engineering colleges in the country.',
  counters: [
    { target: 1960, suffix: '', label: 'Established' },
    { target: 12, prefix: '#', suffix: '', label: 'National Ranking (2023)' },
    { target: 300, suffix: '+', label: 'Acres of Campus' },
  ],
  topCollege: { value: 'Top', label: 'Engineering College' },

  highlightsTitle: 'Highlights',
  highlights: [
    'Hostels for every year of study, with separate hostels for women',
    'Eleven messes with vegetarian and non-vegetarian menus',
    'Security round the clock and a health centre on campus',
    'Wi-Fi in every hostel block',
    'Sports grounds, gymnasiums and a beach next to the campus',
    'A hostel council and mess committees run by students',
  ],

  summaryTitle: 'Life in Our Hostels',
  summary: [
    { title: 'A Home Away From Home', text: 'Furnished rooms, reading rooms and common spaces that make everyday life comfortable.' },
    { title: 'Care and Safety', text: 'Wardens, supervisors and security staff who look after every resident, day and night.' },
    { title: 'Community', text: 'Festivals, sports and cultural events that bring students of every hostel together.' },
  ],
};
