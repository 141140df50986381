// The texts of messes that the server responds with and the web shows too
// (SPEC.md sections 5 and 8). Apart from model.ts, which re-exports them,
// because web/features/messes/texts.ts reads them and the public pages load
// that module: importing model.ts there would pull in valibot.
import { dayLabels, mealLabels, type MenuDay, type MenuMeal } from './menu';

export const messMessages = {
  messNameRequired: 'Mess name is required',
  caterersNameRequired: "Cateror's name is required",
  hostelRequired: 'Please select a hostel',
  capacityPositive: 'Capacity must be a positive number',
  nightCanteenRequired: 'Night canteen status is required',
  added: 'Mess added successfully!',
  updated: 'Mess updated successfully!',
  deleted: 'Mess deleted successfully!',
  menuSaved: 'Menu saved successfully!',
};

/** The weekly menu's texts that the server responds with and the console shows under a field. */
export const menuMessages = {
  /** A meal of a day, e.g. "Monday's lunch". */
  mealOf: (day: MenuDay, meal: MenuMeal) => `${dayLabels[day]}'s ${mealLabels[meal].toLowerCase()}`,
  weekRequired: 'The menu needs its week: { week: { monday: { breakfast, lunch, snacks, dinner }, …, sunday: { … } } }',
};
