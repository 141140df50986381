// Every text of messes that SPEC.md fixes for the weekly menus on the home
// page (today) and the hostel page (the week), and a mess's type shown with
// them; the rest of the hostel page's Mess Details tab is details-texts.ts (the
// home page loads none of it), the console's Mess Management panel's and
// week grid's admin-texts.ts.
import { MENU_STALE_AFTER_DAYS as STALE_DAYS, dayLabels, mealLabels } from '@contract/modules/messes/menu';
import { localized } from '../../lib/texts';

/** A mess's type as the public pages show it, with its menu on the home page and in the hostel page's Mess Details. */
export const messTypeTexts = localized('messTypes', {
  veg: 'Veg',
  nonVeg: 'Non-Veg',
});

/** The weekly menu on the public pages: the hostel page's week and the home page's today. */
export const menuTexts = localized('menus', {
  days: dayLabels,
  meals: mealLabels,
  lastUpdated: (date: string) => `Last updated ${date}`,
  possiblyOutOfDate: 'Possibly out of date',
  outOfDateHint: `Not updated for more than ${STALE_DAYS} days: the mess notice board may have a newer menu.`,
  today: 'Today',
  notListed: 'Not listed',
  weekLabel: (messName: string) => `${messName}: menu of the week`,

  todayTitle: 'Today in the messes',
  todayIntro: (day: string) => `What each mess serves today, ${day}.`,
  todayListLabel: "Today's meals in each mess",
  nothingToday: 'No meals listed for today.',
  seeWeek: 'See the week',
  /** Completes a 'See the week' link's name for screen readers. */
  weekOf: (messName: string) => `at ${messName}`,
});
