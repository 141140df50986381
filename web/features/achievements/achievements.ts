// The achievements page is static (SPEC.md sections 2 and 3): the records and
// the stat tiles live in the client.
export const ACHIEVEMENT_CATEGORIES = [
  'Institutional',
  'Maintenance',
  'Student Welfare',
  'Sustainability',
  'Cultural',
  'Sports',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export type AchievementIcon = 'trophy' | 'sparkles' | 'heart' | 'leaf' | 'shield' | 'music';

export type Achievement = {
  id: number;
  title: string;
  description: string;
  category: AchievementCategory;
  year: string;
  icon: AchievementIcon;
};

// Six achievements across the categories; Sports has none yet, so its filter shows the empty state.
export const achievements: Achievement[] = [
  {
    id: 1,
    title: 'Best Hostel Administration Award',
    description:
      'Recognised by the state education council for transparent allotment, prompt grievance redressal and well-run hostel offices across every block.',
    category: 'Institutional',
    year: '2024',
    icon: 'trophy',
  },
  {
    id: 2,
    title: 'Zero-Breakdown Maintenance Year',
    description:
      'A planned maintenance calendar for plumbing, wiring and furniture kept every hostel running through the academic year without a major breakdown.',
    category: 'Maintenance',
    year: '2023',
    icon: 'shield',
  },
  {
    id: 3,
    title: 'Student Wellness Programme',
    description:
      'Counselling hours, a peer mentoring network and round-the-clock medical support earned the hostels a commendation for student welfare.',
    category: 'Student Welfare',
    year: '2023',
    icon: 'heart',
  },
  {
    id: 4,
    title: 'Green Campus Hostel Certification',
    description:
      'Solar water heaters, rainwater harvesting and waste segregation in every hostel cut energy use by a quarter and earned a green certification.',
    category: 'Sustainability',
    year: '2022',
    icon: 'leaf',
  },
  {
    id: 5,
    title: 'Inter-Hostel Cultural Fest Champions',
    description:
      'Residents won the overall trophy at the inter-institute cultural fest with music, drama and fine-arts teams drawn from every hostel.',
    category: 'Cultural',
    year: '2024',
    icon: 'music',
  },
  {
    id: 6,
    title: 'Cleanest Hostel Complex Rating',
    description:
      'An independent audit rated the hostel complex 4.9 out of 5 for cleanliness of rooms, washrooms, messes and common areas.',
    category: 'Institutional',
    year: '2025',
    icon: 'sparkles',
  },
];

export const achievementStats = [
  { value: '15+', label: 'Awards won' },
  { value: '25+', label: 'Years of service' },
  { value: '95%', label: 'Student satisfaction' },
  { value: '4.9/5', label: 'Cleanliness rating' },
];
