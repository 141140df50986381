// The console's week grid of a mess's menu against the real
// server: the saved week in labelled fields, 'Copy to…' and 'Clear day',
// Save with its toasts, a meal too long refused under its field, failures,
// a mess without a menu, the keyboard alone, a phone, and the public pages
// showing what was saved.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import {
  MENU_DAYS,
  MENU_MEALS,
  dayLabels,
  mealLabels,
  type MenuDay,
  type MenuMeal,
  type MessMenu,
  type WeekMenu,
} from '../../src/modules/messes/menu';
import type { Mess } from '../../src/modules/messes/model';
import {
  PHONE,
  accessibilityProblems,
  adminToken,
  animationsEnded,
  cardTitled,
  consoleScreenshot,
  heldUntilShown,
  openPanel,
  pageWidth,
  panelPage,
  shown,
  useSite,
} from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(60_000);

const site = useSite();

const openMess = (page: Page) => openPanel(page, 'Mess', 'Mess Management');

const getJson = async <T>(path: string) => (await (await fetch(`${site.url}${path}`)).json()) as T;

const messNamed = async (name: string) => (await getJson<Mess[]>('/api/mess')).find((mess) => mess.mess_name === name)!;

const menuOf = async (name: string) => getJson<MessMenu>(`/api/mess/${(await messNamed(name))._id}/menu`);

/** Opens the console's Mess panel and the week grid of `messName`. */
async function openMenu(messName: string, viewport?: typeof PHONE) {
  const page = await panelPage(site, openMess, viewport);
  await cardTitled(page, messName)
    .getByRole('button', { name: `Menu of ${messName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Weekly Menu: ${messName}` });
  await field(dialog, 'monday', 'breakfast').waitFor();
  return { page, dialog };
}

/** A meal's field, by the name a screen reader gives it: 'Monday Breakfast'. */
const field = (dialog: Locator, day: MenuDay, meal: MenuMeal) =>
  dialog.getByRole('textbox', { name: `${dayLabels[day]} ${mealLabels[meal]}`, exact: true });

/** What the grid holds, as a week. */
async function gridWeek(dialog: Locator): Promise<WeekMenu> {
  const week: Record<string, Record<string, string>> = {};
  for (const day of MENU_DAYS) {
    week[day] = {};
    for (const meal of MENU_MEALS) week[day][meal] = await field(dialog, day, meal).inputValue();
  }
  return week as WeekMenu;
}

const dayMeals = (week: WeekMenu, day: MenuDay) => MENU_MEALS.map((meal) => week[day][meal]);

