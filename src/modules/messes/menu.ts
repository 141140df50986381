// A mess's weekly menu: seven days of four meals, free text each. Kept apart
// from model.ts so the public pages can read menus without valibot.
import { instituteDay } from '../../institute';

export const MENU_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type MenuDay = (typeof MENU_DAYS)[number];

export const MENU_MEALS = ['breakfast', 'lunch', 'snacks', 'dinner'] as const;
export type MenuMeal = (typeof MENU_MEALS)[number];

export const dayLabels: Record<MenuDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const mealLabels: Record<MenuMeal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  snacks: 'Snacks',
  dinner: 'Dinner',
};

/** Longer than any mess writes on its board for one meal; '' is a meal left blank. */
export const MEAL_MAX_LENGTH = 300;

/** A menu not updated for longer than this is marked as possibly out of date. */
export const MENU_STALE_AFTER_DAYS = 14;

export type DayMenu = Record<MenuMeal, string>;
export type WeekMenu = Record<MenuDay, DayMenu>;

/** A mess's menu as the API returns it: `updatedAt` is null for a mess whose menu was never saved. */
export type MessMenu = { mess: string; week: WeekMenu; updatedAt: string | null };

/** A menu that has been saved: the list of menus holds only these. */
export type SavedMessMenu = MessMenu & { updatedAt: string };

export const emptyDay = (): DayMenu => ({ breakfast: '', lunch: '', snacks: '', dinner: '' });

export const emptyWeek = (): WeekMenu => Object.fromEntries(MENU_DAYS.map((day) => [day, emptyDay()])) as WeekMenu;

export const dayHasMeals = (menu: DayMenu) => MENU_MEALS.some((meal) => menu[meal] !== '');

/** A menu with nothing written in it counts as no menu. */
export const weekHasMeals = (week: WeekMenu) => MENU_DAYS.some((day) => dayHasMeals(week[day]));

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The day of the week of an institute day ('yyyy-MM-dd', as instituteDay gives it). */
export const menuDayOf = (day: string): MenuDay => MENU_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];

/**
 * Whether a menu last updated at `updatedAt` was updated more than MENU_STALE_AFTER_DAYS institute days before `today`.
 */
export const isMenuStale = (updatedAt: string, today: string) =>
  dayNumber(today) - dayNumber(instituteDay(new Date(updatedAt))) > MENU_STALE_AFTER_DAYS;
