import type { Queries } from '../db/database';
import { newId, nowIso } from '../ids';
import type { Role } from './permissions';
import type { SignInWay } from './institute/texts';

export type AdminRow = {
  id: string;
  username: string;
  password_hash: string;
  role: Role;
  disabled: number;
  password_is_temporary: number;
  sign_in: SignInWay;
  awaiting_approval: number;
};
/** The account behind a live session. */
export type SessionIdentity = {
  sessionId: string;
  adminId: string;
  username: string;
  role: Role;
  persistent: number;
  passwordIsTemporary: number;
  signIn: SignInWay;
};

const ADMIN_COLUMNS = 'id, username, password_hash, role, disabled, password_is_temporary, sign_in, awaiting_approval';

/** The first admin's password hash until its password is hashed: no password verifies against it. */
export const NO_PASSWORD_YET = '';

/** Regardless of case, ASCII letters only folded on both engines (through the admins_username_folded index). */
export const findAdminByUsername = (db: Queries, username: string) =>
  db.get<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM admins WHERE lower(username) = lower(?)`, username);

export const findAdminById = (db: Queries, id: string) =>
  db.get<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM admins WHERE id = ?`, id);

/** The address an owner gave the account, where its own mail goes; null without one. */
export const emailOfAdmin = async (db: Queries, id: string) =>
  (await db.get<{ email: string | null }>('SELECT email FROM admins WHERE id = ?', id))?.email ?? null;

export async function insertAdmin(
  db: Queries,
  username: string,
  passwordHash: string,
  role: Role = 'owner',
  passwordIsTemporary = false,
) {
  const now = nowIso();
  const id = newId();
  await db.run(
    'INSERT INTO admins (id, username, password_hash, role, ' +
      'password_is_temporary, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    username,
    passwordHash,
    role,
    passwordIsTemporary ? 1 : 0,
    now,
    now,
  );
  return id;
}

export const updateAdminUsername = (db: Queries, id: string, username: string) =>
  db.run('UPDATE admins SET username = ?, updated_at = ? WHERE id = ?', username, nowIso(), id);

/** A temporary password is one an owner set: its account must choose its own before doing anything else. */
/** A new password; the reset links mailed before it stop working. */
export async function updateAdminPassword(db: Queries, id: string, passwordHash: string, temporary = false) {
  await db.run(
    'UPDATE admins SET password_hash = ?, password_is_temporary = ?, updated_at = ? WHERE id = ?',
    passwordHash,
    temporary ? 1 : 0,
    nowIso(),
    id,
  );
  await deleteResetsOfAdmin(db, id);
}

/** A reset link's token, by its hash, until `expiresAt`. */
export const insertReset = (db: Queries, tokenHash: string, adminId: string, expiresAt: string) =>
  db.run(
    'INSERT INTO password_resets (token_hash, admin_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
    tokenHash,
    adminId,
    expiresAt,
    nowIso(),
  );

export const findResetAdminId = async (db: Queries, tokenHash: string) =>
  (
    await db.get<{ admin_id: string }>(
      'SELECT admin_id FROM password_resets WHERE token_hash = ? AND expires_at > ?',
      tokenHash,
      nowIso(),
    )
  )?.admin_id ?? null;

/** Deletes a live reset link: 1 the one time it was there to take, 0 after. */
export const takeReset = (db: Queries, tokenHash: string, adminId: string) =>
  db.run(
    'DELETE FROM password_resets WHERE token_hash = ? AND admin_id = ? AND expires_at > ?',
    tokenHash,
    adminId,
    nowIso(),
  );

export const deleteResetsOfAdmin = (db: Queries, adminId: string) =>
  db.run('DELETE FROM password_resets WHERE admin_id = ?', adminId);

export async function insertSession(
  db: Queries,
  adminId: string,
  tokenHash: string,
  persistent: boolean,
  expiresAt: string,
) {
  const id = newId();
  await db.run(
    'INSERT INTO refresh_sessions (id, admin_id, token_hash, ' +
      'persistent, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    adminId,
    tokenHash,
    persistent ? 1 : 0,
    expiresAt,
    nowIso(),
  );
  return id;
}

