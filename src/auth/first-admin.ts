import type { Db } from '../db/database';
import { findFirstAdmin, insertAdmin, NO_PASSWORD_YET, updateAdminPassword } from './repo';
import { hashPassword } from './password-hash';
import { PASSWORD_RULE, isValidPassword, randomValidPassword } from './rules';

export type FirstAdmin = {
  /** Settles once the account exists: what needs an admin (the demo content) may go on while its password is hashed. */
  created: Promise<void>;
  /** Settles once it can sign in, its password hashed (tens of milliseconds on Bun's thread pool) and saved. */
  ready: Promise<void>;
};

/**
 * A new site gets one admin, `admin`, so the console can be reached at all:
 * once, even when several instances start at the same moment on an empty
 * database. A start stopped before the password was saved leaves the account
 * without one; the next start gives it one.
 */
export function ensureFirstAdmin(db: Db, log: (line: string) => void = console.log): FirstAdmin {
  const created = Promise.withResolvers<void>();
  const ready = db.exclusive('first admin', () => createFirstAdmin(db, log, created.resolve));
  ready.then(created.resolve, created.reject);
  // Whoever waits for `created` is told of a failure; one who waits only for `ready` hears of it there.
  created.promise.catch(() => {});
  return { created: created.promise, ready };
}

async function createFirstAdmin(db: Db, log: (line: string) => void, markCreated: () => void) {
  const first = await findFirstAdmin(db);
  if (first && first.password_hash !== NO_PASSWORD_YET) return;
  const fromEnvironment = process.env.HOSTEL_ADMIN_PASSWORD;
  if (fromEnvironment !== undefined && !isValidPassword(fromEnvironment)) {
    throw new Error(`HOSTEL_ADMIN_PASSWORD does not meet the rules. ${PASSWORD_RULE}`);
  }
  const password = fromEnvironment ?? randomValidPassword();
  const id = first?.id ?? (await insertAdmin(db, 'admin', NO_PASSWORD_YET));
  markCreated();
  await updateAdminPassword(db, id, await hashPassword(password));
  if (fromEnvironment === undefined) {
    log(`Created the admin account. Username: admin  Password: ${password}  (shown once; change it after logging in)`);
  } else {
    log('Created the admin account "admin" with the password from HOSTEL_ADMIN_PASSWORD.');
  }
}
