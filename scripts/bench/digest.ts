// A digest to thousands (issue 44): subscribers to the daily digest added
// straight into a bench server's database, confirmed before this period began
// so the server's minute job finds their digests due, and what it sends
// received by a real SMTP server in this process (the smtp-server package),
// which only counts, so the bench process spends next to nothing on it.
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseLocation } from '../../src/db/database';
import { insertSubscriber } from '../../src/modules/subscriptions/repo';

export const DIGEST_SUBSCRIBERS = 5000;
export const DIGEST_TARGET_MINUTES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A relay on 127.0.0.1 that takes every message and counts it, with the times of the first and the last. */
export async function startCountingRelay() {
  const counted = { messages: 0, firstAt: 0, lastAt: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        counted.lastAt = performance.now();
        if (counted.messages++ === 0) counted.firstAt = counted.lastAt;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    counted,
    /** The server's --smtp: plain SMTP, allowed only because the relay is on this machine. */
    url: `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}?starttls=optional`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Adds `count` confirmed subscribers to the daily digest (every third in Hindi), in one transaction,
 * confirmed two days ago: everything the demo posted is new to them, and their digest is due.
 */
export async function addDigestSubscribers(location: DatabaseLocation, count = DIGEST_SUBSCRIBERS) {
  const db = await openDatabase(location);
  try {
    await db.write(async (tx) => {
      for (let i = 0; i < count; i++)
        await insertSubscriber(tx, `student${i}@students.hostels.example.edu`, {
          language: i % 3 === 2 ? 'hi' : 'en',
          urgent: false,
          digest: 'daily',
          menuHostel: null,
        });
      await tx.run('UPDATE subscribers SET confirmed_at = ?', new Date(Date.now() - 2 * DAY_MS).toISOString());
    });
  } finally {
    await db.close();
  }
}