// camelCase names are quoted: PostgreSQL folds unquoted ones to lower case.
const IDENTITY_COLUMNS = `s.id AS "sessionId", s.admin_id AS "adminId", s.persistent AS persistent,
              a.username AS username, a.role AS role, a.password_is_temporary AS "passwordIsTemporary",
              a.sign_in AS "signIn"`;

export const findSessionByTokenHash = (db: Queries, tokenHash: string) =>
  db.get<SessionIdentity & { expiresAt: string }>(
    `SELECT ${IDENTITY_COLUMNS}, s.expires_at AS "expiresAt"
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.token_hash = ? AND a.disabled = 0`,
    tokenHash,
  );

/** The identity behind an access token, if its session still stands and its account is not disabled. */
export const findLiveSession = (db: Queries, sessionId: string, adminId: string) =>
  db.get<SessionIdentity>(
    `SELECT ${IDENTITY_COLUMNS}
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.id = ? AND s.admin_id = ? AND s.expires_at > ? AND a.disabled = 0`,
    sessionId,
    adminId,
    nowIso(),
  );

/** The session a token was rotated away from, with when and to which token. */
export const findSessionByPreviousTokenHash = (db: Queries, previousHash: string) =>
  db.get<SessionIdentity & { expiresAt: string; rotatedAt: string; tokenHash: string }>(
    `SELECT ${IDENTITY_COLUMNS}, s.expires_at AS "expiresAt", s.rotated_at AS "rotatedAt", s.token_hash AS "tokenHash"
         FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE s.previous_token_hash = ? AND a.disabled = 0`,
    previousHash,
  );

/** Replaces the token only if it is still the one presented: of two refreshes at once (on two instances), one wins. */
export const rotateSessionToken = (
  db: Queries,
  sessionId: string,
  presentedHash: string,
  tokenHash: string,
  expiresAt: string,
  rotatedAt: string,
) =>
  db.run(
    'UPDATE refresh_sessions SET token_hash = ?, previous_token_hash = ' +
      'token_hash, rotated_at = ?, expires_at = ? WHERE id = ? AND token_hash = ?',
    tokenHash,
    rotatedAt,
    expiresAt,
    sessionId,
    presentedHash,
  );

export const deleteSession = (db: Queries, sessionId: string) =>
  db.run('DELETE FROM refresh_sessions WHERE id = ?', sessionId);

/** Also by the token a refresh has just replaced: another tab's refresh does not keep a signed-out session alive. */
export const deleteSessionByTokenHash = (db: Queries, tokenHash: string) =>
  db.run('DELETE FROM refresh_sessions WHERE token_hash = ? OR previous_token_hash = ?', tokenHash, tokenHash);

export const deleteSessionsOfAdmin = (db: Queries, adminId: string) =>
  db.run('DELETE FROM refresh_sessions WHERE admin_id = ?', adminId);

/** As long as a browser keeps a cookie (Chromium's limit): a device unseen for longer is forgotten. */
export const DEVICE_DAYS = 400;

/** A browser the account signed in from again, by its cookie's hash: 1 when it was known, 0 when not. */
export const touchDevice = (db: Queries, adminId: string, deviceHash: string, now: string) =>
  db.run('UPDATE known_devices SET last_seen = ? WHERE admin_id = ? AND device_hash = ?', now, adminId, deviceHash);

export const hasKnownDevice = async (db: Queries, adminId: string) =>
  !!(await db.get('SELECT 1 AS known FROM known_devices WHERE admin_id = ? LIMIT 1', adminId));

export const insertDevice = (db: Queries, adminId: string, deviceHash: string, now: string) =>
  db.run(
    'INSERT INTO known_devices (admin_id, device_hash, first_seen, last_seen) VALUES (?, ?, ?, ?)',
    adminId,
    deviceHash,
    now,
    now,
  );

