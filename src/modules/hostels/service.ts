// A hostel's writes: each one transaction with the permission check on the
// record, the picture, the row and its activity entry.
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { requireMay, type SignedIn } from '../../auth/guard';
import { badRequest, type FieldError } from '../../http/errors';
import { recordImages } from '../record-images';
import { deleteToTrash } from '../trash/move';
import { hostelKind } from './entity';
import { hostelErrors, type HostelInput } from './model';
import * as repo from './repo';
import { recordWrites } from '../record-writes';
import type { BasedOn } from '../record-version';

/** Checked inside the write, so a person cannot vanish between the check and the commit. */
async function requireStaff(db: Queries, input: HostelInput) {
  const errors: FieldError[] = [];
  if (!(await repo.personExists(db, input.warden)))
    errors.push({ path: 'warden', message: hostelErrors.wardenMissing });
  if (!(await repo.personExists(db, input.supervisor)))
    errors.push({ path: 'supervisor', message: hostelErrors.supervisorMissing });
  if (errors.length) throw badRequest(errors[0].message, errors);
}

export function hostelService(ctx: AppContext) {
  const writes = recordWrites(ctx.activity, hostelKind);
  const images = recordImages(ctx, {
    table: 'hostels',
    findImage: repo.findHostelImage,
    notFound: hostelErrors.notFound,
  });

  return {
    images,

    create: (admin: SignedIn, input: HostelInput) =>
      images.save(null, input.image, async (tx, image) => {
        await requireStaff(tx, input);
        return writes.added(tx, admin, input.translations, () => repo.insertHostel(tx, input, image));
      }),

    update(admin: SignedIn, id: string, input: HostelInput, basedOn: BasedOn = null) {
      requireMay(admin.account, 'hostels.update', { hostels: [id] });
      return images.save(id, input.image, (tx, image) =>
        writes.changed(tx, admin, { id, basedOn, given: input.translations }, async () => {
          await requireStaff(tx, input);
          return repo.updateHostel(tx, id, input, image);
        }),
      );
    },

    remove: (admin: SignedIn, id: string) => deleteToTrash(ctx, admin, hostelKind, id, hostelErrors.notFound),
  };
}
