// The Achievements page (SPEC.md sections 2, 3 and 9): the stat tiles and the
// achievements, each in one of the page's categories (a category may have none yet).
import * as v from 'valibot';
import { items, line, richText } from './fields';

export const ACHIEVEMENT_ICONS = ['trophy', 'sparkles', 'heart', 'leaf', 'shield', 'music'] as const;

export const AchievementsContent = v.pipe(
  v.strictObject({
    title: line('Title'),
    intro: richText('Introduction', 400),
    stats: items('Stat tiles', v.strictObject({ value: line('Value', 20), label: line('Label', 80) }), { max: 8 }),
    categories: items('Categories', line('A category', 40), { max: 12 }),
    achievements: items(
      'Achievements',
      v.strictObject({
        title: line('Title'),
        description: richText('Description', 600),
        category: line('Category', 40),
        year: line('Year', 20),
        icon: v.picklist(ACHIEVEMENT_ICONS, `Icon must be one of ${ACHIEVEMENT_ICONS.join(', ')}`),
      }),
      { min: 0, max: 60 },
    ),
  }),
  v.forward(
    v.check(({ categories, achievements }) => achievements.every(({ category }) => categories.includes(category)), 'Every achievement needs one of the categories'),
    ['achievements'],
  ),
);
export type AchievementsContent = v.InferOutput<typeof AchievementsContent>;
export type Achievement = AchievementsContent['achievements'][number];
export type AchievementIcon = Achievement['icon'];

export const achievementsDefaults: AchievementsContent = {
  title: 'Our Achievements',
  intro: 'Milestones and recognitions earned by our hostels, staff and residents over the years.',
  stats: [
    { value: '15+', label: 'Awards won' },
    { value: '25+', label: 'Years of service' },
    { value: '95%', label: 'Student satisfaction' },
    { value: '4.9/5', label: 'Cleanliness rating' },
  ],
  // Sports has none yet, so its filter shows the empty state.
  categories: ['Institutional', 'Maintenance', 'Student Welfare', 'Sustainability', 'Cultural', 'Sports'],
  achievements: [
    {
      title: 'Best Hostel Administration Award',
      description:
        'Recognised by the state education council for transparent allotment, prompt grievance redressal and well-run hostel offices across every block.',
      category: 'Institutional',
      year: '2024',
      icon: 'trophy',
    },
    {
      title: 'Zero-Breakdown Maintenance Year',
      description:
        'A planned maintenance calendar for plumbing, wiring and furniture kept every hostel running through the academic year without a major breakdown.',
      category: 'Maintenance',
      year: '2023',
      icon: 'shield',
    },
    {
      title: 'Student Wellness Programme',
      description:
        'Counselling hours, a peer mentoring network and round-the-clock medical support earned the hostels a commendation for student welfare.',
      category: 'Student Welfare',
      year: '2023',
      icon: 'heart',
    },
    {
      title: 'Green Campus Hostel Certification',
      description:
        'Solar water heaters, rainwater harvesting and waste segregation in every hostel cut energy use by a quarter and earned a green certification.',
      category: 'Sustainability',
      year: '2022',
      icon: 'leaf',
    },
    {
      title: 'Inter-Hostel Cultural Fest Champions',
      description:
        'Residents won the overall trophy at the inter-institute cultural fest with music, drama and fine-arts teams drawn from every hostel.',
      category: 'Cultural',
      year: '2024',
      icon: 'music',
    },
    {
      title: 'Cleanest Hostel Complex Rating',
      description: 'An independent audit rated the hostel complex 4.9 out of 5 for cleanliness of rooms, washrooms, messes and common areas.',
      category: 'Institutional',
      year: '2025',
      icon: 'sparkles',
    },
  ],
};
