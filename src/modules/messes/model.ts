import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { list, recordReference, requiredText, text } from '../../http/fields';
import { formatMessMember } from './members';
import { MEAL_MAX_LENGTH, MENU_DAYS, MENU_MEALS, dayLabels, type MenuDay, type MenuMeal } from './menu';
import { menuMessages, messMessages } from './texts';
import { storedRecord } from '../stored-record';

export { menuMessages, messMessages };

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const messErrors = {
  notFound: 'Mess not found.',
};

export const MESS_TYPES = ['Veg', 'NonVeg'] as const;
export type MessType = (typeof MESS_TYPES)[number];

// The mess form's own messages, also for a missing key: the default '' fails minLength with them.
const requiredField = (label: string, message: string, max: number) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

// Phone numbers and years often arrive as numbers from a form.
const memberPart = (label: string) =>
  v.pipe(
    v.optional(
      v.nullable(v.union([text(label, 200), v.pipe(v.number(), v.transform(String))], `${label} must be text`)),
      '',
    ),
    v.transform((value) => value ?? ''),
  );

export const MessMemberInput = v.object({
  name: requiredText('Member name', 200),
  role: memberPart('Member role'),
  contact: memberPart('Member contact'),
  email: memberPart('Member email'),
  year: memberPart('Member year'),
});

/** A member is a stored string or the member editor's object; either way it is kept as the string form. */
const messMember = v.pipe(
  v.union([text('Member', 1000), MessMemberInput], 'Each member must be text or an object with a name'),
  v.transform((member) => (typeof member === 'string' ? member : formatMessMember(member))),
);

/** A hostel, by id or as the `{ _id, name }` object a mess was read with. */
const hostelRef = v.optional(recordReference(messMessages.hostelRequired), '');

const capacity = v.pipe(
  v.optional(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, messMessages.capacityPositive), v.transform(Number))],
      messMessages.capacityPositive,
    ),
    '',
  ),
  v.integer(messMessages.capacityPositive),
  v.minValue(1, messMessages.capacityPositive),
  v.maxValue(1_000_000, 'Capacity is too large'),
);

export const MessInput = v.object({
  mess_name: requiredField('Mess name', messMessages.messNameRequired, 200),
  caterers_name: requiredField("Cateror's name", messMessages.caterersNameRequired, 200),
  hostel: hostelRef,
  type: v.optional(v.picklist(MESS_TYPES, `Type must be one of: ${MESS_TYPES.join(', ')}`), 'Veg'),
  capacity,
  night_canteen: requiredField('Night canteen status', messMessages.nightCanteenRequired, 100),
  nominated_mess_members: v.pipe(
    v.optional(list('Nominated mess members', messMember, 100), []),
    v.transform((members) => members.filter(Boolean)),
  ),
  translations: TranslationsInput,
});
export type MessInput = v.InferOutput<typeof MessInput>;

/** A mess as the API returns it: the hostel expanded, or null once that hostel is gone. */
export const Mess = storedRecord({
  mess_name: v.string(),
  caterers_name: v.string(),
  hostel: v.nullable(v.object({ _id: v.string(), name: v.string() })),
  type: v.picklist(MESS_TYPES),
  capacity: v.number(),
  night_canteen: v.string(),
  nominated_mess_members: v.array(v.string()),
});
export type Mess = v.InferOutput<typeof Mess>;

// ---------------------------------------------------------------- the weekly menu

const listed = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A plain object as it came, every key kept (valibot's objects drop `__proto__` and `constructor` unseen). */
const plainObject = (message: string) =>
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    message,
  );

/**
 * Keys other than `keys` are refused (a misspelt day or meal would otherwise
 * be dropped unseen), without naming them: errors never repeat the input.
 */
const onlyKeys = (keys: readonly string[], message: string) =>
  v.check((value: Record<string, unknown>) => Object.keys(value).every((key) => keys.includes(key)), message);

/** The message for a key left out of an object (valibot's issue expects it, quoted: '"monday"'). */
const missingKey = (message: (key: string) => string) => (issue: v.BaseIssue<unknown>) =>
  message((issue.expected ?? '').slice(1, -1));

const mealText = (day: MenuDay, meal: MenuMeal) =>
  v.pipe(
    v.string(`${menuMessages.mealOf(day, meal)} must be text`),
    v.trim(),
    v.maxLength(MEAL_MAX_LENGTH, `${menuMessages.mealOf(day, meal)} must be at most ${MEAL_MAX_LENGTH} characters`),
  );

const dayMenu = (day: MenuDay) => {
  const notObject = `${dayLabels[day]} must be an object of meals: ${listed(MENU_MEALS)}`;
  return v.pipe(
    plainObject(notObject),
    onlyKeys(MENU_MEALS, `${dayLabels[day]} has a meal that does not exist: the meals are ${listed(MENU_MEALS)}`),
    v.object(
      Object.fromEntries(MENU_MEALS.map((meal) => [meal, mealText(day, meal)])) as Record<
        MenuMeal,
        ReturnType<typeof mealText>
      >,
      missingKey((meal) => `${menuMessages.mealOf(day, meal as MenuMeal)} is missing: send "" for a meal left blank`),
    ),
  );
};

const WEEK_SHAPE =
  `The week must be an object of the seven days, ${MENU_DAYS[0]} ` +
  `to ${MENU_DAYS.at(-1)}, each with ${listed(MENU_MEALS)}`;

/**
 * All seven days, each with all four meals ('' for a meal left
 * blank): a week sent in part would otherwise blank the rest.
 */
export const MenuWeek = v.pipe(
  plainObject(WEEK_SHAPE),
  onlyKeys(MENU_DAYS, `The week has a day that does not exist: the days are ${listed(MENU_DAYS)}`),
  v.object(
    Object.fromEntries(MENU_DAYS.map((day) => [day, dayMenu(day)])) as Record<MenuDay, ReturnType<typeof dayMenu>>,
    missingKey((day) => `${dayLabels[day as MenuDay]} is missing: a menu has all seven days`),
  ),
);

export const MenuInput = v.object({ week: MenuWeek, translations: TranslationsInput }, menuMessages.weekRequired);
export type MenuInput = v.InferOutput<typeof MenuInput>;

/** A mess's week as the API returns it: every day with every meal; `updatedAt` null before its first save. */
export const MessMenu = v.object({
  mess: v.string(),
  week: v.object(
    Object.fromEntries(
      MENU_DAYS.map((day) => [day, v.object(Object.fromEntries(MENU_MEALS.map((meal) => [meal, v.string()])))]),
    ),
  ),
  updatedAt: v.nullable(v.string()),
});
