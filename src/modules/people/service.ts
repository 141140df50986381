// A person's writes: each one transaction with the permission check, the
// picture, the row and its hostels, and its activity entry.
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { requireMay, type SignedIn } from '../../auth/guard';
import { badRequest, conflict } from '../../http/errors';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { personKind } from './entity';
import { personErrors, type PersonInput } from './model';
import * as repo from './repo';
import { recordWrites } from '../record-writes';
import type { BasedOn } from '../record-version';

/** Checked inside the write, so a hostel cannot vanish between the check and the commit. */
async function requireHostels(db: Queries, hostelIds: string[]) {
  const missing = await repo.missingHostels(db, hostelIds);
  if (missing.length) {
    const errors = missing.map((id) => ({
      path: `hostel.${hostelIds.indexOf(id)}`,
      message: personErrors.hostelMissing,
    }));
    throw badRequest(errors[0].message, errors);
  }
}

/** A warden or supervisor stays until their hostel has someone else. */
async function requireNoHostelStaffed(db: Queries, id: string) {
  const hostels = await repo.hostelsStaffedBy(db, id);
  if (hostels.length) throw conflict(personErrors.staffOf(hostels));
}

export function peopleService(ctx: AppContext) {
  const writes = recordWrites(ctx.activity, personKind);
  const images = recordImages(ctx, {
    table: 'people',
    findImage: repo.findPersonImage,
    notFound: personErrors.notFound,
  });

  return {
    images,

    create(admin: SignedIn, input: PersonInput) {
      requireMay(admin.account, 'people.create');
      return images.save(null, input.image, async (tx, image) => {
        await requireHostels(tx, input.hostel);
        return writes.added(tx, admin, input.translations, () => repo.insertPerson(tx, input, image));
      });
    },

    update(admin: SignedIn, id: string, input: PersonInput, basedOn: BasedOn = null) {
      requireMay(admin.account, 'people.update');
      return images.save(id, input.image, (tx, image) =>
        writes.changed(tx, admin, { id, basedOn, given: input.translations }, async () => {
          await requireHostels(tx, input.hostel);
          return repo.updatePerson(tx, id, input, image);
        }),
      );
    },

    remove: (admin: SignedIn, id: string) =>
      deleteToTrash(ctx, admin, personKind, id, personErrors.notFound, (tx) => requireNoHostelStaffed(tx, id)),
  };
}