describe('the week grid of a mess menu', () => {
  test(
    'Menu on a mess card opens its saved week: seven days ' + 'of four labelled meals, and when it was last updated',
    async () => {
      const { page, dialog } = await openMenu('Ganga Mess');
      expect(await dialog.getByRole('textbox').count()).toBe(28);
      expect(await gridWeek(dialog)).toEqual((await menuOf('Ganga Mess')).week);
      await dialog.getByText(/^Last updated: /).waitFor();
      for (const day of MENU_DAYS) {
        const block = dialog.getByRole('group', { name: dayLabels[day], exact: true });
        await block.getByRole('button', { name: `Copy to other days, from ${dayLabels[day]}` }).waitFor();
        await block.getByRole('button', { name: `Clear day: ${dayLabels[day]}` }).waitFor();
        expect(await block.getByRole('textbox').count()).toBe(4);
      }
      expect(await accessibilityProblems(page)).toEqual([]);
      await animationsEnded(page);
      await consoleScreenshot(page, 'admin-mess-menu-desktop');
      // Escape closes it and gives the focus back to the Menu button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu of Ganga Mess');
    },
  );

  test(
    'copy a day to other days, clear a day, save with its ' +
      'toasts: the server, a reload and the public pages show it',
    async () => {
      const mess = await messNamed('Karavali Mess');
      const { page, dialog } = await openMenu('Karavali Mess');
      const before = await gridWeek(dialog);
      const monday = {
        breakfast: 'Idli, vada, sambar, chutney, tea',
        lunch: 'Rice, sambar, rasam, beans palya, curd',
        snacks: 'Mangalore buns, tea',
        dinner: 'Chapati, dal fry, rice, pickle',
      };
      for (const meal of MENU_MEALS) await field(dialog, 'monday', meal).fill(monday[meal]);

      await dialog.getByRole('button', { name: 'Copy to other days, from Monday' }).click();
      const copy = dialog.getByRole('group', { name: "Copy Monday's meals to" });
      await copy.getByRole('checkbox', { name: 'Tuesday' }).check();
      await copy.getByRole('checkbox', { name: 'Thursday' }).check();
      await copy.getByRole('button', { name: 'Copy', exact: true }).click();
      await copy.waitFor({ state: 'detached' });
      await shown(page, 'Copied Monday to Tuesday, Thursday.');
      expect(
        await dialog.getByRole('button', { name: 'Copy to other days, from Monday' }).getAttribute('aria-expanded'),
      ).toBe('false');

      await dialog.getByRole('button', { name: 'Clear day: Sunday' }).click();
      await shown(page, 'Sunday cleared.');

      const expected = {
        ...before,
        monday,
        tuesday: monday,
        thursday: monday,
        sunday: { breakfast: '', lunch: '', snacks: '', dinner: '' },
      };
      expect(await gridWeek(dialog)).toEqual(expected);
      // Nothing is stored before Save.
      expect((await menuOf('Karavali Mess')).week).toEqual(before);

      await heldUntilShown(
        page,
        `**/api/mess/${mess._id}/menu`,
        'PUT',
        () => dialog.getByRole('button', { name: 'Save Menu' }).click(),
        'Saving menu...',
      );
      await shown(page, 'Menu saved successfully!');
      await dialog.waitFor({ state: 'detached' });
      const saved = await menuOf('Karavali Mess');
      expect(saved.week).toEqual(expected);
      expect(Date.now() - Date.parse(saved.updatedAt!)).toBeLessThan(60_000);

      // A new visit to the console reads it back.
      const again = await openMenu('Karavali Mess');
      expect(await gridWeek(again.dialog)).toEqual(expected);

      // The hostel's page shows the week as saved, Sunday's meals as not listed.
      const visitor = await site.page();
      await visitor.goto(`/hostel/${mess.hostel!._id}`);
      await visitor.getByRole('tab', { name: 'Mess Details' }).click();
      const week = visitor.getByRole('list', { name: 'Karavali Mess: menu of the week' });
      await week.waitFor();
      const dayRow = (day: MenuDay) =>
        week.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: dayLabels[day] }) });
      expect(await dayRow('tuesday').locator('dd').allInnerTexts()).toEqual(dayMeals(expected, 'tuesday'));
      expect(await dayRow('sunday').locator('dd').allInnerTexts()).toEqual([
        'Not listed',
        'Not listed',
        'Not listed',
        'Not listed',
      ]);
    },
  );

  test(
    "'Copy to…' asks for at least one day, 'Every other day' picks " +
      'the six others, Cancel changes nothing; all of it by keyboard',
    async () => {
      const { page, dialog } = await openMenu('Sahyadri Mess');
      const before = await gridWeek(dialog);

      const toggle = dialog.getByRole('button', { name: 'Copy to other days, from Friday' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const copy = dialog.getByRole('group', { name: "Copy Friday's meals to" });
      await copy.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // The first day has the focus; Copy with none chosen says what is missing.
      expect(await page.evaluate(() => document.activeElement?.parentElement?.textContent)).toBe('Monday');
      await copy.getByRole('button', { name: 'Copy', exact: true }).focus();
      await page.keyboard.press('Enter');
      await shown(page, 'Choose at least one day.');

      // Cancel: the panel closes, the focus returns to its button, nothing changed.
      await copy.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
      await copy.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Copy to other days, from Friday',
      );
      expect(await gridWeek(dialog)).toEqual(before);

      // Escape closes the choice alone: the menu's dialog, with what was typed in it, stays.
      await field(dialog, 'tuesday', 'snacks').fill('Samosa');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await copy.getByRole('checkbox', { name: 'Monday' }).waitFor();
      await page.keyboard.press('Escape');
      await copy.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Copy to other days, from Friday',
      );
      expect(await field(dialog, 'tuesday', 'snacks').inputValue()).toBe('Samosa');
      await field(dialog, 'tuesday', 'snacks').fill(dayMeals(before, 'tuesday')[2]);
      await toggle.focus();

      // Space ticks 'Every other day', Enter on Copy copies Friday onto the other six.
      await page.keyboard.press('Enter');
      await copy.getByRole('checkbox', { name: 'Every other day' }).focus();
      await page.keyboard.press('Space');
      for (const day of MENU_DAYS.filter((day) => day !== 'friday'))
        expect(await copy.getByRole('checkbox', { name: dayLabels[day] }).isChecked()).toBe(true);
      await copy.getByRole('button', { name: 'Copy', exact: true }).focus();
      await page.keyboard.press('Enter');
      await shown(page, 'Copied Friday to Monday, Tuesday, Wednesday, Thursday, Saturday, Sunday.');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Copy to other days, from Friday',
      );
      const copied = await gridWeek(dialog);
      for (const day of MENU_DAYS) expect(dayMeals(copied, day)).toEqual(dayMeals(before, 'friday'));

      // 'Clear day' by keyboard, then the fields are typed into and saved with Enter on Save.
      await dialog.getByRole('button', { name: 'Clear day: Monday' }).focus();
      await page.keyboard.press('Enter');
      expect(dayMeals(await gridWeek(dialog), 'monday')).toEqual(['', '', '', '']);
      await field(dialog, 'monday', 'breakfast').focus();
      await page.keyboard.type('Poha, tea');
      await dialog.getByRole('button', { name: 'Save Menu' }).focus();
      await page.keyboard.press('Enter');
      await shown(page, 'Menu saved successfully!');
      expect((await menuOf('Sahyadri Mess')).week.monday).toEqual({
        breakfast: 'Poha, tea',
        lunch: '',
        snacks: '',
        dinner: '',
      });
    },
  );

  test(
    'a meal longer than 300 characters: its message under the ' +
      'field, the field focused, nothing sent; editing clears it',
    async () => {
      const { page, dialog } = await openMenu('Kaveri Mess');
      const before = await menuOf('Kaveri Mess');
      const puts: string[] = [];
      page.on('request', (request) => request.method() === 'PUT' && puts.push(request.url()));

      const lunch = field(dialog, 'wednesday', 'lunch');
      await lunch.fill('x'.repeat(301));
      await dialog.getByRole('button', { name: 'Save Menu' }).click();
      const message = "Wednesday's lunch must be at most 300 characters";
      await shown(page, message);
      expect(await lunch.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await lunch.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(message);
      expect(await lunch.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(puts).toEqual([]);

      await lunch.press('Backspace');
      expect(await page.getByText(message).count()).toBe(0);
      expect(await lunch.getAttribute('aria-invalid')).toBe('false');
      expect((await menuOf('Kaveri Mess')).updatedAt).toBe(before.updatedAt);
    },
  );

  test("a failed save shows the server's message, else the fallback, and keeps what was typed", async () => {
    const { page, dialog } = await openMenu('Bhadra Mess');
    let response: { status: number; json?: object; body?: string } = {
      status: 409,
      json: { message: 'Someone else changed this at the same moment. Reload and try again.' },
    };
    await page.route('**/api/mess/*/menu', (route) =>
      route.request().method() === 'PUT' ? route.fulfill(response) : route.fallback(),
    );
    await field(dialog, 'saturday', 'dinner').fill('Chapati, veg kurma, rice');
    await dialog.getByRole('button', { name: 'Save Menu' }).click();
    await shown(page, 'Someone else changed this at the same moment. Reload and try again.');
    response = { status: 500, body: 'oops' };
    await dialog.getByRole('button', { name: 'Save Menu' }).click();
    await shown(page, 'Error saving menu!');
    expect(await field(dialog, 'saturday', 'dinner').inputValue()).toBe('Chapati, veg kurma, rice');
    expect(await dialog.isVisible()).toBe(true);
  });

  test('a mess without a menu opens a blank week that says so, and its first save makes one', async () => {
    const token = await adminToken(site);
    const hostel = (await messNamed('Tunga Mess')).hostel!._id;
    await callApi(site.url, token, 'POST', '/api/mess', {
      mess_name: 'Annexe Mess',
      caterers_name: 'Hill View Caterers',
      hostel,
      capacity: 120,
      night_canteen: 'Not Available',
    });
    const { page, dialog } = await openMenu('Annexe Mess');
    await dialog.getByText('No menu saved yet: fill in the week and save it.').waitFor();
    expect(Object.values(await gridWeek(dialog)).flatMap((day) => Object.values(day))).toEqual(Array(28).fill(''));
    expect(await field(dialog, 'monday', 'breakfast').getAttribute('placeholder')).toBe(
      'e.g. Idli, sambar, chutney, tea',
    );
    await field(dialog, 'monday', 'dinner').fill('Chapati, dal, rice');
    await dialog.getByRole('button', { name: 'Save Menu' }).click();
    await shown(page, 'Menu saved successfully!');
    expect((await menuOf('Annexe Mess')).week.monday.dinner).toBe('Chapati, dal, rice');
  });

  test("'Loading menu...' until the menu is read; a failed read says so", async () => {
    const mess = await messNamed('Tunga Mess');
    const page = await panelPage(site, openMess);
    await heldUntilShown(
      page,
      `**/api/mess/${mess._id}/menu`,
      'GET',
      () => page.getByRole('button', { name: 'Menu of Tunga Mess' }).click(),
      'Loading menu...',
    );
    await field(page.getByRole('dialog'), 'monday', 'breakfast').waitFor();

    const failing = await panelPage(site, openMess);
    await failing.route(`**/api/mess/${mess._id}/menu`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    );
    await failing.getByRole('button', { name: 'Menu of Tunga Mess' }).click();
    await shown(failing, 'Failed to fetch the menu');
  });

  test('on a phone: one block per day with its meals one under another, nothing wider than the screen', async () => {
    const { page, dialog } = await openMenu('Netravati Mess', PHONE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const box = async (day: MenuDay, meal: MenuMeal) => (await field(dialog, day, meal).boundingBox())!;
    const [breakfast, lunch, dinner, tuesday] = [
      await box('monday', 'breakfast'),
      await box('monday', 'lunch'),
      await box('monday', 'dinner'),
      await box('tuesday', 'breakfast'),
    ];
    expect(lunch.y).toBeGreaterThan(breakfast.y + breakfast.height - 1);
    expect(lunch.x).toBe(breakfast.x);
    expect(tuesday.y).toBeGreaterThan(dinner.y + dinner.height);
    const dialogBox = (await dialog.boundingBox())!;
    expect(breakfast.x + breakfast.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    // Each meal is labelled where it is: the label shows above its field.
    const label = dialog.locator(`label[for="${await field(dialog, 'monday', 'breakfast').getAttribute('id')}"]`);
    expect(await label.isVisible()).toBe(true);
    expect((await label.boundingBox())!.y).toBeLessThan(breakfast.y);
    await dialog.getByRole('button', { name: 'Copy to other days, from Monday' }).click();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await animationsEnded(page);
    await consoleScreenshot(page, 'admin-mess-menu-phone');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

describe("'Copy to…' with the Hindi", () => {
  test(
    "copies each meal's Hindi with its English, a Hindi out of date left " +
      'behind; Clear day clears the Hindi too; saved, the Hindi reads show it',
    async () => {
      const token = await adminToken(site);
      const hostel = (await messNamed('Tunga Mess')).hostel!._id;
      const mess = (
        await callApi(site.url, token, 'POST', '/api/mess', {
          mess_name: 'Bilingual Mess',
          caterers_name: 'Sai Caterers',
          hostel,
          capacity: 90,
          night_canteen: 'Available',
        })
      ).data as Mess;
      const week = (monday: WeekMenu['monday']) => ({
        ...Object.fromEntries(MENU_DAYS.map((day) => [day, { breakfast: '', lunch: '', snacks: '', dinner: '' }])),
        monday,
        friday: { breakfast: 'Poha', lunch: '', snacks: '', dinner: '' },
      });
      const monday = { breakfast: 'Idli, sambar', lunch: 'Rice, dal', snacks: '', dinner: 'Chapati' };
      const hindi = {
        'monday.breakfast': 'इडली, सांबर',
        'monday.lunch': 'चावल, दाल',
        'monday.dinner': 'चपाती',
        'friday.breakfast': 'पोहा',
      };
      await callApi(site.url, token, 'PUT', `/api/mess/${mess._id}/menu`, {
        week: week(monday),
        translations: { hi: hindi },
      });
      // Monday's dinner changes in English: its Hindi is out of date, and stays behind when the day is copied.
      await callApi(site.url, token, 'PUT', `/api/mess/${mess._id}/menu`, {
        week: week({ ...monday, dinner: 'Chapati, paneer' }),
      });

      const { page, dialog } = await openMenu('Bilingual Mess');
      await dialog.getByRole('button', { name: /^हिन्दी translation/ }).click();
      const hindiField = (day: MenuDay, meal: MenuMeal) =>
        dialog.getByLabel(`${dayLabels[day]} ${mealLabels[meal]} (हिन्दी)`, { exact: true });
      await dialog.getByRole('button', { name: 'Copy to other days, from Monday' }).click();
      const copy = dialog.getByRole('group', { name: "Copy Monday's meals to" });
      await copy.getByRole('checkbox', { name: 'Tuesday' }).check();
      await copy.getByRole('button', { name: 'Copy', exact: true }).click();
      await shown(page, 'Copied Monday to Tuesday.');
      expect(await hindiField('tuesday', 'breakfast').inputValue()).toBe('इडली, सांबर');
      expect(await hindiField('tuesday', 'lunch').inputValue()).toBe('चावल, दाल');
      expect(await hindiField('tuesday', 'dinner').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Clear day: Friday' }).click();
      await shown(page, 'Friday cleared.');
      expect(await hindiField('friday', 'breakfast').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Save Menu' }).click();
      await shown(page, 'Menu saved successfully!');
      await dialog.waitFor({ state: 'detached' });

      const saved = (await callApi(site.url, token, 'GET', '/api/admin/translations/menus')).records[mess._id]
        .translations.hi as Record<string, { text: string; stale: boolean }>;
      expect(saved['tuesday.breakfast']).toMatchObject({ text: 'इडली, सांबर', stale: false });
      expect(saved['tuesday.lunch']).toMatchObject({ text: 'चावल, दाल', stale: false });
      expect(saved['tuesday.dinner']).toBeUndefined();
      expect(saved['friday.breakfast']).toBeUndefined();
      const read = await getJson<MessMenu & { englishFields: string[] }>(`/api/mess/${mess._id}/menu?lang=hi`);
      expect(read.week.tuesday).toEqual({
        breakfast: 'इडली, सांबर',
        lunch: 'चावल, दाल',
        snacks: '',
        dinner: 'Chapati, paneer',
      });
      expect(read.englishFields).toEqual(['monday.dinner', 'tuesday.dinner']);
    },
  );
});
