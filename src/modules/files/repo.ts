import type { Db } from '../../db/database';
import { setSetting } from '../../db/settings';
import { newId, nowIso } from '../../ids';
import type { FileContent } from './content';
import type { FileInput, StoredFile } from './model';

type FileRow = {
  id: string;
  file_name: string;
  description: string;
  original_name: string;
  mime_type: string;
  size: number;
  for_student: number;
  created_at: string;
  updated_at: string;
};

const COLUMNS = 'id, file_name, description, original_name, mime_type, size, for_student, created_at, updated_at';

// Rows written in the same millisecond keep their insertion order.
const NEWEST_FIRST = 'ORDER BY created_at DESC, rowid DESC';

/** The setting naming the file behind the People page's 'Hostel Subcommittees' option. */
export const SUBCOMMITTEES_SETTING = 'subcommittees_file_id';

const toFile = (row: FileRow): StoredFile => ({
  _id: row.id,
  file_name: row.file_name,
  description: row.description,
  for_student: row.for_student === 1,
  size: row.size,
  mimeType: row.mime_type,
  originalName: row.original_name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Visitors see files meant for students; admins see every one. Newest first. */
export function listFiles(db: Db, includeStaffOnly: boolean): StoredFile[] {
  const where = includeStaffOnly ? '' : 'WHERE for_student = 1';
  return (db.query(`SELECT ${COLUMNS} FROM files ${where} ${NEWEST_FIRST}`).all() as FileRow[]).map(toFile);
}

export function findFile(db: Db, id: string): StoredFile | null {
  const row = db.query(`SELECT ${COLUMNS} FROM files WHERE id = ?`).get(id) as FileRow | null;
  return row && toFile(row);
}

export const findFileDownload = (db: Db, id: string) =>
  db.query('SELECT file_name, blob, mime_type FROM files WHERE id = ?').get(id) as
    | { file_name: string; blob: string; mime_type: string }
    | null;

export function insertFile(db: Db, input: FileInput, content: FileContent): StoredFile {
  const id = newId();
  const now = nowIso();
  db.query(
    `INSERT INTO files (id, file_name, description, blob, original_name, mime_type, size, for_student, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, input.file_name, input.description, content.blob, content.originalName, content.mimeType, content.size,
    input.for_student ? 1 : 0, now, now,
  );
  return findFile(db, id)!;
}

/**
 * Updates the fields and, with new content, points the row at the new blob.
 * Answers the blob the row named before, which the caller deletes after the commit.
 */
export function updateFile(db: Db, id: string, input: FileInput, content: FileContent | null) {
  const previous = db.query('SELECT blob FROM files WHERE id = ?').get(id) as { blob: string } | null;
  if (!previous) return null;
  db.query('UPDATE files SET file_name = ?, description = ?, for_student = ?, updated_at = ? WHERE id = ?').run(
    input.file_name, input.description, input.for_student ? 1 : 0, nowIso(), id,
  );
  if (content) {
    db.query('UPDATE files SET blob = ?, original_name = ?, mime_type = ?, size = ? WHERE id = ?').run(
      content.blob, content.originalName, content.mimeType, content.size, id,
    );
  }
  return { file: findFile(db, id)!, previousBlob: previous.blob };
}

/**
 * Deletes the row, and the subcommittees setting if it named this file;
 * answers the blob the row named, or null when there was no such file.
 */
export function deleteFile(db: Db, id: string): string | null {
  const row = db.query('DELETE FROM files WHERE id = ? RETURNING blob').get(id) as { blob: string } | null;
  if (row) db.query('DELETE FROM settings WHERE key = ? AND value = ?').run(SUBCOMMITTEES_SETTING, id);
  return row?.blob ?? null;
}

/** Names the file as the subcommittees file; false when there is no such file. */
export function setSubcommitteesFile(db: Db, id: string): boolean {
  if (!db.query('SELECT 1 FROM files WHERE id = ?').get(id)) return false;
  setSetting(db, SUBCOMMITTEES_SETTING, id);
  return true;
}

/** The subcommittees file's id, or null when unset or that file is gone. */
export function findSubcommitteesFileId(db: Db): string | null {
  const row = db
    .query('SELECT f.id FROM settings s JOIN files f ON f.id = s.value WHERE s.key = ?')
    .get(SUBCOMMITTEES_SETTING) as { id: string } | null;
  return row?.id ?? null;
}
