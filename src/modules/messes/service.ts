// A mess's writes and its menu's: each one transaction with the permission
// check on the mess's hostel, the row and its activity entry.
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { requireMay, type SignedIn } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { deleteToTrash } from '../trash/move';
import { menuKind, menuTranslations, messKind } from './entity';
import type { TranslationsInput } from '../translations/model';
import type { WeekMenu } from './menu';
import { announceMenuChange } from '../subscriptions/alerts';
import { messErrors, messMessages, type MessInput } from './model';
import * as repo from './repo';
import { saveRecordTranslations } from '../translations/store';
import { requireVersion, type BasedOn, type Versioned } from '../record-version';
import { recordWrites } from '../record-writes';

/** Checked inside the write, so the hostel cannot vanish between the check and the commit. */
async function requireHostel(db: Queries, hostelId: string) {
  if (!(await repo.hostelExists(db, hostelId))) {
    throw badRequest(messMessages.hostelRequired, [{ path: 'hostel', message: messMessages.hostelRequired }]);
  }
}

/** A mess's menu as the version check reads it, held by the mess's row: one never saved has no version yet. */
const savedMenus: Versioned = {
  entity: 'messes',
  find: async (db, messId) => (await repo.findMenu(db, messId)) ?? { updatedAt: null },
};

export function messService(ctx: AppContext) {
  const { db, activity } = ctx;
  const writes = recordWrites(activity, messKind);

  return {
    create(admin: SignedIn, input: MessInput) {
      requireMay(admin.account, 'messes.create', { hostels: [input.hostel] });
      return db.write(async (tx) => {
        await requireHostel(tx, input.hostel);
        return writes.added(tx, admin, input.translations, () => repo.insertMess(tx, input));
      });
    },

    update: (admin: SignedIn, id: string, input: MessInput, basedOn: BasedOn = null) =>
      db.write(async (tx) => {
        // Held first, so the permission and the entry's before see the row this write changes.
        await tx.lockRow('messes', id);
        const mess = await writes.changed(tx, admin, { id, basedOn, given: input.translations }, async () => {
          // A warden moves a mess only between hostels they look after.
          requireMay(admin.account, 'messes.update', { hostels: [await repo.hostelOfMess(tx, id), input.hostel] });
          await requireHostel(tx, input.hostel);
          return repo.updateMess(tx, id, input);
        });
        if (!mess) throw notFound(messErrors.notFound);
        return mess;
      }),

    /**
     * Replaces the mess's whole week: the mess's own setting, named
     * in the log after the mess, each meal changed before → after.
     */
    saveMenu: (
      admin: SignedIn,
      id: string,
      week: WeekMenu,
      translations?: TranslationsInput,
      basedOn: BasedOn = null,
    ) =>
      db.write(async (tx) => {
        const mess = await repo.messOfMenu(tx, id);
        requireMay(admin.account, 'messes.update', { hostels: [mess?.hostel_id ?? null] });
        if (!mess) throw notFound(messErrors.notFound);
        await requireVersion(tx, basedOn, savedMenus, id);
        const before = await activity.readBefore(tx, menuKind, id);
        const previous = await repo.findMenu(tx, id);
        const menu = await repo.saveMenu(tx, id, week);
        const translated = await saveRecordTranslations(tx, menuTranslations, menu, translations);
        await activity.recordChange(tx, admin, {
          kind: menuKind,
          action: 'update',
          before,
          after: await menuKind.find(tx, id),
          translations: translated,
        });
        await announceMenuChange(
          ctx,
          tx,
          { id, name: mess.mess_name, hostelId: mess.hostel_id },
          previous?.week ?? null,
          week,
        );
        return menu;
      }),

    remove: (admin: SignedIn, id: string) => deleteToTrash(ctx, admin, messKind, id, messErrors.notFound),
  };
}
