import { joinList, recordColumns } from '../columns';
import type { EntityKind } from '../entity';
import type { Translatable } from '../translations/store';
import { hostelPage, line } from '../search/snippet';
import type { Mess } from './model';
import { readMesses } from './reads';
import { findMess, listMesses } from './repo';
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
              result: { type: 'mess', _id: mess._id, title: mess.mess_name, snippet: line(hostel.name, mess.caterers_name), url: hostelPage(hostel._id) },
              fields: [mess.caterers_name, hostel.name],
            },
          ]
        : [],
    ),
  csv: { file: 'mess', columns: messColumns, list: listMesses },
  translatable: ['mess_name', 'caterers_name', 'night_canteen', 'nominated_mess_members'],
  embeds: { hostel: { entity: 'hostels', translatable: ['name'] } },
} satisfies EntityKind<Mess>;

/** A mess's weekly menu is translated as one text, its week: paths start inside it ('monday.lunch'); the record is the mess's. */
export const menuTranslations: Translatable = { entity: 'menus', translatable: ['week'], within: 'week', idField: 'mess' };
