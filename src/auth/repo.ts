import type { Queries } from '../db/database';
import { newId, nowIso } from '../ids';

export type AdminRow = { id: string; username: string; password_hash: string; role: string };
export type SessionIdentity = { sessionId: string; adminId: string; username: string; role: string; persistent: number };

// COUNT is a bigint in PostgreSQL, which Bun answers as a string: cast, it is a number on both engines.
export const countAdmins = async (db: Queries) =>
  (await db.get<{ n: number }>('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM admins'))!.n;

/** Regardless of case, ASCII letters only folded on both engines (through the admins_username_folded index). */
export const findAdminByUsername = (db: Queries, username: string) =>
  db.get<AdminRow>('SELECT id, username, password_hash, role FROM admins WHERE lower(username) = lower(?)', username);

export const findAdminById = (db: Queries, id: string) =>
  db.get<AdminRow>('SELECT id, username, password_hash, role FROM admins WHERE id = ?', id);

export async function insertAdmin(db: Queries, username: string, passwordHash: string, role = 'admin') {
  const now = nowIso();
  const id = newId();
  await db.run(
    'INSERT INTO admins (id, username, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    id, username, passwordHash, role, now, now,
  );
  return id;
}

export const updateAdminUsername = (db: Queries, id: string, username: string) =>
  db.run('UPDATE admins SET username = ?, updated_at = ? WHERE id = ?', username, nowIso(), id);

export const updateAdminPassword = (db: Queries, id: string, passwordHash: string) =>
  db.run('UPDATE admins SET password_hash = ?, updated_at = ? WHERE id = ?', passwordHash, nowIso(), id);

export async function insertSession(db: Queries, adminId: string, tokenHash: string, persistent: boolean, expiresAt: string) {
  const id = newId();
  await db.run(
    'INSERT INTO refresh_sessions (id, admin_id, token_hash, persistent, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id, adminId, tokenHash, persistent ? 1 : 0, expiresAt, nowIso(),
  );
  return id;
}

// camelCase names are quoted: PostgreSQL folds unquoted ones to lower case.
export const findSessionByTokenHash = (db: Queries, tokenHash: string) =>
  db.get<SessionIdentity & { expiresAt: string }>(
    `SELECT s.id AS "sessionId", s.admin_id AS "adminId", s.persistent AS persistent, s.expires_at AS "expiresAt",
              a.username AS username, a.role AS role
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.token_hash = ?`,
    tokenHash,
  );

/** The identity behind an access token, if its session still stands. */
export const findLiveSession = (db: Queries, sessionId: string, adminId: string) =>
  db.get<SessionIdentity>(
    `SELECT s.id AS "sessionId", s.admin_id AS "adminId", s.persistent AS persistent, a.username AS username, a.role AS role
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.id = ? AND s.admin_id = ? AND s.expires_at > ?`,
    sessionId, adminId, nowIso(),
  );

/** Replaces the token only if it is still the one presented: of two refreshes at once (on two instances), one wins. */
export const rotateSessionToken = (db: Queries, sessionId: string, presentedHash: string, tokenHash: string, expiresAt: string) =>
  db.run(
    'UPDATE refresh_sessions SET token_hash = ?, expires_at = ? WHERE id = ? AND token_hash = ?',
    tokenHash, expiresAt, sessionId, presentedHash,
  );

export const deleteSession = (db: Queries, sessionId: string) =>
  db.run('DELETE FROM refresh_sessions WHERE id = ?', sessionId);

export const deleteSessionByTokenHash = (db: Queries, tokenHash: string) =>
  db.run('DELETE FROM refresh_sessions WHERE token_hash = ?', tokenHash);

export const deleteSessionsOfAdmin = (db: Queries, adminId: string) =>
  db.run('DELETE FROM refresh_sessions WHERE admin_id = ?', adminId);

export const deleteExpiredSessions = (db: Queries) =>
  db.run('DELETE FROM refresh_sessions WHERE expires_at <= ?', nowIso());

export const findFirstAdmin = (db: Queries) =>
  db.get<AdminRow>('SELECT id, username, password_hash, role FROM admins ORDER BY created_at LIMIT 1');
