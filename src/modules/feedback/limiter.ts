// Messages sent are counted per client address in fixed windows, in the
// database, so every instance sharing it counts the same (as auth/login-limiter.ts).
import type { Queries } from '../../db/database';
import { tryAgainLater } from '../../http/errors';
import { feedbackMessages } from './texts';

export type FeedbackLimit = { perAddress: number; windowMs: number };

// The window's end is a bigint in PostgreSQL, which Bun returns as a string.
type Window = { sent: number; resets_at: number | string };

/**
 * Counts a message in its write's transaction, before it is stored, so of
 * messages sent at once no more than the limit are; refuses (429, with the
 * wait) one past the limit, which rolls the write back and is not counted.
 */
export async function countSent(
  tx: Queries,
  address: string,
  limit: FeedbackLimit,
  now: number,
  tooMany = feedbackMessages.tooMany,
) {
  const window = (await tx.get<Window>(
    `INSERT INTO feedback_senders (address, sent, resets_at) VALUES (?1, 1, ?2 + ?3)
     ON CONFLICT (address) DO UPDATE SET
       sent = CASE WHEN feedback_senders.resets_at <= ?2 THEN 1 ELSE feedback_senders.sent + 1 END,
       resets_at = CASE WHEN feedback_senders.resets_at <= ?2 THEN ?2 + ?3 ELSE feedback_senders.resets_at END
     RETURNING sent, resets_at`,
    address,
    now,
    limit.windowMs,
  ))!;
  if (window.sent > limit.perAddress) throw tryAgainLater(Number(window.resets_at) - now, tooMany);
  // Windows long over are worth nothing: they go with the next message.
  await tx.run('DELETE FROM feedback_senders WHERE resets_at <= ?', now - limit.windowMs);
}
