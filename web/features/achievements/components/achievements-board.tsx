import type { AchievementsContent } from '@contract/modules/pages/content/achievements';
import { useQueryParam } from '../../../lib/query-param';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { TrophyIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/empty-state';
import { FilterButtons } from '../../../components/filter-buttons';
import { RichText } from '../../../components/rich-text';
import { achievementTexts } from '../texts';
import { AchievementCard } from './achievement-card';
import '../achievements.css';

/**
 * The hero, the stat tiles and the achievements, filtered by the category the
 * address names (`?category=`). `page` says which of the content's fields are shown in English.
 */
export function AchievementsBoard({ content, page }: { content: AchievementsContent; page?: MaybeTranslated }) {
  const [category, setCategory] = useQueryParam('category');
  const all = achievementTexts.all;
  const filters = [all, ...content.categories];
  const filter = filters.find((name) => name === category) ?? all;
  const { achievements } = content;
  const shown = filter === all ? achievements : achievements.filter((a) => a.category === filter);

  return (
    <>
      <header className="achievements-hero">
        <div className="container">
          <span className="achievements-hero-icon">
            <TrophyIcon size={36} />
          </span>
          <h1 lang={langOf(page, 'title')}>{content.title}</h1>
          <p lang={langOf(page, 'intro')}>
            <RichText text={content.intro} />
          </p>
        </div>
      </header>

      <div className="container achievements-body">
        <ul className="achievement-stats">
          {content.stats.map((stat, index) => (
            <li key={index} className="card achievement-stat">
              <strong lang={langOf(page, `stats.${index}.value`)}>{stat.value}</strong>
              <span lang={langOf(page, `stats.${index}.label`)}>{stat.label}</span>
            </li>
          ))}
        </ul>

        <FilterButtons
          label={achievementTexts.filterLabel}
          filters={filters}
          active={filter}
          className="achievement-filters"
          onChoose={(name) => setCategory(name === all ? null : name)}
        />

        <p className="achievement-count" aria-live="polite">
          {achievementTexts.showing(shown.length, achievements.length)}
        </p>

        {shown.length > 0 ? (
          <div className="grid grid-3">
            {shown.map((achievement, index) => (
              <AchievementCard
                key={`${index}-${achievement.title}`}
                achievement={achievement}
                lang={(field) => langOf(page, `achievements.${achievements.indexOf(achievement)}.${field}`)}
              />
            ))}
          </div>
        ) : (
          <EmptyState title={achievementTexts.emptyTitle} hint={achievementTexts.emptyHint} />
        )}
      </div>
    </>
  );
}
