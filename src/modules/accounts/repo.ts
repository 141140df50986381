import type { Queries } from '../../db/database';
import { nowIso } from '../../ids';
import type { Role } from '../../auth/permissions';
import type { Account } from './model';
import type { InstituteWay, SignInWay } from '../../auth/institute/texts';
import { NO_PASSWORD_YET } from '../../auth/repo';

type AccountRow = {
  id: string;
  username: string;
  role: Role;
  disabled: number;
  password_is_temporary: number;
  two_step: number;
  email: string | null;
  sign_in: SignInWay;
  institute_login: string | null;
  awaiting_approval: number;
  created_at: string;
  updated_at: string;
};

const COLUMNS =
  'id, username, role, disabled, password_is_temporary, CASE WHEN ' +
  'totp_secret IS NULL THEN 0 ELSE 1 END AS two_step, email, sign_in, institute_login, awaiting_approval, ' +
  'created_at, updated_at';

const toAccount = (row: AccountRow, hostels: string[]): Account => ({
  _id: row.id,
  username: row.username,
  role: row.role,
  hostels,
  disabled: row.disabled === 1,
  mustChangePassword: row.password_is_temporary === 1,
  twoStep: row.two_step === 1,
  email: row.email,
  signIn: row.sign_in,
  instituteLogin: row.institute_login,
  awaitingApproval: row.awaiting_approval === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

async function hostelsByAccount(db: Queries) {
  const byAccount = new Map<string, string[]>();
  for (const { admin_id, hostel_id } of await db.all<{ admin_id: string; hostel_id: string }>(
    'SELECT admin_id, hostel_id FROM account_hostels ORDER BY hostel_id',
  )) {
    byAccount.set(admin_id, [...(byAccount.get(admin_id) ?? []), hostel_id]);
  }
  return byAccount;
}

/** Every account, oldest first (the first owner at the top). */
export async function listAccounts(db: Queries): Promise<Account[]> {
  const [rows, hostels] = await Promise.all([
    db.all<AccountRow>(`SELECT ${COLUMNS} FROM admins ORDER BY created_at, id`),
    hostelsByAccount(db),
  ]);
  return rows.map((row) => toAccount(row, hostels.get(row.id) ?? []));
}

export async function findAccount(db: Queries, id: string): Promise<Account | null> {
  const row = await db.get<AccountRow>(`SELECT ${COLUMNS} FROM admins WHERE id = ?`, id);
  if (!row) return null;
  const hostels = await db.all<{ hostel_id: string }>(
    'SELECT hostel_id FROM account_hostels WHERE admin_id = ? ORDER BY hostel_id',
    id,
  );
  return toAccount(
    row,
    hostels.map((hostel) => hostel.hostel_id),
  );
}

/** The ids among `ids` that name no hostel. */
export async function unknownHostels(db: Queries, ids: string[]) {
  const unknown: string[] = [];
  for (const id of ids) if (!(await db.get('SELECT 1 FROM hostels WHERE id = ?', id))) unknown.push(id);
  return unknown;
}

export async function setAccountHostels(db: Queries, id: string, hostels: string[]) {
  await db.run('DELETE FROM account_hostels WHERE admin_id = ?', id);
  for (const hostel of new Set(hostels))
    await db.run('INSERT INTO account_hostels (admin_id, hostel_id) VALUES (?, ?)', id, hostel);
}

/** The accounts (wardens) that look after the hostel. */
export const accountsOfHostel = async (db: Queries, hostelId: string) =>
  (await db.all<{ admin_id: string }>('SELECT admin_id FROM account_hostels WHERE hostel_id = ?', hostelId)).map(
    (row) => row.admin_id,
  );

/** Gives the hostel back to an account that still exists; false when it does not. */
export const relinkAccountHostel = async (db: Queries, accountId: string, hostelId: string) =>
  (await db.run(
    'INSERT INTO account_hostels (admin_id, hostel_id) SELECT id, ? FROM admins WHERE id = ?',
    hostelId,
    accountId,
  )) > 0;

/** An account enabled is approved: it no longer awaits an owner. */
export const updateAccount = (db: Queries, id: string, role: Role, disabled: boolean) =>
  db.run(
    'UPDATE admins SET role = ?, disabled = ?, awaiting_approval = awaiting_approval * ?, updated_at = ? WHERE id = ?',
    role,
    disabled ? 1 : 0,
    disabled ? 1 : 0,
    nowIso(),
    id,
  );

/** Owners who can sign in with a password, other than `exceptId`. */
export const otherPasswordOwners = async (db: Queries, exceptId: string) =>
  (await db.get<{ n: number }>(
    'SELECT CAST(COUNT(*) AS INTEGER) AS n FROM admins ' +
      "WHERE role = 'owner' AND disabled = 0 AND sign_in = 'password' AND id <> ?",
    exceptId,
  ))!.n;

/**
 * The account signs in through the institute from now on, found by `login` at its first sign-in: no password,
 * no identity bound yet, no reset link.
 */
export async function linkToInstitute(db: Queries, id: string, way: InstituteWay, login: string) {
  await db.run(
    'UPDATE admins SET sign_in = ?, institute_login = ?, institute_subject = NULL, password_hash = ?, ' +
      'password_is_temporary = 0, updated_at = ? WHERE id = ?',
    way,
    login,
    NO_PASSWORD_YET,
    nowIso(),
    id,
  );
  await db.run('DELETE FROM password_resets WHERE admin_id = ?', id);
}

/** The account signs in with a password again (an owner gave it a one-time one). */
export const unlinkFromInstitute = (db: Queries, id: string) =>
  db.run("UPDATE admins SET sign_in = 'password', institute_login = NULL, institute_subject = NULL WHERE id = ?", id);

/** The account of another id already found by `login` through `way`. */
export const otherAccountOfLogin = (db: Queries, way: InstituteWay, login: string, exceptId: string) =>
  db.get<{ id: string }>(
    'SELECT id FROM admins WHERE sign_in = ? AND lower(institute_login) = lower(?) AND id <> ?',
    way,
    login,
    exceptId,
  );

export const deleteAccount = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM admins WHERE id = ?', id)) > 0;

/** The account's e-mail address, which owners set (null: none). */
export const setAccountEmail = (db: Queries, id: string, email: string | null) =>
  db.run('UPDATE admins SET email = ?, updated_at = ? WHERE id = ?', email, nowIso(), id);
