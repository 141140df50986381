import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { Feedback, FeedbackStatus } from './model';

type FeedbackRow = {
  id: string;
  message: string;
  name: string;
  email: string;
  page: string;
  status: FeedbackStatus;
  created_at: string;
  updated_at: string;
};

const toFeedback = (row: FeedbackRow): Feedback => ({
  _id: row.id,
  message: row.message,
  name: row.name,
  email: row.email,
  page: row.page,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const COLUMNS = 'id, message, name, email, page, status, created_at, updated_at';

export async function insertFeedback(
  db: Queries,
  input: Pick<Feedback, 'message' | 'name' | 'email' | 'page'>,
  address: string,
): Promise<Feedback> {
  const id = newId();
  const now = nowIso();
  await db.run(
    'INSERT INTO feedback (id, message, name, email, page, status, ' +
      'address, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    input.message,
    input.name,
    input.email,
    input.page,
    'new',
    address,
    now,
    now,
  );
  return { _id: id, ...input, status: 'new', createdAt: now, updatedAt: now };
}

export async function findFeedback(db: Queries, id: string) {
  const row = await db.get<FeedbackRow>(`SELECT ${COLUMNS} FROM feedback WHERE id = ?`, id);
  return row ? toFeedback(row) : null;
}

/** Newest first; of one status when given. */
export async function listFeedback(db: Queries, status?: FeedbackStatus) {
  const rows = status
    ? await db.all<FeedbackRow>(
        `SELECT ${COLUMNS} FROM feedback WHERE status = ? ORDER BY created_at DESC, id DESC`,
        status,
      )
    : await db.all<FeedbackRow>(`SELECT ${COLUMNS} FROM feedback ORDER BY created_at DESC, id DESC`);
  return rows.map(toFeedback);
}

export async function countNew(db: Queries) {
  const row = await db.get<{ count: number | string }>("SELECT COUNT(*) AS count FROM feedback WHERE status = 'new'");
  return Number(row?.count ?? 0);
}

export async function updateStatus(db: Queries, id: string, status: FeedbackStatus) {
  await db.run('UPDATE feedback SET status = ?, updated_at = ? WHERE id = ?', status, nowIso(), id);
  return findFeedback(db, id);
}
