import type { Queries } from '../../db/database';
import { nowIso } from '../../ids';
import type { TranslatedLanguage } from '../../languages';

export type TranslationRow = { record_id: string; language: TranslatedLanguage; path: string; text: string; source: string };

/** A kind's translations, of one record or all, in one language or all. */
export function listTranslations(db: Queries, entity: string, { recordId, language }: { recordId?: string; language?: TranslatedLanguage } = {}) {
  const where = ['entity = ?'];
  const params: string[] = [entity];
  if (recordId !== undefined) where.push('record_id = ?'), params.push(recordId);
  if (language !== undefined) where.push('language = ?'), params.push(language);
  return db.all<TranslationRow>(`SELECT record_id, language, path, text, source FROM translations WHERE ${where.join(' AND ')}`, ...params);
}

const insertTranslation = (db: Queries, entity: string, row: TranslationRow, onConflict: string) =>
  db.run(
    `INSERT INTO translations (entity, record_id, language, path, text, source, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (entity, record_id, language, path) ${onConflict}`,
    entity,
    row.record_id,
    row.language,
    row.path,
    row.text,
    row.source,
    nowIso(),
  );

export const upsertTranslation = (db: Queries, entity: string, row: TranslationRow) =>
  insertTranslation(db, entity, row, 'DO UPDATE SET text = excluded.text, source = excluded.source, updated_at = excluded.updated_at');

/** A translation shipped with the site: added unless the office has made one of that text. */
export const insertTranslationIfNone = (db: Queries, entity: string, row: TranslationRow) => insertTranslation(db, entity, row, 'DO NOTHING');

export const deleteTranslation = (db: Queries, entity: string, recordId: string, language: TranslatedLanguage, path: string) =>
  db.run('DELETE FROM translations WHERE entity = ? AND record_id = ? AND language = ? AND path = ?', entity, recordId, language, path);

/** A record purged from the trash takes its translations with it. */
export const deleteRecordTranslations = (db: Queries, entity: string, recordId: string) =>
  db.run('DELETE FROM translations WHERE entity = ? AND record_id = ?', entity, recordId);

