import { useQueryParam } from '../../../lib/query-param';
import { TrophyIcon } from '../../../components/icons';
import { FilterButtons } from '../../../components/filter-buttons';
import { ACHIEVEMENT_CATEGORIES, achievements, achievementStats, type AchievementCategory } from '../achievements';
import { achievementTexts } from '../texts';
import { AchievementCard } from './achievement-card';
import '../achievements.css';

type Filter = 'All' | AchievementCategory;
const filters: Filter[] = ['All', ...ACHIEVEMENT_CATEGORIES];

/** The category an address names (`?category=`), or 'All' for none or an unknown one. */
const filterNamed = (name: string | null): Filter => filters.find((filter) => filter === name) ?? 'All';

export function AchievementsView() {
  const [category, setCategory] = useQueryParam('category');
  const filter = filterNamed(category);
  const shown = filter === 'All' ? achievements : achievements.filter((a) => a.category === filter);

  return (
    <>
      <header className="achievements-hero">
        <div className="container">
          <span className="achievements-hero-icon">
            <TrophyIcon size={36} />
          </span>
          <h1>{achievementTexts.title}</h1>
          <p>{achievementTexts.intro}</p>
        </div>
      </header>

      <div className="container achievements-body">
        <ul className="achievement-stats">
          {achievementStats.map((stat) => (
            <li key={stat.label} className="card achievement-stat">
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
          onChoose={(name) => setCategory(name === 'All' ? null : name)}
        />

        <p className="achievement-count" aria-live="polite">
          {achievementTexts.showing(shown.length, achievements.length)}
        </p>

        {shown.length > 0 ? (
          <div className="grid grid-3">
            {shown.map((achievement) => (
              <AchievementCard key={achievement.id} achievement={achievement} />
            ))}
          </div>
        ) : (
          <div className="empty-state card">
            <strong>{achievementTexts.emptyTitle}</strong>
            <span>{achievementTexts.emptyHint}</span>
          </div>
        )}
      </div>
    </>
  );
}
