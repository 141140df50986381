import { Link } from 'wouter';
import { dayHasMeals, menuDayOf } from '@contract/modules/messes/menu';
import { TitledSection } from '../../../components/titled-section';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { useInstituteDay } from '../../../lib/institute-day';
import { paths } from '../../../lib/paths';
import { formatInstituteDay } from '../../../lib/public-format';
import { useMessesWithMenus } from '../api';
import { menuTexts as t } from '../texts';
import { MenuMeals, MenuUpdated } from './menu-parts';
import { MessTypeBadge } from './mess-type-badge';
import '../messes.css';

/** The home page's 'Today in the messes': today's meals in every mess that has a menu; nothing while none has. */
export function TodayInMesses() {
  const messes = useMessesWithMenus();
  const today = useInstituteDay();
  if (messes.length === 0) return null;
  const day = menuDayOf(today);
  return (
    <TitledSection
      titleId="today-in-messes-title"
      title={t.todayTitle}
      intro={t.todayIntro(formatInstituteDay(today))}
      className="today-in-messes"
    >
      <ul className="today-messes" aria-label={t.todayListLabel}>
        {messes.map(({ mess, menu }) => (
          <li key={mess._id} className="card today-mess">
            <div className="today-mess-title">
              <h3 lang={langOf(mess, 'mess_name')}>{mess.mess_name}</h3>
              <MessTypeBadge type={mess.type} />
            </div>
            {mess.hostel && (
              <p className="today-mess-hostel" lang={langOf(mess.hostel as MaybeTranslated, 'name')}>
                {mess.hostel.name}
              </p>
            )}
            {dayHasMeals(menu.week[day]) ? (
              <MenuMeals menu={menu} day={day} />
            ) : (
              <p className="hostel-muted">{t.nothingToday}</p>
            )}
            <MenuUpdated updatedAt={menu.updatedAt} today={today} />
            {mess.hostel && (
              <Link href={paths.hostelMess(mess.hostel._id)} className="today-mess-week">
                {t.seeWeek}
                <span className="visually-hidden"> {t.weekOf(mess.mess_name)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
