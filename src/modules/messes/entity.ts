import { joinList, recordColumns } from '../columns';
import type { EntityKind, RecordKind } from '../entity';
import type { Translatable } from '../translations/store';
import { hostelPage, line } from '../search/snippet';
import { MENU_DAYS, MENU_MEALS, emptyWeek } from './menu';
import { MenuWeek, MessInput, type Mess } from './model';
import { readMesses } from './reads';
import { findMenu, findMess, listMesses, messOfMenu } from './repo';
import { messTrash } from './trash';

const messColumns = recordColumns<Mess>([
  { header: 'Mess name', value: (m) => m.mess_name, field: 'mess_name' },
  { header: 'Cateror', value: (m) => m.caterers_name, field: 'caterers_name' },
  { header: 'Hostel', value: (m) => m.hostel?.name ?? 'N/A' },
  { header: 'Hostel ID', value: (m) => m.hostel?._id },
  { header: 'Type', value: (m) => m.type },
  { header: 'Capacity', value: (m) => m.capacity },
  { header: 'Night canteen', value: (m) => m.night_canteen, field: 'night_canteen' },
  { header: 'Nominated members', value: (m) => joinList(m.nominated_mess_members), field: 'nominated_mess_members' },
]);

export const messKind = {
  entity: 'messes',
  nameField: 'mess_name',
  find: findMess,
  trash: messTrash,
  publicList: readMesses,
  // A mess is shown on its hostel's page; one without a hostel, on none.
  searchDocuments: (messes) =>
    messes.flatMap(({ hostel, ...mess }) =>
      hostel
        ? [
            {
              result: {
                _id: mess._id,
                title: mess.mess_name,
                snippet: line(hostel.name, mess.caterers_name),
                url: hostelPage(hostel._id),
              },
              fields: [mess.caterers_name, hostel.name],
            },
          ]
        : [],
    ),
  csv: { columns: messColumns, list: listMesses },
  translatable: ['mess_name', 'caterers_name', 'night_canteen', 'nominated_mess_members'],
  schema: MessInput,
  embeds: { hostel: { entity: 'hostels', translatable: ['name'] } },
} satisfies EntityKind<Mess>;

/**
 * A mess's weekly menu is translated as one text, its week: paths
 * start inside it ('monday.lunch'); the record is the mess's.
 */
export const menuTranslations: Translatable = {
  entity: 'menus',
  translatable: ['week'],
  within: 'week',
  idField: 'mess',
  schema: MenuWeek,
};

/**
 * A weekly menu as the activity log compares it: named after its mess,
 * each meal a field ('monday.lunch'), a menu never saved all blank.
 */
type MenuRecord = { _id: string; name: string } & Record<string, string>;

export const menuKind: RecordKind<MenuRecord> = {
  entity: messKind.entity,
  nameField: 'name',
  async find(db, messId) {
    const mess = await messOfMenu(db, messId);
    if (!mess) return null;
    const week = (await findMenu(db, messId))?.week ?? emptyWeek();
    const meals = MENU_DAYS.flatMap((day) => MENU_MEALS.map((meal) => [`${day}.${meal}`, week[day][meal]]));
    return { _id: messId, name: `${mess.mess_name} menu`, ...Object.fromEntries(meals) };
  },
};
