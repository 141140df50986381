import type { Queries } from '../../db/database';
import { nowIso } from '../../ids';
import type { TranslatedLanguage } from '../../languages';

export type TranslationRow = {
  record_id: string;
  language: TranslatedLanguage;
  path: string;
  text: string;
  source: string;
};

/** A kind's translations, of one record or all, in one language or all. */
export function listTranslations(
  db: Queries,
  entity: string,
  { recordId, language }: { recordId?: string; language?: TranslatedLanguage } = {},
) {
  const where = ['entity = ?'];
  const params: string[] = [entity];
  if (recordId !== undefined) where.push('record_id = ?'), params.push(recordId);
  if (language !== undefined) where.push('language = ?'), params.push(language);
  return db.all<TranslationRow>(
    `SELECT record_id, language, path, text, source FROM translations WHERE ${where.join(' AND ')}`,
    ...params,
  );
}

/** Rows in one INSERT: a record's texts in one statement, well within either engine's limit on parameters. */
const ROWS_PER_INSERT = 100;

async function insertTranslations(db: Queries, entity: string, rows: TranslationRow[], onConflict: string) {
  const now = nowIso();
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await db.run(
      `INSERT INTO translations (entity, record_id, language, path, text, source, updated_at)
        VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (entity, record_id, language, path) ${onConflict}`,
      ...chunk.flatMap((row) => [entity, row.record_id, row.language, row.path, row.text, row.source, now]),
    );
  }
}

/**
 * Saves these translations of one kind's records, each over the
 * one of its path if there is one; at most one row per path.
 */
export const upsertTranslations = (db: Queries, entity: string, rows: TranslationRow[]) =>
  insertTranslations(
    db,
    entity,
    rows,
    'DO UPDATE SET text = excluded.text, source = excluded.source, updated_at = excluded.updated_at',
  );

/** Translations shipped with the site: each added unless the office has made one of that text. */
export const insertTranslationsIfNone = (db: Queries, entity: string, rows: TranslationRow[]) =>
  insertTranslations(db, entity, rows, 'DO NOTHING');

export const deleteTranslation = (
  db: Queries,
  entity: string,
  recordId: string,
  language: TranslatedLanguage,
  path: string,
) =>
  db.run(
    'DELETE FROM translations WHERE entity = ? AND record_id = ? AND language = ? AND path = ?',
    entity,
    recordId,
    language,
    path,
  );

/** A record purged from the trash takes its translations with it. */
export const deleteRecordTranslations = (db: Queries, entity: string, recordId: string) =>
  db.run('DELETE FROM translations WHERE entity = ? AND record_id = ?', entity, recordId);
