// Which account an institute identity signs in as. An identity is bound to one
// account at its first sign-in, found then by what the owner linked it with
// (a verified e-mail address, a directory username); afterwards only the bound
// identity (the issuer and `sub`, or the entry's UUID) is matched, so a changed
// address or a reused username never signs in as someone else.
import type { Db } from '../../db/database';
import * as repo from '../repo';
import type { InstituteWay } from './texts';

/** The account `subject` signs in as through `way`, bound now if this is its first sign-in; null: none. */
export const accountOfIdentity = (db: Db, way: InstituteWay, subject: string, login: string | null) =>
  db.write(async (tx) => {
    const bound = await repo.findAdminBySubject(tx, way, subject);
    if (bound || !login) return bound;
    const linked = await repo.findUnboundAdminByLogin(tx, way, login);
    if (linked) await repo.bindSubject(tx, linked.id, subject);
    return linked;
  });
