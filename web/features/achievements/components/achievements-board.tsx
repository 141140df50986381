import type { AchievementsContent } from '@contract/modules/pages/content/achievements';
import { useQueryParam } from '../../../lib/query-param';
import { TrophyIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/empty-state';
import { FilterButtons } from '../../../components/filter-buttons';
import { RichParagraph } from '../../../components/rich-text';
import { achievementTexts } from '../texts';
import { AchievementCard } from './achievement-card';
import '../achievements.css';

const ALL = achievementTexts.all;

/** The hero, the stat tiles and the achievements, filtered by the category the address names (`?category=`). */
export function AchievementsBoard({ content }: { content: AchievementsContent }) {
  const [category, setCategory] = useQueryParam('category');
  const filters = [ALL, ...content.categories];
  const filter = filters.find((name) => name === category) ?? ALL;
  const { achievements } = content;
  const shown = filter === ALL ? achievements : achievements.filter((a) => a.category === filter);

  return (
    <>
      <header className="achievements-hero">
        <div className="container">
          <span className="achievements-hero-icon">
            <TrophyIcon size={36} />
          </span>
          <h1>{content.title}</h1>
          <RichParagraph text={content.intro} />
        </div>
      </header>

      <div className="container achievements-body">
        <ul className="achievement-stats">
          {content.stats.map((stat, index) => (
            <li key={index} className="card achievement-stat">
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>

        <FilterButtons
          label={achievementTexts.filterLabel}
          filters={filters}
          active={filter}
          className="achievement-filters"
          onChoose={(name) => setCategory(name === ALL ? null : name)}
        />

        <p className="achievement-count" aria-live="polite">
          {achievementTexts.showing(shown.length, achievements.length)}
        </p>

        {shown.length > 0 ? (
          <div className="grid grid-3">
            {shown.map((achievement, index) => (
              <AchievementCard key={`${index}-${achievement.title}`} achievement={achievement} />
            ))}
          </div>
        ) : (
          <EmptyState title={achievementTexts.emptyTitle} hint={achievementTexts.emptyHint} />
        )}
      </div>
    </>
  );
}
