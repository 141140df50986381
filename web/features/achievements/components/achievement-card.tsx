import type { Achievement, AchievementIcon } from '@contract/modules/pages/content/achievements';
import { HeartPulseIcon, LeafIcon, MusicIcon, ShieldIcon, SparklesIcon, TrophyIcon } from '../../../components/icons';
import { RichText } from '../../../components/rich-text';
import { achievementTexts } from '../texts';

const icons: Record<AchievementIcon, typeof TrophyIcon> = {
  trophy: TrophyIcon,
  sparkles: SparklesIcon,
  heart: HeartPulseIcon,
  leaf: LeafIcon,
  shield: ShieldIcon,
  music: MusicIcon,
};

type AchievementCardProps = {
  achievement: Achievement;
  /** `lang` for the element showing one of the achievement's fields. */
  lang: (field: keyof Achievement) => 'en' | undefined;
};

export function AchievementCard({ achievement, lang }: AchievementCardProps) {
  const Icon = icons[achievement.icon];
  return (
    <article className="card achievement-card" data-testid="achievement-card">
      <div className="achievement-card-top">
        <span className="achievement-icon">
          <Icon size={26} />
        </span>
        <span className="achievement-year" lang={lang('year')}>
          {achievement.year}
        </span>
      </div>
      <h2 lang={lang('title')}>{achievement.title}</h2>
      <p lang={lang('description')}>
        <RichText text={achievement.description} />
      </p>
      <div className="achievement-card-footer">
        <span className="badge badge-blue" lang={lang('category')}>
          {achievement.category}
        </span>
        {/* SPEC.md: the button is shown but does nothing. */}
        <button type="button" className="button button-outline button-small">
          {achievementTexts.learnMore}
        </button>
      </div>
    </article>
  );
}
