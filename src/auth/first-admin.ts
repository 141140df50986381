import type { Db } from '../db/database';
import { countAdmins, insertAdmin } from './repo';
import { hashPassword } from './password-hash';
import { PASSWORD_RULE, isValidPassword, randomValidPassword } from './rules';

/**
 * A new site gets one admin, `admin`, so the console can be reached at all:
 * once, even when several instances start at the same moment on an empty database.
 */
export function ensureFirstAdmin(db: Db, log: (line: string) => void = console.log) {
  return db.exclusive('first admin', () => createFirstAdmin(db, log));
}

async function createFirstAdmin(db: Db, log: (line: string) => void) {
  if ((await countAdmins(db)) > 0) return;
  const fromEnvironment = process.env.HOSTEL_ADMIN_PASSWORD;
  if (fromEnvironment !== undefined && !isValidPassword(fromEnvironment)) {
    throw new Error(`HOSTEL_ADMIN_PASSWORD does not meet the rules. ${PASSWORD_RULE}`);
  }
  const password = fromEnvironment ?? randomValidPassword();
  await insertAdmin(db, 'admin', await hashPassword(password));
  if (fromEnvironment === undefined) {
    log(`Created the admin account. Username: admin  Password: ${password}  (shown once; change it after logging in)`);
  } else {
    log('Created the admin account "admin" with the password from HOSTEL_ADMIN_PASSWORD.');
  }
}
