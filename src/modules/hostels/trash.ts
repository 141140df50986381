// A hostel in the trash: the row, and what pointed at it and went with it
// (people listed under it, its messes, the wardens' accounts that look after
// it). A restore gives each back where it still exists, and says what it
// could not; a warden or supervisor deleted since is left empty, for the
// hostel form to ask for.
import { insertRow, readRow, type Row } from '../../db/copy-rows';
import { accountsOfHostel, relinkAccountHostel } from '../accounts/repo';
import { messExists, messesOfHostel, rehomeMess } from '../messes/repo';
import { linkHostel, peopleLinksOfHostel, type HostelLink } from '../people/repo';
import { trashMessages } from '../trash/model';
import type { Trashable } from '../trash/trashable';
import { deleteHostel, findHostel, personExists } from './repo';

type HostelSnapshot = {
  row: Row;
  staff: { job: 'warden' | 'supervisor'; id: string; name: string }[];
  /** `person_name` is missing from a snapshot taken before it was kept. */
  people: (HostelLink & { person_name?: string })[];
  messes: Awaited<ReturnType<typeof messesOfHostel>>;
  accounts: string[];
};

const STAFF_COLUMNS = { warden: 'warden_id', supervisor: 'supervisor_id' } as const;

export const hostelTrash: Trashable<HostelSnapshot> = {
  entity: 'hostels',
  async capture(db, id) {
    const [row, hostel] = [await readRow(db, 'hostels', id), await findHostel(db, id)];
    if (!row || !hostel) return null;
    const staff = (['warden', 'supervisor'] as const).flatMap((job) => {
      const person = hostel[job];
      return person ? [{ job, id: person._id, name: person.name }] : [];
    });
    return {
      name: hostel.name,
      blob: row.image as string | null,
      snapshot: {
        row,
        staff,
        people: await peopleLinksOfHostel(db, id),
        messes: await messesOfHostel(db, id),
        accounts: await accountsOfHostel(db, id),
      },
    };
  },
  remove: deleteHostel,
  async restore(db, { row, staff, people, messes, accounts }) {
    const notes: string[] = [];
    const restored = { ...row };
    for (const { job, id, name } of staff) {
      if (await personExists(db, id)) continue;
      restored[STAFF_COLUMNS[job]] = null;
      notes.push(trashMessages.staffGone(job, name));
    }
    await insertRow(db, 'hostels', restored);
    for (const { person_name, ...link } of people) {
      if (await personExists(db, link.person_id)) await linkHostel(db, link);
      else if (person_name) notes.push(trashMessages.listedPersonGone(person_name));
    }
    for (const mess of messes) {
      if (await rehomeMess(db, mess.id, String(row.id))) continue;
      notes.push(
        (await messExists(db, mess.id))
          ? trashMessages.messMoved(mess.mess_name)
          : trashMessages.messGone(mess.mess_name),
      );
    }
    for (const account of accounts) await relinkAccountHostel(db, account, String(row.id));
    return notes;
  },
};
