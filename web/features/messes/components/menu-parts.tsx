import { MENU_MEALS, isMenuStale, type MenuDay, type SavedMessMenu } from '@contract/modules/messes/menu';
import { langOf } from '../../../lib/content-language';
import { formatPublicDate } from '../../../lib/public-format';
import { menuTexts as t } from '../texts';

/** A day's four meals of `menu`; a blank one reads 'Not listed'. */
export function MenuMeals({ menu, day }: { menu: SavedMessMenu; day: MenuDay }) {
  const meals = menu.week[day];
  return (
    <dl className="menu-meals">
      {MENU_MEALS.map((meal) => (
        <div key={meal}>
          <dt>{t.meals[meal]}</dt>
          <dd lang={langOf(menu, `${day}.${meal}`)}>
            {meals[meal] || <span className="menu-not-listed">{t.notListed}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Last updated <date>', and a mark when that was more than 14
 * days before `today` (`explain` says what the mark means).
 */
export function MenuUpdated({ updatedAt, today, explain }: { updatedAt: string; today: string; explain?: boolean }) {
  const stale = isMenuStale(updatedAt, today);
  return (
    <p className="menu-updated">
      <span>{t.lastUpdated(formatPublicDate(updatedAt))}</span>
      {stale && (
        <>
          {' '}
          <span className="badge badge-amber">{t.possiblyOutOfDate}</span>
          {explain && (
            <>
              {' '}
              <span className="menu-stale-hint">{t.outOfDateHint}</span>
            </>
          )}
        </>
      )}
    </p>
  );
}
