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

/** An account's two-step state: its sealed key (null when off), a key begun and not yet confirmed, the last step taken. */
export type TwoStepRow = { totp_secret: string | null; totp_pending_secret: string | null; totp_last_step: number | string | null };

export const findTwoStep = (db: Queries, adminId: string) =>
  db.get<TwoStepRow>('SELECT totp_secret, totp_pending_secret, totp_last_step FROM admins WHERE id = ?', adminId);

export const setPendingTotpSecret = (db: Queries, adminId: string, sealed: string) =>
  db.run('UPDATE admins SET totp_pending_secret = ? WHERE id = ?', sealed, adminId);

/** Turns two-step on with the key begun (if it is still the one checked), its first code's step taken already. */
export const activateTotpSecret = (db: Queries, adminId: string, sealed: string, step: number) =>
  db.run(
    `UPDATE admins SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ?, updated_at = ?
      WHERE id = ? AND totp_pending_secret = ? AND totp_secret IS NULL`,
    step, nowIso(), adminId, sealed,
  );

export const clearTwoStep = (db: Queries, adminId: string) =>
  db.run(
    'UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, updated_at = ? WHERE id = ?',
    nowIso(), adminId,
  );

/** Takes a code's step if no code of it or of a later step was taken: of two sign-ins with one code (on two instances), one wins. */
export const takeTotpStep = (db: Queries, adminId: string, step: number) =>
  db.run(
    'UPDATE admins SET totp_last_step = ? WHERE id = ? AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ?)',
    step, adminId, step,
  );

export async function replaceRecoveryCodes(db: Queries, adminId: string, codeHashes: string[]) {
  await db.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', adminId);
  for (const hash of codeHashes) await db.run('INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (?, ?)', adminId, hash);
}

/** Spends a recovery code once: answers 1 the first time, 0 after (or for a code that is not the account's). */
export const spendRecoveryCode = (db: Queries, adminId: string, codeHash: string) =>
  db.run(
    'UPDATE admin_recovery_codes SET used_at = ? WHERE admin_id = ? AND code_hash = ? AND used_at IS NULL',
    nowIso(), adminId, codeHash,
  );

export const deleteRecoveryCodes = (db: Queries, adminId: string) =>
  db.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', adminId);

export const countUnusedRecoveryCodes = async (db: Queries, adminId: string) =>
  (await db.get<{ n: number }>(
    'SELECT CAST(COUNT(*) AS INTEGER) AS n FROM admin_recovery_codes WHERE admin_id = ? AND used_at IS NULL',
    adminId,
  ))!.n;
