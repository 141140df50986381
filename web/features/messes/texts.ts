// Every text of messes that SPEC.md fixes for the Mess Details tab of the
// hostel page (section 2 "Hostel detail" and section 9), and the weekly
// menus' on the home page (today) and the hostel page (the week); the
// console's Mess Management panel's and week grid's are admin-texts.ts.
import { MENU_STALE_AFTER_DAYS, dayLabels, mealLabels } from '@contract/modules/messes/menu';
import { localized } from '../../lib/texts';

export const messDetailsTexts = localized('messDetails', {
  messName: 'Mess Name',
  caterer: 'Cateror',
  messType: 'Type',
  veg: 'Veg',
  nonVeg: 'Non-Veg',
  capacity: 'Capacity',
  capacityValue: (capacity: number) => `${capacity} students`,
  nightCanteen: 'Night Canteen',
  menuTitle: 'Menu',
  menuNote: 'The weekly menu is put up on the mess notice board and is reviewed every month by the mess committee.',
  membersTitle: 'Nominated Mess Members',
  noMembers: 'No members nominated yet.',
  noMess: 'No mess information available for this hostel.',
  loadingMess: 'Loading mess details...',
  contact: 'Contact',
  email: 'Email',
  year: 'Year',
});

/** The weekly menu on the public pages: the hostel page's week and the home page's today. */
export const menuTexts = localized('menus', {
  days: dayLabels,
  meals: mealLabels,
  lastUpdated: (date: string) => `Last updated ${date}`,
  possiblyOutOfDate: 'Possibly out of date',
  outOfDateHint: `Not updated for more than ${MENU_STALE_AFTER_DAYS} days: the mess notice board may have a newer menu.`,
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
