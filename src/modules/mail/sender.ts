// Delivers the outbox through the relay, one sender at a time across instances
// (a lock each batch; another instance's sender skips it), paced so a digest to
// thousands does not slow the site. A message is marked sent once the relay has
// taken it. While the relay cannot be reached, every message waits, the wait
// doubling from 5 seconds to at most 15 minutes; a 4xx for one message retries
// that message alone, and a 5xx fails it with the relay's words. A stop waits for the message being sent.
import type { AppContext } from '../../context';
import type { MailSettings } from '../../config';
import { failureOf, relayTransport, replyCodeOf, type RelayTransport } from './relay';
import * as repo from './repo';
import { MAIL_SENDER_LOCK } from './restore';

const FIRST_WAIT_MS = 5_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** How often a sender looks for mail another instance queued, or whose time has come. */
const LOOK_EVERY_MS = 5_000;
const BATCH = 50;
/**
 * The least time between two messages: a digest to thousands goes out at 12 a second, within 10 minutes for
 * 5,000, and the site's reads stay fast meanwhile.
 */
const PACE_MS = 80;

/** The wait before try `attempt` (1, 2, …): 5 s, 10 s, 20 s, … at most 15 minutes. */
export const waitBefore = (attempt: number) => Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (attempt - 1));

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

export type MailSender = { wake(): void; stop(): Promise<void> };

export function startMailSender(
  { db, mail }: Pick<AppContext, 'db' | 'mail'>,
  settings: MailSettings,
  warn: (line: string) => void,
  options: { lookEveryMs?: number; transport?: RelayTransport; paceMs?: number } = {},
): MailSender {
  const paceMs = options.paceMs ?? PACE_MS;
  let transport = options.transport ?? null;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  /** The relay could not be reached: nothing is tried before then. */
  let relayWait = { until: 0, failures: 0 };

  /** Sends one message; false when the relay could not be reached, so the round stops. */
  async function deliver(message: repo.QueuedMail) {
    transport ??= relayTransport(settings);
    try {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        headers: message.headers,
      });
    } catch (error) {
      return notSent(message, error);
    }
    await repo.markSent(db, message);
    relayWait = { until: 0, failures: 0 };
    return true;
  }

  async function notSent(message: repo.QueuedMail, error: unknown) {
    const code = replyCodeOf(error);
    const failure = failureOf(error);
    if (code !== undefined && code >= 500) {
      await repo.markRefused(db, message, failure);
      return true;
    }
    if (code !== undefined) {
      await repo.markNotSent(db, message.id, failure, inMs(waitBefore(message.attempts + 1)));
      return true;
    }
    const failures = relayWait.failures + 1;
    relayWait = { until: Date.now() + waitBefore(failures), failures };
    await repo.markNotSent(db, message.id, failure, new Date(relayWait.until).toISOString());
    if (failures === 1) warn(`Mail could not reach the relay (${failure}); the outbox keeps it and tries again.`);
    return false;
  }

  /** When the last message was handed to the relay: the next waits its turn after it. */
  let lastSent = 0;

  /**
   * Sends one batch of the mail due, paced; true when all of it went and more may be due. The sender's lock is
   * held for one batch at a time, so a long digest lets a restore (which takes it) in between.
   */
  async function sendBatch() {
    if (stopped || Date.now() < relayWait.until) return false;
    const due = await repo.dueMail(db, new Date().toISOString(), BATCH);
    for (const message of due) {
      const wait = lastSent + paceMs - Date.now();
      if (wait > 0) await Bun.sleep(wait);
      lastSent = Date.now();
      if (stopped || !(await deliver(message))) return false;
    }
    return due.length === BATCH;
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let more = false;
      do {
        again = false;
        more = (await db.exclusive(MAIL_SENDER_LOCK, sendBatch, { skipIfHeld: true })) ?? false;
      } while ((again || more) && !stopped);
    })()
      .catch((error) => warn(`The mail sender stopped a round: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  }

  // The server holds the process open; this timer must not on its own.
  const timer = setInterval(wake, options.lookEveryMs ?? LOOK_EVERY_MS).unref();
  const stopListening = mail.onQueued(wake);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopListening();
      await running;
      transport?.close();
    },
  };
}
