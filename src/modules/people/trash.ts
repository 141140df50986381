// A person in the trash: the row, and the hostels it was listed under (by
// name too, so a restore can say which of them has gone since).
import { insertRow, readRow, type Row } from '../../db/copy-rows';
import { trashMessages } from '../trash/model';
import type { Trashable } from '../trash/trashable';
import { deletePerson, hostelLinksOfPerson, linkHostel, missingHostels } from './repo';

type PersonSnapshot = { row: Row; hostels: Awaited<ReturnType<typeof hostelLinksOfPerson>> };

export const personTrash: Trashable<PersonSnapshot> = {
  entity: 'people',
  async capture(db, id) {
    const row = await readRow(db, 'people', id);
    if (!row) return null;
    return {
      name: String(row.name),
      blob: row.image as string | null,
      snapshot: { row, hostels: await hostelLinksOfPerson(db, id) },
    };
  },
  remove: deletePerson,
  async restore(db, { row, hostels }) {
    await insertRow(db, 'people', row);
    const notes: string[] = [];
    for (const { hostel_name, ...link } of hostels) {
      if ((await missingHostels(db, [link.hostel_id])).length) notes.push(trashMessages.hostelGone(hostel_name));
      else await linkHostel(db, link);
    }
    return notes;
  },
};