/** Sessions and reset links past their time (refused already, but never deleted otherwise), and devices long gone. */
export async function deleteExpiredSessions(db: Queries) {
  const now = nowIso();
  await db.run('DELETE FROM password_resets WHERE expires_at <= ?', now);
  // A browser keeps the cookie naming it at most this long.
  await db.run(
    'DELETE FROM known_devices WHERE last_seen < ?',
    new Date(Date.now() - DEVICE_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  );
  return db.run('DELETE FROM refresh_sessions WHERE expires_at <= ?', now);
}

export const findFirstAdmin = (db: Queries) =>
  db.get<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM admins ORDER BY created_at LIMIT 1`);

/** The hostels a warden looks after. */
export const hostelsOfAdmin = async (db: Queries, adminId: string) =>
  (
    await db.all<{ hostel_id: string }>(
      'SELECT hostel_id FROM account_hostels WHERE admin_id = ? ORDER BY hostel_id',
      adminId,
    )
  ).map((row) => row.hostel_id);

/**
 * An account's two-step state: its sealed key (null when off), a key begun and not yet confirmed, the last step taken.
 */
export type TwoStepRow = {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
};

/** The accounts with a two-step key, on or being set up, as sealed. */
export const listSealedTwoStepKeys = (db: Queries) =>
  db.all<{ id: string; totp_secret: string | null; totp_pending_secret: string | null }>(
    'SELECT id, totp_secret, totp_pending_secret FROM admins WHERE ' +
      'totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL',
  );

export const updateSealedTwoStepKeys = (
  db: Queries,
  adminId: string,
  totpSecret: string | null,
  pendingSecret: string | null,
) =>
  db.run('UPDATE admins SET totp_secret = ?, totp_pending_secret = ? WHERE id = ?', totpSecret, pendingSecret, adminId);

export const findTwoStep = (db: Queries, adminId: string) =>
  db.get<TwoStepRow>('SELECT totp_secret, totp_pending_secret, totp_last_step FROM admins WHERE id = ?', adminId);

export const setPendingTotpSecret = (db: Queries, adminId: string, sealed: string) =>
  db.run('UPDATE admins SET totp_pending_secret = ? WHERE id = ?', sealed, adminId);

/** Turns two-step on with the key begun (if it is still the one checked), its first code's step taken already. */
export const activateTotpSecret = (db: Queries, adminId: string, sealed: string, step: number) =>
  db.run(
    `UPDATE admins SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ?, updated_at = ?
      WHERE id = ? AND totp_pending_secret = ? AND totp_secret IS NULL`,
    step,
    nowIso(),
    adminId,
    sealed,
  );

export const clearTwoStep = (db: Queries, adminId: string) =>
  db.run(
    'UPDATE admins SET totp_secret = NULL, totp_pending_secret ' +
      '= NULL, totp_last_step = NULL, updated_at = ? WHERE id = ?',
    nowIso(),
    adminId,
  );

/**
 * Takes a code's step if no code of it or of a later step was taken:
 * of two sign-ins with one code (on two instances), one wins.
 */
export const takeTotpStep = (db: Queries, adminId: string, step: number) =>
  db.run(
    'UPDATE admins SET totp_last_step = ? WHERE id = ? AND totp_secret ' +
      'IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ?)',
    step,
    adminId,
    step,
  );

export async function replaceRecoveryCodes(db: Queries, adminId: string, codeHashes: string[]) {
  await db.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', adminId);
  for (const hash of codeHashes)
    await db.run('INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (?, ?)', adminId, hash);
}

/** Spends a recovery code once: returns 1 the first time, 0 after (or for a code that is not the account's). */
export const spendRecoveryCode = (db: Queries, adminId: string, codeHash: string) =>
  db.run(
    'UPDATE admin_recovery_codes SET used_at = ? WHERE admin_id = ? AND code_hash = ? AND used_at IS NULL',
    nowIso(),
    adminId,
    codeHash,
  );

export const deleteRecoveryCodes = (db: Queries, adminId: string) =>
  db.run('DELETE FROM admin_recovery_codes WHERE admin_id = ?', adminId);

export const countUnusedRecoveryCodes = async (db: Queries, adminId: string) =>
  (await db.get<{ n: number }>(
    'SELECT CAST(COUNT(*) AS INTEGER) AS n FROM admin_recovery_codes WHERE admin_id = ? AND used_at IS NULL',
    adminId,
  ))!.n;

/** The account an institute identity is bound to, through `way`. */
export const findAdminBySubject = (db: Queries, way: SignInWay, subject: string) =>
  db.get<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM admins WHERE sign_in = ? AND institute_subject = ?`, way, subject);

