import { MENU_DAYS, menuDayOf, type SavedMessMenu } from '@contract/modules/messes/menu';
import { useInstituteDay } from '../../../lib/institute-day';
import { menuTexts as t } from '../texts';
import { MenuMeals, MenuUpdated } from './menu-parts';

/** A mess's menu for the week, Monday to Sunday, today's day marked; when it was last updated. */
export function MessMenuWeek({ menu, messName }: { menu: SavedMessMenu; messName: string }) {
  const today = useInstituteDay();
  const todayName = menuDayOf(today);
  return (
    <>
      <MenuUpdated updatedAt={menu.updatedAt} today={today} explain />
      <ol className="menu-week" aria-label={t.weekLabel(messName)}>
        {MENU_DAYS.map((day) => {
          const isToday = day === todayName;
          return (
            <li
              key={day}
              className={isToday ? 'menu-day is-today' : 'menu-day'}
              aria-current={isToday ? 'date' : undefined}
            >
              <h3 className="menu-day-name">
                {t.days[day]}
                {isToday && (
                  <>
                    {' '}
                    <span className="badge badge-blue">{t.today}</span>
                  </>
                )}
              </h3>
              <MenuMeals menu={menu} day={day} />
            </li>
          );
        })}
      </ol>
    </>
  );
}
