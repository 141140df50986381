// Messages sent are counted per client address in fixed windows, in the
// database, so every instance sharing it counts the same (as auth/login-limiter.ts).
import type { Queries } from '../../db/database';
import { HttpError } from '../../http/errors';
import { feedbackMessages } from './texts';

export type FeedbackLimit = { perAddress: number; windowMs: number };

// The window's end is a bigint in PostgreSQL, which Bun returns as a string.
type Window = { sent: number; resets_at: number | string };

/** Refuses (429, with the wait) an address that has sent its messages for this window. */
export async function refuseWhileLimited(db: Queries, address: string, limit: FeedbackLimit, now: number) {
  const window = await db.get<Window>('SELECT sent, resets_at FROM feedback_senders WHERE address = ?', address);
  const resetsAt = Number(window?.resets_at);
  if (!window || resetsAt <= now || window.sent < limit.perAddress) return;
  const wait = resetsAt - now;
  const minutes = Math.ceil(wait / 60000);
  throw new HttpError(429, feedbackMessages.tooMany(minutes), undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });
}

/** Counts a message stored, in its write's transaction. */
export async function countSent(tx: Queries, address: string, limit: FeedbackLimit, now: number) {
  await tx.run(
    `INSERT INTO feedback_senders (address, sent, resets_at) VALUES (?1, 1, ?2 + ?3)
     ON CONFLICT (address) DO UPDATE SET
       sent = CASE WHEN feedback_senders.resets_at <= ?2 THEN 1 ELSE feedback_senders.sent + 1 END,
       resets_at = CASE WHEN feedback_senders.resets_at <= ?2 THEN ?2 + ?3 ELSE feedback_senders.resets_at END`,
    address, now, limit.windowMs,
  );
  // Windows long over are worth nothing: they go with the next message.
  await tx.run('DELETE FROM feedback_senders WHERE resets_at <= ?', now - limit.windowMs);
}
