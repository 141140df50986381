// Writes answered once (RFC draft "The Idempotency-Key HTTP Header Field"):
// nginx resends a PUT or DELETE when an instance dies mid-request, and the
// console sends a key with every write, the same one again on a resend. The
// write's claim on its key commits in the write's own transaction (the
// activity log makes it, modules/activity/log.ts), so a write done is never
// done twice; its answer is kept for a day and a resend within it gets that
// answer again: not a 412, a 404 or a second activity entry.
import type { Db, Queries } from '../db/database';
import { nowIso } from '../ids';
import { HttpError } from './errors';

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long an answer is kept for a resend. */
const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;

/** A resend finding its first still under way waits this long for its answer. */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 100;

export const idempotencyMessages = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  otherRequest: 'This Idempotency-Key was sent with another request.',
  alreadyMade: 'This change was made already. Reload to see it.',
};

/**
 * Writes whose answers carry secrets or sessions (one-time passwords, tokens,
 * a signed download link): never kept, so a key sent with them is ignored.
 */
const NOT_KEPT = [
  '/api/admin/accounts',
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/refresh',
  '/api/admin/two-step',
  '/api/admin/password',
  '/api/admin/username',
  '/api/backups/download-link',
];

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A write's key and what it was sent with: the claim is on this request alone. */
export type Idempotency = { key: string; method: string; path: string };

/** The write's key, when it sent one and its answer may be kept; a malformed key is a 400. */
export function idempotencyOf(request: Request): Idempotency | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || request.method === 'GET' || request.method === 'HEAD') return null;
  const path = new URL(request.url).pathname;
  if (NOT_KEPT.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  if (!KEY_PATTERN.test(key)) throw new HttpError(400, idempotencyMessages.badKey);
  return { key, method: request.method, path };
}

type Claim = { method: string; path: string; status: number | null; body: string | null; created_at: string };

/**
 * What the write claims in its own transaction: a second claim on the key (a
 * resend while the first runs) is refused, and rolls the resend's write back.
 */
export async function claimKey(tx: Queries, accountId: string, { key, method, path }: Idempotency) {
  const claimed = await tx.run(
    'INSERT INTO idempotent_writes (account_id, key, method, path, created_at) ' +
      'VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_id, key) DO NOTHING',
    accountId,
    key,
    method,
    path,
    nowIso(),
  );
  if (claimed === 0) throw new HttpError(409, idempotencyMessages.alreadyMade);
}

const findClaim = (db: Queries, accountId: string, key: string) =>
  db.get<Claim>(
    'SELECT method, path, status, body, created_at FROM idempotent_writes WHERE account_id = ? AND key = ?',
    accountId,
    key,
  );

const replay = (claim: Claim) =>
  new Response(claim.body, {
    status: claim.status!,
    headers: { 'Content-Type': 'application/json;charset=utf-8', 'Idempotent-Replayed': 'true' },
  });

/**
 * The answer to a write sent again: the first one's, once it is there (a
 * first still under way is waited for); null when the key is new. The same
 * key with another request is a 422; a claim left without an answer (its
 * instance died between the commit and the answer) says the change was made.
 */
export async function earlierAnswer(
  db: Db,
  accountId: string,
  { key, method, path }: Idempotency,
  waitMs = IN_FLIGHT_WAIT_MS,
): Promise<Response | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await findClaim(db, accountId, key);
    if (!claim || Date.parse(claim.created_at) < Date.now() - ANSWER_KEPT_MS) return null;
    if (claim.method !== method || claim.path !== path) throw new HttpError(422, idempotencyMessages.otherRequest);
    if (claim.body !== null) return replay(claim);
    if (Date.now() >= deadline) throw new HttpError(409, idempotencyMessages.alreadyMade);
    await Bun.sleep(IN_FLIGHT_POLL_MS);
  }
}

/** Keeps a successful write's answer for its resends (a write that recorded no claim claims its key here). */
export async function keepAnswer(db: Db, accountId: string, { key, method, path }: Idempotency, response: Response) {
  const body = await response.clone().text();
  await db.write((tx) =>
    tx.run(
      `INSERT INTO idempotent_writes (account_id, key, method, path, status, body, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, key) DO UPDATE SET status = excluded.status, body = excluded.body`,
      accountId,
      key,
      method,
      path,
      response.status,
      body,
      nowIso(),
    ),
  );
}

/** Drops the answers older than a day (a daily chore). */
export const deleteOldAnswers = (db: Db) =>
  db.write((tx) =>
    tx.run('DELETE FROM idempotent_writes WHERE created_at < ?', new Date(Date.now() - ANSWER_KEPT_MS).toISOString()),
  );
