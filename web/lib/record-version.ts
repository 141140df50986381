// The console's side of the server's version check (src/modules/record-version.ts):
// a write says which version of the record its form was filled from, and a
// 412 says who changed it since and when.
import { ApiError } from './public-api';
import type { WriteHeaders } from './api';

/**
 * The headers of a write based on `updatedAt` as read: If-Match, or If-None-Match: * for a page or menu never saved.
 */
export const basedOn = (updatedAt: string | null): WriteHeaders =>
  updatedAt ? { 'If-Match': `"${updatedAt}"` } : { 'If-None-Match': '*' };

export type ChangedSince = { changedBy: string | null; changedAt: string | null };

/** Who changed the record and when, if the error is the server's 412; else null. */
export function changedSince(error: unknown): ChangedSince | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const body = (error.body ?? {}) as Partial<ChangedSince>;
  return { changedBy: body.changedBy ?? null, changedAt: body.changedAt ?? null };
}
