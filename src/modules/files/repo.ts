import type { Queries } from '../../db/database';
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

// Ids increase in the order rows are made: rows written in the same millisecond keep that order.
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

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
export async function listFiles(db: Queries, includeStaffOnly: boolean): Promise<StoredFile[]> {
  const where = includeStaffOnly ? '' : 'WHERE for_student = 1';
  return (await db.all<FileRow>(`SELECT ${COLUMNS} FROM files ${where} ${NEWEST_FIRST}`)).map(toFile);
}

export async function findFile(db: Queries, id: string): Promise<StoredFile | null> {
  const row = await db.get<FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = ?`, id);
  return row && toFile(row);
}

export const findFileDownload = (db: Queries, id: string) =>
  db.get<{ file_name: string; blob: string; mime_type: string }>(
    'SELECT file_name, blob, mime_type FROM files WHERE id = ?',
    id,
  );

export async function insertFile(db: Queries, input: FileInput, content: FileContent): Promise<StoredFile> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO files (id, file_name, description, blob, original_name, mime_type, size, for_student,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.file_name,
    input.description,
    content.blob,
    content.originalName,
    content.mimeType,
    content.size,
    input.for_student ? 1 : 0,
    now,
    now,
  );
  return (await findFile(db, id))!;
}

/**
 * Updates the fields and, with new content, points the row at the new blob.
 * Returns the blob the row named before, which the caller deletes after the commit.
 */
export async function updateFile(db: Queries, id: string, input: FileInput, content: FileContent | null) {
  const previous = await db.get<{ blob: string }>('SELECT blob FROM files WHERE id = ?', id);
  if (!previous) return null;
  await db.run(
    // A change that leaves out for_student keeps it.
    'UPDATE files SET file_name = ?, description = ?, for_student ' +
      '= COALESCE(?, for_student), updated_at = ? WHERE id = ?',
    input.file_name,
    input.description,
    input.for_student === undefined ? null : input.for_student ? 1 : 0,
    nowIso(),
    id,
  );
  if (content) {
    await db.run(
      'UPDATE files SET blob = ?, original_name = ?, mime_type = ?, size = ? WHERE id = ?',
      content.blob,
      content.originalName,
      content.mimeType,
      content.size,
      id,
    );
  }
  return { file: (await findFile(db, id))!, previousBlob: previous.blob };
}

/**
 * Deletes the row, and the subcommittees setting if it named this file;
 * returns the blob the row named, or null when there was no such file.
 */
export async function deleteFile(db: Queries, id: string): Promise<string | null> {
  const row = await db.get<{ blob: string }>('DELETE FROM files WHERE id = ? RETURNING blob', id);
  if (row) await db.run('DELETE FROM settings WHERE key = ? AND value = ?', SUBCOMMITTEES_SETTING, id);
  return row?.blob ?? null;
}

/** Names the file as the subcommittees file; returns its name, or null when there is no such file. */
export async function setSubcommitteesFile(db: Queries, id: string): Promise<string | null> {
  const file = await db.get<{ file_name: string }>('SELECT file_name FROM files WHERE id = ?', id);
  if (!file) return null;
  await setSetting(db, SUBCOMMITTEES_SETTING, id);
  return file.file_name;
}

/** The subcommittees file's id, or null when unset or that file is gone. */
export async function findSubcommitteesFileId(db: Queries): Promise<string | null> {
  const row = await db.get<{ id: string }>(
    'SELECT f.id FROM settings s JOIN files f ON f.id = s.value WHERE s.key = ?',
    SUBCOMMITTEES_SETTING,
  );
  return row?.id ?? null;
}
