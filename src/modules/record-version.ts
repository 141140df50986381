// A write's version check, our own (record reads' ETags stay the lists' weak
// tags): a save may say which version it was based on, `If-Match:
// "<updatedAt as read>"`, or `If-None-Match: *` for a page or menu never
// saved. One based on a version someone has since replaced is refused with a
// 412 naming who changed it and when, and changes nothing. A write that says
// nothing is applied as SPEC.md's client expects.
import type { Queries, Transaction } from '../db/database';
import { preconditionFailed } from '../http/errors';
import { lastChangeOf } from './activity/repo';

/** What a write was based on: a version (`*` any saved one), nothing saved yet, or unsaid. */
export type BasedOn = { version: string } | { unsaved: true } | null;

const CHANGED_SINCE_READ = (who: string | null) =>
  `${who ?? 'Someone else'} changed this after you opened it, so nothing was saved.`;

/** What a request's If-Match or If-None-Match says its write was based on. */
export function basedOnOf(headers: Headers): BasedOn {
  const ifMatch = headers.get('if-match')?.trim();
  if (ifMatch) return { version: ifMatch.replace(/^W\//, '').replace(/^"(.*)"$/, '$1') };
  if (headers.get('if-none-match')?.trim() === '*') return { unsaved: true };
  return null;
}

/**
 * What a version check reads of a kind of record: its table (also its
 * activity-log name) and key, and one record with its version (`updatedAt`,
 * null while never saved); null for no record, left to the write's own 404.
 */
export type Versioned = {
  entity: string;
  key?: string;
  find(db: Queries, id: string): Promise<{ updatedAt: string | null } | null>;
};

/**
 * Locks the record's row, then refuses the write (412, naming who changed it
 * and when) unless `basedOn` is the version standing. Called first in the write's transaction.
 */
export async function requireVersion(tx: Transaction, basedOn: BasedOn, versioned: Versioned, id: string) {
  if (!basedOn) return;
  await tx.lockRow(versioned.entity, id, versioned.key);
  const current = await versioned.find(tx, id);
  if (!current) return;
  const { version } = basedOn as { version?: string };
  const standing =
    version === undefined
      ? current.updatedAt === null
      : current.updatedAt !== null && (version === '*' || version === current.updatedAt);
  if (standing) return;
  const change = current.updatedAt && (await lastChangeOf(tx, versioned.entity, id));
  const changedBy = change ? change.actor : null;
  throw preconditionFailed(CHANGED_SINCE_READ(changedBy), { changedBy, changedAt: current.updatedAt });
}
