// What every content record's add and change do in their transaction besides
// the module's own checks and SQL: a change checks the version it was based
// on first and reads the record as it was; then the record's translations
// are saved and its activity entry written, all in the write's transaction.
import type { ActivityLog } from './activity/log';
import type { SignedIn } from '../auth/guard';
import type { Transaction } from '../db/database';
import type { RecordKind } from './entity';
import { requireVersion, type BasedOn } from './record-version';
import type { TranslationsInput } from './translations/model';
import { saveRecordTranslations, type Translatable } from './translations/store';

type WrittenKind<T> = RecordKind<T> & Translatable;

export function recordWrites<T extends { updatedAt: string | null }>(activity: ActivityLog, kind: WrittenKind<T>) {
  return {
    /** A record added: `insert` writes its row. */
    async added(tx: Transaction, admin: SignedIn, given: TranslationsInput, insert: () => Promise<T>) {
      const record = await insert();
      const translations = await saveRecordTranslations(tx, kind, record, given);
      await activity.recordChange(tx, admin, { kind, action: 'create', before: null, after: record, translations });
      return record;
    },

    /**
     * A record changed, if it still exists: its version checked against `basedOn` first, then `update` (the
     * module's own checks, then its row); null when the row is gone.
     */
    async changed(
      tx: Transaction,
      admin: SignedIn,
      { id, basedOn, given }: { id: string; basedOn: BasedOn; given: TranslationsInput },
      update: () => Promise<T | null>,
    ) {
      await requireVersion(tx, basedOn, kind, id);
      const before = await activity.readBefore(tx, kind, id);
      const record = await update();
      if (!record) return null;
      const translations = await saveRecordTranslations(tx, kind, record, given);
      await activity.recordChange(tx, admin, { kind, action: 'update', before, after: record, translations });
      return record;
    },
  };
}
