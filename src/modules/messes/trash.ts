// A mess in the trash: the row and its weekly menu. Restored without its
// hostel when that has been deleted since.
import { insertRow, readRow, type Row } from '../../db/copy-rows';
import { trashMessages } from '../trash/model';
import type { Trashable } from '../trash/trashable';
import { deleteMess, findMenu, findMess, hostelExists, saveMenu } from './repo';

type MessSnapshot = { row: Row; hostelName: string | null; menu: Awaited<ReturnType<typeof findMenu>> };

export const messTrash: Trashable<MessSnapshot> = {
  entity: 'messes',
  async capture(db, id) {
    const [row, mess] = [await readRow(db, 'messes', id), await findMess(db, id)];
    if (!row || !mess) return null;
    return {
      name: mess.mess_name,
      blob: null,
      snapshot: { row, hostelName: mess.hostel?.name ?? null, menu: await findMenu(db, id) },
    };
  },
  remove: deleteMess,
  async restore(db, { row, hostelName, menu }) {
    const notes: string[] = [];
    const restored = { ...row };
    if (row.hostel_id && !(await hostelExists(db, String(row.hostel_id)))) {
      restored.hostel_id = null;
      notes.push(trashMessages.messHostelGone(hostelName ?? ''));
    }
    await insertRow(db, 'messes', restored);
    if (menu) await saveMenu(db, menu.mess, menu.week, menu.updatedAt);
    return notes;
  },
  ownedTranslations: ['menus'],
};