/** The account an owner linked through `way` by `login`, while no identity is bound to it yet. */
export const findUnboundAdminByLogin = (db: Queries, way: SignInWay, login: string) =>
  db.get<AdminRow>(
    `SELECT ${ADMIN_COLUMNS} FROM admins
      WHERE sign_in = ? AND institute_subject IS NULL AND lower(institute_login) = lower(?)`,
    way,
    login,
  );

export const bindSubject = (db: Queries, id: string, subject: string) =>
  db.run('UPDATE admins SET institute_subject = ?, updated_at = ? WHERE id = ?', subject, nowIso(), id);

/** A session through the institute as its recheck reads it. */
export type InstituteSession = {
  id: string;
  adminId: string;
  username: string;
  way: SignInWay;
  /** The provider's refresh token, or null: the session lasts an hour. */
  grant: string | null;
  checkedAt: string | null;
  unreachableSince: string | null;
  createdAt: string;
};

const INSTITUTE_SESSION_COLUMNS = `s.id AS id, s.admin_id AS "adminId", a.username AS username, a.sign_in AS way,
  s.institute_grant AS "grant", s.institute_checked_at AS "checkedAt",
  s.institute_unreachable_since AS "unreachableSince", s.created_at AS "createdAt"`;

export const findInstituteSession = (db: Queries, sessionId: string) =>
  db.get<InstituteSession>(
    `SELECT ${INSTITUTE_SESSION_COLUMNS} FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
      WHERE s.id = ? AND a.sign_in <> 'password'`,
    sessionId,
  );

/** Every live session of an account that signs in through the institute, idle ones included. */
export const liveInstituteSessionIds = async (db: Queries) =>
  (
    await db.all<{ id: string }>(
      `SELECT s.id AS id FROM refresh_sessions s JOIN admins a ON a.id = s.admin_id
        WHERE a.sign_in <> 'password' AND s.expires_at > ?`,
      nowIso(),
    )
  ).map((row) => row.id);

/** The institute said yes now: the refresh token it gave (rotated or the same) is the one to use next. */
export const markInstituteChecked = (db: Queries, sessionId: string, grant: string | null) =>
  db.run(
    'UPDATE refresh_sessions SET institute_grant = ?, institute_checked_at = ?, ' +
      'institute_unreachable_since = NULL WHERE id = ?',
    grant,
    nowIso(),
    sessionId,
  );

/** The institute could not be asked: since when, kept from the first time. */
export const markInstituteUnreachable = (db: Queries, sessionId: string) =>
  db.run(
    'UPDATE refresh_sessions SET institute_unreachable_since = COALESCE(institute_unreachable_since, ?) WHERE id = ?',
    nowIso(),
    sessionId,
  );

/** An account an unknown identity asked for: bound to it, disabled until an owner approves it. */
export const markRequested = (db: Queries, id: string, way: SignInWay, login: string, subject: string) =>
  db.run(
    'UPDATE admins SET sign_in = ?, institute_login = ?, institute_subject = ?, disabled = 1, ' +
      'awaiting_approval = 1 WHERE id = ?',
    way,
    login,
    subject,
    id,
  );
