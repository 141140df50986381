// A subscriber's mail shows the office's texts in its language where a current
// translation exists, and in English otherwise, as the public pages do.
import type { Queries } from '../../db/database';
import { isTranslatedLanguage, type Language } from '../../languages';
import { translated } from '../translations/reads';
import { listTranslations, type TranslationRow } from '../translations/repo';
import type { Translatable } from '../translations/store';

/** Reads `kind`'s translations into `language` once; the function it gives puts a record of it in that language. */
export async function translatorInto<T extends object>(
  db: Queries,
  kind: Translatable,
  language: Language,
  recordId?: string,
): Promise<(record: T) => T> {
  if (!isTranslatedLanguage(language)) return (record) => record;
  const rows = await listTranslations(db, kind.entity, { language, recordId });
  const byRecord = new Map<string, Map<string, TranslationRow>>();
  for (const row of rows) {
    if (!byRecord.has(row.record_id)) byRecord.set(row.record_id, new Map());
    byRecord.get(row.record_id)!.set(row.path, row);
  }
  const idField = (kind.idField ?? '_id') as keyof T;
  return (record) => translated(kind, record, byRecord.get(String(record[idField]))) as T;
}
