import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

export type AdminRow = { id: string; username: string; password_hash: string; role: string };
export type SessionIdentity = { sessionId: string; adminId: string; username: string; role: string; persistent: number };

export const countAdmins = (db: Db) => (db.query('SELECT COUNT(*) AS n FROM admins').get() as { n: number }).n;

export const findAdminByUsername = (db: Db, username: string) =>
  db.query('SELECT id, username, password_hash, role FROM admins WHERE username = ?').get(username) as AdminRow | null;

export const findAdminById = (db: Db, id: string) =>
  db.query('SELECT id, username, password_hash, role FROM admins WHERE id = ?').get(id) as AdminRow | null;

export function insertAdmin(db: Db, username: string, passwordHash: string, role = 'admin') {
  const now = nowIso();
  const id = newId();
  db.query(
    'INSERT INTO admins (id, username, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, username, passwordHash, role, now, now);
  return id;
}

export const updateAdminUsername = (db: Db, id: string, username: string) =>
  db.query('UPDATE admins SET username = ?, updated_at = ? WHERE id = ?').run(username, nowIso(), id);

export const updateAdminPassword = (db: Db, id: string, passwordHash: string) =>
  db.query('UPDATE admins SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowIso(), id);

export function insertSession(db: Db, adminId: string, tokenHash: string, persistent: boolean, expiresAt: string) {
  const id = newId();
  db.query(
    'INSERT INTO refresh_sessions (id, admin_id, token_hash, persistent, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, adminId, tokenHash, persistent ? 1 : 0, expiresAt, nowIso());
  return id;
}

export const findSessionByTokenHash = (db: Db, tokenHash: string) =>
  db
    .query(
      `SELECT s.id AS sessionId, s.admin_id AS adminId, s.persistent AS persistent, s.expires_at AS expiresAt,
              a.username AS username, a.role AS role
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.token_hash = ?`,
    )
    .get(tokenHash) as (SessionIdentity & { expiresAt: string }) | null;

/** The identity behind an access token, if its session still stands. */
export const findLiveSession = (db: Db, sessionId: string, adminId: string) =>
  db
    .query(
      `SELECT s.id AS sessionId, s.admin_id AS adminId, s.persistent AS persistent, a.username AS username, a.role AS role
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.id = ? AND s.admin_id = ? AND s.expires_at > ?`,
    )
    .get(sessionId, adminId, nowIso()) as SessionIdentity | null;

export const rotateSessionToken = (db: Db, sessionId: string, tokenHash: string, expiresAt: string) =>
  db.query('UPDATE refresh_sessions SET token_hash = ?, expires_at = ? WHERE id = ?').run(tokenHash, expiresAt, sessionId);

export const deleteSession = (db: Db, sessionId: string) =>
  db.query('DELETE FROM refresh_sessions WHERE id = ?').run(sessionId);

export const deleteSessionsOfAdmin = (db: Db, adminId: string) =>
  db.query('DELETE FROM refresh_sessions WHERE admin_id = ?').run(adminId);

export const deleteExpiredSessions = (db: Db) =>
  db.query('DELETE FROM refresh_sessions WHERE expires_at <= ?').run(nowIso());

export const findFirstAdmin = (db: Db) =>
  db.query('SELECT id, username, password_hash, role FROM admins ORDER BY created_at LIMIT 1').get() as AdminRow | null;
