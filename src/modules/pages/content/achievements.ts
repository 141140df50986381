// The Achievements page (SPEC.md sections 2, 3 and 9): the stat tiles and the
// achievements, each in one of the page's categories (a category may have none yet).
// The Sports category has no achievement yet, so its filter shows the empty state.
import * as v from 'valibot';
import defaults from './defaults/achievements.json' with { type: 'json' };
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
    v.check(
      ({ categories, achievements }) => achievements.every(({ category }) => categories.includes(category)),
      'Every achievement needs one of the categories',
    ),
    ['achievements'],
  ),
);
export type AchievementsContent = v.InferOutput<typeof AchievementsContent>;
export type Achievement = AchievementsContent['achievements'][number];
export type AchievementIcon = Achievement['icon'];

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const achievementsDefaults: AchievementsContent = v.parse(AchievementsContent, defaults);
