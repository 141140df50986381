import type { Achievement, AchievementIcon } from '@contract/modules/pages/content/achievements';
import { HeartPulseIcon, LeafIcon, MusicIcon, ShieldIcon, SparklesIcon, TrophyIcon } from '../../../components/icons';
import { RichParagraph } from '../../../components/rich-text';
import { achievementTexts } from '../texts';

const icons: Record<AchievementIcon, typeof TrophyIcon> = {
  trophy: TrophyIcon,
  sparkles: SparklesIcon,
  heart: HeartPulseIcon,
  leaf: LeafIcon,
  shield: ShieldIcon,
  music: MusicIcon,
};

export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const Icon = icons[achievement.icon];
  return (
    <article className="card achievement-card" data-testid="achievement-card">
      <div className="achievement-card-top">
        <span className="achievement-icon">
          <Icon size={26} />
        </span>
        <span className="achievement-year">{achievement.year}</span>
      </div>
      <h2>{achievement.title}</h2>
      <RichParagraph text={achievement.description} />
      <div className="achievement-card-footer">
        <span className="badge badge-blue">{achievement.category}</span>
        {/* SPEC.md: the button is shown but does nothing. */}
        <button type="button" className="button button-outline button-small">
          {achievementTexts.learnMore}
        </button>
      </div>
    </article>
  );
}
